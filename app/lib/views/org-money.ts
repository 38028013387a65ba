import type { InvoiceStatus } from "./invoices";

/** A quote waiting for the organisation, as the list and the job's page show it. */
export interface WaitingQuote {
  reference: string;
  total: string;
  /** Without VAT, and the VAT: null when the business charges none. */
  net: string | null;
  vat: string | null;
  validUntilLabel: string | null;
  lines: {
    description: string;
    quantity: string;
    unitPrice: string;
    vatRate: string | null;
    amount: string;
  }[];
}

/**
 * One thing waiting for the organisation's decision (decision 0074): a spend approval, a
 * quote, or both at once — an approval bound to a quote is one item and one decision.
 */
export interface OrgDecisionItem {
  jobReference: string;
  propertyLabel: string;
  serviceName: string;
  description: string;
  /** The estimate, or the quote's total. */
  amount: string;
  /** Set when the amount is above the spend limit: deciding is also the spend approval. */
  spendLimit: string | null;
  quote: WaitingQuote | null;
  /** The approval's quote has expired: it can be declined, and the office sends a new one. */
  quoteExpired: boolean;
  /** When it was asked: ISO for `<time>`, and in words in London time. */
  asked: { at: string; label: string };
}

/** One issued invoice or credit note of the organisation, as its invoices page lists it. */
export interface OrgInvoiceRow {
  number: string;
  kind: "invoice" | "credit_note";
  /** The invoice a credit note corrects. */
  creditsNumber: string | null;
  jobReference: string | null;
  issueDateLabel: string;
  dueDateLabel: string | null;
  total: string;
  /** From the one status query (invoices only). */
  status: InvoiceStatus | null;
  statusLabel: string | null;
  /** Still to pay; null for a credit note. */
  balance: string | null;
}

/** Where the organisation's invoices are addressed, as its managers see it. */
export interface OrgBilling {
  name: string;
  address: string | null;
  constructionRoleLabel: string;
}

export interface OrgInvoicesPage {
  billing: OrgBilling;
  month: string;
  monthLabel: string;
  months: { value: string; label: string }[];
  /** Invoices still to pay, whatever month they were issued in. */
  outstanding: OrgInvoiceRow[];
  outstandingTotal: string;
  /** Invoices and credit notes issued in the month. */
  issued: OrgInvoiceRow[];
  statement: StatementSummary;
}

/** The month's statement in words, as the page shows it above its downloads. */
export interface StatementSummary {
  opening: string;
  invoiced: string;
  credited: string;
  paid: string;
  closing: string;
}

import type { SubmissionResult } from "~/lib/submission-result";
import type { VatRate } from "~/lib/invoice-lines";

/** What an issued invoice stands at (decision 0070): one query decides it for every page. */
export const INVOICE_STATUSES = ["due", "overdue", "paid", "credited"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The filters of /admin/invoices: every status, drafts, or all. */
export const LIST_FILTERS = ["all", "draft", ...INVOICE_STATUSES] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus | "draft", string> = {
  draft: "Draft",
  due: "Due",
  overdue: "Overdue",
  paid: "Paid",
  credited: "Credited",
};

export interface InvoiceStanding {
  status: InvoiceStatus;
  grossPence: number;
  paidPence: number;
  creditedPence: number;
  /** What is still owed; 0 when paid or credited, negative when more came in than was owed. */
  balancePence: number;
  /** Some paid, some still owed. */
  partPaid: boolean;
}

export interface InvoiceLineView {
  position: number;
  description: string;
  quantityHundredths: number;
  unitPricePence: number;
  vatRate: VatRate;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

export interface RateTotalView {
  vatRate: VatRate;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/** An invoice or credit note as every page shows it; dates are London calendar dates. */
export interface InvoiceDocument {
  id: string;
  kind: "invoice" | "credit_note";
  number: string | null;
  draft: boolean;
  jobId: string | null;
  jobReference: string | null;
  creditsNumber: string | null;
  sellerName: string;
  sellerAddress: string;
  vatNumber: string | null;
  vatRegistered: boolean;
  buyerName: string;
  buyerAddress: string;
  buyerEmail: string;
  simplified: boolean;
  reverseCharge: boolean;
  issueDate: string | null;
  taxPoint: string | null;
  dueDate: string | null;
  lines: InvoiceLineView[];
  netPence: number;
  vatPence: number;
  grossPence: number;
  byRate: RateTotalView[];
  /** Issued invoices only. */
  standing: InvoiceStanding | null;
}

export interface BankDetails {
  accountName: string;
  sortCode: string;
  accountNumber: string;
}

export interface PaymentView {
  id: string;
  amountPence: number;
  method: "card" | "bacs" | "bank_transfer" | "cash" | "card_terminal";
  receivedOn: string;
  reference: string | null;
  needsRefund: boolean;
}

export const PAYMENT_METHOD_LABELS: Record<PaymentView["method"], string> = {
  card: "Card (online)",
  bacs: "Bacs Direct Debit",
  bank_transfer: "Bank transfer",
  cash: "Cash",
  card_terminal: "Card on a terminal",
};

/** One row of /admin/invoices. */
export interface InvoiceListRow {
  id: string;
  number: string | null;
  draft: boolean;
  buyerName: string;
  jobReference: string | null;
  issueDate: string | null;
  dueDate: string | null;
  grossPence: number;
  standing: InvoiceStanding | null;
}

/** One invoice or credit note in a job page's money section, its status in words. */
export interface JobInvoiceRow extends InvoiceListRow {
  kind: "invoice" | "credit_note";
  statusLabel: string;
}

/** Money owed by how long past its due date: 0–30, 31–60, 61–90 and more than 90 days. */
export interface AgedDebt {
  current: number;
  days0to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  total: number;
}

/** A payment flagged needs_refund on /admin/invoices: what went in, what is to go back, how. */
export interface RefundToMake {
  paymentId: string;
  receivedOn: string;
  amountPence: number;
  method: PaymentView["method"];
  reference: string | null;
  customerName: string;
  /** "Invoice INV-000003" or "Deposit for quote Q-2026-000004". */
  forLabel: string;
  /** The invoice's office page, or the job's quote page; null when there is none. */
  forHref: string | null;
  toRefundPence: number;
  /** It came through Stripe and Stripe is set up: the refund can be asked of Stripe. */
  throughStripe: boolean;
  /** Asked of Stripe and not yet confirmed by its webhook. */
  waitingForStripePence: number;
}

/**
 * What a refused or invalid form of the invoice pages answers: which form (the intent, or
 * `line-<position>` for one line's forms, `credit` for the credit buttons, `refund-<payment id>`
 * for one refund's) and Conform's result, read by that form only.
 */
export interface InvoiceFormReply {
  form: string;
  result: SubmissionResult<string[]>;
}

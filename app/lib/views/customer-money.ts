import type { BankDetails, InvoiceStanding, PaymentView } from "./invoices";

/**
 * The money of a job (the tracking page) or of a customer's jobs (the portal, /client), as the
 * customer sees it (issue 27 §4, decision 0073): the same on all three pages.
 */
export interface CustomerMoney {
  /** Quotes waiting for the customer: open to accept, or accepted with a deposit still to pay. */
  quotes: QuoteToAnswer[];
  /** Issued invoices, newest first, each with its status from the one status query. */
  invoices: CustomerInvoice[];
  /** What all of them still ask for. */
  owedPence: number;
  /** Card and Direct Debit through Stripe: the pay buttons are shown only then. */
  payOnline: boolean;
  /** How to pay by bank transfer, when something is owed and the office has set it. */
  bank: BankDetails | null;
}

export interface QuoteToAnswer {
  id: string;
  reference: string;
  jobReference: string | null;
  grossPence: number;
  /** Open: the customer may accept or decline it; accepted: a deposit is still to pay. */
  state: "open" | "accepted";
  /** "Sunday 27 December 2026": the last day it can be accepted. */
  validUntilLabel: string | null;
  depositDuePence: number;
  /** /quote/{token}: read, accept or decline it, or pay its deposit. */
  path: string;
  /** POST here to pay the deposit through Stripe; null without Stripe or with nothing due. */
  payDepositPath: string | null;
}

export interface CustomerInvoice {
  id: string;
  number: string;
  jobReference: string | null;
  /** London dates, "2026-11-30". */
  issueDate: string;
  dueDate: string;
  standing: InvoiceStanding;
  /** /invoice/{token}, and with ".pdf" its PDF. */
  path: string;
  /** POST here to pay what is owed through Stripe; null without Stripe or with nothing owed. */
  payPath: string | null;
  /** Money recorded against it, oldest first: payments, refunds (negative), and a Direct
   * Debit still on its way. */
  receipts: Receipt[];
  creditNotes: { id: string; number: string; grossPence: number; path: string }[];
}

export interface Receipt {
  id: string;
  receivedOn: string;
  method: PaymentView["method"];
  amountPence: number;
  /** A Bacs Direct Debit Stripe has not confirmed yet. */
  pending: boolean;
  /** More than was owed: the office sends it back. */
  toBeRefunded: boolean;
}

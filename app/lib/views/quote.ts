import type { RateSummary, VatRate } from "../invoice-lines";

/** What a quote's pages show (the office's and the customer's), figures as stored. */

export type QuoteStatus = "draft" | "sent" | "accepted" | "declined" | "withdrawn";

/** As the customer reads it: a sent quote past its last day is expired, not open. */
export type QuoteState = "draft" | "open" | "expired" | "accepted" | "declined" | "withdrawn";

export interface QuoteLineView {
  id: string;
  position: number;
  priceKey: string | null;
  description: string;
  quantity: string;
  quantityHundredths: number;
  unitPricePence: number;
  vatRate: VatRate;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

export interface QuoteView {
  id: string;
  reference: string;
  jobReference: string | null;
  status: QuoteStatus;
  state: QuoteState;
  customerName: string;
  customerEmail: string;
  address: string;
  postcode: string;
  consumer: boolean;
  vatRegistered: boolean;
  lines: QuoteLineView[];
  netPence: number;
  vatPence: number;
  grossPence: number;
  byRate: RateSummary[];
  depositPence: number;
  notes: string | null;
  /** "2026-12-27" and as read: "Sunday 27 December 2026". */
  validUntil: string | null;
  validUntilLabel: string | null;
  sentAtLabel: string | null;
  decidedAtLabel: string | null;
  acceptedName: string | null;
  startWithinCancellationPeriod: boolean | null;
  declineReason: string | null;
}

/** The seller as the customer's quote page shows it. */
export interface QuoteSeller {
  name: string;
  address: string;
  phone: string;
  email: string;
  vatNumber: string | null;
}

import type { SubmissionResult } from "~/lib/submission-result";
import type { EngineerFormIntent, EngineerStep } from "~/lib/schemas/engineer";
import type { JobOutcome, JobStatus, LeaveStatus } from "~/lib/views/column-values";

/** One job as the engineer sees it on their phone. */
export interface EngineerJob {
  id: string;
  reference: string;
  serviceName: string;
  emergency: boolean;
  status: JobStatus;
  statusLabel: string;
  nextStep: EngineerStep | null;
  /** "08:00–10:00" in London time. */
  windowTime: string;
  /** "Tuesday 1 December, 08:00–10:00". */
  windowLabel: string;
  /** "10:00": the latest arrival the "On my way" form accepts without "I'm running late". */
  windowEnd: string;
  /** The London date of the window, "2026-12-01". */
  windowDate: string;
  /** The window's start and end as ISO instants, for app/lib/arrival-rules.ts; null: none. */
  windowStartsAt: string | null;
  windowEndsAt: string | null;
  address: string;
  postcode: string;
  mapUrl: string;
  customerName: string;
  /** "024 7699 0123". */
  phoneDisplay: string;
  description: string;
  /** "On the way since 09:12, arriving about 09:35": when the job last changed status. */
  statusDetail: string | null;
  customerPhotos: EngineerJobPhoto[];
  engineerPhotos: EngineerJobPhoto[];
  /** The customer's notes (a gate code, where to park): the access notes. */
  accessNotes: EngineerNote[];
  /** Notes for staff only (the office's and engineers'), and what the office told the customer. */
  officeNotes: EngineerNote[];
  outcome: JobOutcome | null;
  summary: string | null;
  signedOffBy: string | null;
  /**
   * An organisation's property: its label, access notes and, while the visit is still to
   * come or under way, the key-safe code — only ever on a job given to this engineer.
   */
  property: EngineerProperty | null;
}

export interface EngineerJobPhoto {
  id: string;
  width: number;
  height: number;
  stage: "before" | "after" | null;
}

export interface EngineerNote {
  id: string;
  /** ISO instant, for a <time> element. */
  at: string;
  atLabel: string;
  /** Who wrote it, as the engineer reads it: "Customer", "Office", "You"… */
  from: string;
  text: string;
}

export interface EngineerProperty {
  organisationName: string;
  label: string;
  accessNotes: string | null;
  keySafeCode: string | null;
}

/** What an action sends back to one form of the page: its messages and what was typed. */
export interface EngineerFormReply {
  form: EngineerFormIntent;
  /** The job the form was about (step and note forms). */
  jobId?: string;
  result: SubmissionResult<string[]>;
}

/** A leave request of the engineer's, from today on, as their day lists it. */
export interface LeaveAhead {
  id: string;
  firstDay: string;
  lastDay: string;
  /** The days off in words: "Monday 7 December 2026", or "… to …". */
  days: string;
  reason: string;
  status: LeaveStatus;
}

/** A price-list item the finish form offers as a material: "Leaky tap repair · from £55.00". */
export interface MaterialChoice {
  key: string;
  label: string;
}

/** The price list as the finish form's material rows offer it, by the list's headings. */
export interface MaterialChoices {
  groups: { heading: string; items: MaterialChoice[] }[];
  /** Prices are typed with VAT included when the business is VAT-registered. */
  vatRegistered: boolean;
}

/**
 * "Take payment" on a finished job with an issued invoice: paid already; the customer's card
 * or Direct Debit through Checkout (the QR code once the engineer asked for it); or, without
 * card payments, the bank transfer details, for the office to record what arrives.
 */
export type TakePayment =
  | { state: "paid"; number: string }
  | { state: "card"; number: string; amountDue: string; qrSvg: string | null }
  | {
      state: "bank";
      number: string;
      amountDue: string;
      /** "40-12-34" and the rest, or null when the settings have none yet. */
      bank: { accountName: string; sortCode: string; accountNumber: string } | null;
    };

import type { SubmissionResult } from "~/lib/submission-result";
import type { DayWindows, WindowChoice } from "~/lib/arrival-window";

export interface BookingState {
  step: BookingStep;
  values: BookingValues;
  result?: SubmissionResult<string[]>;
  /** The slot step's day on screen, its windows, and the next free ones when it is full. */
  day?: DayWindows;
  /** The nearest free windows (on any day) after losing the chosen one to someone else. */
  alternatives?: WindowChoice[];
  notice?: BookingNotice;
  /** Out-of-area postcodes: call or enquire instead. */
  outOfArea?: boolean;
  /** The review step's wording of what will be booked. */
  summary?: {
    serviceName: string;
    windowLabel: string;
    priceLabel: string;
    /** Until when it can be moved or cancelled online, from the rule and the chosen window. */
    changeRule: string;
  };
  /** The review step's photo field: its limits, and why the photos sent were refused. */
  photos?: { maxFiles: number; maxMegabytes: number; error?: string };
}

/** A message above a step: why it came back (a window gone, a postcode no longer served, a limit). */
export interface BookingNotice {
  title: string;
  message: string;
  /** Offer the business phone number with it: the visitor can still book by phone. */
  callUs?: boolean;
}

/** Every field of the booking, as typed so far; carried between steps in hidden inputs. */
export const BOOKING_FIELDS = [
  "service",
  "description",
  "emergency",
  "postcode",
  "date",
  "windowStart",
  "address",
  "name",
  "email",
  "phone",
  "textsAllowed",
] as const;
export type BookingValues = Partial<Record<(typeof BOOKING_FIELDS)[number], string>>;

export type BookingStep = "details" | "slot" | "contact" | "review";

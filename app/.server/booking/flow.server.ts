import { parseWithZod, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
import type { Kysely } from "kysely";
import { services } from "~/content/services";
import {
  describeChangeRule,
  formatWindow,
  isCalendarDate,
  londonDate,
  type BookingRules,
} from "~/lib/booking-rules";
import { hasControlCharacter } from "~/lib/schemas/text";
import { EMERGENCY_CALLOUT_PRICE_KEY } from "~/lib/prices";
import {
  describeServedArea,
  normalisePostcode,
  outwardCodeProblem,
  servedArea,
} from "~/lib/postcode";
import { contactStepSchema, detailsStepSchema, slotStepSchema } from "~/lib/schemas/booking";
import type { Account } from "../accounts/accounts.server";
import { getBusiness } from "../business/business.server";
import type { Database } from "../db/schema.server";
import type { Refusal } from "../http/refusal.server";
import { dayWindows, firstFreeDate, listWindows } from "../jobs/availability.server";
import { getBookingSettings } from "../jobs/settings.server";
import { describePriceOf, getPriceList, type PriceList } from "../prices/price-list.server";
import { JOB_PHOTO_LIMITS } from "../storage/photo-uploads.server";
import type { BookingConfirmation } from "./confirmation.server";
import { BOOKING_FIELDS, type BookingState, type BookingValues } from "~/lib/views/booking";
export type { BookingNotice, BookingState, BookingStep, BookingValues } from "~/lib/views/booking";

/** What one post of the booking form comes to: the next (or the same) step, or a booking. */
export type BookingAnswer =
  | { kind: "booked"; confirmation: BookingConfirmation }
  /** `refusal`: the status to answer with when the rules, a limit or the database said no. */
  | { kind: "step"; state: BookingState; refusal: Refusal | null };

/** Who is booking: the signed-in account (if any), the client address, the links' origin. */
export interface BookingVisitor {
  account: Account | null;
  address: string;
  siteOrigin: string;
}

// Conform rebuilds a schema's form coercion (empty strings, checkboxes) on every parse unless it
// is given one already coerced. Each step's schema is parsed on every step, and all three on
// every confirmation, so each is coerced once, here. (The helper is marked unstable in
// @conform-to/zod 1.21, which package.json pins exactly.)
const STEP_SCHEMAS = {
  details: coerceFormValue(detailsStepSchema),
  slot: coerceFormValue(slotStepSchema),
  contact: coerceFormValue(contactStepSchema),
};

/** Every field the booking form's steps post (each step carries the earlier ones hidden). */
export const BOOKING_FORM_SCHEMAS = [detailsStepSchema, slotStepSchema, contactStepSchema];

export function parseStep<Step extends keyof typeof STEP_SCHEMAS>(formData: FormData, step: Step) {
  return parseWithZod(formData, { schema: STEP_SCHEMAS[step], disableAutoCoercion: true });
}

export function readValues(formData: FormData): BookingValues {
  const values: BookingValues = {};
  for (const field of BOOKING_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string" && value !== "") values[field] = value.slice(0, 2000);
  }
  return values;
}

/** What a link into the form may fill in (the assistant's "Book this" sends all of it). */
export interface BookingPrefill {
  service: string | null;
  emergency: boolean;
  description?: string | null;
  postcode?: string | null;
  date?: string | null;
}

/** A link carries at most an assistant question's worth of description. */
const PREFILLED_DESCRIPTION_MAX = 500;

/**
 * The first step, with what the link said (service, emergency, description, postcode, day)
 * and a signed-in client's details filled in. A value the form would refuse is left out
 * rather than shown with an error before the visitor has typed anything.
 */
/**
 * A postcode a link pre-fills: a full one, or only its district ("CV5", from an assistant
 * question that gave no more), which the visitor completes; anything else is left out.
 */
function prefilledPostcode(input: string): string | null {
  const full = normalisePostcode(input);
  if (full) return full;
  const district = input.replace(/\s+/g, "").toUpperCase();
  return outwardCodeProblem(district) === "malformed" ? null : district;
}

export function startBooking(query: BookingPrefill, account: Account | null): BookingState {
  // "Send me text messages about this booking" starts ticked.
  const values: BookingValues = { textsAllowed: "on" };
  if (query.service && services.some((service) => service.slug === query.service)) {
    values.service = query.service;
  }
  if (query.emergency) values.emergency = "on";
  const description = query.description?.trim();
  if (description && !hasControlCharacter(description, true)) {
    values.description = description.slice(0, PREFILLED_DESCRIPTION_MAX);
  }
  const postcode = query.postcode ? prefilledPostcode(query.postcode) : null;
  if (postcode) values.postcode = postcode;
  if (query.date && isCalendarDate(query.date)) values.date = query.date;
  if (account) {
    values.name = account.profile?.full_name || account.user.fullName || undefined;
    values.email = account.user.email;
    if (account.profile?.phone) values.phone = account.profile.phone;
  }
  return { step: "details", values };
}

/** What a visitor outside the served postcodes is told next to the postcode field. */
function notServedMessage(rules: BookingRules): string {
  return `We do not cover this postcode yet. We work in ${describeServedArea(rules.servedOutwardCodes)}.`;
}

function summarise(
  values: BookingValues,
  rules: BookingRules,
  prices: PriceList,
  told: { now: Date; phoneDisplay: string },
): BookingState["summary"] {
  const service = services.find((candidate) => candidate.slug === values.service);
  const start = values.windowStart ? new Date(values.windowStart) : null;
  const windowLabel =
    start && !Number.isNaN(start.getTime())
      ? formatWindow(start, new Date(start.getTime() + rules.windowHours * 60 * 60 * 1000))
      : "";
  const priceKey =
    values.emergency === "on"
      ? EMERGENCY_CALLOUT_PRICE_KEY
      : service
        ? `service.${service.slug}`
        : null;
  const price = priceKey ? describePriceOf(prices, priceKey, "the booking form") : null;
  return {
    serviceName: service?.name ?? "",
    windowLabel,
    priceLabel: price ?? "as on the price list",
    changeRule:
      start && !Number.isNaN(start.getTime())
        ? describeChangeRule(start, told.now, rules, told.phoneDisplay)
        : "",
  };
}

export async function reviewState(
  db: Kysely<Database>,
  values: BookingValues,
  extra: Pick<BookingState, "notice"> & { photoError?: string; now?: Date } = {},
): Promise<BookingState> {
  const [rules, prices, business] = await Promise.all([
    getBookingSettings(db),
    getPriceList(db),
    getBusiness(db),
  ]);
  const now = extra.now ?? new Date();
  return {
    step: "review",
    values,
    summary: summarise(values, rules, prices, { now, phoneDisplay: business.phoneDisplay }),
    ...(extra.notice ? { notice: extra.notice } : {}),
    photos: {
      maxFiles: JOB_PHOTO_LIMITS.maxFiles,
      maxMegabytes: Math.round(JOB_PHOTO_LIMITS.maxFileBytes / (1024 * 1024)),
      ...(extra.photoError ? { error: extra.photoError } : {}),
    },
  };
}

/**
 * The slot step. Without a day chosen yet it opens on the first day that still has a free
 * window, so a visitor late in the evening does not start on a day with none left.
 */
export async function slotState(
  db: Kysely<Database>,
  values: BookingValues,
  extra: Pick<BookingState, "notice" | "result" | "alternatives"> = {},
): Promise<BookingState> {
  const now = new Date();
  const emergency = values.emergency === "on";
  const date = values.date ?? (await firstFreeDate(db, { emergency, now })) ?? londonDate(now);
  const day = await dayWindows(db, date, { emergency, now });
  return { step: "slot", values: { ...values, date }, day, ...extra };
}

/**
 * One step of the booking form before the last: validates the step that was sent and moves
 * on, or shows it again with messages and everything typed. Works the same with and without
 * JavaScript. The last step ("confirm") is `confirmBooking`.
 */
export async function advanceStep(
  db: Kysely<Database>,
  intent: string,
  formData: FormData,
): Promise<BookingState> {
  const values = readValues(formData);
  // Posted from the contact step, whose box sends nothing when it is not ticked: the answer
  // is written out so the later steps carry "off" rather than nothing.
  if (intent === "contact" || intent === "contact-back-to-slot") {
    values.textsAllowed = values.textsAllowed === "on" ? "on" : "off";
  }

  if (intent === "back-to-details") return { step: "details", values };
  if (intent === "back-to-contact") return { step: "contact", values };
  if (intent === "back-to-slot" || intent === "contact-back-to-slot" || intent === "show-windows") {
    return slotState(db, values);
  }

  if (intent === "details") {
    const submission = parseStep(formData, "details");
    if (submission.status !== "success") {
      return { step: "details", values, result: submission.reply() };
    }
    const rules = await getBookingSettings(db);
    const postcode = normalisePostcode(submission.value.postcode);
    if (!postcode || !servedArea(postcode, rules.servedOutwardCodes)) {
      return {
        step: "details",
        values,
        outOfArea: true,
        result: submission.reply({ fieldErrors: { postcode: [notServedMessage(rules)] } }),
      };
    }
    return slotState(db, { ...values, postcode });
  }

  if (intent === "slot") {
    const submission = parseStep(formData, "slot");
    if (submission.status !== "success") {
      return slotState(db, values, { result: submission.reply() });
    }
    // The window's own day: one picked from the next free windows of a full day, or from
    // the alternatives after a lost window, lies on another day than the one on screen.
    const date = londonDate(new Date(submission.value.windowStart));
    const emergency = values.emergency === "on";
    const chosen = (await listWindows(db, date, { emergency })).find(
      (window) => window.start === submission.value.windowStart,
    );
    if (!chosen || chosen.free < 1) {
      return slotState(db, values, {
        notice: {
          title: "That time is no longer free",
          message: "Please choose another arrival window.",
        },
      });
    }
    return { step: "contact", values: { ...values, date } };
  }

  if (intent === "contact") {
    const submission = parseStep(formData, "contact");
    if (submission.status !== "success") {
      return { step: "contact", values, result: submission.reply() };
    }
    return reviewState(db, values);
  }

  return { step: "details", values };
}

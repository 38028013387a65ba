import { parseWithZod, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { services } from "~/content/services";
import { normalisePostcode, servedArea } from "~/lib/postcode";
import { contactStepSchema, detailsStepSchema, slotStepSchema } from "~/lib/schemas/booking";
import { app } from "../app.server";
import { siteOrigin } from "../auth/auth.server";
import { getCurrentAccount } from "../auth/session.server";
import { getBusiness } from "../business/business.server";
import { createBooking } from "../jobs/booking.server";
import { listWindows } from "../jobs/availability.server";
import { findPrice } from "~/content/price-list";
import { DEFAULT_BOOKING_RULES, formatWindow, londonDate } from "~/lib/booking-rules";
import { describePrice } from "~/lib/money";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import type { RefusedFile } from "../http/multipart.server";
import { attachJobPhotos } from "../jobs/job-photos.server";
import type { PreparedPhoto } from "../storage/images.server";
import { JOB_PHOTO_LIMITS, prepareUploadedPhotos } from "../storage/photo-uploads.server";
import { confirmationHeaders } from "./confirmation.server";

export const BOOKING_STEPS = ["details", "slot", "contact", "review"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

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
] as const;
export type BookingValues = Partial<Record<(typeof BOOKING_FIELDS)[number], string>>;

export interface BookingWindow {
  start: string;
  end: string;
  label: string;
  free: number;
}

export interface BookingState {
  step: BookingStep;
  values: BookingValues;
  result?: SubmissionResult<string[]>;
  windows?: BookingWindow[];
  /** Shown above the step, e.g. when the chosen window filled up meanwhile. */
  notice?: { title: string; message: string };
  /** Out-of-area postcodes: call or enquire instead. */
  outOfArea?: boolean;
  /** The review step's wording of what will be booked. */
  summary?: { serviceName: string; windowLabel: string; priceLabel: string };
  /** The review step's photo field: its limits, and why the photos sent were refused. */
  photos?: { maxFiles: number; maxMegabytes: number; error?: string };
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

function parseStep<Step extends keyof typeof STEP_SCHEMAS>(formData: FormData, step: Step) {
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

/** The first step, with the service from ?service= and a signed-in client's details filled in. */
export async function startBooking(
  request: Request,
): Promise<{ state: BookingState; headers: Headers }> {
  const url = new URL(request.url);
  const requested = url.searchParams.get("service");
  const { account, headers } = await getCurrentAccount(request);
  const values: BookingValues = {};
  if (requested && services.some((service) => service.slug === requested))
    values.service = requested;
  if (url.searchParams.get("emergency") === "1") values.emergency = "on";
  if (account) {
    values.name = account.profile?.full_name || account.user.fullName || undefined;
    values.email = account.user.email;
    if (account.profile?.phone) values.phone = account.profile.phone;
  }
  return { state: { step: "details", values }, headers };
}

function summarise(values: BookingValues): BookingState["summary"] {
  const service = services.find((candidate) => candidate.slug === values.service);
  const start = values.windowStart ? new Date(values.windowStart) : null;
  const windowLabel =
    start && !Number.isNaN(start.getTime())
      ? formatWindow(
          start,
          new Date(start.getTime() + DEFAULT_BOOKING_RULES.windowHours * 60 * 60 * 1000),
        )
      : "";
  const price = findPrice(
    values.emergency === "on" ? "callout.emergency" : `service.${values.service ?? ""}`,
  );
  return {
    serviceName: service?.name ?? "",
    windowLabel,
    priceLabel: price ? describePrice(price) : "as on the price list",
  };
}

function reviewState(values: BookingValues, photoError?: string): BookingState {
  return {
    step: "review",
    values,
    summary: summarise(values),
    photos: {
      maxFiles: JOB_PHOTO_LIMITS.maxFiles,
      maxMegabytes: Math.round(JOB_PHOTO_LIMITS.maxFileBytes / (1024 * 1024)),
      ...(photoError ? { error: photoError } : {}),
    },
  };
}

async function slotState(
  values: BookingValues,
  extra: Partial<BookingState> = {},
): Promise<BookingState> {
  const { db } = await app();
  const date = values.date ?? londonDate(new Date());
  const windows = await listWindows(db, date, {
    emergency: values.emergency === "on",
    now: new Date(),
  });
  return { step: "slot", values: { ...values, date }, windows, ...extra };
}

/**
 * One step of the booking form: validates the step that was sent and moves on, or shows it
 * again with messages and everything typed. Works the same with and without JavaScript.
 * refusedFiles: photos the multipart reader left out (too large, or too many).
 */
export async function advanceBooking(
  request: Request,
  formData: FormData,
  refusedFiles: readonly RefusedFile[] = [],
): Promise<BookingState> {
  const intent = String(formData.get("intent") ?? "");
  const values = readValues(formData);

  if (intent === "back-to-details") return { step: "details", values };
  if (intent === "back-to-slot") return slotState(values);
  if (intent === "back-to-contact") return { step: "contact", values };
  if (intent === "show-windows") return slotState(values);

  if (intent === "details") {
    const submission = parseStep(formData, "details");
    if (submission.status !== "success")
      return { step: "details", values, result: submission.reply() };
    const postcode = normalisePostcode(submission.value.postcode);
    if (!postcode || !servedArea(postcode)) {
      return {
        step: "details",
        values,
        outOfArea: true,
        result: submission.reply({
          fieldErrors: {
            postcode: [
              "We do not cover this postcode yet. We work in Coventry (CV1–CV6), Kenilworth (CV8), Leamington Spa (CV31–CV33) and Warwick (CV34–CV35).",
            ],
          },
        }),
      };
    }
    return slotState({ ...values, postcode });
  }

  if (intent === "slot") {
    const submission = parseStep(formData, "slot");
    if (submission.status !== "success") return slotState(values, { result: submission.reply() });
    const chosen = (await slotState(values)).windows?.find(
      (window) => window.start === submission.value.windowStart,
    );
    if (!chosen || chosen.free < 1) {
      return slotState(values, {
        notice: {
          title: "That time is no longer free",
          message: "Please choose another arrival window.",
        },
      });
    }
    return { step: "contact", values };
  }

  if (intent === "contact") {
    const submission = parseStep(formData, "contact");
    if (submission.status !== "success")
      return { step: "contact", values, result: submission.reply() };
    return reviewState(values);
  }

  return confirmBooking(request, formData, values, refusedFiles);
}

async function confirmBooking(
  request: Request,
  formData: FormData,
  values: BookingValues,
  refusedFiles: readonly RefusedFile[],
): Promise<BookingState> {
  const details = parseStep(formData, "details");
  if (details.status !== "success") return { step: "details", values, result: details.reply() };
  const slot = parseStep(formData, "slot");
  if (slot.status !== "success") return slotState(values, { result: slot.reply() });
  const contact = parseStep(formData, "contact");
  if (contact.status !== "success") return { step: "contact", values, result: contact.reply() };
  // Checked before booking, so a wrong file never leaves a booking made without its photos.
  const upload = await prepareUploadedPhotos(formData.getAll("photos"), refusedFiles);
  if (!upload.ok) return reviewState(values, upload.message);

  const { db } = await app();
  const { account } = await getCurrentAccount(request);
  const outcome = await createBooking(
    db,
    { ...details.value, ...slot.value, ...contact.value },
    {
      userId: account?.user.id ?? null,
      source: account ? "client" : "web",
      siteOrigin: siteOrigin(request),
    },
  );
  if (outcome.ok) {
    await storeBookingPhotos(db, outcome.reference, upload.photos);
    const business = await getBusiness(db);
    throw await confirmationHeaders(outcome, business.phoneDisplay);
  }
  if (outcome.reason === "window-full") {
    return {
      step: "slot",
      values,
      // Alternatives may fall on other days, so their labels name the day too.
      windows: outcome.alternatives.map((window) => ({
        ...window,
        label: formatWindow(new Date(window.start), new Date(window.end)),
      })),
      notice: {
        title: "Someone has just booked that time",
        message:
          "Your details are kept. These are the nearest free arrival windows: choose one to finish booking.",
      },
    };
  }
  return {
    step: "details",
    values,
    notice: { title: "We could not book that", message: outcome.message },
  };
}

/**
 * The booking stands even when its photos cannot be stored (full disk, storage down): the
 * visitor has their confirmation and can add photos from the portal; the error is logged.
 */
async function storeBookingPhotos(
  db: Kysely<Database>,
  reference: string,
  photos: readonly PreparedPhoto[],
): Promise<void> {
  try {
    await attachJobPhotos(db, reference, photos);
  } catch (error) {
    console.error(`[wfc] Could not store the photos of booking ${reference}:`, error);
  }
}

import { sql, type Kysely, type Transaction } from "kysely";
import type { z } from "zod";
import { findService } from "~/content/services";
import {
  describeChangeRule,
  formatWindow,
  isBookable,
  windowStartingAt,
} from "~/lib/booking-rules";
import { outOfAreaMessage, servedArea } from "~/lib/postcode";
import type { bookingSchema } from "~/lib/schemas/booking";
import { hashToken, newToken } from "../auth/crypto.server";
import { getBusiness } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { nearestFreeWindows, type WindowAvailability } from "./availability.server";
import { createJob } from "./create-job.server";
import { bookingConfirmationEmail } from "./booking-emails.server";
import { isWindowFullError } from "./capacity.server";
import { upsertCustomer } from "./customers.server";
import { alertOfficeOfUrgentJob } from "./urgent-job-alert.server";
import { getBookingSettings } from "./settings.server";

export interface CreateBookingOptions {
  /** The signed-in client the job belongs to, if any. */
  userId?: string | null;
  source: "web" | "client" | "admin";
  /**
   * The office booking for a caller (source "admin"): the notice period does not apply (any
   * window that has not started), and the timeline names who booked.
   */
  bookedByStaff?: { id: string };
  now?: Date;
  /** Origin for the links in the e-mail, e.g. "https://wefixcoventry.co.uk". */
  siteOrigin: string;
  /**
   * A visitor booking without an account: held to the settings' most open bookings per
   * e-mail address. Signed-in clients and the office are not.
   */
  capOpenBookings?: boolean;
}

export type CreateBookingResult =
  | {
      ok: true;
      reference: string;
      trackingUrl: string;
      portalUrl: string;
      windowLabel: string;
      /** Until when it can be moved or cancelled online, or that it takes a call (same day). */
      changeRule: string;
    }
  | { ok: false; reason: "window-full"; alternatives: WindowAvailability[] }
  | { ok: false; reason: "out-of-area" | "not-bookable" | "too-many-open"; message: string };

const WINDOW_FULL = Symbol("window-full");
const TOO_MANY_OPEN = Symbol("too-many-open");

/**
 * How many bookings made without an account are still to come for this e-mail address.
 * Takes the address's lock first, held until the transaction ends, so two bookings sent at
 * once are counted one after the other.
 */
async function openBookingsOf(
  trx: Transaction<Database>,
  email: string,
  now: Date,
): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`booking-email:${email}`}, 0))`.execute(
    trx,
  );
  const row = await trx
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<string>().as("open"))
    .where("customer_email", "=", email)
    .where("user_id", "is", null)
    .where("status", "not in", ["completed", "cancelled"])
    .where("window_end", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

/**
 * Books a job in one transaction: takes the window's lock and checks its capacity, saves
 * the customer (with a new portal link) and the job, confirmed as the status machine allows
 * (createJob), and puts the confirmation e-mail with its calendar file in the outbox.
 * A visitor who loses the window to someone else gets the nearest free windows instead.
 */
export async function createBooking(
  db: Kysely<Database>,
  input: z.output<typeof bookingSchema>,
  options: CreateBookingOptions,
): Promise<CreateBookingResult> {
  const now = options.now ?? new Date();
  const siteOrigin = options.siteOrigin.replace(/\/+$/, "");
  // Read before the transaction: on the embedded database it holds the only connection.
  const rules = await getBookingSettings(db);
  const business = await getBusiness(db);

  if (!servedArea(input.postcode, rules.servedOutwardCodes)) {
    return {
      ok: false,
      reason: "out-of-area",
      message: outOfAreaMessage(input.postcode, business.phoneDisplay, rules.servedOutwardCodes),
    };
  }
  const window = windowStartingAt(input.date, new Date(input.windowStart), rules);
  const noticeRules = options.bookedByStaff ? { ...rules, minNoticeMinutes: 0 } : rules;
  if (!window || !isBookable(window, now, noticeRules, { emergency: input.emergency })) {
    return {
      ok: false,
      reason: "not-bookable",
      message: options.bookedByStaff
        ? `That arrival window has started, or is more than ${rules.maxDaysAhead} days ahead${input.emergency ? " (an emergency is for today)" : ""}. Choose another.`
        : input.emergency
          ? `Emergency bookings are for the rest of today. Choose one of today's windows that has not started, or call us on ${business.phoneDisplay}.`
          : `That arrival window can no longer be booked online. Choose another window, or call us on ${business.phoneDisplay}.`,
    };
  }

  // Made before the transaction, which holds the window's lock (and, on the embedded
  // database, the only connection) until it ends.
  const portalToken = newToken();
  const serviceName = findService(input.service)?.name ?? input.service;
  let booked:
    { reference: string; trackingUrl: string } | typeof WINDOW_FULL | typeof TOO_MANY_OPEN;
  try {
    booked = await db.transaction().execute(async (trx) => {
      if (
        options.capOpenBookings &&
        (await openBookingsOf(trx, input.email, now)) >= rules.maxOpenBookingsPerEmail
      ) {
        return TOO_MANY_OPEN;
      }
      const job = await createJob(trx, {
        source: "booking",
        customer: {
          upsert: upsertCustomer(
            trx,
            { email: input.email, name: input.name, phone: input.phone },
            hashToken(portalToken),
            now,
          ),
        },
        details: {
          service_slug: input.service,
          description: input.description,
          emergency: input.emergency,
          address: input.address,
          postcode: input.postcode,
          customer_name: input.name,
          customer_email: input.email,
          customer_phone: input.phone,
          texts_allowed: input.textsAllowed ?? true,
          user_id: options.userId ?? null,
        },
        window: { ...window, date: input.date },
        bookedThrough: options.source,
        createdBy: {
          role: options.bookedByStaff
            ? "admin"
            : options.source === "client"
              ? "client"
              : "customer-link",
          actorId: options.bookedByStaff?.id ?? null,
        },
        at: now,
      });
      if (!job.ok) return WINDOW_FULL;
      const trackingUrl = `${siteOrigin}/track/${job.trackingToken}`;
      const portalUrl = `${siteOrigin}/portal/${portalToken}`;
      await enqueueEmail(
        trx,
        bookingConfirmationEmail({
          job: {
            id: job.id,
            reference: job.reference,
            serviceName,
            emergency: input.emergency,
            address: input.address,
            postcode: input.postcode,
            customerName: input.name,
            customerEmail: input.email,
            windowStart: window.start,
            windowEnd: window.end,
          },
          business,
          siteOrigin,
          trackingUrl,
          portalUrl,
          changeCutoffHours: rules.changeCutoffHours,
          now,
        }),
      );
      // An emergency booked by the customer (the office knows of its own): the office hears.
      if (input.emergency && !options.bookedByStaff) {
        await alertOfficeOfUrgentJob(trx, {
          job: {
            id: job.id,
            reference: job.reference,
            serviceName,
            address: input.address,
            postcode: input.postcode,
            windowStart: window.start,
            windowEnd: window.end,
          },
          urgency: "emergency",
          raisedBy: "booked on the site",
          business,
          siteOrigin,
        });
      }
      return { reference: job.reference, trackingUrl };
    });
  } catch (error) {
    if (!isWindowFullError(error)) throw error;
    booked = WINDOW_FULL;
  }

  if (booked === TOO_MANY_OPEN) {
    const limit = rules.maxOpenBookingsPerEmail;
    return {
      ok: false,
      reason: "too-many-open",
      message: `This e-mail address already has ${limit} booking${limit === 1 ? "" : "s"} still to come, the most we take online without an account. Sign in to book more, or call us on ${business.phoneDisplay} and we will book it for you.`,
    };
  }
  if (booked === WINDOW_FULL) {
    return {
      ok: false,
      reason: "window-full",
      alternatives: await nearestFreeWindows(db, window.start, 3, {
        now,
        emergency: input.emergency,
      }),
    };
  }
  return {
    ok: true,
    reference: booked.reference,
    trackingUrl: booked.trackingUrl,
    portalUrl: `${siteOrigin}/portal/${portalToken}`,
    windowLabel: formatWindow(window.start, window.end),
    changeRule: describeChangeRule(window.start, now, rules, business.phoneDisplay),
  };
}

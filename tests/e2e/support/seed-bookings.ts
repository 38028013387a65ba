// Bookings made by the seed files (tests/e2e/seed) with the booking's own domain function, as
// /book makes them, before the e2e server starts.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../app/.server/db/schema.server";
import { createBooking } from "../../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../../app/.server/jobs/settings.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../../app/lib/booking-rules";
import type { BookingInput } from "../../../app/lib/schemas/booking";
import type { SeedCopy } from "./seed-context";

/** A seeded address of its own (the copy in it, for reading the caught mail). */
export function seedEmail(label: string, copy: SeedCopy): string {
  return `${label}-${copy.replace("#", "")}-${randomBytes(4).toString("hex")}@example.com`;
}

/**
 * Days ahead for a copy: each project on a day of its own, which no other spec or seed books
 * (several choose windows by their place in the day), both attempts on the same day.
 */
export function daysAheadFor(copy: SeedCopy, days: { js: number; noJs: number }): number {
  return copy.startsWith("no-js") ? days.noJs : days.js;
}

export interface SeededBooking {
  jobId: string;
  reference: string;
  windowStart: Date;
  /** Paths of the links the confirmation e-mail carries. */
  trackingPath: string;
  portalPath: string;
}

/**
 * Books the first window that still has room on the first of `daysAhead` (days from today, or
 * from `now` when given) that has one, as a visitor without an account does.
 */
export async function bookFirstFreeWindow(
  db: Kysely<Database>,
  siteOrigin: string,
  booking: { daysAhead: number[]; now?: Date; skip?: (windowStart: Date) => boolean },
  input: (date: string, windowStart: Date) => BookingInput,
): Promise<SeededBooking> {
  const now = booking.now ?? new Date();
  const rules = await getBookingSettings(db);
  const dates = booking.daysAhead.map((days) => addCalendarDays(londonDate(now), days));
  for (const date of dates) {
    for (const window of windowsForDate(date, rules)) {
      if (booking.skip?.(window.start)) continue;
      const booked = await createBooking(db, input(date, window.start), {
        source: "web",
        siteOrigin,
        now,
      });
      if (!booked.ok && booked.reason === "window-full") continue;
      if (!booked.ok) throw new Error(`Seed booking on ${date} refused: ${JSON.stringify(booked)}`);
      const job = await db
        .selectFrom("jobs")
        .select("id")
        .where("reference", "=", booked.reference)
        .executeTakeFirstOrThrow();
      return {
        jobId: job.id,
        reference: booked.reference,
        windowStart: window.start,
        trackingPath: new URL(booked.trackingUrl).pathname,
        portalPath: new URL(booked.portalUrl).pathname,
      };
    }
  }
  throw new Error(`No window with room on ${dates.join(", ")} for a seeded booking`);
}

/** Whether the engineer already has a job in the window starting at `windowStart`. */
export async function engineerBusyAt(
  db: Kysely<Database>,
  engineerId: string,
  windowStart: Date,
): Promise<boolean> {
  const job = await db
    .selectFrom("jobs")
    .select("id")
    .where("engineer_id", "=", engineerId)
    .where("window_start", "=", windowStart)
    .executeTakeFirst();
  return job !== undefined;
}

// engineer.spec.ts: one of tomorrow's jobs per copy, booked on the site by a visitor and given
// to the demo engineer by the office, for the engineer to work from "on my way" to
// "finished" (the booking wizard is booking.spec's, the board's form dispatch-board.spec's).
import { randomBytes } from "node:crypto";
import { dispatchJob } from "../../../app/.server/dispatch/dispatch.server";
import { createBooking } from "../../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../../app/.server/jobs/settings.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../../app/lib/booking-rules";
import { engineerBusyAt } from "../support/seed-bookings";
import { findDemoStaff } from "../../../app/.server/db/seed-demo-jobs.server";
import type { SeedContext, SeedCopy } from "../support/seed-context";

/** A customer of its own per copy: the engineer's day lists every copy's job. */
const CUSTOMERS: Record<SeedCopy, string | null> = {
  "js#0": "Lena Loopwright",
  "js#1": "Leon Loopwright",
  "no-js#0": "Nora Loopwright",
  "no-js#1": "Noel Loopwright",
  "http#0": null,
  "http#1": null,
};

export default async function seedEngineer({ db, siteOrigin, copy }: SeedContext) {
  const customer = CUSTOMERS[copy];
  if (!customer) return null;
  const staff = await findDemoStaff(db);
  if (!staff) throw new Error("The demo admin and engineer are missing");
  const { admin, engineer } = staff;
  const email = `loop-${copy.replace("#", "-")}-${randomBytes(4).toString("hex")}@example.com`;
  // The engineer's day lists today's and tomorrow's jobs; tomorrow's windows are never past.
  const date = addCalendarDays(londonDate(new Date()), 1);
  for (const window of windowsForDate(date, await getBookingSettings(db))) {
    if (await engineerBusyAt(db, engineer.id, window.start)) continue;
    const booked = await createBooking(
      db,
      {
        service: "plumbing-repairs",
        description: "Kitchen tap drips all night; the valve is stiff.",
        emergency: false,
        postcode: "CV5 6AA",
        date,
        windowStart: window.start.toISOString(),
        address: "14 Earlsdon Avenue North, Coventry",
        name: customer,
        email,
        phone: "+447400123456",
      },
      { source: "web", siteOrigin },
    );
    if (!booked.ok) continue;
    const job = await db
      .selectFrom("jobs")
      .select("id")
      .where("reference", "=", booked.reference)
      .executeTakeFirstOrThrow();
    const assigned = await dispatchJob(
      db,
      { id: admin.id, role: "admin" },
      { jobId: job.id, engineerId: engineer.id, windowStart: null },
      { siteOrigin },
    );
    if (!assigned.ok) throw new Error(`Not assigned: ${JSON.stringify(assigned)}`);
    return {
      customer,
      email,
      reference: booked.reference,
      trackingPath: new URL(booked.trackingUrl).pathname,
    };
  }
  throw new Error(`No window on ${date} free for the demo engineer`);
}

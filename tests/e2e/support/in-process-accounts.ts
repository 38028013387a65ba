import path from "node:path";
import type { Page } from "@playwright/test";
import { createConfirmedUser } from "../../../app/.server/auth/local-adapter.server";
import { dispatchJob } from "../../../app/.server/dispatch/dispatch.server";
import { createBooking } from "../../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../../app/.server/jobs/settings.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../../app/lib/booking-rules";
import { expect, uniqueEmail } from "./fixtures";
import { ORIGIN, startInProcessApp, type InProcessApp } from "./in-process-app";
import { leakyTapBooking } from "./booking-input";

/** Accounts and jobs made on the in-process app's own database, for specs that change them. */

export const PASSWORD = "a-good-password-1";

export async function signIn(
  page: Page,
  who: { email: string; password: string },
  to: string,
  origin = "",
) {
  await page.goto(`${origin}/auth?${new URLSearchParams({ redirectTo: to })}`);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${origin}${to}`);
}

/** The build on a database of its own, one per worker. */
export function inProcessApp(): Promise<InProcessApp> {
  return startInProcessApp(path.resolve(`tests/.tmp/in-process-app-${process.pid}`));
}

/** A confirmed account on the in-process app's database, with its roles. */
export async function accountOnApp(
  app: InProcessApp,
  fullName: string,
  roles: ("admin" | "engineer" | "client")[],
) {
  const email = uniqueEmail(fullName.split(" ")[0]?.toLowerCase() ?? "person");
  const id = await createConfirmedUser(app.db, {
    email,
    password: PASSWORD,
    fullName,
    companyName: null,
  });
  await app.db
    .insertInto("user_roles")
    .values(roles.map((role) => ({ user_id: id, role })))
    .execute();
  return { id, email, password: PASSWORD, fullName };
}

/** A job in a window (the first unless told) days ahead (two unless told), given to the engineer by the office. */
export async function assignedJob(
  app: InProcessApp,
  engineerId: string,
  officeId: string,
  when: { daysAhead?: number; window?: number } = {},
) {
  const rules = await getBookingSettings(app.db);
  const date = addCalendarDays(londonDate(new Date()), when.daysAhead ?? 2);
  const window = windowsForDate(date, rules)[when.window ?? 0];
  if (!window) throw new Error(`No window on ${date}`);
  const booked = await createBooking(
    app.db,
    leakyTapBooking(date, window.start, uniqueEmail("customer")),
    { source: "web", siteOrigin: ORIGIN },
  );
  if (!booked.ok) throw new Error(`Booking refused: ${booked.reason}`);
  const job = await app.db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", booked.reference)
    .executeTakeFirstOrThrow();
  const assigned = await dispatchJob(
    app.db,
    { id: officeId, role: "admin" },
    { jobId: job.id, engineerId, windowStart: null },
    { siteOrigin: ORIGIN },
  );
  if (!assigned.ok) throw new Error(`Not assigned: ${JSON.stringify(assigned)}`);
  return { id: job.id, reference: booked.reference, date, trackingUrl: booked.trackingUrl };
}

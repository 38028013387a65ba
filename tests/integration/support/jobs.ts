import type { Kysely } from "kysely";
import type { BookingInput } from "../../../app/lib/schemas/booking";
import { createConfirmedUser } from "../../../app/.server/auth/local-adapter.server";
import type { Database } from "../../../app/.server/db/schema.server";
import type { StaffActor } from "../../../app/.server/audit/change-log.server";
import { dispatchJob } from "../../../app/.server/dispatch/dispatch.server";
import { createBooking } from "../../../app/.server/jobs/booking.server";

export const SITE = "http://localhost:3000";

/** A valid booking; 08:00–10:00 London time on the given date unless overridden. */
export function bookingInput(overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    service: "plumbing-repairs",
    description: "The kitchen tap drips all night and the seal looks worn.",
    emergency: false,
    postcode: "CV1 5DZ",
    date: "2026-07-14",
    windowStart: "2026-07-14T07:00:00.000Z",
    address: "12 Spon Street, Coventry",
    name: "Sarah Mitchell",
    email: "sarah@example.com",
    phone: "+442476990123",
    ...overrides,
  };
}

export async function addEngineer(db: Kysely<Database>, email: string): Promise<string> {
  const userId = await createConfirmedUser(db, {
    email,
    password: "engineer-password",
    fullName: "Dan Fletcher",
    companyName: null,
  });
  await db.insertInto("user_roles").values({ user_id: userId, role: "engineer" }).execute();
  return userId;
}

/** The token at the end of a link such as http://localhost:3000/track/<token>. */
export function tokenOf(url: string): string {
  const token = url.split("/").pop();
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw new Error(`No token in ${url}`);
  return token;
}

/** The ISO start of the window starting at `hour` London time on a summer `day` (BST, UTC+1). */
export function summerWindowStart(day: string, hour: number): string {
  return new Date(`${day}T${String(hour - 1).padStart(2, "0")}:00:00.000Z`).toISOString();
}

/** Books a job in the window starting at `hour` and, with an engineer, has the office give it. */
export async function bookJobFor(
  db: Kysely<Database>,
  booking: {
    engineer: StaffActor | null;
    office: StaffActor;
    day: string;
    hour: number;
    now: Date;
    customer: number;
  },
): Promise<{ id: string; reference: string }> {
  const { engineer, office, day, hour, now, customer } = booking;
  const booked = await createBooking(
    db,
    bookingInput({
      date: day,
      windowStart: summerWindowStart(day, hour),
      email: `customer-${customer}@example.com`,
      name: `Customer ${customer}`,
    }),
    { source: "web", now, siteOrigin: SITE },
  );
  if (!booked.ok) throw new Error(`booking failed: ${booked.reason}`);
  const job = await db
    .selectFrom("jobs")
    .select(["id", "reference"])
    .where("reference", "=", booked.reference)
    .executeTakeFirstOrThrow();
  if (engineer) {
    const assigned = await dispatchJob(
      db,
      office,
      { jobId: job.id, engineerId: engineer.id, windowStart: null },
      { now, siteOrigin: SITE },
    );
    if (!assigned.ok) throw new Error(`assigning failed: ${JSON.stringify(assigned)}`);
  }
  return job;
}

/** The portal and tracking tokens a booking's confirmation e-mail carries. */
export async function confirmationTokens(
  db: Kysely<Database>,
  reference: string,
): Promise<{ portalToken: string; trackingToken: string }> {
  const mail = await db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("kind", "=", "job.confirmation")
    .where("subject", "like", `%(${reference})`)
    .executeTakeFirstOrThrow();
  const portalToken = /\/portal\/([A-Za-z0-9_-]{43})\s/.exec(mail.text_body)?.[1];
  if (!portalToken) throw new Error("No portal link in the confirmation");
  const trackingToken = /\/track\/([A-Za-z0-9_-]{43})\b/.exec(mail.text_body)?.[1];
  if (!trackingToken) throw new Error("No tracking link in the confirmation");
  return { portalToken, trackingToken };
}

import type { Kysely } from "kysely";
import { addCalendarDays, londonDate, windowsForDate } from "~/lib/booking-rules";
import type { BookingInput } from "~/lib/schemas/booking";
import { dispatchJob } from "../dispatch/dispatch.server";
import { createBooking } from "../jobs/booking.server";
import { getBookingSettings } from "../jobs/settings.server";
import type { Database } from "./schema.server";

const DEMO_SITE = "http://localhost:3000";

/** Bookings that give the demo board, engineer area and tracking pages something to show. */
const DEMO_JOBS = [
  {
    day: 1,
    window: 1,
    engineer: true,
    service: "plumbing-repairs",
    name: "Helen Carter",
    postcode: "CV5 6AA",
    address: "14 Earlsdon Avenue North",
    description: "Kitchen tap drips all night; the isolating valve under the sink is stiff.",
  },
  {
    day: 1,
    window: 3,
    engineer: true,
    service: "carpentry-joinery",
    name: "Marcus Reid",
    postcode: "CV3 5FL",
    address: "7 Styvechale Avenue",
    description: "Back door sticks at the bottom and will not lock without a shove.",
  },
  {
    day: 1,
    window: 5,
    engineer: false,
    service: "electrical-services",
    name: "Aisha Khan",
    postcode: "CV32 4LN",
    address: "22 Clarendon Street, Leamington Spa",
    description: "Two downlights in the bathroom flicker, then go out.",
  },
  {
    day: 2,
    window: 2,
    engineer: false,
    service: "painting-decorating",
    name: "Tom Bradley",
    postcode: "CV8 1BX",
    address: "3 Abbey End, Kenilworth",
    description: "Hallway ceiling has a water stain from an old leak (now fixed) to paint over.",
  },
] as const;

/** The demo accounts' office and engineer, or null before seedDemoAccounts has run. */
export async function findDemoStaff(
  db: Kysely<Database>,
): Promise<{ admin: { id: string }; engineer: { id: string } } | null> {
  const people = await db
    .selectFrom("auth.users")
    .select(["id", "email"])
    .where("email", "in", ["admin@example.com", "engineer@example.com"])
    .execute();
  const admin = people.find((person) => person.email === "admin@example.com");
  const engineer = people.find((person) => person.email === "engineer@example.com");
  return admin && engineer ? { admin, engineer } : null;
}

/**
 * With SEED_DEMO on a database without jobs: a few bookings for tomorrow and the day after,
 * two of them given to the demo engineer by the demo admin, through the same domain functions
 * the site uses (so the outbox holds their confirmation e-mails too).
 */
export async function seedDemoJobs(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = await db.selectFrom("jobs").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const staff = await findDemoStaff(db);
  if (!staff) return;
  const { admin, engineer } = staff;
  const rules = await getBookingSettings(db);
  for (const [index, demo] of DEMO_JOBS.entries()) {
    const date = addCalendarDays(londonDate(now), demo.day);
    const window = windowsForDate(date, rules)[demo.window];
    if (!window) continue;
    const booked = await createBooking(
      db,
      {
        service: demo.service,
        description: demo.description,
        emergency: false,
        address: demo.address,
        postcode: demo.postcode,
        name: demo.name,
        email: `demo-customer-${index + 1}@example.com`,
        phone: `+4477009000${String(index + 10)}`,
        date,
        windowStart: window.start.toISOString(),
      } satisfies BookingInput,
      { source: "web", now, siteOrigin: DEMO_SITE },
    );
    if (!booked.ok || !demo.engineer) continue;
    const job = await db
      .selectFrom("jobs")
      .select("id")
      .where("reference", "=", booked.reference)
      .executeTakeFirstOrThrow();
    await dispatchJob(
      db,
      { id: admin.id, role: "admin" },
      { jobId: job.id, engineerId: engineer.id, windowStart: null },
      { now, siteOrigin: DEMO_SITE },
    );
  }
}

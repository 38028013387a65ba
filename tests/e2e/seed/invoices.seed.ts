// invoices.spec.ts's finished job: a visit the demo engineer finished last week, with a price
// agreed, for the office to invoice. Only the engineer's area finishes a job, so it is made by
// the same domain functions (booking, dispatch, status moves). Its visit was a fortnight ago,
// a week before review.seed.ts's, so the two never want the same window.
import { dispatchJob } from "../../../app/.server/dispatch/dispatch.server";
import { findDemoStaff } from "../../../app/.server/db/seed-demo-jobs.server";
import { leakyTapBooking } from "../support/booking-input";
import { finishVisitForReview } from "../support/finished-visit";
import { bookFirstFreeWindow, seedEmail } from "../support/seed-bookings";
import type { SeedContext } from "../support/seed-context";

const DAY_MS = 86_400_000;
const taken = new Set<number>();

export default async function seedInvoices({ db, siteOrigin, copy }: SeedContext) {
  // The http project has no browser specs.
  if (copy.startsWith("http")) return null;
  const staff = await findDemoStaff(db);
  if (!staff) throw new Error("The demo admin and engineer are missing");
  const bookedAt = new Date(Date.now() - 21 * DAY_MS);
  const email = seedEmail("invoiced", copy);
  const { jobId, reference, windowStart } = await bookFirstFreeWindow(
    db,
    siteOrigin,
    {
      daysAhead: [7, 8, 9, 10, 11, 12, 13],
      now: bookedAt,
      skip: (start) => taken.has(start.getTime()),
    },
    (date, start) => leakyTapBooking(date, start, email),
  );
  taken.add(windowStart.getTime());
  const assigned = await dispatchJob(
    db,
    { id: staff.admin.id, role: "admin" },
    { jobId, engineerId: staff.engineer.id, windowStart: null },
    { siteOrigin, now: bookedAt },
  );
  if (!assigned.ok) throw new Error(`Not assigned: ${JSON.stringify(assigned)}`);
  await finishVisitForReview(db, { id: jobId, engineerId: staff.engineer.id }, siteOrigin);
  await db.updateTable("jobs").set({ price_pence: 12_000 }).where("id", "=", jobId).execute();
  return { reference, email };
}

// review.spec.ts's finished jobs and their review links: a visit the demo engineer finished,
// its "visit finished" e-mail in the outbox with the single-use review link to this server.
// Only the engineer's area finishes a job, so the job is made by the same domain functions
// (booking, dispatch, status moves, the e-mail). The visits were last week, booked the week
// before: windows past and gone, so no spec's free windows of the days ahead change.
import { dispatchJob } from "../../../app/.server/dispatch/dispatch.server";
import { leakyTapBooking } from "../support/booking-input";
import { finishVisitForReview } from "../support/finished-visit";
import { bookFirstFreeWindow, seedEmail } from "../support/seed-bookings";
import { findDemoStaff } from "../../../app/.server/db/seed-demo-jobs.server";
import type { SeedContext } from "../support/seed-context";

const DAY_MS = 86_400_000;

/** Windows this file has given the demo engineer already: one job each. */
const taken = new Set<number>();

async function finishedJob({ db, siteOrigin, copy }: SeedContext, label: string) {
  const staff = await findDemoStaff(db);
  if (!staff) throw new Error("The demo admin and engineer are missing");
  const { admin, engineer } = staff;

  // Booked a fortnight ago for a day of last week, in a window the engineer has free.
  const bookedAt = new Date(Date.now() - 14 * DAY_MS);
  const { jobId, reference, windowStart } = await bookFirstFreeWindow(
    db,
    siteOrigin,
    {
      daysAhead: [7, 8, 9, 10, 11, 12, 13],
      now: bookedAt,
      skip: (start) => taken.has(start.getTime()),
    },
    (date, start) => leakyTapBooking(date, start, seedEmail(label, copy)),
  );
  taken.add(windowStart.getTime());

  const assigned = await dispatchJob(
    db,
    { id: admin.id, role: "admin" },
    { jobId, engineerId: engineer.id, windowStart: null },
    { siteOrigin, now: bookedAt },
  );
  if (!assigned.ok) throw new Error(`Not assigned: ${JSON.stringify(assigned)}`);
  const reviewPath = await finishVisitForReview(
    db,
    { id: jobId, engineerId: engineer.id },
    siteOrigin,
  );
  return { reference, reviewPath };
}

export default async function seedReview(context: SeedContext) {
  // The http project has no browser specs.
  if (context.copy.startsWith("http")) return null;
  return {
    // Reviewed through the page, in both projects.
    reviewed: await finishedJob(context, "reviewed"),
    // Sent a review without a rating straight to the server.
    unrated: await finishedJob(context, "unrated"),
  };
}

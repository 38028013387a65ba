// customer-money.spec.ts's invoices: visits the demo engineer finished weeks ago, invoiced by
// the demo office through the same domain functions the site uses (booking, dispatch, status
// moves, the draft, issuing). Booked 60 days back, so no other seed wants their windows.
import { dispatchJob } from "../../../app/.server/dispatch/dispatch.server";
import { findDemoStaff } from "../../../app/.server/db/seed-demo-jobs.server";
import { makeDraftInvoice } from "../../../app/.server/invoices/draft.server";
import { issueInvoice } from "../../../app/.server/invoices/issue.server";
import { leakyTapBooking } from "../support/booking-input";
import { finishVisitForReview } from "../support/finished-visit";
import { bookFirstFreeWindow, seedEmail } from "../support/seed-bookings";
import type { SeedContext } from "../support/seed-context";

const DAY_MS = 86_400_000;
const taken = new Set<number>();

async function invoicedVisit({ db, siteOrigin }: SeedContext, email: string) {
  const staff = await findDemoStaff(db);
  if (!staff) throw new Error("The demo admin and engineer are missing");
  const office = { id: staff.admin.id, role: "admin" as const };
  const bookedAt = new Date(Date.now() - 60 * DAY_MS);
  const booked = await bookFirstFreeWindow(
    db,
    siteOrigin,
    {
      daysAhead: [7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
      now: bookedAt,
      skip: (start) => taken.has(start.getTime()),
    },
    (date, start) => leakyTapBooking(date, start, email),
  );
  taken.add(booked.windowStart.getTime());
  const assigned = await dispatchJob(
    db,
    office,
    { jobId: booked.jobId, engineerId: staff.engineer.id, windowStart: null },
    { siteOrigin, now: bookedAt },
  );
  if (!assigned.ok) throw new Error(`Not assigned: ${JSON.stringify(assigned)}`);
  await finishVisitForReview(db, { id: booked.jobId, engineerId: staff.engineer.id }, siteOrigin);
  await db
    .updateTable("jobs")
    .set({ price_pence: 12_000 })
    .where("id", "=", booked.jobId)
    .execute();
  const draft = await makeDraftInvoice(db, booked.reference, office);
  if (!draft.ok) throw new Error(`No draft: ${JSON.stringify(draft)}`);
  const issued = await issueInvoice(db, draft.invoiceId, {
    now: new Date(),
    actor: office,
    siteOrigin,
  });
  if (!issued.ok) throw new Error(`Not issued: ${JSON.stringify(issued)}`);
  return {
    reference: booked.reference,
    number: issued.number,
    trackingPath: booked.trackingPath,
    portalPath: booked.portalPath,
  };
}

export default async function seedCustomerMoney(context: SeedContext) {
  // The http project has no browser specs.
  if (context.copy.startsWith("http")) return null;
  return {
    paid: await invoicedVisit(context, seedEmail("payer", context.copy)),
    // The demo client's verified e-mail: the invoice shows on /client (JavaScript only).
    client: context.copy.startsWith("js")
      ? await invoicedVisit(context, "client@example.com")
      : null,
  };
}

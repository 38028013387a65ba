// org-money.spec.ts and org-isolation.http.spec.ts: Moat House's money. For each copy an invoice
// issued to Moat House for a visit the demo engineer finished some five weeks ago (paid in
// part), so its invoices page and that month's statement have something in them; and, for the
// browser projects, a repair the office raised and quoted above the £250 spend limit, waiting
// in the one list for the owner's decision (decision 0074). The visit is a booking turned into
// Moat House's job, because only the engineer's area finishes a job. Both are urgent: the
// portal's spec finds the demo's own repair as the routine one at Flat 3.
import { randomBytes } from "node:crypto";
import { loadAccount } from "../../../app/.server/accounts/accounts.server";
import { raiseJobForOrganisation } from "../../../app/.server/admin-jobs/organisation-job.server";
import { findDemoStaff } from "../../../app/.server/db/seed-demo-jobs.server";
import { dispatchJob } from "../../../app/.server/dispatch/dispatch.server";
import { makeDraftInvoice } from "../../../app/.server/invoices/draft.server";
import { issueInvoice } from "../../../app/.server/invoices/issue.server";
import { recordManualPayment } from "../../../app/.server/invoices/payments.server";
import { addQuoteLine, startQuote } from "../../../app/.server/quotes/quote-drafts.server";
import { sendQuote } from "../../../app/.server/quotes/quote-send.server";
import { londonDate } from "../../../app/lib/calendar-date";
import { londonMonth } from "../../../app/lib/statement-month";
import { leakyTapBooking } from "../support/booking-input";
import { finishVisitForReview } from "../support/finished-visit";
import { bookFirstFreeWindow, seedEmail } from "../support/seed-bookings";
import type { SeedContext } from "../support/seed-context";

const DAY_MS = 86_400_000;
const taken = new Set<number>();

export default async function seedOrgMoney({ db, siteOrigin, copy }: SeedContext) {
  const staff = await findDemoStaff(db);
  if (!staff) throw new Error("The demo admin and engineer are missing");
  const office = { id: staff.admin.id, role: "admin" as const };
  const moathouse = await db
    .selectFrom("organisation_properties as property")
    .innerJoin("organisations as org", "org.id", "property.organisation_id")
    .select(["org.id as organisation_id", "property.id as property_id"])
    .where("org.slug", "=", "moathouse")
    .where("property.label", "=", "Flat 3, 12 Moat Street")
    .executeTakeFirstOrThrow();

  // Booked seven weeks ago for a day a week later: days no other seed books.
  const bookedAt = new Date(Date.now() - 49 * DAY_MS);
  const { jobId, windowStart } = await bookFirstFreeWindow(
    db,
    siteOrigin,
    {
      daysAhead: [7, 8, 9, 10, 11, 12, 13],
      now: bookedAt,
      skip: (start) => taken.has(start.getTime()),
    },
    (date, start) => leakyTapBooking(date, start, seedEmail("moat-invoice", copy)),
  );
  taken.add(windowStart.getTime());
  const job = await db
    .updateTable("jobs")
    .set((eb) => ({
      organisation_id: moathouse.organisation_id,
      property_id: moathouse.property_id,
      priority: "urgent",
      due_at: eb.ref("window_end"),
    }))
    .where("id", "=", jobId)
    .returning(["reference"])
    .executeTakeFirstOrThrow();
  const assigned = await dispatchJob(
    db,
    office,
    { jobId, engineerId: staff.engineer.id, windowStart: null },
    { siteOrigin, now: bookedAt },
  );
  if (!assigned.ok) throw new Error(`Not assigned: ${JSON.stringify(assigned)}`);
  await finishVisitForReview(db, { id: jobId, engineerId: staff.engineer.id }, siteOrigin);
  await db.updateTable("jobs").set({ price_pence: 18_000 }).where("id", "=", jobId).execute();
  const draft = await makeDraftInvoice(db, job.reference, office);
  if (!draft.ok) throw new Error(`No draft: ${JSON.stringify(draft)}`);
  const issuedAt = new Date(windowStart.getTime() + DAY_MS);
  const issued = await issueInvoice(db, draft.invoiceId, {
    now: issuedAt,
    actor: office,
    siteOrigin,
  });
  if (!issued.ok) throw new Error(`Not issued: ${JSON.stringify(issued)}`);
  const paidOn = londonDate(new Date(issuedAt.getTime() + DAY_MS));
  const paid = await recordManualPayment(
    db,
    draft.invoiceId,
    { amountPence: 5_000, method: "bank_transfer", receivedOn: paidOn, reference: issued.number },
    { now: new Date(issuedAt.getTime() + 2 * DAY_MS), actor: office },
  );
  if (!paid.ok) throw new Error(`Not paid: ${JSON.stringify(paid)}`);
  const invoice = {
    number: issued.number,
    jobReference: job.reference,
    month: londonMonth(issuedAt),
  };
  if (copy.startsWith("http")) return { invoice, quote: null };

  const user = await db
    .selectFrom("auth.users")
    .select(["id", "email"])
    .where("id", "=", staff.admin.id)
    .executeTakeFirstOrThrow();
  const account = await loadAccount(db, {
    id: user.id,
    email: user.email,
    fullName: "",
    companyName: null,
    emailConfirmed: true,
  });
  const raised = await raiseJobForOrganisation(
    db,
    account,
    {
      propertyId: moathouse.property_id,
      service: "electrical-services",
      description: `The kitchen extractor fan has burnt out ${randomBytes(3).toString("hex")}.`,
      priority: "urgent",
      contactPhone: "+447400123456",
    },
    { siteOrigin },
  );
  if (!raised.ok) throw new Error(`Not raised: ${JSON.stringify(raised)}`);
  const now = new Date();
  const started = await startQuote(db, office, { jobReference: raised.reference, now });
  if (!started.ok) throw new Error(`No quote for ${raised.reference}`);
  await addQuoteLine(db, {
    quoteId: started.quoteId,
    now,
    line: {
      priceKey: null,
      description: "Replace the extractor fan and its isolator switch",
      quantityHundredths: 100,
      unitPricePence: 42_000,
      vatRate: "standard",
    },
  });
  const sent = await sendQuote(db, office, { quoteId: started.quoteId, now, siteOrigin });
  if (!sent.ok) throw new Error(`Quote not sent: ${JSON.stringify(sent)}`);
  const quote = await db
    .selectFrom("quotes")
    .select("reference")
    .where("id", "=", started.quoteId)
    .executeTakeFirstOrThrow();
  return { invoice, quote: { reference: quote.reference, jobReference: raised.reference } };
}

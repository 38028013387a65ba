import type { Kysely } from "kysely";
import { addCalendarDays, londonDate, windowsForDate } from "~/lib/booking-rules";
import { dispatchJob } from "../dispatch/dispatch.server";
import { makeDraftInvoice } from "../invoices/draft.server";
import { issueInvoice } from "../invoices/issue.server";
import { recordManualPayment } from "../invoices/payments.server";
import { createBooking } from "../jobs/booking.server";
import { getBookingSettings } from "../jobs/settings.server";
import { transitionJob } from "../jobs/status.server";
import type { Database } from "./schema.server";
import { findDemoStaff } from "./seed-demo-jobs.server";

const DEMO_SITE = "http://localhost:3000";
const DAY_MS = 86_400_000;

/** Two visits finished a fortnight ago and invoiced: one paid by bank transfer, one not. */
const DEMO_INVOICED = [
  {
    window: 1,
    paid: true,
    service: "plumbing-repairs",
    name: "Grace Walker",
    postcode: "CV2 4AA",
    address: "31 Ansty Road",
    description: "Radiator valve in the front bedroom weeps onto the carpet.",
    pricePence: 9_500,
  },
  {
    window: 3,
    paid: false,
    service: "carpentry-joinery",
    name: "Daniel Hughes",
    postcode: "CV6 1DS",
    address: "8 Holbrook Lane",
    description: "Kitchen cupboard door hinge has pulled out of the carcass.",
    pricePence: 7_500,
  },
] as const;

/**
 * With SEED_DEMO on a database without invoices: two jobs the demo engineer finished a
 * fortnight ago, invoiced by the demo office through the same domain functions the site uses,
 * one paid by bank transfer and one still owed, so a newcomer sees both.
 */
export async function seedDemoInvoices(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = await db.selectFrom("invoices").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  // Without Stripe an invoice asks for a bank transfer: the demo has details to show (made-up
  // ones, which the owner replaces in /admin/settings), so its unpaid invoice says how to pay.
  await db
    .updateTable("money_settings")
    .set({
      bank_account_name: "We Fix Coventry (demo account)",
      bank_sort_code: "401234",
      bank_account_number: "12345678",
    })
    .where("bank_account_name", "=", "")
    .execute();
  const staff = await findDemoStaff(db);
  if (!staff) return;
  const office = { id: staff.admin.id, role: "admin" as const };
  const bookedAt = new Date(now.getTime() - 21 * DAY_MS);
  const visitDay = addCalendarDays(londonDate(bookedAt), 7);
  const finishedAt = new Date(now.getTime() - 14 * DAY_MS);
  const rules = await getBookingSettings(db);
  for (const [index, demo] of DEMO_INVOICED.entries()) {
    const window = windowsForDate(visitDay, rules)[demo.window];
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
        email: `demo-payer-${index + 1}@example.com`,
        phone: `+4477009001${String(index + 10)}`,
        date: visitDay,
        windowStart: window.start.toISOString(),
      },
      { source: "web", now: bookedAt, siteOrigin: DEMO_SITE },
    );
    if (!booked.ok) continue;
    const job = await db
      .selectFrom("jobs")
      .select("id")
      .where("reference", "=", booked.reference)
      .executeTakeFirstOrThrow();
    const assigned = await dispatchJob(
      db,
      office,
      { jobId: job.id, engineerId: staff.engineer.id, windowStart: null },
      { now: bookedAt, siteOrigin: DEMO_SITE },
    );
    if (!assigned.ok) continue;
    await db.transaction().execute(async (trx) => {
      for (const status of ["en_route", "on_site", "completed"] as const) {
        await transitionJob(trx, job.id, status, {
          role: "engineer",
          actorId: staff.engineer.id,
        });
      }
      await trx
        .updateTable("jobs")
        .set({ outcome: "completed", price_pence: demo.pricePence, time_on_site_minutes: 50 })
        .where("id", "=", job.id)
        .execute();
    });
    const draft = await makeDraftInvoice(db, booked.reference, office);
    if (!draft.ok) continue;
    const issued = await issueInvoice(db, draft.invoiceId, {
      now: finishedAt,
      actor: office,
      siteOrigin: DEMO_SITE,
    });
    if (!issued.ok || !demo.paid) continue;
    await recordManualPayment(
      db,
      draft.invoiceId,
      {
        amountPence: demo.pricePence,
        method: "bank_transfer",
        receivedOn: addCalendarDays(londonDate(finishedAt), 3),
        reference: issued.number,
      },
      { now, actor: office },
    );
  }
}

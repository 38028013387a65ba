// engineer-money.spec.ts: a job on site per browser copy, given to the demo engineer (on the
// way, then arrived, through the status machine), to finish with time and materials and take
// payment once the office has issued the invoice. The http copies (html-validity.http.spec.ts)
// get a second job, finished and invoiced, whose page shows "Take payment".
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { StaffActor } from "../../../app/.server/audit/change-log.server";
import type { Database, JobStatus } from "../../../app/.server/db/schema.server";
import { dispatchJob } from "../../../app/.server/dispatch/dispatch.server";
import { makeDraftInvoice } from "../../../app/.server/invoices/draft.server";
import { issueInvoice } from "../../../app/.server/invoices/issue.server";
import { createBooking } from "../../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../../app/.server/jobs/settings.server";
import { transitionJob } from "../../../app/.server/jobs/status.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../../app/lib/booking-rules";
import { findDemoStaff } from "../../../app/.server/db/seed-demo-jobs.server";
import { engineerBusyAt } from "../support/seed-bookings";
import type { SeedContext, SeedCopy } from "../support/seed-context";

const CUSTOMERS: Record<SeedCopy, string> = {
  "js#0": "Mia Materials",
  "js#1": "Max Materials",
  "no-js#0": "Nina Materials",
  "no-js#1": "Ned Materials",
  "http#0": "Hal Materials",
  "http#1": "Hana Materials",
};

type Staff = NonNullable<Awaited<ReturnType<typeof findDemoStaff>>>;

/**
 * A job of the demo engineer's in a free window `daysAhead` days on (tomorrow's windows are
 * engineer.seed.ts's), taken through the status machine to `status`.
 */
async function engineerJob(
  db: Kysely<Database>,
  { admin, engineer }: Staff,
  options: {
    customer: string;
    daysAhead: number;
    status: "on_site" | "completed";
    siteOrigin: string;
  },
): Promise<{ id: string; reference: string; email: string }> {
  const email = `money-${randomBytes(4).toString("hex")}@example.com`;
  const date = addCalendarDays(londonDate(new Date()), options.daysAhead);
  for (const window of windowsForDate(date, await getBookingSettings(db))) {
    if (await engineerBusyAt(db, engineer.id, window.start)) continue;
    const booked = await createBooking(
      db,
      {
        service: "security-locks",
        description: "Back door lock is stiff; two spare keys wanted.",
        emergency: false,
        postcode: "CV3 6PB",
        date,
        windowStart: window.start.toISOString(),
        address: "3 Stoke Green, Coventry",
        name: options.customer,
        email,
        phone: "+447400123457",
      },
      { source: "web", siteOrigin: options.siteOrigin },
    );
    if (!booked.ok) continue;
    const job = await db
      .selectFrom("jobs")
      .select(["id", "reference"])
      .where("reference", "=", booked.reference)
      .executeTakeFirstOrThrow();
    const assigned = await dispatchJob(
      db,
      { id: admin.id, role: "admin" },
      { jobId: job.id, engineerId: engineer.id, windowStart: null },
      { siteOrigin: options.siteOrigin },
    );
    if (!assigned.ok) throw new Error(`Not assigned: ${JSON.stringify(assigned)}`);
    const steps: JobStatus[] =
      options.status === "completed"
        ? ["en_route", "on_site", "completed"]
        : ["en_route", "on_site"];
    await db.transaction().execute(async (trx) => {
      for (const status of steps) {
        await transitionJob(trx, job.id, status, { role: "engineer", actorId: engineer.id });
      }
    });
    return { ...job, email };
  }
  throw new Error(`No window on ${date} free for the demo engineer`);
}

export default async function seedEngineerMoney({ db, siteOrigin, copy }: SeedContext) {
  const staff = await findDemoStaff(db);
  if (!staff) throw new Error("The demo admin and engineer are missing");
  const customer = CUSTOMERS[copy];
  const onSite = await engineerJob(db, staff, {
    customer,
    daysAhead: 2,
    status: "on_site",
    siteOrigin,
  });
  if (!copy.startsWith("http")) {
    return { customer, email: onSite.email, reference: onSite.reference };
  }
  const finished = await engineerJob(db, staff, {
    customer,
    daysAhead: 3,
    status: "completed",
    siteOrigin,
  });
  const office: StaffActor = { id: staff.admin.id, role: "admin" };
  const draft = await makeDraftInvoice(db, finished.reference, office);
  if (!draft.ok) throw new Error(`No draft: ${JSON.stringify(draft)}`);
  const issued = await issueInvoice(db, draft.invoiceId, {
    now: new Date(),
    actor: office,
    siteOrigin,
  });
  if (!issued.ok) throw new Error(`Not issued: ${JSON.stringify(issued)}`);
  return {
    customer,
    email: onSite.email,
    reference: onSite.reference,
    invoicedReference: finished.reference,
  };
}

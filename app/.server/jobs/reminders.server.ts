import { sql, type Kysely } from "kysely";
import { findService } from "~/content/services";
import { getBusiness } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { sendDueInvoiceReminders } from "../invoices/reminders.server";
import { bookingReminderEmail } from "./booking-emails.server";
import { startPeriodicSweep, sweepSiteOrigin, type SweepOptions } from "./periodic-sweep.server";

const REMINDER_LEAD_MS = 24 * 3_600_000;
const BATCH_SIZE = 50;

/**
 * Puts the reminder e-mail in the outbox for every confirmed or scheduled job whose window
 * starts within the next 24 hours. Each job is claimed with FOR UPDATE SKIP LOCKED and
 * marked in the transaction that writes its e-mail, so it is reminded exactly once, across
 * restarts and however many server processes sweep. Jobs booked less than 24 hours before
 * their window are not reminded: their confirmation arrived within that day.
 */
export async function sendDueReminders(
  db: Kysely<Database>,
  options: { now?: Date; siteOrigin: string },
): Promise<{ sent: number }> {
  const now = options.now ?? new Date();
  const dueBy = new Date(now.getTime() + REMINDER_LEAD_MS);
  const business = await getBusiness(db);
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const jobs = await trx
        .selectFrom("jobs")
        .select([
          "id",
          "reference",
          "service_slug",
          "emergency",
          "address",
          "postcode",
          "customer_name",
          "customer_email",
          "window_start",
          "window_end",
        ])
        .where("status", "in", ["confirmed", "scheduled"])
        .where("reminder_sent_at", "is", null)
        .where("window_start", ">", now)
        .where("window_start", "<=", dueBy)
        .where("created_at", "<=", sql<Date>`window_start - interval '24 hours'`)
        .orderBy("window_start")
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked()
        .$narrowType<{ window_start: Date; window_end: Date }>()
        .execute();
      for (const job of jobs) {
        await enqueueEmail(
          trx,
          bookingReminderEmail({
            job: {
              id: job.id,
              reference: job.reference,
              serviceName: findService(job.service_slug)?.name ?? job.service_slug,
              emergency: job.emergency,
              address: job.address,
              postcode: job.postcode,
              customerName: job.customer_name,
              customerEmail: job.customer_email,
              windowStart: job.window_start,
              windowEnd: job.window_end,
            },
            business,
            siteOrigin: options.siteOrigin,
          }),
          // Not sent if the job moves, is cancelled or starts before the sender gets to it.
          {
            jobId: job.id,
            validForWindowStart: job.window_start,
            validForStatuses: ["confirmed", "scheduled"],
          },
        );
        await trx
          .updateTable("jobs")
          .set({ reminder_sent_at: now })
          .where("id", "=", job.id)
          .execute();
      }
      return jobs.length;
    });
    sent += claimed;
    if (claimed < BATCH_SIZE) return { sent };
  }
}

/**
 * Sweeps for due reminders every minute inside the server process, booking reminders and
 * overdue invoices' reminders; returns a stop function.
 */
export function startReminderSweep(db: Kysely<Database>, options: SweepOptions = {}): () => void {
  const siteOrigin = sweepSiteOrigin(options.siteOrigin);
  return startPeriodicSweep(
    "Reminder sweep",
    options.intervalMs ?? 60_000,
    async () => {
      const { sent } = await sendDueReminders(db, { siteOrigin });
      const invoices = await sendDueInvoiceReminders(db, { now: new Date(), siteOrigin });
      const reports = [
        sent > 0 ? `Queued ${sent} booking reminder${sent === 1 ? "" : "s"}` : null,
        invoices.sent > 0
          ? `Queued ${invoices.sent} invoice reminder${invoices.sent === 1 ? "" : "s"}`
          : null,
      ].filter((report) => report !== null);
      return reports.length > 0 ? reports.join("; ") : null;
    },
    options.log,
  );
}

import { sql, type Kysely } from "kysely";
import { addCalendarDays, londonDate } from "~/lib/calendar-date";
import { getBusiness } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmailOnce } from "../email/outbox-once.server";
import { invoiceReminderEmail } from "./emails.server";
import { mintInvoiceLink } from "./links.server";
import { bankDetails, readInvoiceDocument } from "./records.server";
import { invoiceStandingQuery } from "./status.server";

const BATCH_SIZE = 50;
export const SECOND_REMINDER_AFTER_DAYS = 7;

/**
 * Puts at most two reminders per unpaid invoice in the outbox: the first once its due date has
 * passed, the second 7 days after the first. Each invoice is claimed with FOR UPDATE SKIP LOCKED
 * and its reminder recorded (invoice_reminders, reminders_sent) in the transaction that writes
 * the e-mail, whose dedupe key writes it once; the outbox skips it if the invoice is paid or
 * credited before it goes (the stale rule, decision 0070).
 */
export async function sendDueInvoiceReminders(
  db: Kysely<Database>,
  options: { now: Date; siteOrigin: string },
): Promise<{ sent: number }> {
  const today = londonDate(options.now);
  const secondBy = addCalendarDays(today, -SECOND_REMINDER_AFTER_DAYS);
  const business = await getBusiness(db);
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom("invoices")
        .select(["invoices.id", "invoices.reminders_sent"])
        .where(
          "invoices.id",
          "in",
          invoiceStandingQuery(trx, today, { status: "overdue" })
            .clearSelect()
            .select("invoices.id"),
        )
        .where((eb) =>
          eb.or([
            eb("invoices.reminders_sent", "=", 0),
            eb.and([
              eb("invoices.reminders_sent", "=", 1),
              eb.exists(
                eb
                  .selectFrom("invoice_reminders")
                  .select("invoice_reminders.reminder")
                  .whereRef("invoice_reminders.invoice_id", "=", "invoices.id")
                  .where("invoice_reminders.reminder", "=", 1)
                  .where("invoice_reminders.sent_on", "<=", sql<Date>`${secondBy}::date`),
              ),
            ]),
          ]),
        )
        .orderBy("invoices.due_date")
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked()
        .execute();
      const bank = await bankDetails(trx);
      for (const invoice of due) {
        const reminder = invoice.reminders_sent === 0 ? 1 : 2;
        const document = await readInvoiceDocument(trx, invoice.id, today);
        if (!document) continue;
        const link = await mintInvoiceLink(trx, invoice.id, options.siteOrigin);
        await enqueueEmailOnce(
          trx,
          invoiceReminderEmail({
            document,
            reminder,
            link,
            bank,
            business,
            siteOrigin: options.siteOrigin,
          }),
          {
            invoiceId: invoice.id,
            dedupeKey: `invoice:${invoice.id}:reminder:${reminder}`,
            validWhileInvoiceUnpaid: true,
          },
        );
        await trx
          .insertInto("invoice_reminders")
          .values({ invoice_id: invoice.id, reminder, sent_on: today })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
        await trx
          .updateTable("invoices")
          .set({ reminders_sent: reminder, updated_at: options.now })
          .where("id", "=", invoice.id)
          .execute();
      }
      return due.length;
    });
    sent += claimed;
    if (claimed < BATCH_SIZE) return { sent };
  }
}

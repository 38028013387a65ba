import { sql, type Kysely, type Selectable } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database, EmailAttachment, EmailOutboxTable } from "../db/schema.server";
import { onOutboxWrite } from "./outbox.server";

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 8;

export interface SenderOptions {
  smtpUrl: string | undefined;
  from: string;
  intervalMs: number;
  log?: (message: string) => void;
}

/** Backoff between attempts: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

// How long a claimed row is left to the sender that claimed it: longer than a batch takes
// while the SMTP server answers. If that sender stops mid-batch, the rest is sent after this.
const CLAIM_MS = 15 * 60_000;

/**
 * Takes up to a batch of due rows for this sender, oldest first, in one statement: rows
 * another sender holds are skipped (FOR UPDATE SKIP LOCKED), and the taken ones are not due
 * again for CLAIM_MS, so several server processes on one database each send a row once.
 */
async function claimDueEmails(db: Kysely<Database>): Promise<Selectable<EmailOutboxTable>[]> {
  const rows = await db
    .updateTable("email_outbox")
    .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS) })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("email_outbox")
        .select("id")
        .where("sent_at", "is", null)
        .where("attempts", "<", MAX_ATTEMPTS)
        .where("next_attempt_at", "<=", sql<Date>`now()`)
        .orderBy("id")
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Delivers pending outbox rows. They are claimed first (claimDueEmails) and sent outside any
 * transaction: a transaction held open while the SMTP server answers (100 ms or more per
 * message) would hold the embedded database's only connection, and every request behind it,
 * such as the booking whose confirmation woke the sender.
 */
export async function deliverPendingEmails(
  db: Kysely<Database>,
  transport: Transporter,
  from: string,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const row of await claimDueEmails(db)) {
    const attachments: EmailAttachment[] = Array.isArray(row.attachments) ? row.attachments : [];
    try {
      await transport.sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      await db
        .updateTable("email_outbox")
        .set({ sent_at: sql<Date>`now()`, attempts: row.attempts + 1, last_error: null })
        .where("id", "=", row.id)
        .execute();
      sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .updateTable("email_outbox")
        .set({
          attempts,
          last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
          next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where("id", "=", row.id)
        .execute();
      failed++;
    }
  }
  return { sent, failed };
}

/** Starts the background sender when SMTP is configured; returns a stop function. */
export function startEmailSender(db: Kysely<Database>, options: SenderOptions): () => void {
  if (!options.smtpUrl) {
    options.log?.("SMTP_URL is not set: e-mails stay in the outbox, readable by admins at /admin.");
    return () => {};
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  let running = false;
  let again = false;
  let stopped = false;
  const sweep = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await deliverPendingEmails(db, transport, options.from);
      } while (again && !stopped);
    } catch (error) {
      options.log?.(
        `E-mail sweep failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  onOutboxWrite(() => setTimeout(sweep, 10));
  void sweep();
  return () => {
    stopped = true;
    clearInterval(timer);
    onOutboxWrite(undefined);
    transport.close();
  };
}

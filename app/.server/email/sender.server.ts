import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/schema.server";
import { deliverClaimed } from "../messages/outbox-claim.server";
import { startOutboxWorker } from "../messages/outbox-worker.server";

export { retryDelayMs } from "../messages/outbox-claim.server";

export interface SenderOptions {
  smtpUrl: string | undefined;
  from: string;
  intervalMs: number;
  log?: (message: string) => void;
}

/**
 * Delivers pending e-mails (channel "email"): claimed first (claimDueMessages: one statement,
 * which also sets aside messages made stale by a later change), then sent one by one.
 */
export function deliverPendingEmails(
  db: Kysely<Database>,
  transport: Transporter,
  from: string,
): Promise<{ sent: number; failed: number; skipped: number }> {
  return deliverClaimed(db, "email", async (message) => {
    await transport.sendMail({
      messageId: outboxMessageId(message.id, from),
      from,
      to: message.to_address,
      subject: message.subject,
      text: message.text_body,
      html: message.html_body ?? undefined,
      attachments: message.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        encoding: a.encoding,
      })),
    });
    return { ok: true, providerId: null };
  });
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so if a process dies between
 * the mail server's answer and marking the row sent, the repeat it causes carries the first
 * one's id, and mail systems that drop duplicates by Message-ID drop it.
 */
export function outboxMessageId(id: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${id}@${domain}>`;
}

/** Starts the background sender when SMTP is configured; returns a stop function. */
export function startEmailSender(db: Kysely<Database>, options: SenderOptions): () => void {
  if (!options.smtpUrl) {
    options.log?.("SMTP_URL is not set: e-mails stay in the outbox, readable by admins at /admin.");
    return () => {};
  }
  // Bounded waits, so a mail server that stops answering fails the attempt (tried again later)
  // instead of holding the sender, and the messages it claimed, for nodemailer's ten minutes.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return startOutboxWorker({
    channel: "email",
    intervalMs: options.intervalMs,
    deliver: () => deliverPendingEmails(db, transport, options.from),
    log: options.log,
    close: () => transport.close(),
  });
}

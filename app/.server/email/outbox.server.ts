import type { Kysely, Transaction } from "kysely";
import type { Database, EmailAttachment, JobStatus, MessageChannel } from "../db/schema.server";
import { isUkMobile } from "../messages/phone-numbers.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  attachments?: EmailAttachment[];
}

/** A text message: to a UK mobile number in E.164 (+447…). */
export interface OutgoingSms {
  to: string;
  body: string;
  kind: string;
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The job a message is about, and what must still be true of it when the sender gets to the
 * message: a reminder for a window the job has left, or for a job cancelled or started since,
 * is skipped instead of sent (decision 17).
 */
export interface MessageValidity {
  jobId: string;
  validForWindowStart?: Date | null;
  validForStatuses?: JobStatus[] | null;
}

/** The outbox columns of an e-mail, whatever it is about. */
export function emailColumns(email: OutgoingEmail) {
  return {
    channel: "email" as const,
    to_address: email.to,
    subject: email.subject,
    text_body: email.text,
    html_body: email.html ?? null,
    kind: email.kind,
    attachments: JSON.stringify(email.attachments ?? []),
  };
}

/**
 * Writes an e-mail to the outbox; call it inside the transaction of the change it reports.
 * Returns the outbox row's id, for a record that must say whether its e-mail has gone.
 */
export async function enqueueEmail(
  db: Executor,
  email: OutgoingEmail,
  validity?: MessageValidity,
): Promise<string> {
  const row = await db
    .insertInto("email_outbox")
    .values({
      ...emailColumns(email),
      job_id: validity?.jobId ?? null,
      valid_for_window_start: validity?.validForWindowStart ?? null,
      valid_for_statuses: validity?.validForStatuses ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  notifyOutbox("email");
  return row.id;
}

/** Twilio takes at most 1,600 characters; ours are meant to fit one 160-character part. */
const SMS_MAX_LENGTH = 1600;

/**
 * Writes a text message to the outbox (channel "sms"), in the transaction of the change it
 * reports. Only to a UK mobile number, and, for a message about a job, only when its customer
 * said yes to texts on the booking form; otherwise nothing is written. Returns whether it was.
 */
export async function enqueueSms(
  db: Executor,
  sms: OutgoingSms,
  validity?: MessageValidity,
): Promise<boolean> {
  if (!isUkMobile(sms.to)) return false;
  if (validity) {
    const job = await db
      .selectFrom("jobs")
      .select("texts_allowed")
      .where("id", "=", validity.jobId)
      .executeTakeFirst();
    if (!job?.texts_allowed) return false;
  }
  await db
    .insertInto("email_outbox")
    .values({
      channel: "sms",
      to_address: sms.to,
      subject: "",
      text_body: sms.body.slice(0, SMS_MAX_LENGTH),
      kind: sms.kind,
      attachments: JSON.stringify([]),
      job_id: validity?.jobId ?? null,
      valid_for_window_start: validity?.validForWindowStart ?? null,
      valid_for_statuses: validity?.validForStatuses ?? null,
    })
    .execute();
  notifyOutbox("sms");
  return true;
}

const listeners = new Map<MessageChannel, () => void>();

/**
 * Lets a channel's sender deliver at once instead of at its next sweep (one listener per
 * channel; undefined removes it). The listener runs after the write, possibly before the
 * surrounding transaction commits: the sender finds the row at its next sweep then.
 */
export function onOutboxWrite(
  listener: (() => void) | undefined,
  channel: MessageChannel = "email",
) {
  if (listener) listeners.set(channel, listener);
  else listeners.delete(channel);
}

export function notifyOutbox(channel: MessageChannel) {
  listeners.get(channel)?.();
}

/** The newest messages of both channels, for the admins' outbox list. */
export async function listRecentEmails(db: Executor, limit = 20) {
  return db
    .selectFrom("email_outbox")
    .select([
      "id",
      "channel",
      "to_address",
      "subject",
      "kind",
      "text_body",
      "created_at",
      "sent_at",
      "attempts",
      "last_error",
      "skipped_at",
      "skip_reason",
      "failed_at",
    ])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

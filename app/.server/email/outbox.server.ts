import type { Kysely, Transaction } from "kysely";
import type { Database, EmailAttachment, JobStatus } from "../db/schema.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  attachments?: EmailAttachment[];
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

/** Writes an e-mail to the outbox; call it inside the transaction of the change it reports. */
export async function enqueueEmail(
  db: Executor,
  email: OutgoingEmail,
  validity?: MessageValidity,
): Promise<void> {
  await db
    .insertInto("email_outbox")
    .values({
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      kind: email.kind,
      attachments: JSON.stringify(email.attachments ?? []),
      job_id: validity?.jobId ?? null,
      valid_for_window_start: validity?.validForWindowStart ?? null,
      valid_for_statuses: validity?.validForStatuses ?? null,
    })
    .execute();
  notifyOutbox();
}

let wake: (() => void) | undefined;

/** Lets the sender deliver at once instead of at its next sweep. */
export function onOutboxWrite(listener: (() => void) | undefined) {
  wake = listener;
}

function notifyOutbox() {
  wake?.();
}

export async function listRecentEmails(db: Executor, limit = 20) {
  return db
    .selectFrom("email_outbox")
    .select([
      "id",
      "to_address",
      "subject",
      "kind",
      "text_body",
      "created_at",
      "sent_at",
      "attempts",
      "last_error",
    ])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

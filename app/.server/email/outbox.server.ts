import type { Kysely, Transaction } from "kysely";
import type { Database, EmailAttachment } from "../db/schema.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  attachments?: EmailAttachment[];
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Writes an e-mail to the outbox; call it inside the transaction of the change it reports. */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<void> {
  await db
    .insertInto("email_outbox")
    .values({
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      kind: email.kind,
      attachments: JSON.stringify(email.attachments ?? []),
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

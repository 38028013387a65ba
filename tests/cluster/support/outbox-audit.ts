// Compares what the mail server and the text provider received with the outbox rows marked
// sent: the check that two processes' senders delivered each message once.
import { cluster, database, poll, receivedMail } from "./cluster";

const MESSAGE_ID = /^<outbox-(\d+)@[^>]+>$/;

/** Waits until no message is due or held by a sender; fails if any attempt failed. */
export async function outboxSettled(timeoutMs = 120_000) {
  const settled = await poll(
    async () => {
      const { rows } = await database().query<{ pending: string; errors: string }>(
        `select count(*) filter (where sent_at is null and skipped_at is null and failed_at is null) as pending,
                count(*) filter (where last_error is not null) as errors
         from email_outbox`,
      );
      return { pending: Number(rows[0]?.pending), errors: Number(rows[0]?.errors) };
    },
    (counts) => counts.pending === 0,
    { timeoutMs, intervalMs: 500 },
  );
  return settled;
}

export interface Deliveries {
  /** Per sent e-mail row: how many times the mail server received it. */
  emails: Map<string, number>;
  /** E-mails received that name no sent row. */
  strayEmails: string[];
  /** Per sent text row: how many texts with its recipient and body arrived, shared by equal rows. */
  texts: Map<string, { rows: string[]; received: number }>;
  strayTexts: number;
}

export async function deliveries(): Promise<Deliveries> {
  const { rows } = await database().query<{
    id: string;
    channel: "email" | "sms";
    to_address: string;
    text_body: string;
  }>(`select id::text, channel, to_address, text_body from email_outbox where sent_at is not null`);
  const emails = new Map<string, number>();
  const texts = new Map<string, { rows: string[]; received: number }>();
  for (const row of rows) {
    if (row.channel === "email") emails.set(row.id, 0);
    else {
      const key = `${row.to_address}\n${row.text_body}`;
      const entry = texts.get(key) ?? { rows: [], received: 0 };
      entry.rows.push(row.id);
      texts.set(key, entry);
    }
  }
  const strayEmails: string[] = [];
  for (const mail of await receivedMail()) {
    const id = MESSAGE_ID.exec(mail.messageId ?? "")?.[1];
    if (id && emails.has(id)) emails.set(id, (emails.get(id) ?? 0) + 1);
    else strayEmails.push(`${mail.messageId} ${mail.subject}`);
  }
  let strayTexts = 0;
  for (const text of await cluster.texts()) {
    const entry = texts.get(`${text.to}\n${text.body}`);
    if (entry) entry.received += 1;
    else strayTexts += 1;
  }
  return { emails, strayEmails, texts, strayTexts };
}

import { sql, type Kysely } from "kysely";
import type { Database, EmailAttachment, MessageChannel } from "../db/schema.server";

const BATCH_SIZE = 20;
export const MAX_ATTEMPTS = 8;

// How long a claimed row is left to the sender that claimed it before another process may take
// it. The sender renews its hold while it works (holdClaims), so a slow provider never frees a
// row it is still sending; a process that dies frees its rows within this, and an "on my way"
// text is still worth sending when another process picks it up.
export const CLAIM_MS = 60_000;
/** How often a working sender renews its hold: well inside CLAIM_MS. */
export const CLAIM_RENEW_MS = 20_000;
// Deadlines are the database's clock, the one "due" is judged by: an app host whose clock
// runs behind would otherwise hand out claims that have already run out.
const CLAIM_INTERVAL = sql`make_interval(secs => ${CLAIM_MS / 1000})`;

/** Backoff between attempts: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** A due message this sender now holds for CLAIM_MS. */
export interface ClaimedMessage {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: EmailAttachment[];
  attempts: number;
}

interface ClaimedRow extends ClaimedMessage {
  skip_reason: string | null;
}

/**
 * Takes up to a batch of due rows of one channel, oldest first, in one statement (decisions
 * 0013 and 0025): rows another sender holds are skipped (FOR UPDATE SKIP LOCKED), and the taken
 * ones are not due again for CLAIM_MS, so several server processes each send a row once. A row
 * about a job that has moved on since it was written — its window is not the one the message
 * names, its status is not one it is meant for, or it was cancelled — is marked skipped with
 * the reason in the same statement, and never sent; so is an invoice reminder once the invoice
 * is paid or credited (invoice_balances.settled, decision 0070).
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  channel: MessageChannel,
): Promise<{ messages: ClaimedMessage[]; skipped: number }> {
  const { rows } = await sql<ClaimedRow>`
    with due as (
      select outbox.id
      from public.email_outbox as outbox
      where outbox.channel = ${channel}
        and outbox.sent_at is null
        and outbox.skipped_at is null
        and outbox.failed_at is null
        and outbox.attempts < ${MAX_ATTEMPTS}
        and outbox.next_attempt_at <= now()
      order by outbox.id
      limit ${BATCH_SIZE}
      for update skip locked
    ),
    verdicts as (
      select due.id,
        case
          -- A reminder about an invoice paid or credited since it was written.
          when outbox.valid_while_invoice_unpaid and balances.settled
            then 'The invoice is paid or credited.'
          -- No job (or none any more): nothing to go stale.
          when jobs.id is null then null
          when (outbox.valid_for_window_start is not null or outbox.valid_for_statuses is not null)
            and jobs.status = 'cancelled'
            and not coalesce('cancelled' = any (outbox.valid_for_statuses), false)
            then 'The job was cancelled.'
          when outbox.valid_for_window_start is not null
            and jobs.window_start is distinct from outbox.valid_for_window_start
            then 'The job moved to another arrival window.'
          when outbox.valid_for_statuses is not null
            and not (jobs.status = any (outbox.valid_for_statuses))
            then 'The job''s status is now ' || jobs.status::text || '.'
        end as skip_reason
      from due
      join public.email_outbox as outbox on outbox.id = due.id
      left join public.jobs as jobs on jobs.id = outbox.job_id
      left join public.invoice_balances as balances on balances.invoice_id = outbox.invoice_id
    )
    update public.email_outbox as outbox
    set next_attempt_at = case
          when verdicts.skip_reason is null then now() + ${CLAIM_INTERVAL}
          else outbox.next_attempt_at
        end,
        skipped_at = case when verdicts.skip_reason is null then null else now() end,
        skip_reason = verdicts.skip_reason
    from verdicts
    where outbox.id = verdicts.id
    returning outbox.id, outbox.to_address, outbox.subject, outbox.text_body, outbox.html_body,
      outbox.attachments, outbox.attempts, verdicts.skip_reason
  `.execute(db);
  const messages = rows
    .filter((row) => row.skip_reason === null)
    .map(({ skip_reason: _skipped, ...message }) => ({
      ...message,
      id: String(message.id),
      attachments: Array.isArray(message.attachments) ? message.attachments : [],
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
  return { messages, skipped: rows.length - messages.length };
}

/**
 * Keeps this sender's hold on the claimed messages it has not finished, renewing it every
 * CLAIM_RENEW_MS: `finished(id)` before a message is marked sent or failed, `release()` when
 * the batch is over. A renewal only touches a row still at the attempt it was claimed at, so
 * one that lands after a failure was recorded never undoes that failure's backoff. If the
 * process dies, nothing renews and the rows are due again CLAIM_MS after the last renewal.
 */
export function holdClaims(
  db: Kysely<Database>,
  messages: readonly ClaimedMessage[],
  renewEveryMs: number = CLAIM_RENEW_MS,
): { finished(id: string): void; release(): void } {
  const held = new Map(messages.map((message) => [message.id, message.attempts]));
  const renew = async () => {
    if (held.size === 0) return;
    await sql`
      update public.email_outbox
      set next_attempt_at = now() + ${CLAIM_INTERVAL}
      where sent_at is null and skipped_at is null and failed_at is null
        and (id::text, attempts) in (
          select * from unnest(${[...held.keys()]}::text[], ${[...held.values()]}::int[])
        )
    `.execute(db);
  };
  const timer = setInterval(() => {
    renew().catch(() => {
      // The next tick tries again; until then the rows stay held for the rest of CLAIM_MS.
    });
  }, renewEveryMs);
  timer.unref();
  return {
    finished: (id) => held.delete(id),
    release: () => {
      held.clear();
      clearInterval(timer);
    },
  };
}

/** What a provider said about one message. */
export type DeliveryResult =
  | { ok: true; providerId: string | null }
  /** permanent: refused for good; otherwise tried again after the backoff (or retryAfterMs). */
  | { ok: false; permanent: boolean; error: string; retryAfterMs?: number };

/**
 * One sweep of a channel: claims the due messages, sends each through `send` outside any
 * transaction (a transaction held open while a provider answers would hold the embedded
 * database's only connection, and every request behind it), holding the claim meanwhile,
 * and records each outcome. A `send` that throws counts as a failure to try again.
 */
export async function deliverClaimed(
  db: Kysely<Database>,
  channel: MessageChannel,
  send: (message: ClaimedMessage) => Promise<DeliveryResult>,
): Promise<{ sent: number; failed: number; skipped: number }> {
  let sent = 0;
  let failed = 0;
  const { messages, skipped } = await claimDueMessages(db, channel);
  const hold = holdClaims(db, messages);
  try {
    for (const message of messages) {
      let result: DeliveryResult;
      try {
        result = await send(message);
      } catch (error) {
        result = { ok: false, permanent: false, error: errorText(error) };
      }
      hold.finished(message.id);
      if (result.ok) {
        await markSent(db, message, result.providerId);
        sent++;
      } else {
        await markFailed(db, message, result);
        failed++;
      }
    }
  } finally {
    hold.release();
  }
  return { sent, failed, skipped };
}

/** Records a delivered message; `providerId` is the provider's id of it, if it gave one. */
export async function markSent(
  db: Kysely<Database>,
  message: ClaimedMessage,
  providerId: string | null = null,
): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set({
      sent_at: sql<Date>`now()`,
      attempts: message.attempts + 1,
      last_error: null,
      provider_message_id: providerId,
    })
    .where("id", "=", message.id)
    .execute();
}

/** Records a failed attempt: tried again after the backoff (or later, if asked), or never. */
export async function markFailed(
  db: Kysely<Database>,
  message: ClaimedMessage,
  failure: { error: string; permanent?: boolean; retryAfterMs?: number },
): Promise<void> {
  const attempts = message.attempts + 1;
  const waitSeconds = Math.max(retryDelayMs(attempts), failure.retryAfterMs ?? 0) / 1000;
  await db
    .updateTable("email_outbox")
    .set({
      attempts,
      last_error: failure.error.slice(0, 500),
      ...(failure.permanent
        ? { failed_at: sql<Date>`now()` }
        : { next_attempt_at: sql<Date>`now() + make_interval(secs => ${waitSeconds})` }),
    })
    .where("id", "=", message.id)
    .execute();
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

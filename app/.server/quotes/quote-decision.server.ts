import { sql, type Transaction } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import type { QuoteView } from "~/lib/views/quote";
import type { Database, JobActorRole } from "../db/schema.server";
import { reactToAcceptance } from "./quote-acceptance.server";
import { readQuote } from "./quote-read.server";
import { writeQuoteEvent } from "./quote-send.server";

/** Who decided a quote, as its job's timeline records them. */
export interface QuoteDecider {
  actor: { role: JobActorRole; id: string | null };
  /** The name typed on the quote's page, or the organisation member's own. */
  name: string;
  /** How, for the timeline: "on the quote's page", "in the portal"… */
  how: string;
}

/** The one condition that decides an open quote: a second decision finds it no longer "sent". */
function stillOpen(now: Date) {
  return sql<boolean>`quotes.status = 'sent' and quotes.valid_until >= ${londonDate(now)}::date`;
}

export interface DecidedQuote {
  id: string;
  reference: string;
  jobId: string | null;
  organisationId: string | null;
  quote: QuoteView;
}

/**
 * Accepts the quote if it is still open (one conditional update: of two at once exactly one
 * finds it open), in the caller's transaction: the job reacts (decision 0069) and its timeline
 * records who accepted and what the job does now. Null when it was no longer open. The
 * caller writes the confirmation, which differs for a consumer and an organisation.
 */
export async function acceptOpenQuote(
  trx: Transaction<Database>,
  quoteId: string,
  input: { startWithinCancellationPeriod: boolean },
  decider: QuoteDecider,
  now: Date,
): Promise<DecidedQuote | null> {
  const accepted = await trx
    .updateTable("quotes")
    .set((eb) => ({
      status: "accepted",
      decided_at: now,
      accepted_name: decider.name.slice(0, 120),
      // Only a consumer has the cancellation period to start within.
      start_within_cancellation_period: eb
        .case()
        .when("consumer", "=", true)
        .then(input.startWithinCancellationPeriod)
        .else(null)
        .end(),
      updated_at: now,
    }))
    .where("id", "=", quoteId)
    .where(stillOpen(now))
    .returning(["id", "reference", "job_id", "created_by", "organisation_id"])
    .executeTakeFirst();
  if (!accepted) return null;
  const outcome = accepted.job_id
    ? await reactToAcceptance(
        trx,
        {
          id: accepted.id,
          reference: accepted.reference,
          jobId: accepted.job_id,
          createdBy: accepted.created_by,
        },
        now,
      )
    : "";
  const quote = await readQuote(trx, { id: accepted.id }, now);
  if (!quote) throw new Error(`Quote ${accepted.id} vanished while accepted`);
  await writeQuoteEvent(trx, {
    jobId: accepted.job_id,
    kind: "quote-accepted",
    actor: decider.actor,
    at: now,
    note: `${accepted.reference} accepted by ${decider.name} ${decider.how}${
      quote.startWithinCancellationPeriod
        ? ", who asked for the work to start within the 14 days"
        : ""
    }. ${outcome}`.trim(),
  });
  return {
    id: accepted.id,
    reference: accepted.reference,
    jobId: accepted.job_id,
    organisationId: accepted.organisation_id,
    quote,
  };
}

/** Declines the quote if it is still open, with the reason; null when it was no longer open. */
export async function declineOpenQuote(
  trx: Transaction<Database>,
  quoteId: string,
  reason: string | null,
  decider: QuoteDecider,
  now: Date,
): Promise<{ reference: string; jobId: string | null } | null> {
  const declined = await trx
    .updateTable("quotes")
    .set({ status: "declined", decided_at: now, decline_reason: reason, updated_at: now })
    .where("id", "=", quoteId)
    .where(stillOpen(now))
    .returning(["reference", "job_id"])
    .executeTakeFirst();
  if (!declined) return null;
  await writeQuoteEvent(trx, {
    jobId: declined.job_id,
    kind: "quote-declined",
    actor: decider.actor,
    at: now,
    note: `${declined.reference} declined by ${decider.name} ${decider.how}${reason ? `: “${reason}”` : " without a reason"}.`,
  });
  return { reference: declined.reference, jobId: declined.job_id };
}

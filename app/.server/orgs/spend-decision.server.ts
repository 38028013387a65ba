import type { Transaction } from "kysely";
import { formatPence } from "~/lib/money";
import type { QuoteView } from "~/lib/views/quote";
import { accountNames } from "../accounts/engineers.server";
import { logChange } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { canTransition, transitionJob } from "../jobs/status.server";
import { queueOfficeCancelledMessages } from "../messages/job-messages.server";
import {
  acceptOpenQuote,
  declineOpenQuote,
  type QuoteDecider,
} from "../quotes/quote-decision.server";
import { quoteState } from "../quotes/quote-read.server";
import { emailQuoteAcceptedToOrganisation } from "./org-quote-emails.server";

/** What is being decided: a spend approval, or a quote (by its page or in the portal). */
export type SpendTarget = { approvalId: string } | { quoteId: string };

/**
 * Who decides: a manager or owner by their e-mailed approval link or in the portal (always
 * within their own organisation), or whoever holds the quote's link, by the name they type.
 */
export type SpendDecider =
  | { via: "link" | "portal"; userId: string; organisationId: string }
  | { via: "quote-link"; name: string; startWithinCancellationPeriod: boolean };

export interface SpendChoice {
  decision: "approve" | "decline";
  reason: string | null;
}

export type SpendOutcome =
  | {
      decided: true;
      decision: "approve" | "decline";
      jobReference: string | null;
      /** The organisation whose decision it was; null for a household's quote. */
      organisationId: string | null;
      organisationName: string | null;
      /** The approved or declined spend (the quote's total when a quote was decided). */
      amount: string;
      /** The quote accepted or declined with this decision. */
      quoteReference: string | null;
      /** The quote as accepted, for its confirmation; null when no quote was accepted. */
      acceptedQuote: QuoteView | null;
    }
  /** Someone decided first (or the quote is no longer open): nothing changed. */
  | { decided: false; why: "decided" }
  /** The rules say no (approving with an expired quote): nothing changed. */
  | { decided: false; why: "refused"; message: string };

const HOW: Record<SpendDecider["via"], string> = {
  link: "by e-mailed link",
  portal: "in the portal",
  "quote-link": "on the quote's page",
};

interface ApprovalRow {
  id: string;
  job_id: string;
  organisation_id: string;
  state: "pending" | "approved" | "declined";
  estimate_pence: number;
  quote_id: string | null;
}

interface QuoteRow {
  id: string;
  reference: string;
  status: "draft" | "sent" | "accepted" | "declined" | "withdrawn";
  valid_until: string | null;
  organisation_id: string | null;
  gross_pence: number;
}

async function jobOf(trx: Transaction<Database>, target: SpendTarget): Promise<string | null> {
  const row =
    "approvalId" in target
      ? await trx
          .selectFrom("job_approvals")
          .select("job_id")
          .where("id", "=", target.approvalId)
          .executeTakeFirst()
      : await trx
          .selectFrom("quotes")
          .select("job_id")
          .where("id", "=", target.quoteId)
          .executeTakeFirst();
  return row?.job_id ?? null;
}

const APPROVAL_COLUMNS = [
  "id",
  "job_id",
  "organisation_id",
  "state",
  "estimate_pence",
  "quote_id",
] as const;

async function approvalOf(
  trx: Transaction<Database>,
  target: SpendTarget,
): Promise<ApprovalRow | undefined> {
  const query = trx.selectFrom("job_approvals").select([...APPROVAL_COLUMNS]);
  return "approvalId" in target
    ? query.where("id", "=", target.approvalId).executeTakeFirst()
    : // Only a pending approval waits on its quote; a decided one was decided with it.
      query
        .where("quote_id", "=", target.quoteId)
        .where("state", "=", "pending")
        .executeTakeFirst();
}

async function quoteOf(
  trx: Transaction<Database>,
  quoteId: string | null,
): Promise<QuoteRow | undefined> {
  if (!quoteId) return undefined;
  return trx
    .selectFrom("quotes")
    .select(["id", "reference", "status", "organisation_id", "gross_pence"])
    .select((eb) => eb.cast<string | null>("valid_until", "text").as("valid_until"))
    .where("id", "=", quoteId)
    .executeTakeFirst();
}

/**
 * THE organisation's decision on a job's spend (decision 0074), whichever page it is made on:
 * an e-mailed approval link, the portal, or the quote's own page. When a pending approval is
 * bound to a quote, approving it accepts the quote and accepting the quote approves it;
 * declining either declines both (and cancels the job, decision 0033). A quote with no
 * approval (at or below the limit, or a household's) is decided alone.
 *
 * Runs in the caller's transaction. The job's row is locked first, then the approval and the
 * quote are decided by conditional updates, so every path takes its locks in the same order:
 * of two decisions at once (an approval link and the quote's page), exactly one decides and
 * the other finds nothing left to decide.
 */
export async function decideSpend(
  trx: Transaction<Database>,
  target: SpendTarget,
  choice: SpendChoice,
  decider: SpendDecider,
  options: { now: Date; siteOrigin: string },
): Promise<SpendOutcome> {
  const { now } = options;
  const jobId = await jobOf(trx, target);
  if (jobId) {
    await trx.selectFrom("jobs").select("id").where("id", "=", jobId).forUpdate().execute();
  }
  const approval = await approvalOf(trx, target);
  const quote = await quoteOf(
    trx,
    "quoteId" in target ? target.quoteId : (approval?.quote_id ?? null),
  );
  const organisationId = decider.via === "quote-link" ? null : decider.organisationId;
  // A decider from one organisation never decides another's (its ids are as good as unknown).
  if (organisationId !== null) {
    if (approval && approval.organisation_id !== organisationId) return nothingLeft();
    if (quote && quote.organisation_id !== organisationId) return nothingLeft();
  }
  const quoteOpen = quote !== undefined && quoteState(quote, now) === "open";
  const pending = approval?.state === "pending" ? approval : undefined;
  if ("approvalId" in target) {
    if (!pending) return nothingLeft();
    if (quote && quote.status === "sent" && !quoteOpen && choice.decision === "approve") {
      return {
        decided: false,
        why: "refused",
        message: `Quote ${quote.reference} expired on ${quote.valid_until ?? "its last day"}, so it can no longer be accepted. Our office will send a new one; you can still decline.`,
      };
    }
  } else if (!quoteOpen) {
    return nothingLeft();
  }

  const name =
    decider.via === "quote-link"
      ? decider.name
      : ((await accountNames(trx, [decider.userId])).get(decider.userId) ?? "A member");
  const how = HOW[decider.via];
  let organisationName: string | null = null;
  let jobReference: string | null = null;
  if (pending) {
    const settled = await settleApproval(trx, pending, choice, {
      decider,
      name,
      how,
      quoteReference: quoteOpen ? (quote?.reference ?? null) : null,
      now,
      siteOrigin: options.siteOrigin,
    });
    organisationName = settled.organisationName;
    jobReference = settled.reference;
  }
  let acceptedQuote: QuoteView | null = null;
  if (quote && quoteOpen) {
    const quoteDecider: QuoteDecider = {
      actor:
        decider.via === "quote-link"
          ? { role: "customer-link", id: null }
          : { role: "organisation", id: decider.userId },
      name,
      how,
    };
    if (choice.decision === "approve") {
      const accepted = await acceptOpenQuote(
        trx,
        quote.id,
        {
          startWithinCancellationPeriod:
            decider.via === "quote-link" ? decider.startWithinCancellationPeriod : false,
        },
        quoteDecider,
        now,
      );
      // Under the job's lock an open quote stays open; a quote without a job can lose a race.
      if (!accepted) return nothingLeftUnless(pending);
      acceptedQuote = accepted.quote;
      jobReference ??= accepted.quote.jobReference;
      if (accepted.organisationId) {
        organisationName ??= await organisationNameOf(trx, accepted.organisationId);
        await emailQuoteAcceptedToOrganisation(
          trx,
          {
            quote: accepted.quote,
            jobId: accepted.jobId,
            organisationId: accepted.organisationId,
            facts: await quoteFacts(trx, accepted.organisationId),
            how,
          },
          options,
        );
      }
    } else {
      const declined = await declineOpenQuote(trx, quote.id, choice.reason, quoteDecider, now);
      if (!declined) return nothingLeftUnless(pending);
    }
    await logChange(trx, {
      actor: { id: decider.via === "quote-link" ? null : decider.userId, role: "organisation" },
      entity: "quote",
      entityId: quote.id,
      action: choice.decision === "approve" ? "accept-quote" : "decline-quote",
      before: { status: "sent" },
      after: {
        status: choice.decision === "approve" ? "accepted" : "declined",
        via: decider.via,
        approvalId: pending?.id ?? null,
      },
    });
  }
  return {
    decided: true,
    decision: choice.decision,
    jobReference,
    organisationId: pending?.organisation_id ?? quote?.organisation_id ?? null,
    organisationName,
    amount: formatPence(quoteOpen && quote ? quote.gross_pence : (pending?.estimate_pence ?? 0)),
    quoteReference: quoteOpen ? (quote?.reference ?? null) : null,
    acceptedQuote,
  };
}

function nothingLeft(): SpendOutcome {
  return { decided: false, why: "decided" };
}

/** A decided approval cannot stand without its quote: undo the whole transaction instead. */
function nothingLeftUnless(pending: ApprovalRow | undefined): SpendOutcome {
  if (pending) throw new Error(`Approval ${pending.id} decided while its quote was not`);
  return nothingLeft();
}

async function organisationNameOf(trx: Transaction<Database>, id: string): Promise<string> {
  const row = await trx
    .selectFrom("organisations")
    .select("name")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.name;
}

async function quoteFacts(trx: Transaction<Database>, organisationId: string) {
  const org = await trx
    .selectFrom("organisations")
    .select(["name", "slug"])
    .where("id", "=", organisationId)
    .executeTakeFirstOrThrow();
  return { organisationName: org.name, organisationSlug: org.slug, aboveLimitPence: null };
}

/**
 * The approval's half of the decision (decision 0033): the approval row, the job's approval
 * state, its timeline and change log, and on a decline the job cancelled with the reason
 * (its window released, its contact told).
 */
async function settleApproval(
  trx: Transaction<Database>,
  approval: ApprovalRow,
  choice: SpendChoice,
  context: {
    decider: SpendDecider;
    name: string;
    how: string;
    quoteReference: string | null;
    now: Date;
    siteOrigin: string;
  },
): Promise<{ reference: string; organisationName: string }> {
  const { decider, now } = context;
  const approved = choice.decision === "approve";
  const reason = approved ? null : (choice.reason ?? "No reason given.");
  const userId = decider.via === "quote-link" ? null : decider.userId;
  await trx
    .updateTable("job_approvals")
    .set({
      state: approved ? "approved" : "declined",
      decided_at: now,
      decided_by: userId,
      decided_via: decider.via,
      reason,
    })
    .where("id", "=", approval.id)
    .where("state", "=", "pending")
    .execute();
  const job = await trx
    .selectFrom("jobs")
    .innerJoin("organisations as org", "org.id", "jobs.organisation_id")
    .select(["jobs.id", "jobs.reference", "jobs.status", "org.name as organisation_name"])
    .where("jobs.id", "=", approval.job_id)
    .where("jobs.organisation_id", "=", approval.organisation_id)
    .executeTakeFirstOrThrow();
  const what = context.quoteReference
    ? `Quote ${context.quoteReference} (${formatPence(approval.estimate_pence)})`
    : `Estimate ${formatPence(approval.estimate_pence)}`;
  await trx
    .updateTable("jobs")
    .set({ approval: approved ? "approved" : "declined", updated_at: now })
    .where("id", "=", job.id)
    .execute();
  await trx
    .insertInto("job_events")
    .values({
      job_id: job.id,
      at: now,
      kind: approved ? "approval-approved" : "approval-declined",
      from_status: null,
      to_status: null,
      actor_role: "organisation",
      actor_id: userId,
      internal: true,
      note: approved
        ? `${what} approved by ${context.name} (${context.how}). The job is back in the queue.`
        : `${what} declined by ${context.name} (${context.how}): ${reason ?? ""}`,
    })
    .execute();
  let cancelled = false;
  if (!approved && canTransition(job.status, "cancelled", "organisation")) {
    const told = `${job.organisation_name} did not approve the ${context.quoteReference ? "quote" : "estimate"}: ${reason ?? ""}`;
    await transitionJob(trx, job.id, "cancelled", {
      role: "organisation",
      actorId: userId ?? undefined,
      note: told,
      at: now,
    });
    await queueOfficeCancelledMessages(trx, job.id, { reason: told }, context);
    cancelled = true;
  }
  const actor = { id: userId, role: "organisation" as const };
  await logChange(trx, {
    actor,
    entity: "job-approval",
    entityId: approval.id,
    action: approved ? "approve" : "decline",
    before: { state: "pending" },
    after: {
      state: approved ? "approved" : "declined",
      via: decider.via,
      reason,
      quote: context.quoteReference,
    },
  });
  await logChange(trx, {
    actor,
    entity: "job",
    entityId: job.id,
    action: approved ? "approval-approved" : "approval-declined",
    before: { approval: "pending", status: job.status },
    after: {
      approval: approved ? "approved" : "declined",
      status: cancelled ? "cancelled" : job.status,
    },
  });
  return { reference: job.reference, organisationName: job.organisation_name };
}

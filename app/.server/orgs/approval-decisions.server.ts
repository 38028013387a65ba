import { sql, type Kysely, type Transaction } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import type { ApprovalDecisionInput } from "~/lib/schemas/approvals";
import { hashToken, isWellFormedToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import { refused, unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import {
  deadReason,
  decidedMessage,
  findLink,
  recordUse,
  type DeadLink,
} from "./approval-links.server";
import { findOrgJob } from "./org-job-lookup.server";
import { scopeMay, type OrgScope } from "./scope.server";
import {
  decideSpend,
  type SpendDecider,
  type SpendOutcome,
  type SpendTarget,
} from "./spend-decision.server";

/** Who decides: the holder of an e-mailed link (no sign-in), or a manager in the portal. */
export type Decider =
  | { via: "link"; token: string; ip: string }
  | { via: "portal"; scope: OrgScope; reference: string };

export type DecideResult =
  | {
      ok: true;
      decision: "approve" | "decline";
      reference: string;
      organisationName: string;
      /** The spend decided: the estimate, or the quote's total. */
      estimate: string;
      /** The quote accepted or declined with this decision (decision 0074). */
      quoteReference: string | null;
    }
  | { ok: false; reason: "not-found" }
  /** A link that no longer decides (410), or a portal decision already made by someone else. */
  | { ok: false; reason: "dead"; why: DeadLink; message: string }
  | Refusal;

type Decided =
  | Extract<DecideResult, { ok: true }>
  | { ok: false; reason: "decided" }
  | { ok: false; reason: "refused"; message: string };

/**
 * One decision on a pending approval, by link or in the portal (decision 0033), or in the
 * portal on a job's open quote: `decideSpend` is the one rule (decision 0074: approving is
 * accepting the quote the approval is bound to). Of two managers deciding at once exactly one
 * decides; the other is told who did. Approve: jobs.approval = 'approved', and the job is back
 * in the board's unassigned queue. Decline: jobs.approval = 'declined' and the job is
 * cancelled with the reason through the status machine (its window released, the customer
 * told as for any cancellation). Timeline entries are the organisation's; every step is in
 * the change log; with a link, every use (refused ones too) is a row of approval_link_uses.
 */
export async function decideApproval(
  db: Kysely<Database>,
  decider: Decider,
  input: ApprovalDecisionInput,
  options: { now?: Date; siteOrigin: string },
): Promise<DecideResult> {
  const now = options.now ?? new Date();
  try {
    if (decider.via === "link") return await decideByLink(db, decider, input, now, options);
    return await decideInPortal(db, decider, input, now, options);
  } catch (error) {
    return unavailable(error);
  }
}

async function decideByLink(
  db: Kysely<Database>,
  decider: Extract<Decider, { via: "link" }>,
  input: ApprovalDecisionInput,
  now: Date,
  options: { siteOrigin: string },
): Promise<DecideResult> {
  const tokenHash = hashToken(decider.token);
  const refusal = await attemptAllowed(db, "token-link", { ip: decider.ip });
  if (refusal) {
    await recordUse(db, tokenHash, "decide: rate-limited", decider.ip);
    return refusal;
  }
  return db.transaction().execute(async (trx): Promise<DecideResult> => {
    const link = isWellFormedToken(decider.token)
      ? await findLink(trx, tokenHash, true)
      : undefined;
    if (!link) {
      await recordUse(trx, tokenHash, "decide: unknown", decider.ip);
      return { ok: false, reason: "not-found" };
    }
    const dead = await deadReason(trx, link, now);
    if (dead) {
      await recordUse(trx, tokenHash, `decide: ${dead.why}`, decider.ip);
      return { ok: false, reason: "dead", ...dead };
    }
    const decided = await decide(
      trx,
      { approvalId: link.approval_id },
      { via: "link", userId: link.user_id, organisationId: link.organisation_id },
      input,
      { now, siteOrigin: options.siteOrigin },
    );
    if (!decided.ok && decided.reason === "refused") {
      // The rules said no (an expired quote): the link stays live, as for a field's error.
      await recordUse(trx, tokenHash, "decide: refused", decider.ip);
      return decided;
    }
    if (!decided.ok) {
      await recordUse(trx, tokenHash, "decide: decided", decider.ip);
      return {
        ok: false,
        reason: "dead",
        why: "decided",
        message: await decidedMessage(trx, link.approval_id),
      };
    }
    await trx
      .updateTable("approval_links")
      .set({ used_at: now })
      .where("token_hash", "=", tokenHash)
      .execute();
    await recordUse(
      trx,
      tokenHash,
      input.decision === "approve" ? "approved" : "declined",
      decider.ip,
    );
    return decided;
  });
}

async function decideInPortal(
  db: Kysely<Database>,
  decider: Extract<Decider, { via: "portal" }>,
  input: ApprovalDecisionInput,
  now: Date,
  options: { siteOrigin: string },
): Promise<DecideResult> {
  const { scope } = decider;
  return db.transaction().execute(async (trx): Promise<DecideResult> => {
    const job = await findOrgJob(trx, scope, decider.reference);
    if (!job) return { ok: false, reason: "not-found" };
    const pending = await trx
      .selectFrom("job_approvals")
      .select(["id", "state"])
      .where("job_id", "=", job.id)
      .where("organisation_id", "=", scope.organisationId)
      .orderBy((eb) => eb.case().when("state", "=", "pending").then(0).else(1).end())
      .orderBy("requested_at", "desc")
      .executeTakeFirst();
    // Without a pending approval, the job's open quote is what waits for the decision.
    const openQuote =
      pending?.state === "pending" ? undefined : await openQuoteOf(trx, job.id, scope, now);
    if (!pending && !openQuote) {
      return refused(`${job.reference} is not waiting for a decision on spend or a quote.`);
    }
    if (!scopeMay(scope, "manager")) {
      return refused(`Only managers and owners of ${scope.name} decide on its spend.`);
    }
    if (scope.isOffice) {
      return refused(
        `Only ${scope.name}'s managers and owners decide on its spend, not the office.`,
      );
    }
    const target: SpendTarget | null = openQuote
      ? { quoteId: openQuote.id }
      : pending?.state === "pending"
        ? { approvalId: pending.id }
        : null;
    const decided: Decided = target
      ? await decide(
          trx,
          target,
          { via: "portal", userId: scope.userId, organisationId: scope.organisationId },
          input,
          { now, siteOrigin: options.siteOrigin },
        )
      : { ok: false, reason: "decided" };
    if (decided.ok || decided.reason === "refused") return decided;
    return {
      ok: false,
      reason: "dead",
      why: "decided",
      message: pending
        ? await decidedMessage(trx, pending.id)
        : `${job.reference}'s quote was already decided. Nothing was changed.`,
    };
  });
}

/** The job's quote still open for the organisation's decision, if any. */
async function openQuoteOf(
  trx: Transaction<Database>,
  jobId: string,
  scope: OrgScope,
  now: Date,
): Promise<{ id: string } | undefined> {
  return trx
    .selectFrom("quotes")
    .select("id")
    .where("job_id", "=", jobId)
    .where("organisation_id", "=", scope.organisationId)
    .where("status", "=", "sent")
    .where(sql<boolean>`valid_until >= ${londonDate(now)}::date`)
    .orderBy("sent_at", "desc")
    .executeTakeFirst();
}

/** decideSpend's outcome as this module's answer. */
async function decide(
  trx: Transaction<Database>,
  target: SpendTarget,
  decider: SpendDecider,
  input: ApprovalDecisionInput,
  options: { now: Date; siteOrigin: string },
): Promise<Decided> {
  const outcome: SpendOutcome = await decideSpend(trx, target, input, decider, options);
  if (!outcome.decided) {
    return outcome.why === "refused"
      ? { ok: false, reason: "refused", message: outcome.message }
      : { ok: false, reason: "decided" };
  }
  return {
    ok: true,
    decision: outcome.decision,
    reference: outcome.jobReference ?? "",
    organisationName: outcome.organisationName ?? "",
    estimate: outcome.amount,
    quoteReference: outcome.quoteReference,
  };
}

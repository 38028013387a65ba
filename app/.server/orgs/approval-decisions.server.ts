import type { Kysely, Transaction } from "kysely";
import { formatPence } from "~/lib/money";
import type { ApprovalDecisionInput } from "~/lib/schemas/approvals";
import { accountNames } from "../accounts/engineers.server";
import { logChange } from "../audit/change-log.server";
import { hashToken, isWellFormedToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { canTransition, transitionJob } from "../jobs/status.server";
import { queueOfficeCancelledMessages } from "../messages/job-messages.server";
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
      estimate: string;
    }
  | { ok: false; reason: "not-found" }
  /** A link that no longer decides (410), or a portal decision already made by someone else. */
  | { ok: false; reason: "dead"; why: DeadLink; message: string }
  | Refusal;

interface Deciding {
  approvalId: string;
  organisationId: string;
  userId: string;
  via: "link" | "portal";
}

type Decided = Extract<DecideResult, { ok: true }> | { ok: false; reason: "decided" };

/**
 * One decision on a pending approval, by link or in the portal (decision 0033). The approval
 * row is updated `where state = 'pending'`, so of two managers deciding at once exactly one
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
      {
        approvalId: link.approval_id,
        organisationId: link.organisation_id,
        userId: link.user_id,
        via: "link",
      },
      input,
      now,
      options,
    );
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
    const approval = await trx
      .selectFrom("job_approvals")
      .select(["id", "state"])
      .where("job_id", "=", job.id)
      .where("organisation_id", "=", scope.organisationId)
      .orderBy((eb) => eb.case().when("state", "=", "pending").then(0).else(1).end())
      .orderBy("requested_at", "desc")
      .executeTakeFirst();
    if (!approval) {
      return {
        ok: false,
        reason: "refused",
        message: `${job.reference} is not waiting for a decision on spend.`,
      };
    }
    if (!scopeMay(scope, "manager")) {
      return {
        ok: false,
        reason: "refused",
        message: `Only managers and owners of ${scope.name} decide on its spend.`,
      };
    }
    if (scope.isOffice) {
      return {
        ok: false,
        reason: "refused",
        message: `Only ${scope.name}'s managers and owners decide on its spend, not the office.`,
      };
    }
    const decided =
      approval.state === "pending"
        ? await decide(
            trx,
            {
              approvalId: approval.id,
              organisationId: scope.organisationId,
              userId: scope.userId,
              via: "portal",
            },
            input,
            now,
            options,
          )
        : ({ ok: false, reason: "decided" } as const);
    if (decided.ok) return decided;
    return {
      ok: false,
      reason: "dead",
      why: "decided",
      message: await decidedMessage(trx, approval.id),
    };
  });
}

async function decide(
  trx: Transaction<Database>,
  who: Deciding,
  input: ApprovalDecisionInput,
  now: Date,
  options: { siteOrigin: string },
): Promise<Decided> {
  const approved = input.decision === "approve";
  const reason = approved ? null : input.reason;
  const updated = await trx
    .updateTable("job_approvals")
    .set({
      state: approved ? "approved" : "declined",
      decided_at: now,
      decided_by: who.userId,
      decided_via: who.via,
      reason,
    })
    .where("id", "=", who.approvalId)
    .where("organisation_id", "=", who.organisationId)
    .where("state", "=", "pending")
    .returning(["job_id", "estimate_pence"])
    .executeTakeFirst();
  if (!updated) return { ok: false, reason: "decided" };
  const job = await trx
    .selectFrom("jobs")
    .innerJoin("organisations as org", "org.id", "jobs.organisation_id")
    .select(["jobs.id", "jobs.reference", "jobs.status", "org.name as organisation_name"])
    .where("jobs.id", "=", updated.job_id)
    .where("jobs.organisation_id", "=", who.organisationId)
    .forUpdate("jobs")
    .executeTakeFirstOrThrow();
  const name = (await accountNames(trx, [who.userId])).get(who.userId) ?? "A member";
  const estimate = formatPence(updated.estimate_pence);
  const how = who.via === "link" ? "e-mailed link" : "portal";
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
      actor_id: who.userId,
      internal: true,
      note: approved
        ? `Estimate ${estimate} approved by ${name} (${how}). The job is back in the queue.`
        : `Estimate ${estimate} declined by ${name} (${how}): ${reason ?? ""}`,
    })
    .execute();
  let cancelled = false;
  if (!approved && canTransition(job.status, "cancelled", "organisation")) {
    const told = `${job.organisation_name} did not approve the estimate: ${reason ?? ""}`;
    await transitionJob(trx, job.id, "cancelled", {
      role: "organisation",
      actorId: who.userId,
      note: told,
      at: now,
    });
    await queueOfficeCancelledMessages(trx, job.id, { reason: told }, options);
    cancelled = true;
  }
  await logChange(trx, {
    actor: { id: who.userId, role: "organisation" },
    entity: "job-approval",
    entityId: who.approvalId,
    action: approved ? "approve" : "decline",
    before: { state: "pending" },
    after: { state: approved ? "approved" : "declined", via: who.via, reason },
  });
  await logChange(trx, {
    actor: { id: who.userId, role: "organisation" },
    entity: "job",
    entityId: job.id,
    action: approved ? "approval-approved" : "approval-declined",
    before: { approval: "pending", status: job.status },
    after: {
      approval: approved ? "approved" : "declined",
      status: cancelled ? "cancelled" : job.status,
    },
  });
  return {
    ok: true,
    decision: input.decision,
    reference: job.reference,
    organisationName: job.organisation_name,
    estimate,
  };
}

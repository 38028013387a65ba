import type { Kysely, Transaction } from "kysely";
import { findService } from "~/content/services";
import { formatLondonDateTime } from "~/lib/booking-rules";
import { formatPence } from "~/lib/money";
import { accountNames } from "../accounts/engineers.server";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { hashToken, newToken } from "../auth/crypto.server";
import { getBusiness } from "../business/business.server";
import type { Database, JobStatus } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { transitionJob } from "../jobs/status.server";
import { writeStaffEvent } from "../jobs/staff-events.server";
import { approvalRecipients, approvalRequestEmail } from "./approval-emails.server";
import type { ApprovalHistoryEntry } from "~/lib/views/organisations";
export type { ApprovalHistoryEntry } from "~/lib/views/organisations";

/** How long an e-mailed approve/decline link works. */
export const APPROVAL_LINK_DAYS = 7;

export type EstimateOutcome =
  | { approval: "not-needed"; estimatePence: number }
  | { approval: "pending"; approvalId: string; recipients: number; engineerTakenOff: boolean };

/**
 * Records an estimate on a job (its row locked by the caller) and, for an organisation's job
 * above the organisation's spend limit — and above any estimate it already approved —, asks
 * for approval: one pending job_approvals row, jobs.approval = 'pending', the engineer taken
 * off (the job keeps its window, decision 0033), and an e-mail to each manager and owner who
 * opted in with their own single-use approve and decline links. At or below the limit the
 * estimate is recorded and the job's approval is left as it was.
 */
export async function recordEstimate(
  trx: Transaction<Database>,
  actor: StaffActor,
  input: { jobId: string; estimatePence: number },
  options: {
    now: Date;
    siteOrigin: string;
    /**
     * The quote being sent whose total this is (decision 0074): an approval it needs is bound
     * to it, and its own e-mail asks the managers, so no approval links are sent.
     */
    quote?: { id: string; reference: string };
  },
): Promise<EstimateOutcome> {
  const { now } = options;
  const job = await trx
    .selectFrom("jobs")
    .leftJoin("organisations as org", "org.id", "jobs.organisation_id")
    .leftJoin("organisation_properties as property", (join) =>
      join
        .onRef("property.id", "=", "jobs.property_id")
        .onRef("property.organisation_id", "=", "jobs.organisation_id"),
    )
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.status",
      "jobs.engineer_id",
      "jobs.estimate_pence",
      "jobs.approval",
      "jobs.service_slug",
      "jobs.description",
      "jobs.address",
      "jobs.organisation_id",
      "org.name as organisation_name",
      "org.slug as organisation_slug",
      "org.spend_limit_pence",
      "property.label as property_label",
    ])
    .where("jobs.id", "=", input.jobId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("jobs")
    .set({ estimate_pence: input.estimatePence, updated_at: now })
    .where("id", "=", job.id)
    .execute();
  const approvedUpTo = job.organisation_id ? await mostApproved(trx, job.id) : -1;
  const limit = job.spend_limit_pence;
  const needsApproval =
    job.organisation_id !== null &&
    limit !== null &&
    input.estimatePence > limit &&
    input.estimatePence > approvedUpTo;

  if (!needsApproval || !job.organisation_id || limit === null) {
    await writeStaffEvent(trx, {
      jobId: job.id,
      kind: "estimate",
      actor,
      at: now,
      note:
        `Estimate ${formatPence(input.estimatePence)}` +
        (limit !== null ? ` (spend limit ${formatPence(limit)}: no approval needed)` : ""),
      internal: true,
    });
    await logChange(trx, {
      actor,
      entity: "job",
      entityId: job.id,
      action: "estimate",
      before: { estimatePence: job.estimate_pence },
      after: { estimatePence: input.estimatePence, approvalNeeded: false },
    });
    return { approval: "not-needed", estimatePence: input.estimatePence };
  }

  const approval = await trx
    .insertInto("job_approvals")
    .values({
      job_id: job.id,
      organisation_id: job.organisation_id,
      estimate_pence: input.estimatePence,
      spend_limit_pence: limit,
      requested_at: now,
      requested_by: actor.id,
      state: "pending",
      quote_id: options.quote?.id ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // An engineer on the way or on site finishes the visit; a finished job keeps its history.
  const engineerTakenOff =
    job.engineer_id !== null && ["requested", "confirmed", "scheduled"].includes(job.status);
  await trx
    .updateTable("jobs")
    .set({
      approval: "pending",
      ...(engineerTakenOff ? { engineer_id: null, eta: null } : {}),
      updated_at: now,
    })
    .where("id", "=", job.id)
    .execute();
  if (engineerTakenOff) {
    await writeStaffEvent(trx, {
      jobId: job.id,
      kind: "unassigned",
      actor,
      at: now,
      note: "Waiting for the organisation's approval of the estimate",
      internal: true,
    });
    if (job.status === "scheduled") {
      await transitionJob(trx, job.id, "confirmed", { role: "system", at: now });
    }
  }

  const recipients = options.quote ? [] : await approvalRecipients(trx, job.organisation_id);
  const expiresAt = new Date(now.getTime() + APPROVAL_LINK_DAYS * 86_400_000);
  const business = await getBusiness(trx);
  const siteOrigin = options.siteOrigin.replace(/\/+$/, "");
  const facts = {
    organisationName: job.organisation_name ?? "",
    organisationSlug: job.organisation_slug ?? "",
    reference: job.reference,
    propertyLabel: job.property_label ?? job.address,
    serviceName: findService(job.service_slug)?.name ?? job.service_slug,
    description: job.description,
    estimatePence: input.estimatePence,
    spendLimitPence: limit,
    expiresAt,
  };
  for (const recipient of recipients) {
    const token = newToken();
    await trx
      .insertInto("approval_links")
      .values({
        token_hash: hashToken(token),
        approval_id: approval.id,
        user_id: recipient.userId,
        expires_at: expiresAt,
        created_at: now,
      })
      .execute();
    const link = `${siteOrigin}/approval/${token}`;
    await enqueueEmail(
      trx,
      approvalRequestEmail({
        to: recipient,
        facts,
        approveUrl: `${link}?decision=approve`,
        declineUrl: `${link}?decision=decline`,
        business,
        siteOrigin,
      }),
      { jobId: job.id },
    );
  }
  await writeStaffEvent(trx, {
    jobId: job.id,
    kind: "approval-requested",
    actor,
    at: now,
    note: options.quote
      ? `Quote ${options.quote.reference} (${formatPence(input.estimatePence)}) is above ${facts.organisationName}'s spend limit of ${formatPence(limit)}: accepting it is their approval.`
      : `Estimate ${formatPence(input.estimatePence)} is above ${facts.organisationName}'s spend limit of ${formatPence(limit)}: waiting for their approval (${recipients.length} asked by e-mail).`,
    internal: true,
  });
  await logChange(trx, {
    actor,
    entity: "job",
    entityId: job.id,
    action: "estimate",
    before: { estimatePence: job.estimate_pence, approval: job.approval },
    after: {
      estimatePence: input.estimatePence,
      approvalNeeded: true,
      approvalId: approval.id,
      engineerTakenOff,
    },
  });
  await logChange(trx, {
    actor,
    entity: "job-approval",
    entityId: approval.id,
    action: "request",
    after: {
      jobId: job.id,
      estimatePence: input.estimatePence,
      spendLimitPence: limit,
      recipients: recipients.map((recipient) => recipient.userId),
    },
  });
  return {
    approval: "pending",
    approvalId: approval.id,
    recipients: recipients.length,
    engineerTakenOff,
  };
}

/**
 * The most the organisation has agreed to spend on a job: its approved estimates and its
 * accepted quotes' totals (an accepted quote is the approval of its total, decision 0074).
 * -1 when it agreed to nothing.
 */
async function mostApproved(trx: Transaction<Database>, jobId: string): Promise<number> {
  const [approved, accepted] = await Promise.all([
    trx
      .selectFrom("job_approvals")
      .select((eb) => eb.fn.max("estimate_pence").as("most"))
      .where("job_id", "=", jobId)
      .where("state", "=", "approved")
      .executeTakeFirst(),
    trx
      .selectFrom("quotes")
      .select((eb) => eb.fn.max("gross_pence").as("most"))
      .where("job_id", "=", jobId)
      .where("status", "=", "accepted")
      .executeTakeFirst(),
  ]);
  return Math.max(approved?.most ?? -1, accepted?.most ?? -1);
}

export type OfficeEstimateResult =
  | { ok: true; reference: string; outcome: EstimateOutcome }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; message: string };

const CLOSED: Partial<Record<JobStatus, string>> = {
  completed: "This job is finished: record the estimate on its follow-up.",
  cancelled: "This job was cancelled.",
};

/**
 * The office records an estimate on the admin job page. Refused on a finished or cancelled
 * job, while a decision on an earlier estimate is awaited, and — when it would need approval —
 * on a job whose engineer is already on the way or on site (decision 0033).
 */
export async function recordOfficeEstimate(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { jobId: string; estimatePence: number },
  options: { now?: Date; siteOrigin: string },
): Promise<OfficeEstimateResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<OfficeEstimateResult> => {
    const job = await trx
      .selectFrom("jobs")
      .leftJoin("organisations as org", "org.id", "jobs.organisation_id")
      .select([
        "jobs.id",
        "jobs.reference",
        "jobs.status",
        "jobs.approval",
        "jobs.estimate_pence",
        "org.name as organisation_name",
        "org.spend_limit_pence",
      ])
      .where("jobs.id", "=", input.jobId)
      .forUpdate("jobs")
      .executeTakeFirst();
    if (!job) return { ok: false, reason: "not-found" };
    const closed = CLOSED[job.status];
    if (closed) return { ok: false, reason: "refused", message: closed };
    if (job.approval === "pending") {
      return {
        ok: false,
        reason: "refused",
        message: `${job.organisation_name ?? "The organisation"} has not decided on the estimate of ${formatPence(job.estimate_pence ?? 0)} yet. Wait for their decision before changing it.`,
      };
    }
    const wouldNeedApproval =
      job.spend_limit_pence !== null && input.estimatePence > job.spend_limit_pence;
    if (wouldNeedApproval && (job.status === "en_route" || job.status === "on_site")) {
      return {
        ok: false,
        reason: "refused",
        message:
          "The engineer is already on the way or on site. They record the estimate on a follow-up when they finish, and the organisation approves that.",
      };
    }
    const outcome = await recordEstimate(trx, actor, input, {
      now,
      siteOrigin: options.siteOrigin,
    });
    return { ok: true, reference: job.reference, outcome };
  });
}

const DECIDED_VIA_WORDS = {
  link: "e-mailed link",
  portal: "portal",
  "quote-link": "the quote's page",
} as const;

/** Every approval asked for on one job, newest first, for the office's job page. */
export async function approvalHistory(
  db: Kysely<Database>,
  jobId: string,
): Promise<ApprovalHistoryEntry[]> {
  const rows = await db
    .selectFrom("job_approvals")
    .selectAll()
    .where("job_id", "=", jobId)
    .orderBy("requested_at", "desc")
    .orderBy("id")
    .execute();
  const names = await accountNames(
    db,
    rows.flatMap((row) => [row.requested_by, row.decided_by]).flatMap((id) => id ?? []),
  );
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    estimate: formatPence(row.estimate_pence),
    limit: formatPence(row.spend_limit_pence),
    requestedLabel: formatLondonDateTime(row.requested_at),
    requestedBy: row.requested_by ? (names.get(row.requested_by) ?? "Staff") : "Staff",
    decidedLabel: row.decided_at ? formatLondonDateTime(row.decided_at) : null,
    decidedBy: row.decided_by ? (names.get(row.decided_by) ?? "A member") : null,
    via: row.decided_via ? DECIDED_VIA_WORDS[row.decided_via] : null,
    reason: row.reason,
  }));
}

import type { Kysely } from "kysely";
import { formatLondonDateTime } from "~/lib/booking-rules";
import { formatPence } from "~/lib/money";
import { isOverdue, organisationPath, PRIORITY_LABELS } from "~/lib/organisations";
import type { ApprovalState, Database, JobPriority, JobStatus } from "../db/schema.server";
import { approvalHistory } from "../orgs/approvals.server";
import { listJobComments } from "../orgs/comments.server";
import type { AdminJobOrganisation } from "~/lib/views/admin-jobs";

export type { AdminJobOrganisation } from "~/lib/views/admin-jobs";

const APPROVAL_LABELS: Readonly<Record<ApprovalState, string>> = {
  pending: "Waiting for the organisation's approval",
  approved: "Approved by the organisation",
  declined: "Declined by the organisation",
};

/**
 * What the office's job page shows of an organisation's job: the organisation and property
 * (with the access notes and key-safe code, which the office may see), priority and due time,
 * the estimate and every approval asked for, and the comments both sides write. Null for a
 * household's job.
 */
export async function adminJobOrganisation(
  db: Kysely<Database>,
  job: {
    id: string;
    status: JobStatus;
    organisation_id: string | null;
    property_id: string | null;
    priority: JobPriority | null;
    due_at: Date | null;
    tenant_told: boolean;
    tenant_availability: string | null;
    estimate_pence: number | null;
    approval: ApprovalState | null;
  },
  now: Date,
): Promise<AdminJobOrganisation | null> {
  if (!job.organisation_id) return null;
  const [organisation, property, approvals, comments] = await Promise.all([
    db
      .selectFrom("organisations")
      .select(["name", "slug", "spend_limit_pence"])
      .where("id", "=", job.organisation_id)
      .executeTakeFirstOrThrow(),
    job.property_id
      ? db
          .selectFrom("organisation_properties")
          .select(["label", "access_notes", "key_safe_code"])
          .where("organisation_id", "=", job.organisation_id)
          .where("id", "=", job.property_id)
          .executeTakeFirst()
      : undefined,
    approvalHistory(db, job.id),
    listJobComments(db, job.id),
  ]);
  return {
    name: organisation.name,
    portalPath: organisationPath(organisation.slug, `/jobs`),
    spendLimit: formatPence(organisation.spend_limit_pence),
    propertyLabel: property?.label ?? null,
    accessNotes: property?.access_notes ?? null,
    keySafeCode: property?.key_safe_code ?? null,
    priorityLabel: job.priority ? PRIORITY_LABELS[job.priority] : null,
    dueLabel: job.due_at ? formatLondonDateTime(job.due_at) : null,
    overdue: isOverdue({ dueAt: job.due_at, status: job.status }, now),
    tenantTold: job.tenant_told,
    tenantAvailability: job.tenant_availability,
    estimate: job.estimate_pence === null ? null : formatPence(job.estimate_pence),
    estimateInput: job.estimate_pence === null ? "" : (job.estimate_pence / 100).toFixed(2),
    approvalLabel: job.approval ? APPROVAL_LABELS[job.approval] : null,
    awaitingApproval: job.approval === "pending",
    approvals,
    comments: comments.map((comment) => ({
      id: comment.id,
      side: comment.side,
      authorName: comment.authorName,
      body: comment.body,
      at: comment.at.toISOString(),
      atLabel: formatLondonDateTime(comment.at),
    })),
  };
}

import type { Kysely } from "kysely";
import { formatJobWindow, formatLondonDateTime } from "~/lib/booking-rules";
import { formatPence } from "~/lib/money";
import { describeTarget, isOverdue, PRIORITY_LABELS } from "~/lib/organisations";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../db/schema.server";
import { customerTimeline, timelineEventOf } from "../jobs/customer-timeline.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import { OUTCOME_WORDS } from "../messages/message-texts.server";
import { listJobComments } from "./comments.server";
import { serviceNameOf } from "./org-job-rows.server";
import { waitingDecisions } from "./org-decisions.server";
import type { OrgScope } from "./scope.server";
import type { LondonInstant, OrgJobDetail, OrgJobPhoto } from "~/lib/views/organisations";
export type { OrgJobDetail, OrgJobPhoto } from "~/lib/views/organisations";

function londonInstant(at: Date): LondonInstant {
  return { at: at.toISOString(), label: formatLondonDateTime(at) };
}

/**
 * One job of the scope's organisation by reference, as the organisation sees it; null for a
 * job of any other organisation or none (the route's 404). The timeline follows the one
 * customer-visible rule (internal notes never shown).
 */
export async function orgJobDetail(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId" | "targets" | "spendLimitPence">,
  reference: string,
  now = new Date(),
): Promise<OrgJobDetail | null> {
  if (reference.length > 40) return null;
  const job = await db
    .selectFrom("jobs")
    .leftJoin("organisation_properties as property", (join) =>
      join
        .onRef("property.id", "=", "jobs.property_id")
        .onRef("property.organisation_id", "=", "jobs.organisation_id"),
    )
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.status",
      "jobs.service_slug",
      "jobs.description",
      "jobs.address",
      "jobs.postcode",
      "jobs.priority",
      "jobs.due_at",
      "jobs.window_start",
      "jobs.window_end",
      "jobs.tenant_availability",
      "jobs.tenant_told",
      "jobs.estimate_pence",
      "jobs.price_pence",
      "jobs.approval",
      "jobs.outcome",
      "jobs.summary",
      "jobs.created_at",
      "property.id as property_id",
      "property.label as property_label",
    ])
    .where("jobs.organisation_id", "=", scope.organisationId)
    .where("jobs.reference", "=", reference)
    .executeTakeFirst();
  if (!job) return null;
  const [events, photos, approvals, comments, waiting] = await Promise.all([
    db
      .selectFrom("job_events")
      .select(["id", "at", "kind", "to_status", "actor_role", "note", "internal"])
      .where("job_id", "=", job.id)
      .orderBy("at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("job_photos")
      .select(["id", "width", "height", "stage", "taken_by"])
      .where("job_id", "=", job.id)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("job_approvals")
      .select(["state", "decided_at", "reason"])
      .where("job_id", "=", job.id)
      .where("organisation_id", "=", scope.organisationId)
      .orderBy("requested_at", "desc")
      .execute(),
    listJobComments(db, job.id),
    waitingDecisions(db, scope, now, { jobId: job.id }),
  ]);
  const decided = approvals.find((approval) => approval.state !== "pending" && approval.decided_at);
  const photo = (row: (typeof photos)[number]): OrgJobPhoto => ({
    id: row.id,
    width: row.width,
    height: row.height,
    stage: row.stage,
  });
  return {
    reference: job.reference,
    status: job.status,
    statusLabel: JOB_STATUS_LABELS[job.status],
    serviceName: serviceNameOf(job.service_slug),
    description: job.description,
    property: {
      id: job.property_id,
      label: job.property_label,
      address: job.address,
      postcode: job.postcode,
    },
    priority: job.priority
      ? {
          label: PRIORITY_LABELS[job.priority],
          target: describeTarget(job.priority, scope.targets),
        }
      : null,
    due: job.due_at ? londonInstant(job.due_at) : null,
    overdue: isOverdue({ dueAt: job.due_at, status: job.status }, now),
    windowLabel: formatJobWindow(job.window_start, job.window_end),
    tenantAvailability: job.tenant_availability,
    tenantTold: job.tenant_told,
    estimate: job.estimate_pence === null ? null : formatPence(job.estimate_pence),
    price: job.price_pence === null ? null : formatPence(job.price_pence),
    approval: job.approval,
    waiting: waiting[0] ?? null,
    lastDecision:
      decided && decided.decided_at && decided.state !== "pending"
        ? { state: decided.state, reason: decided.reason, at: londonInstant(decided.decided_at) }
        : null,
    reported: londonInstant(job.created_at),
    timeline: customerTimeline(events.map(timelineEventOf)),
    engineerPhotos: photos.filter((row) => row.taken_by === "engineer").map(photo),
    reportPhotos: photos.filter((row) => row.taken_by === "customer").map(photo),
    finished:
      job.status === "completed"
        ? {
            outcome: job.outcome ? OUTCOME_WORDS[job.outcome] : "Job done",
            summary: job.summary?.trim() || null,
          }
        : null,
    comments: comments.map((comment) => ({
      id: comment.id,
      side: comment.side,
      authorName: comment.authorName,
      body: comment.body,
      at: londonInstant(comment.at),
    })),
  };
}

/**
 * The storage key of a photo of one of the scope's organisation's jobs, or null: a malformed
 * id, an unknown one and another organisation's all answer the same.
 */
export async function findOrgPhotoKey(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId">,
  photoId: string,
): Promise<string | null> {
  if (!isUuid(photoId)) return null;
  const row = await db
    .selectFrom("job_photos")
    .innerJoin("jobs", "jobs.id", "job_photos.job_id")
    .select("job_photos.storage_key")
    .where("job_photos.id", "=", photoId)
    .where("jobs.organisation_id", "=", scope.organisationId)
    .executeTakeFirst();
  return row?.storage_key ?? null;
}

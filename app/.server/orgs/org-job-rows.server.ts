import { sql, type Kysely } from "kysely";
import { findService } from "~/content/services";
import { formatJobWindow, formatLondonDateTime } from "~/lib/booking-rules";
import { isOverdue, PRIORITY_LABELS, type JobPriority } from "~/lib/organisations";
import type { ApprovalState, Database, JobStatus } from "../db/schema.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import type { OrgScope } from "./scope.server";
import type { OrgJobListItem } from "~/lib/views/organisations";
export type { OrgJobListItem } from "~/lib/views/organisations";

/**
 * The jobs of the scope's organisation with their property's label. The property is joined
 * on the organisation too, so even a broken row could never show another organisation's
 * label. Every caller adds its own filters after this one.
 */
export function orgJobsQuery(db: Kysely<Database>, scope: Pick<OrgScope, "organisationId">) {
  return db
    .selectFrom("jobs")
    .leftJoin("organisation_properties as property", (join) =>
      join
        .onRef("property.id", "=", "jobs.property_id")
        .onRef("property.organisation_id", "=", "jobs.organisation_id"),
    )
    .where("jobs.organisation_id", "=", scope.organisationId)
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.service_slug",
      "jobs.address",
      "jobs.status",
      "jobs.priority",
      "jobs.window_start",
      "jobs.window_end",
      "jobs.due_at",
      "jobs.approval",
      "jobs.created_at",
      "property.label as property_label",
      // Exact to the microsecond in UTC, for page cursors that never skip a row.
      sql<string>`to_char(jobs.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        "created_key",
      ),
    ]);
}

export interface OrgJobRow {
  id: string;
  reference: string;
  service_slug: string;
  address: string;
  status: JobStatus;
  priority: JobPriority | null;
  window_start: Date | null;
  window_end: Date | null;
  due_at: Date | null;
  approval: ApprovalState | null;
  created_at: Date;
  property_label: string | null;
  created_key: string;
}

export function serviceNameOf(slug: string): string {
  return findService(slug)?.name ?? slug;
}

export function orgJobListItem(row: OrgJobRow, now: Date): OrgJobListItem {
  return {
    reference: row.reference,
    propertyLabel: row.property_label ?? row.address,
    serviceName: serviceNameOf(row.service_slug),
    priority: row.priority,
    priorityLabel: row.priority ? PRIORITY_LABELS[row.priority] : null,
    status: row.status,
    statusLabel: JOB_STATUS_LABELS[row.status],
    windowLabel: formatJobWindow(row.window_start, row.window_end),
    due: row.due_at
      ? { at: row.due_at.toISOString(), label: formatLondonDateTime(row.due_at) }
      : null,
    overdue: isOverdue({ dueAt: row.due_at, status: row.status }, now),
    approval: row.approval,
  };
}

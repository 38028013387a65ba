import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { addCalendarDays, formatCalendarDate, londonDate } from "~/lib/booking-rules";
import { describeTarget, JOB_PRIORITIES, PRIORITY_LABELS } from "~/lib/organisations";
import type { Database, JobStatus } from "../db/schema.server";
import { JOB_STATUSES, JOB_STATUS_LABELS } from "../jobs/status.server";
import { orgJobListItem, orgJobsQuery, serviceNameOf } from "./org-job-rows.server";
import type { OrgScope } from "./scope.server";
import type { OrgOverview } from "~/lib/views/organisations";
export type { OrgOverview, PlannedItem } from "~/lib/views/organisations";

/** How far ahead the overview looks for planned maintenance. */
export const PLANNED_HORIZON_DAYS = 30;

/** The most jobs each of the overview's lists shows; the jobs page has the rest. */
const LIST_LIMIT = 10;

const OPEN_STATUSES: readonly JobStatus[] = JOB_STATUSES.filter(
  (status) => status !== "completed" && status !== "cancelled",
);

/**
 * What /org/{slug} shows: the organisation's open jobs by status, the jobs waiting for a
 * spend decision, the open jobs past their response target, and the planned maintenance due
 * within 30 days. Every query is filtered by the scope's organisation.
 */
export async function orgOverview(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId" | "targets" | "spendLimitPence">,
  now = new Date(),
): Promise<OrgOverview> {
  const today = londonDate(now);
  const horizon = addCalendarDays(today, PLANNED_HORIZON_DAYS);
  const [counts, awaiting, awaitingCount, overdue, overdueCount, planned] = await Promise.all([
    db
      .selectFrom("jobs")
      .select(["status", (eb) => eb.fn.countAll<string>().as("count")])
      .where("organisation_id", "=", scope.organisationId)
      .where("status", "in", OPEN_STATUSES)
      .groupBy("status")
      .execute(),
    orgJobsQuery(db, scope)
      .where("jobs.approval", "=", "pending")
      .orderBy("jobs.created_at")
      .orderBy("jobs.id")
      .limit(LIST_LIMIT)
      .execute(),
    countWhere(db, scope, sql<SqlBool>`jobs.approval = 'pending'`),
    orgJobsQuery(db, scope)
      .where("jobs.due_at", "<", now)
      .where("jobs.status", "in", OPEN_STATUSES)
      .orderBy("jobs.due_at")
      .orderBy("jobs.id")
      .limit(LIST_LIMIT)
      .execute(),
    countWhere(
      db,
      scope,
      sql<SqlBool>`jobs.due_at < ${now} and jobs.status not in ('completed', 'cancelled')`,
    ),
    db
      .selectFrom("planned_maintenance as planned")
      .innerJoin("organisation_properties as property", (join) =>
        join
          .onRef("property.id", "=", "planned.property_id")
          .onRef("property.organisation_id", "=", "planned.organisation_id"),
      )
      .select([
        "planned.id",
        "planned.property_id",
        "planned.service_slug",
        "planned.description",
        sql<string>`to_char(planned.next_due, 'YYYY-MM-DD')`.as("next_due"),
        "property.label",
      ])
      .where("planned.organisation_id", "=", scope.organisationId)
      .where("planned.archived_at", "is", null)
      .where("property.archived_at", "is", null)
      .where(sql<SqlBool>`planned.next_due <= ${horizon}::date`)
      .orderBy("planned.next_due")
      .orderBy("property.label")
      .execute(),
  ]);
  const byStatus = new Map(counts.map((row) => [row.status, Number(row.count)]));
  const open = OPEN_STATUSES.map((status) => ({
    status,
    label: JOB_STATUS_LABELS[status],
    count: byStatus.get(status) ?? 0,
  }));
  return {
    open,
    openTotal: open.reduce((total, row) => total + row.count, 0),
    awaitingApproval: {
      jobs: awaiting.map((row) => orgJobListItem(row, now)),
      count: awaitingCount,
    },
    overdue: { jobs: overdue.map((row) => orgJobListItem(row, now)), count: overdueCount },
    planned: planned.map((row) => ({
      id: row.id,
      propertyId: row.property_id,
      propertyLabel: row.label,
      serviceName: serviceNameOf(row.service_slug),
      description: row.description,
      due: { date: row.next_due, label: formatCalendarDate(row.next_due) },
      late: row.next_due < today,
    })),
    targets: JOB_PRIORITIES.map((priority) => ({
      priority: PRIORITY_LABELS[priority],
      target: describeTarget(priority, scope.targets),
    })),
    spendLimitPence: scope.spendLimitPence,
  };
}

async function countWhere(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId">,
  condition: RawBuilder<SqlBool>,
): Promise<number> {
  const row = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("jobs.organisation_id", "=", scope.organisationId)
    .where(condition)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { addCalendarDays } from "~/lib/booking-rules";
import { JOB_PRIORITIES, PRIORITY_LABELS } from "~/lib/organisations";
import { londonMidnight } from "~/lib/statement-month";
import { isUuid } from "~/lib/uuid";
import { likePrefix } from "../admin-jobs/job-search.server";
import type { Database } from "../db/schema.server";
import { JOB_STATUSES, JOB_STATUS_LABELS } from "../jobs/status.server";
import {
  ATTENTION_FILTERS,
  ATTENTION_LABELS,
  orgFilterQuery,
  parseOrgJobFilters,
  type OrgJobFilters,
} from "./org-job-filters.server";
import { orgJobListItem, orgJobsQuery } from "./org-job-rows.server";
import type { OrgScope } from "./scope.server";
import type { OrgJobListPage } from "~/lib/views/organisations";
export type { OrgJobListPage } from "~/lib/views/organisations";

/** Jobs on one page of /org/{slug}/jobs. */
export const ORG_JOBS_PAGE_SIZE = 50;

/** Where a page ends: the newest-first sort keys of its last (or first) row. */
interface PageCursor {
  /** UTC instant to the microsecond, "2026-11-30T08:00:00.123456Z". */
  created: string;
  id: string;
}

const CREATED_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodePageCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.created}|${cursor.id}`).toString("base64url");
}

/** The cursor of a page link, or null for anything this list did not write. */
export function decodePageCursor(value: string | null): PageCursor | null {
  if (!value || value.length > 120 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const [created, id, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !created || !id || !CREATED_KEY.test(created) || !isUuid(id)) return null;
  const millis = `${created.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== millis) return null;
  return { created, id: id.toLowerCase() };
}

/** A search's words, each found (case-insensitively) anywhere in one of the job's texts. */
function searchCondition(typed: string): Expression<SqlBool> {
  const words = typed.split(/\s+/).filter(Boolean).slice(0, 8);
  const conditions = words.map((word) => {
    const pattern = `%${likePrefix(word)}`;
    return sql<SqlBool>`(jobs.reference ilike ${pattern} or jobs.description ilike ${pattern} or jobs.address ilike ${pattern} or jobs.postcode ilike ${pattern} or property.label ilike ${pattern})`;
  });
  return conditions.length > 0
    ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})`
    : sql<SqlBool>`true`;
}

function filterConditions(filters: OrgJobFilters, now: Date): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.status) conditions.push(sql<SqlBool>`jobs.status = ${filters.status}`);
  if (filters.property) conditions.push(sql<SqlBool>`jobs.property_id = ${filters.property}`);
  if (filters.priority) conditions.push(sql<SqlBool>`jobs.priority = ${filters.priority}`);
  if (filters.attention === "approval") conditions.push(sql<SqlBool>`jobs.approval = 'pending'`);
  if (filters.attention === "overdue") {
    conditions.push(
      sql<SqlBool>`jobs.due_at < ${now} and jobs.status not in ('completed', 'cancelled')`,
    );
  }
  if (filters.from)
    conditions.push(sql<SqlBool>`jobs.created_at >= ${londonMidnight(filters.from)}`);
  if (filters.to) {
    const end = londonMidnight(addCalendarDays(filters.to, 1));
    conditions.push(sql<SqlBool>`jobs.created_at < ${end}`);
  }
  if (filters.q) conditions.push(searchCondition(filters.q));
  return conditions;
}

/**
 * Up to `limit` jobs of the organisation matching the filters, newest reported first, after
 * (or, "newer", before) the cursor. Every query starts from the organisation's own jobs, in
 * the order of its index (organisation_id, created_at desc), so a page reads its own rows.
 */
async function readPage(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId">,
  filters: OrgJobFilters,
  options: { cursor: PageCursor | null; direction: "older" | "newer"; limit: number; now: Date },
) {
  const newer = options.direction === "newer";
  const order = newer ? "asc" : "desc";
  const { cursor } = options;
  const conditions = filterConditions(filters, options.now);
  if (cursor) {
    conditions.push(
      sql<SqlBool>`(jobs.created_at, jobs.id) ${sql.raw(newer ? ">" : "<")} (${cursor.created}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await orgJobsQuery(db, scope)
    .where((eb) => eb.and(conditions))
    .orderBy("jobs.created_at", order)
    .orderBy("jobs.id", order)
    .limit(options.limit)
    .execute();
  return newer ? rows.reverse() : rows;
}

/**
 * Everything /org/{slug}/jobs shows for a query string: the filters, one keyset page of the
 * organisation's jobs (never counting or skipping the rows before it, so the hundredth page
 * costs what the first does), and the choices of the filter form.
 */
export async function orgJobListPage(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId">,
  params: URLSearchParams,
  options: { now?: Date; size?: number } = {},
): Promise<OrgJobListPage> {
  const now = options.now ?? new Date();
  const size = options.size ?? ORG_JOBS_PAGE_SIZE;
  const parsed = parseOrgJobFilters(params);
  const { filters } = parsed;
  const before = decodePageCursor(params.get("before"));
  const after = before ? null : decodePageCursor(params.get("after"));

  let rows = before
    ? await readPage(db, scope, filters, {
        cursor: before,
        direction: "newer",
        limit: size + 1,
        now,
      })
    : [];
  // Fewer than a page of newer jobs: those are the start of the list, so show the first page.
  const fromStart = !before || rows.length <= size;
  if (before && !fromStart) rows = rows.slice(1);
  if (fromStart) {
    rows = await readPage(db, scope, filters, {
      cursor: after,
      direction: "older",
      limit: size + 1,
      now,
    });
  }
  const hasOlder = fromStart ? rows.length > size : true;
  const shown = fromStart ? rows.slice(0, size) : rows;
  const first = shown[0];
  const last = shown[shown.length - 1];
  const query = orgFilterQuery(filters);
  const pageQuery = (key: "after" | "before", cursor: PageCursor) => {
    const next = new URLSearchParams(query);
    next.set(key, encodePageCursor(cursor));
    return next.toString();
  };
  const cursorOf = (row: { created_key: string; id: string }) => ({
    created: row.created_key,
    id: row.id,
  });
  const isFirstPage = fromStart && !after;
  const properties = await db
    .selectFrom("organisation_properties")
    .select(["id", "label", "archived_at"])
    .where("organisation_id", "=", scope.organisationId)
    .orderBy("label")
    .orderBy("id")
    .execute();
  return {
    jobs: shown.map((row) => orgJobListItem(row, now)),
    newerQuery: !isFirstPage && first ? pageQuery("before", cursorOf(first)) : null,
    olderQuery: hasOlder && last ? pageQuery("after", cursorOf(last)) : null,
    filtered: query.size > 0,
    values: parsed.values,
    problems: parsed.problems,
    options: {
      statuses: JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] })),
      priorities: JOB_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] })),
      attention: ATTENTION_FILTERS.map((value) => ({ value, label: ATTENTION_LABELS[value] })),
      properties: properties.map((property) => ({
        value: property.id,
        label: property.archived_at ? `${property.label} (archived)` : property.label,
      })),
    },
  };
}

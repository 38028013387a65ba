import { TZDate } from "@date-fns/tz";
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { addCalendarDays, LONDON } from "~/lib/booking-rules";
import type { Database, JobSource, JobStatus } from "../db/schema.server";
import { UNASSIGNED, type JobListFilters } from "./job-filters.server";
import { likePrefix, prefixTsQuery, readJobSearch } from "./job-search.server";

/** Jobs on one page of /admin/jobs. */
export const JOBS_PAGE_SIZE = 50;

/**
 * The list's order, newest window first, the jobs still without a window before all others
 * (they wait for the office), each group newest booking first. The same expression as the
 * migration's indexes, so a page reads only its own rows from them.
 */
const SORT_KEY = sql<Date>`coalesce(jobs.window_start, 'infinity'::timestamptz)`;

/** Exact to the microsecond in UTC, so a cursor never skips a row booked in the same millisecond. */
function utcKey(column: "jobs.window_start" | "jobs.created_at") {
  return sql<
    string | null
  >`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Where a page ends: the sort keys of its last (or first) row. */
export interface JobCursor {
  /** UTC instant "2026-11-30T08:00:00.000000Z", or null for a job without a window. */
  window: string | null;
  created: string;
  id: string;
}

const UTC_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A real instant in the key's form: Postgres would refuse 2026-02-30 with an error. */
function isUtcKey(value: string): boolean {
  if (!UTC_KEY.test(value)) return false;
  const millis = `${value.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

export function encodeCursor(cursor: JobCursor): string {
  return Buffer.from(`${cursor.window ?? "none"}|${cursor.created}|${cursor.id}`).toString(
    "base64url",
  );
}

/** The cursor in a page link, or null for anything this list did not write. */
export function decodeCursor(value: string | null): JobCursor | null {
  if (!value || value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const [window, created, id, ...rest] = Buffer.from(value, "base64url")
    .toString("utf8")
    .split("|");
  if (rest.length > 0 || !window || !created || !id) return null;
  if (window !== "none" && !isUtcKey(window)) return null;
  if (!isUtcKey(created) || !UUID.test(id)) return null;
  return { window: window === "none" ? null : window, created, id };
}

/** Midnight at the start of a London calendar day. */
function londonMidnight(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(new TZDate(year ?? 1970, (month ?? 1) - 1, day ?? 1, 0, 0, LONDON).getTime());
}

type JobsExpressions = ExpressionBuilder<Database, "jobs">;

function searchCondition(eb: JobsExpressions, typed: string): Expression<SqlBool> {
  const search = readJobSearch(typed);
  if (!search) return sql<SqlBool>`false`;
  switch (search.kind) {
    case "reference":
      return eb(sql`split_part(jobs.reference, '-', 3)`, "=", search.number);
    case "phone":
      return eb("jobs.customer_phone", "=", search.e164);
    case "email":
      return eb("jobs.customer_email", "like", likePrefix(search.prefix));
    case "postcode":
      return eb("jobs.postcode", "like", likePrefix(search.prefix));
    case "name": {
      const words = prefixTsQuery(search.words);
      // Each expression is the one its index is built on (migrations 20261123020000, 20261201008600).
      return eb.or([
        sql<SqlBool>`to_tsvector('simple', jobs.customer_name) @@ to_tsquery('simple', ${words})`,
        sql<SqlBool>`to_tsvector('simple', jobs.address || ' ' || jobs.postcode) @@ to_tsquery('simple', ${words})`,
        eb("jobs.customer_email", "like", likePrefix(search.emailPrefix)),
      ]);
    }
  }
}

/** The WHERE of the filters, shared by the page and the CSV export. */
export function filterCondition(eb: JobsExpressions, filters: JobListFilters) {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.status) conditions.push(eb("jobs.status", "=", filters.status));
  if (filters.from || filters.to) conditions.push(eb("jobs.window_start", "is not", null));
  if (filters.from) conditions.push(eb(SORT_KEY, ">=", londonMidnight(filters.from)));
  if (filters.to) {
    conditions.push(eb(SORT_KEY, "<", londonMidnight(addCalendarDays(filters.to, 1))));
  }
  if (filters.engineer === UNASSIGNED) conditions.push(eb("jobs.engineer_id", "is", null));
  else if (filters.engineer) conditions.push(eb("jobs.engineer_id", "=", filters.engineer));
  if (filters.service) conditions.push(eb("jobs.service_slug", "=", filters.service));
  if (filters.area) {
    conditions.push(eb(sql`split_part(jobs.postcode, ' ', 1)`, "=", filters.area));
  }
  if (filters.source) conditions.push(eb("jobs.source", "=", filters.source));
  if (filters.q) conditions.push(searchCondition(eb, filters.q));
  return eb.and(conditions);
}

function cursorValues(cursor: JobCursor) {
  return sql`(${cursor.window ?? "infinity"}::timestamptz, ${cursor.created}::timestamptz, ${cursor.id}::uuid)`;
}

const SORT_KEYS = sql`(${SORT_KEY}, jobs.created_at, jobs.id)`;

/** One row of the list (and of the CSV export). */
export interface JobListRow {
  id: string;
  reference: string;
  status: JobStatus;
  source: JobSource;
  serviceSlug: string;
  emergency: boolean;
  windowStart: Date | null;
  windowEnd: Date | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  postcode: string;
  engineerId: string | null;
  pricePence: number | null;
  createdAt: Date;
  cursor: JobCursor;
}

/** More name matches than this, and they are dense enough to meet while walking the list. */
const BROAD_SEARCH = 500;

/**
 * How to read a search's page. Most searches match a handful of jobs: read them from the
 * search's own index and sort them ("sort"). A name search matching hundreds of jobs is
 * better read by walking the list's index until a page is full ("walk"): its matches are
 * common, and sorting all of them costs more. The capped count reads the name index only.
 */
export async function searchPlan(
  db: Kysely<Database>,
  filters: JobListFilters,
): Promise<"walk" | "sort"> {
  const { q } = filters;
  if (!q || readJobSearch(q)?.kind !== "name") return "sort";
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("jobs")
        .select("jobs.id")
        .where((inner) => searchCondition(inner, q))
        .limit(BROAD_SEARCH)
        .as("matches"),
    )
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count) >= BROAD_SEARCH ? "walk" : "sort";
}

/**
 * Up to `limit` jobs matching the filters, in the list's order, after (or, `direction:
 * "newer"`, before) the cursor; "newer" pages come back in the list's order too.
 */
export async function readJobRows(
  db: Kysely<Database>,
  filters: JobListFilters,
  options: {
    cursor?: JobCursor | null;
    direction?: "older" | "newer";
    limit: number;
    /** For a search (searchPlan); without one the list's index is walked. */
    plan?: "walk" | "sort";
  },
): Promise<JobListRow[]> {
  const newer = options.direction === "newer";
  const order = newer ? "asc" : "desc";
  const { cursor } = options;
  const walk = !filters.q || options.plan === "walk";
  const rows = await db
    .selectFrom("jobs")
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.status",
      "jobs.source",
      "jobs.service_slug",
      "jobs.emergency",
      "jobs.window_start",
      "jobs.window_end",
      "jobs.customer_name",
      "jobs.customer_email",
      "jobs.customer_phone",
      "jobs.address",
      "jobs.postcode",
      "jobs.price_pence",
      "jobs.created_at",
      "jobs.engineer_id",
      utcKey("jobs.window_start").as("window_key"),
      utcKey("jobs.created_at").as("created_key"),
    ])
    .where((eb) => {
      const filtered = filterCondition(eb, filters);
      if (!cursor) return filtered;
      const comparison = sql.raw(newer ? ">" : "<");
      return eb.and([filtered, sql<SqlBool>`${SORT_KEYS} ${comparison} ${cursorValues(cursor)}`]);
    })
    .$if(walk, (query) => query.orderBy(SORT_KEY, order))
    // The same order, written so that no index of the list's can provide it: a search is
    // answered from its own index and its (few) rows sorted. Walking the list's index
    // instead, hoping to meet matches early, reads every job when there are none.
    .$if(!walk, (query) =>
      query
        .orderBy(sql`jobs.window_start is null`, order === "desc" ? "desc" : "asc")
        .orderBy("jobs.window_start", order),
    )
    .orderBy("jobs.created_at", order)
    .orderBy("jobs.id", order)
    .limit(options.limit)
    .execute();
  const mapped = rows.map((row): JobListRow => ({
    id: row.id,
    reference: row.reference,
    status: row.status,
    source: row.source,
    serviceSlug: row.service_slug,
    emergency: row.emergency,
    windowStart: row.window_start,
    windowEnd: row.window_end,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    address: row.address,
    postcode: row.postcode,
    engineerId: row.engineer_id,
    pricePence: row.price_pence,
    createdAt: row.created_at,
    cursor: { window: row.window_key, created: row.created_key ?? "", id: row.id },
  }));
  return newer ? mapped.reverse() : mapped;
}

export interface JobListPage {
  rows: JobListRow[];
  /** Cursor for the page of newer jobs (`?before=`), when there is one. */
  newer: string | null;
  /** Cursor for the page of older jobs (`?after=`), when there is one. */
  older: string | null;
}

/**
 * One page of /admin/jobs. Keyset pages: each reads the page's rows (and one more, to know
 * whether another page follows) from where the last one ended, never counting or skipping
 * the rows before it, so the hundredth page costs what the first does.
 */
export async function listJobs(
  db: Kysely<Database>,
  filters: JobListFilters,
  page: { after?: string | null; before?: string | null } = {},
  size = JOBS_PAGE_SIZE,
): Promise<JobListPage> {
  const plan = await searchPlan(db, filters);
  const before = decodeCursor(page.before ?? null);
  if (before) {
    const rows = await readJobRows(db, filters, {
      cursor: before,
      direction: "newer",
      limit: size + 1,
      plan,
    });
    // Fewer than a page of newer jobs: those are the start of the list, so show the first page.
    const shown = rows.slice(1);
    const [first, last] = [shown[0], shown[shown.length - 1]];
    if (rows.length > size && first && last) {
      return { rows: shown, newer: encodeCursor(first.cursor), older: encodeCursor(last.cursor) };
    }
    return listJobs(db, filters, {}, size);
  }
  const after = decodeCursor(page.after ?? null);
  const rows = await readJobRows(db, filters, { cursor: after, limit: size + 1, plan });
  const shown = rows.slice(0, size);
  const last = shown[shown.length - 1];
  return {
    rows: shown,
    newer: after ? (shown[0] ? encodeCursor(shown[0].cursor) : encodeCursor(after)) : null,
    older: rows.length > size && last ? encodeCursor(last.cursor) : null,
  };
}

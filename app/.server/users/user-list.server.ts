import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { isUuid } from "~/lib/uuid";
import { primaryRole, ROLES, type Role } from "~/lib/roles";
import { likePrefix, prefixTsQuery } from "../admin-jobs/job-search.server";
import type { Database } from "../db/schema.server";
import type { UserListFilters } from "./user-filters.server";

/** Accounts on one page of /admin/users. */
export const USERS_PAGE_SIZE = 50;

/** Where a page ends: the sort keys of its last row, newest account first. */
export interface UserCursor {
  /** UTC instant to the microsecond, "2026-11-30T08:00:00.123456Z". */
  created: string;
  id: string;
}

const UTC_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant in the key's form: Postgres would refuse 2026-02-30 with an error. */
function isUtcKey(value: string): boolean {
  if (!UTC_KEY.test(value)) return false;
  const millis = `${value.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

export function encodeUserCursor(cursor: UserCursor): string {
  return Buffer.from(`${cursor.created}|${cursor.id}`).toString("base64url");
}

/** The cursor of a page link, or null for anything this list did not write. */
export function decodeUserCursor(value: string | null | undefined): UserCursor | null {
  if (!value || value.length > 120 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const [created, id, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !created || !id || !isUtcKey(created) || !isUuid(id)) return null;
  return { created, id };
}

/** One account of the list. */
export interface UserListRow {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  /** The highest role; an account without any is a client. */
  role: Role;
  organisations: string[];
  verified: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  disabled: boolean;
}

export interface UserListPage {
  rows: UserListRow[];
  /** The cursor of the next page, when there is one. */
  next: string | null;
}

type UsersExpressions = ExpressionBuilder<
  Database & { users: Database["auth.users"] },
  "users" | "profiles"
>;

interface SearchTerms {
  emailPrefix: string;
  /** The words of a name as a prefix tsquery, or null when the search is an e-mail address. */
  tsQuery: string | null;
}

/** A search: the start of an e-mail address, or the starts of a name's words (any case). */
function searchTerms(typed: string): SearchTerms {
  const query = typed.trim().replace(/\s+/g, " ").toLowerCase();
  const words = query
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5);
  const byName = !query.includes("@") && words.length > 0;
  return { emailPrefix: likePrefix(query), tsQuery: byName ? prefixTsQuery(words) : null };
}

/** The ids of the accounts a search matches, each side from its own index. */
function matchingIds(eb: UsersExpressions, terms: SearchTerms) {
  const { emailPrefix, tsQuery } = terms;
  // Each side from its own index, the few matching ids joined back: an OR across the two
  // tables would read every account.
  const fromUsers = eb
    .selectFrom("auth.users as named")
    .select("named.id")
    .where((inner) =>
      inner.or([
        inner(sql`lower(named.email)`, "like", emailPrefix),
        ...(tsQuery
          ? [
              sql<SqlBool>`to_tsvector('simple', coalesce(named.raw_user_meta_data ->> 'full_name', '')) @@ to_tsquery('simple', ${tsQuery})`,
            ]
          : []),
      ]),
    );
  const fromProfiles = eb
    .selectFrom("profiles as named_profile")
    .select("named_profile.id")
    .where((inner) =>
      inner.or([
        inner(sql`lower(named_profile.email)`, "like", emailPrefix),
        ...(tsQuery
          ? [
              sql<SqlBool>`to_tsvector('simple', named_profile.full_name) @@ to_tsquery('simple', ${tsQuery})`,
            ]
          : []),
      ]),
    );
  return fromUsers.union(fromProfiles);
}

/**
 * The same search tested on each account as the list walks them newest first: for a search
 * so common (a frequent first name) that sorting all its matches would cost more than
 * walking until a page is full.
 */
function matchesRow(eb: UsersExpressions, terms: SearchTerms): Expression<SqlBool> {
  const { emailPrefix, tsQuery } = terms;
  return eb.or([
    eb(sql`lower(users.email)`, "like", emailPrefix),
    eb(sql`lower(profiles.email)`, "like", emailPrefix),
    ...(tsQuery
      ? [
          sql<SqlBool>`to_tsvector('simple', coalesce(users.raw_user_meta_data ->> 'full_name', '')) @@ to_tsquery('simple', ${tsQuery})`,
          sql<SqlBool>`to_tsvector('simple', coalesce(profiles.full_name, '')) @@ to_tsquery('simple', ${tsQuery})`,
        ]
      : []),
  ]);
}

/** How many accounts a search matches past which the list walks instead of sorting. */
export const COMMON_SEARCH_MATCHES = 1_000;

/** Whether a search matches so many accounts that walking the list is cheaper. */
async function isCommonSearch(db: Kysely<Database>, typed: string): Promise<boolean> {
  const terms = searchTerms(typed);
  const sample = db
    .selectFrom("auth.users as users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select("users.id")
    .where((eb) => eb("users.id", "in", matchingIds(eb, terms)))
    .limit(COMMON_SEARCH_MATCHES);
  const found = await db
    .selectFrom(sample.as("matching"))
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(found.count) >= COMMON_SEARCH_MATCHES;
}

function holding(eb: UsersExpressions, role: Role) {
  return eb(
    "users.id",
    "in",
    eb.selectFrom("user_roles").select("user_roles.user_id").where("user_roles.role", "=", role),
  );
}

function filterCondition(
  eb: UsersExpressions,
  filters: UserListFilters,
  commonSearch: boolean,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.q) {
    const terms = searchTerms(filters.q);
    conditions.push(
      commonSearch ? matchesRow(eb, terms) : eb("users.id", "in", matchingIds(eb, terms)),
    );
  }
  switch (filters.role) {
    case "admin":
    case "engineer":
      conditions.push(holding(eb, filters.role));
      break;
    case "client":
      // No role at all is a client too (decision 6).
      conditions.push(
        eb.or([
          eb.exists(
            eb
              .selectFrom("user_roles")
              .select("user_roles.id")
              .whereRef("user_roles.user_id", "=", "users.id")
              .where("user_roles.role", "=", "client"),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom("user_roles")
                .select("user_roles.id")
                .whereRef("user_roles.user_id", "=", "users.id"),
            ),
          ),
        ]),
      );
      break;
    case "disabled":
      conditions.push(eb("profiles.disabled_at", "is not", null));
      break;
    case undefined:
      break;
  }
  return eb.and(conditions);
}

/**
 * Whether the filters pick out few accounts (a search, the admins, the engineers, the
 * disabled): those are read from their own indexes and sorted, instead of walking every
 * account newest first until a page is full.
 */
function isNarrow(filters: UserListFilters, commonSearch: boolean): boolean {
  if (filters.role !== undefined && filters.role !== "client") return true;
  return Boolean(filters.q) && !commonSearch;
}

const CREATED_KEY = sql<string>`to_char(users.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The query of one page's accounts (exported so a test can read its plan). */
export function userRowsQuery(
  db: Kysely<Database>,
  filters: UserListFilters,
  after: UserCursor | null,
  limit: number,
  commonSearch = false,
) {
  const narrow = isNarrow(filters, commonSearch);
  return (
    db
      .selectFrom("auth.users as users")
      .leftJoin("profiles", "profiles.id", "users.id")
      .select([
        "users.id",
        "users.email",
        "users.email_confirmed_at",
        "users.last_sign_in_at",
        "users.created_at",
        "profiles.disabled_at",
        sql<string>`coalesce(nullif(profiles.full_name, ''), users.raw_user_meta_data ->> 'full_name', '')`.as(
          "name",
        ),
        CREATED_KEY.as("created_key"),
      ])
      .where((eb) => {
        const filtered = filterCondition(eb, filters, commonSearch);
        if (!after) return filtered;
        return eb.and([
          filtered,
          sql<SqlBool>`(users.created_at, users.id) < (${after.created}::timestamptz, ${after.id}::uuid)`,
        ]);
      })
      // Written so that no index provides the order for a narrow list: its few rows are found
      // by their own index and sorted, where walking the list's index could read every account.
      .$if(narrow, (query) => query.orderBy(sql`users.created_at + interval '0 seconds'`, "desc"))
      .$if(!narrow, (query) => query.orderBy("users.created_at", "desc"))
      .orderBy("users.id", "desc")
      .limit(limit)
  );
}

/**
 * One page of every account (local or Supabase's auth.users, with the profile where there is
 * one), newest first, after the cursor. Keyset pages: each reads its own rows (and one more,
 * to know whether another page follows) from where the last one ended, so the hundredth page
 * costs what the first does. Roles and organisations are read for the page's rows only.
 */
export async function listUsers(
  db: Kysely<Database>,
  filters: UserListFilters,
  cursor: string | null = null,
  size = USERS_PAGE_SIZE,
): Promise<UserListPage> {
  const commonSearch =
    Boolean(filters.q) &&
    (filters.role === undefined || filters.role === "client") &&
    (await isCommonSearch(db, filters.q ?? ""));
  const rows = await userRowsQuery(
    db,
    filters,
    decodeUserCursor(cursor),
    size + 1,
    commonSearch,
  ).execute();
  const shown = rows.slice(0, size);
  const ids = shown.map((row) => row.id);
  const [roles, memberships] = ids.length
    ? await Promise.all([
        db
          .selectFrom("user_roles")
          .select(["user_id", "role"])
          .where("user_id", "in", ids)
          .execute(),
        db
          .selectFrom("organisation_members as m")
          .innerJoin("organisations as o", "o.id", "m.organisation_id")
          .select(["m.user_id", "o.name"])
          .where("m.user_id", "in", ids)
          .orderBy("o.name")
          .execute(),
      ])
    : [[], []];
  const last = shown[shown.length - 1];
  return {
    rows: shown.map((row) => {
      const held = ROLES.filter((role) =>
        roles.some((entry) => entry.user_id === row.id && entry.role === role),
      );
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        roles: held,
        role: primaryRole(held),
        organisations: memberships
          .filter((membership) => membership.user_id === row.id)
          .map((membership) => membership.name),
        verified: row.email_confirmed_at !== null,
        lastSignInAt: row.last_sign_in_at,
        createdAt: row.created_at,
        disabled: row.disabled_at !== null,
      };
    }),
    next:
      rows.length > size && last
        ? encodeUserCursor({ created: last.created_key, id: last.id })
        : null,
  };
}

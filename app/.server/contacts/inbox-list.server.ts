import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { ContactKind, Database, EnquirySource, EnquiryStatus } from "../db/schema.server";
import { likePrefix, prefixTsQuery } from "../admin-jobs/job-search.server";
import { readEnquirySearch } from "./inbox-search.server";

/** Enquiries on one page of /admin/contacts. */
export const ENQUIRIES_PAGE_SIZE = 50;

export const ENQUIRY_STATUSES = ["new", "in_progress", "closed"] as const;

/** What the inbox shows: one tab (or every enquiry) and a search. */
export interface EnquiryFilters {
  status: EnquiryStatus | "all";
  q?: string;
}

/** Where a page ends: the sort keys of its last row. */
export interface EnquiryCursor {
  /** UTC instant to the microsecond, "2026-11-30T08:00:00.123456Z". */
  created: string;
  id: string;
}

const UTC_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[1-9]\d{0,17}$/;

/** Whether a value from a URL or a form can be compared with an enquiry's (bigint) id. */
export function isEnquiryId(value: string): boolean {
  return ID.test(value);
}

/** A real instant in the key's form: Postgres would refuse 2026-02-30 with an error. */
function isUtcKey(value: string): boolean {
  if (!UTC_KEY.test(value)) return false;
  const millis = `${value.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

export function encodeEnquiryCursor(cursor: EnquiryCursor): string {
  return Buffer.from(`${cursor.created}|${cursor.id}`).toString("base64url");
}

/** The cursor in a page link, or null for anything this list did not write. */
export function decodeEnquiryCursor(value: string | null | undefined): EnquiryCursor | null {
  if (!value || value.length > 100 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const [created, id, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !created || !id || !isUtcKey(created) || !isEnquiryId(id)) return null;
  return { created, id };
}

type ContactsExpressions = ExpressionBuilder<Database, "contacts">;

const WORDS = sql`to_tsvector('simple',
  contacts.name || ' ' || coalesce(contacts.company_name, '') || ' ' || contacts.message)`;

function searchCondition(eb: ContactsExpressions, typed: string): Expression<SqlBool> {
  const search = readEnquirySearch(typed);
  if (!search) return sql<SqlBool>`false`;
  switch (search.kind) {
    case "reference":
      return eb("contacts.id", "=", search.id);
    case "phone":
      return eb("contacts.phone", "=", search.e164);
    case "email":
      return eb(sql`lower(contacts.email)`, "like", likePrefix(search.prefix));
    case "postcode":
      return eb("contacts.postcode", "like", likePrefix(search.prefix));
    case "words":
      return sql<SqlBool>`${WORDS} @@ to_tsquery('simple', ${prefixTsQuery(search.words)})`;
  }
}

/** One row of the inbox. */
export interface EnquiryListRow {
  id: string;
  kind: ContactKind;
  source: EnquirySource;
  status: EnquiryStatus;
  name: string;
  email: string;
  postcode: string;
  companyName: string | null;
  /** The start of the message, as much as a row shows. */
  excerpt: string;
  createdAt: Date;
  unread: boolean;
  cursor: EnquiryCursor;
}

export interface EnquiryListPage {
  rows: EnquiryListRow[];
  /** Cursor of the next (older) page, when there is one. */
  next: string | null;
}

const EXCERPT_LENGTH = 140;

/**
 * One page of the inbox, newest first. Keyset pages: each reads its rows (and one more, to
 * know whether another page follows) from where the last one ended, along the index of its
 * tab, so the hundredth page costs what the first does. A cursor this list did not write
 * reads the first page.
 */
export async function listEnquiries(
  db: Kysely<Database>,
  filters: EnquiryFilters,
  cursor: string | null = null,
  size = ENQUIRIES_PAGE_SIZE,
): Promise<EnquiryListPage> {
  const after = decodeEnquiryCursor(cursor);
  const rows = await db
    .selectFrom("contacts")
    .select([
      "contacts.id",
      "contacts.kind",
      "contacts.source",
      "contacts.status",
      "contacts.name",
      "contacts.email",
      "contacts.postcode",
      "contacts.company_name",
      "contacts.created_at",
      "contacts.read_at",
      sql<string>`left(contacts.message, ${EXCERPT_LENGTH + 1})`.as("excerpt"),
      sql<string>`to_char(contacts.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        "created_key",
      ),
    ])
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filters.status !== "all") conditions.push(eb("contacts.status", "=", filters.status));
      if (filters.q) conditions.push(searchCondition(eb, filters.q));
      if (after) {
        conditions.push(
          sql<SqlBool>`(contacts.created_at, contacts.id) < (${after.created}::timestamptz, ${after.id}::bigint)`,
        );
      }
      return eb.and(conditions);
    })
    .orderBy("contacts.created_at", "desc")
    .orderBy("contacts.id", "desc")
    .limit(size + 1)
    .execute();
  const shown = rows.slice(0, size).map((row): EnquiryListRow => ({
    id: row.id,
    kind: row.kind,
    source: row.source,
    status: row.status,
    name: row.name,
    email: row.email,
    postcode: row.postcode,
    companyName: row.company_name,
    excerpt: excerpt(row.excerpt),
    createdAt: row.created_at,
    unread: row.read_at === null,
    cursor: { created: row.created_key, id: row.id },
  }));
  const last = shown.at(-1);
  return {
    rows: shown,
    next: rows.length > size && last ? encodeEnquiryCursor(last.cursor) : null,
  };
}

/** The message's first words on one line, cut at a word with an ellipsis when longer. */
function excerpt(start: string): string {
  const line = start.replace(/\s+/g, " ").trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type EnquiryCounts = Record<EnquiryStatus | "unread", number>;

/** The tabs' counts and the unread count, kept by the database's triggers: one small read. */
export async function countEnquiries(db: Kysely<Database>): Promise<EnquiryCounts> {
  const rows = await db.selectFrom("contact_counts").select(["bucket", "total"]).execute();
  const counts: EnquiryCounts = { new: 0, in_progress: 0, closed: 0, unread: 0 };
  for (const row of rows) counts[row.bucket] = Number(row.total);
  return counts;
}

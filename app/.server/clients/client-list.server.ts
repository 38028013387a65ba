import { sql, type Kysely, type RawBuilder } from "kysely";
import { hasControlCharacter } from "~/lib/schemas/text";
import type { Database } from "../db/schema.server";
import { likePrefix, prefixTsQuery, readJobSearch } from "../admin-jobs/job-search.server";

/** Clients on one page of /admin/clients. */
export const CLIENTS_PAGE_SIZE = 50;

export interface ClientListFilters {
  /** What was typed in the search box: a name, e-mail, phone, postcode or job reference. */
  q?: string;
}

/** One client of the list: one e-mail address, whether a customer, an account or both. */
export interface ClientListRow {
  /** The client page's key: the customer's id, or the account's when there is no customer. */
  key: string;
  email: string;
  name: string;
  phone: string | null;
  customerId: string | null;
  accountId: string | null;
  jobs: number;
  /** Pence of the prices recorded on the client's jobs; null when none was recorded. */
  spentPence: number | null;
  lastJobAt: Date | null;
}

export interface ClientListPage {
  rows: ClientListRow[];
  /** Cursor of the next page (`?after=`), when there is one. */
  next: string | null;
}

const MAX_EMAIL_LENGTH = 320;

export function encodeClientCursor(email: string): string {
  return Buffer.from(email, "utf8").toString("base64url");
}

/** The last e-mail of the page a link came from, or null for anything this list did not write. */
export function decodeClientCursor(value: string | null | undefined): string | null {
  if (!value || value.length > 440 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const email = Buffer.from(value, "base64url").toString("utf8");
  if (!email || email.length > MAX_EMAIL_LENGTH || email !== email.toLowerCase()) return null;
  // Postgres refuses NUL, and no address holds a control character or a replacement mark.
  if (hasControlCharacter(email) || email.includes("\ufffd")) return null;
  return email;
}

// Addresses in byte order, as the migration's indexes keep them.
const customerEmail = sql<string>`(c.email collate "C")`;
const accountEmail = sql<string>`(lower(p.email) collate "C")`;

/** Accounts of people who are not staff: a client account (no role at all counts as client). */
const NOT_STAFF = sql`not exists (select 1 from public.user_roles r
  where r.user_id = p.id and r.role in ('admin', 'engineer'))`;

/**
 * The e-mail addresses that match the search, as two SQL sources: one of customers, one of
 * client accounts, each answered from its own index. null: the search matches nobody.
 */
function matchingSources(
  q: string | undefined,
): { customers: RawBuilder<unknown>; accounts: RawBuilder<unknown> } | null {
  if (!q) return { customers: sql`true`, accounts: sql`true` };
  const search = readJobSearch(q);
  if (!search) return null;
  switch (search.kind) {
    case "email":
      return {
        customers: sql`${customerEmail} like ${likePrefix(search.prefix)}`,
        accounts: sql`${accountEmail} like ${likePrefix(search.prefix)}`,
      };
    case "phone":
      return { customers: sql`c.phone = ${search.e164}`, accounts: sql`p.phone = ${search.e164}` };
    case "name": {
      const words = prefixTsQuery(search.words);
      const emailPrefix = likePrefix(search.emailPrefix);
      return {
        customers: sql`(to_tsvector('simple', c.name) @@ to_tsquery('simple', ${words})
          or ${customerEmail} like ${emailPrefix})`,
        accounts: sql`(to_tsvector('simple', p.full_name) @@ to_tsquery('simple', ${words})
          or ${accountEmail} like ${emailPrefix})`,
      };
    }
    // The postcode and the reference belong to jobs: their customers are the clients.
    case "postcode":
      return {
        customers: sql`c.id in (select j.customer_id from public.jobs j
          where j.postcode like ${likePrefix(search.prefix)})`,
        accounts: sql`false`,
      };
    case "reference":
      return {
        customers: sql`c.id in (select j.customer_id from public.jobs j
          where split_part(j.reference, '-', 3) = ${search.number})`,
        accounts: sql`false`,
      };
  }
}

/**
 * The next `limit` e-mail addresses of the list after `after`: the customers' and the client
 * accounts' in one order, each address once. Each side reads at most `limit` rows from its
 * index, so a page costs the same at any size.
 */
async function pageEmails(
  db: Kysely<Database>,
  filters: ClientListFilters,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const sources = matchingSources(filters.q?.trim());
  if (!sources) return [];
  const afterCustomer = after === null ? sql`true` : sql`${customerEmail} > ${after}`;
  const afterAccount = after === null ? sql`true` : sql`${accountEmail} > ${after}`;
  // Without a search each side walks its list index from the cursor. A search is answered
  // from its own index and its few matches sorted: ordered by an expression no index gives,
  // so the planner never walks the whole list hoping to meet a match (a search matching
  // nobody would read every client).
  const searching = Boolean(filters.q?.trim());
  const customerOrder = searching ? sql`${customerEmail} || ''` : customerEmail;
  const accountOrder = searching ? sql`${accountEmail} || ''` : accountEmail;
  const result = await sql<{ email: string }>`
    select email from (
      (select ${customerEmail} as email from public.customers c
        where c.erased_at is null and ${afterCustomer} and ${sources.customers}
        order by ${customerOrder} limit ${limit})
      union
      (select ${accountEmail} as email from public.profiles p
        where p.erased_at is null and ${afterAccount} and ${NOT_STAFF} and ${sources.accounts}
        order by ${accountOrder} limit ${limit})
    ) as matches
    order by email collate "C"
    limit ${limit}`.execute(db);
  return result.rows.map((row) => row.email);
}

interface DetailRow {
  email: string;
  customer_id: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  account_id: string | null;
  account_name: string | null;
  account_phone: string | null;
  jobs: string;
  spent: string | null;
  last_job_at: Date | null;
}

/** The customer, the account and the jobs' figures of each address, one query for the page. */
async function clientDetails(db: Kysely<Database>, emails: string[]): Promise<ClientListRow[]> {
  if (emails.length === 0) return [];
  const result = await sql<DetailRow>`
    select e.email, c.id as customer_id, c.name as customer_name, c.phone as customer_phone,
      a.id as account_id, a.full_name as account_name, a.phone as account_phone,
      figures.jobs, figures.spent, figures.last_job_at
    from unnest(${emails}::text[]) with ordinality as e(email, position)
    left join public.customers c on lower(c.email) = e.email and c.erased_at is null
    left join lateral (
      select p.id, p.full_name, p.phone from public.profiles p
      where lower(p.email) = e.email and p.erased_at is null
      order by p.created_at limit 1
    ) as a on true
    left join lateral (
      select count(*) as jobs, sum(j.price_pence) as spent,
        max(coalesce(j.window_start, j.created_at)) as last_job_at
      from public.jobs j
      where j.customer_id = c.id or j.user_id = a.id
    ) as figures on true
    order by e.position`.execute(db);
  return result.rows.flatMap((row): ClientListRow[] => {
    const key = row.customer_id ?? row.account_id;
    if (!key) return [];
    return [
      {
        key,
        email: row.email,
        name: row.customer_name ?? row.account_name ?? "",
        phone: row.customer_phone ?? row.account_phone,
        customerId: row.customer_id,
        accountId: row.account_id,
        jobs: Number(row.jobs),
        spentPence: row.spent === null ? null : Number(row.spent),
        lastJobAt: row.last_job_at,
      },
    ];
  });
}

/**
 * One page of /admin/clients: clients in e-mail order after the cursor (an address, as
 * `encodeClientCursor` wrote it), matching the search. Keyset pages: the hundredth page
 * costs what the first does; no total count (it would read every client).
 */
export async function listClients(
  db: Kysely<Database>,
  filters: ClientListFilters,
  cursor: string | null = null,
  size = CLIENTS_PAGE_SIZE,
): Promise<ClientListPage> {
  const after = decodeClientCursor(cursor);
  const emails = await pageEmails(db, filters, after, size + 1);
  const shown = emails.slice(0, size);
  const rows = await clientDetails(db, shown);
  const last = shown[shown.length - 1];
  return { rows, next: emails.length > size && last ? encodeClientCursor(last) : null };
}

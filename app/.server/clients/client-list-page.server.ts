import type { Kysely } from "kysely";
import { LONDON } from "~/lib/booking-rules";
import { formatPence } from "~/lib/money";
import { formatUkPhone } from "~/lib/phone";
import { hasControlCharacter } from "~/lib/schemas/text";
import { CLIENT_SEARCH_MAX_LENGTH } from "~/lib/schemas/clients";
import type { Database } from "../db/schema.server";
import { listClients } from "./client-list.server";
import type { ClientListItem } from "~/lib/views/clients";
export type { ClientListItem } from "~/lib/views/clients";

export interface ClientListPageFacts {
  clients: ClientListItem[];
  q: string;
  /** The search box's limit, sent with the page so its script needs no schema module (zod). */
  searchMaxLength: number;
  problem: string | null;
  /** Query strings of the next page and of the first (when not on it). */
  nextQuery: string | null;
  firstQuery: string | null;
}

const dayLabel = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: LONDON,
});

const SEARCH_PROBLEM = `Search with up to ${CLIENT_SEARCH_MAX_LENGTH} letters and digits, without hidden characters`;

/** Everything /admin/clients shows for a query string: the search and one page of clients. */
export async function clientListPage(
  db: Kysely<Database>,
  params: URLSearchParams,
): Promise<ClientListPageFacts> {
  const typed = (params.get("q") ?? "").trim();
  const readable = typed.length <= CLIENT_SEARCH_MAX_LENGTH && !hasControlCharacter(typed);
  const q = readable ? typed : "";
  const after = params.get("after");
  const page = await listClients(db, { q }, after);
  const withSearch = (cursor: string | null) => {
    const next = new URLSearchParams();
    if (q) next.set("q", q);
    if (cursor) next.set("after", cursor);
    return next.toString();
  };
  return {
    clients: page.rows.map((row) => ({
      key: row.key,
      name: row.name,
      email: row.email,
      phone: row.phone ? formatUkPhone(row.phone) : null,
      jobs: row.jobs,
      spent: row.spentPence === null ? null : formatPence(row.spentPence),
      hasAccount: row.accountId !== null,
      lastJob: row.lastJobAt ? dayLabel.format(row.lastJobAt) : null,
    })),
    q: readable ? typed : typed.slice(0, CLIENT_SEARCH_MAX_LENGTH),
    searchMaxLength: CLIENT_SEARCH_MAX_LENGTH,
    problem: readable ? null : SEARCH_PROBLEM,
    nextQuery: page.next ? withSearch(page.next) : null,
    firstQuery: after ? withSearch(null) : null,
  };
}

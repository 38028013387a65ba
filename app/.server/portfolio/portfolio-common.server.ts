import { sql, type Kysely, type Transaction } from "kysely";
import { numberedSlug, slugFromTitle } from "~/lib/portfolio";
import type { StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";

/** The change log's name for a portfolio project; its pictures' changes are logged on it too. */
export const PORTFOLIO_ENTITY = "portfolio-project";

export type Executor = Kysely<Database> | Transaction<Database>;

export type { StaffActor };

/** Why a portfolio change did not happen, as data the route turns into a status. */
export type PortfolioRefusal =
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; field: string | null; message: string };

export function refusedOn(field: string | null, message: string): PortfolioRefusal {
  return { ok: false, reason: "refused", field, message };
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "23505";
}

// One lock for the projects' order: two offices adding or moving at once never share a position.
const ORDER_LOCK_KEY = 7_461_133_912;

export async function lockPortfolioOrder(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ORDER_LOCK_KEY})`.execute(trx);
}

/** Locks the project row, so its pictures' positions change one request at a time. */
export async function lockProject(trx: Transaction<Database>, projectId: string) {
  return trx
    .selectFrom("portfolio_projects")
    .select([
      "id",
      "title",
      "slug",
      "summary",
      "body",
      "service_slug",
      "location",
      "published",
      "before_alt",
      "after_alt",
      sql<string>`completed_on::text`.as("completed_on"),
    ])
    .where("id", "=", projectId)
    .forUpdate()
    .executeTakeFirst();
}

/** The slug typed, or one made from the title and numbered until no other project has it. */
export async function freeSlug(
  db: Executor,
  title: string,
  typed: string | undefined,
  exceptProjectId: string | null,
): Promise<{ ok: true; slug: string } | { ok: false }> {
  const taken = async (slug: string) => {
    let query = db.selectFrom("portfolio_projects").select("id").where("slug", "=", slug);
    if (exceptProjectId) query = query.where("id", "<>", exceptProjectId);
    return (await query.executeTakeFirst()) !== undefined;
  };
  if (typed) return (await taken(typed)) ? { ok: false } : { ok: true, slug: typed };
  const base = slugFromTitle(title);
  if (!(await taken(base))) return { ok: true, slug: base };
  for (let number = 2; number < 1000; number += 1) {
    const slug = numberedSlug(base, number);
    if (!(await taken(slug))) return { ok: true, slug };
  }
  return { ok: false };
}

import type { Kysely } from "kysely";
import { formatLondonDateTime } from "~/lib/booking-rules";
import type { Database } from "../db/schema.server";
import type { ChangeHistoryEntry } from "~/lib/views/admin";
import { describeJobChange, idsToName } from "./job-change-words";
export type { ChangeHistoryEntry } from "~/lib/views/admin";

export const CHANGE_HISTORY_LIMIT = 50;

function asText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : null;
}

/**
 * Before and after as rows of the fields that differ; a value that is not an object (or
 * missing on one side) is one row named after the action.
 */
export function changedFields(
  action: string,
  before: unknown,
  after: unknown,
): ChangeHistoryEntry["fields"] {
  const was = asRecord(before);
  const now = asRecord(after);
  if (!was && !now) {
    return before === null && after === null
      ? []
      : [{ name: action, before: asText(before), after: asText(after) }];
  }
  const names = [...new Set([...Object.keys(was ?? {}), ...Object.keys(now ?? {})])];
  return names
    .filter((name) => JSON.stringify(was?.[name]) !== JSON.stringify(now?.[name]))
    .map((name) => ({ name, before: asText(was?.[name]), after: asText(now?.[name]) }));
}

/**
 * The latest changes of one record (decision 18), newest first, with who made them: the
 * history every record page of /admin shows. Reads the (entity, entity_id, at) index.
 */
async function readChangeRows(
  db: Kysely<Database>,
  record: { entity: string | readonly string[]; entityId: string | readonly string[] },
  limit: number,
) {
  const entities = typeof record.entity === "string" ? [record.entity] : [...record.entity];
  const ids = typeof record.entityId === "string" ? [record.entityId] : [...record.entityId];
  const rows = await db
    .selectFrom("change_log as c")
    .leftJoin("profiles as p", "p.id", "c.actor_id")
    .select([
      "c.id",
      "c.at",
      "c.actor_role",
      "c.action",
      "c.before",
      "c.after",
      "p.full_name",
      "p.email",
    ])
    .where("c.entity", "in", entities)
    .where("c.entity_id", "in", ids)
    .orderBy("c.at", "desc")
    .orderBy("c.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    atLabel: formatLondonDateTime(row.at),
    who: row.full_name || row.email || (row.actor_role === "system" ? "The site" : row.actor_role),
    action: row.action,
    before: row.before,
    after: row.after,
  }));
}

/**
 * The latest changes of one record (decision 18), newest first, with who made them: the
 * history every record page of /admin shows. Reads the (entity, entity_id, at) index.
 */
export async function listChangeHistory(
  db: Kysely<Database>,
  record: { entity: string | readonly string[]; entityId: string | readonly string[] },
  limit = CHANGE_HISTORY_LIMIT,
): Promise<ChangeHistoryEntry[]> {
  const rows = await readChangeRows(db, record, limit);
  return rows.map(({ before, after, ...row }) => ({
    ...row,
    fields: changedFields(row.action, before, after),
  }));
}

/** A job's change log in words (job-change-words.ts), with the names of the people in it. */
export async function listJobChangeLog(
  db: Kysely<Database>,
  jobId: string,
  limit = CHANGE_HISTORY_LIMIT,
): Promise<ChangeHistoryEntry[]> {
  const rows = await readChangeRows(db, { entity: "job", entityId: jobId }, limit);
  const ids = idsToName(rows);
  const [people, organisations] = await Promise.all([
    ids.people.length
      ? db
          .selectFrom("profiles")
          .select(["id", "full_name", "email"])
          .where("id", "in", ids.people)
          .execute()
      : [],
    ids.organisations.length
      ? db
          .selectFrom("organisations")
          .select(["id", "name"])
          .where("id", "in", ids.organisations)
          .execute()
      : [],
  ]);
  const names = {
    people: new Map(people.map((person) => [person.id, person.full_name || person.email])),
    organisations: new Map(
      organisations.map((organisation) => [organisation.id, organisation.name]),
    ),
  };
  return rows.map(({ before, after, ...row }) => ({
    ...row,
    ...describeJobChange({ action: row.action, before, after }, names),
  }));
}

import { sql, type Kysely, type Transaction } from "kysely";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";

/** What an office change to an account did, for the toast; or why not. */
export type AccountChangeResult =
  | { ok: true; title: string; description: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; message: string }
  /** Taking the engineer role away moves jobs: the office confirms with their number. */
  | { ok: false; reason: "confirm"; futureJobs: number; message: string };

export const NOT_FOUND = { ok: false, reason: "not-found" } as const;

export function refusal(message: string): AccountChangeResult {
  return { ok: false, reason: "refused", message };
}

export const ACCOUNT_MESSAGES = {
  notAdmin: "Your account is no longer an administrator, so nothing was changed.",
  ownAdmin: "You cannot take your own admin role away: ask another administrator to do it.",
  ownDisable: "You cannot disable your own account: ask another administrator to do it.",
  lastAdmin:
    "There must always be at least one administrator who can sign in: make someone else an administrator first.",
  alreadyHeld: "The account already has that role.",
  notHeld: "The account does not have that role.",
  engineerDisable:
    "Take the engineer role away first, so their future jobs go back to the queue, then disable the account.",
  startedJob: (reference: string) =>
    `They are on their way to or at job ${reference}: take the role away once it is finished.`,
} as const;

/** The one key every change of roles and disabled accounts waits for, one at a time. */
const ROLE_LOCK = "office-roles";

/** Waits for, then holds until the transaction ends, the lock of every change of roles. */
export async function lockRoles(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${ROLE_LOCK}, 0))`.execute(trx);
}

/** Administrators who can still sign in (not disabled). */
export async function activeAdminCount(
  trx: Kysely<Database> | Transaction<Database>,
  except?: string,
): Promise<number> {
  const row = await trx
    .selectFrom("user_roles as r")
    .leftJoin("profiles as p", "p.id", "r.user_id")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("r.role", "=", "admin")
    .where("p.disabled_at", "is", null)
    .$if(except !== undefined, (query) => query.where("r.user_id", "<>", except ?? ""))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function actsAsAdmin(trx: Transaction<Database>, actor: StaffActor): Promise<boolean> {
  const row = await trx
    .selectFrom("user_roles as r")
    .leftJoin("profiles as p", "p.id", "r.user_id")
    .select("r.user_id")
    .where("r.user_id", "=", actor.id)
    .where("r.role", "=", "admin")
    .where("p.disabled_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An administrator's change to accounts, in one transaction under one lock, so two admins
 * acting at once take turns: each then sees the other's change, and one demoted (or disabled)
 * a moment ago acts no more. That is how "at least one administrator" holds whatever the
 * timing. The account must exist (`userId` already checked as a uuid).
 */
export function asAdmin(
  db: Kysely<Database>,
  actor: StaffActor,
  userId: string,
  change: (
    trx: Transaction<Database>,
    log: (entry: LogEntry) => Promise<void>,
  ) => Promise<AccountChangeResult>,
): Promise<AccountChangeResult> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const account = await trx
      .selectFrom("auth.users")
      .select("id")
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!account) return NOT_FOUND;
    if (!(await actsAsAdmin(trx, actor))) return refusal(ACCOUNT_MESSAGES.notAdmin);
    return change(trx, (entry) =>
      logChange(trx, { actor, entity: "user", entityId: userId, ...entry }),
    );
  });
}

export interface LogEntry {
  action: string;
  before?: unknown;
  after?: unknown;
}

import { sql, type Kysely, type Transaction } from "kysely";
import { isUuid } from "~/lib/uuid";
import { ROLE_LABELS, type Role } from "~/lib/roles";
import type { StaffActor } from "../audit/change-log.server";
import { logChange } from "../audit/change-log.server";
import type { AuthAdapter } from "../auth/port.server";
import type { Database } from "../db/schema.server";
import { engineerOpenJobs, unassignEveryJobOf } from "../dispatch/dispatch.server";
import {
  ACCOUNT_MESSAGES,
  activeAdminCount,
  asAdmin,
  NOT_FOUND,
  refusal,
  type AccountChangeResult,
} from "./role-lock.server";

export type { AccountChangeResult };

export interface ChangeOptions {
  now?: Date;
}

function roleName(role: Role): string {
  return ROLE_LABELS[role].toLowerCase();
}

async function holds(trx: Transaction<Database>, userId: string, role: Role): Promise<boolean> {
  const row = await trx
    .selectFrom("user_roles")
    .select("id")
    .where("user_id", "=", userId)
    .where("role", "=", role)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives an account a role. A new engineer is on the board and counted in capacity at once. */
export function giveRole(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { userId: string; role: Role },
): Promise<AccountChangeResult> {
  if (!isUuid(input.userId)) return Promise.resolve(NOT_FOUND);
  return asAdmin(db, actor, input.userId, async (trx, log) => {
    if (await holds(trx, input.userId, input.role)) return refusal(ACCOUNT_MESSAGES.alreadyHeld);
    await trx
      .insertInto("user_roles")
      .values({ user_id: input.userId, role: input.role })
      .execute();
    await log({
      action: `Gave the ${roleName(input.role)} role`,
      before: { [input.role]: false },
      after: { [input.role]: true },
    });
    return {
      ok: true,
      title: "Role given",
      description:
        input.role === "engineer"
          ? "They are on the dispatch board and count in capacity, with the default working hours (06:00–22:00 every day) until you change them."
          : `The account now has the ${roleName(input.role)} role.`,
    };
  });
}

/** How many jobs an engineer holds that are not started yet (what the confirmation names). */
export async function futureJobCount(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<number> {
  if (!isUuid(userId)) return 0;
  const row = await db
    .selectFrom(engineerOpenJobs(db, userId).as("open"))
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function futureJobsSentence(count: number): string {
  return count === 1
    ? "their 1 future job goes back to the unassigned queue"
    : `their ${count} future jobs go back to the unassigned queue`;
}

/**
 * Takes a role away. Never an administrator's own admin role, never the last administrator
 * who can sign in. The engineer role: their jobs not started yet go back to the unassigned
 * queue through the board's own unassign, in the same transaction, once the office has
 * confirmed their number (`confirmedJobs`); another number, or none, asks again.
 */
export function takeRole(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { userId: string; role: Role; confirmedJobs?: number },
  options: ChangeOptions = {},
): Promise<AccountChangeResult> {
  if (!isUuid(input.userId)) return Promise.resolve(NOT_FOUND);
  const now = options.now ?? new Date();
  return asAdmin(db, actor, input.userId, async (trx, log) => {
    if (!(await holds(trx, input.userId, input.role))) return refusal(ACCOUNT_MESSAGES.notHeld);
    if (input.role === "admin") {
      if (input.userId === actor.id) return refusal(ACCOUNT_MESSAGES.ownAdmin);
      if ((await activeAdminCount(trx, input.userId)) === 0) {
        return refusal(ACCOUNT_MESSAGES.lastAdmin);
      }
    }
    let moved: string[] = [];
    if (input.role === "engineer") {
      const started = await trx
        .selectFrom("jobs")
        .select("reference")
        .where("engineer_id", "=", input.userId)
        .where("status", "in", ["en_route", "on_site"])
        .executeTakeFirst();
      if (started) return refusal(ACCOUNT_MESSAGES.startedJob(started.reference));
      const count = await futureJobCount(trx, input.userId);
      if (count > 0 && input.confirmedJobs !== count) {
        return {
          ok: false,
          reason: "confirm",
          futureJobs: count,
          message: `Take the engineer role away? ${futureJobsSentence(count).replace(/^t/, "T")}.`,
        };
      }
      moved = await unassignEveryJobOf(trx, actor, input.userId, now);
    }
    await trx
      .deleteFrom("user_roles")
      .where("user_id", "=", input.userId)
      .where("role", "=", input.role)
      .execute();
    await log({
      action:
        moved.length > 0
          ? `Took the ${roleName(input.role)} role away; ${moved.length} future job${moved.length === 1 ? "" : "s"} back in the queue`
          : `Took the ${roleName(input.role)} role away`,
      before: { [input.role]: true },
      after: { [input.role]: false, ...(moved.length ? { jobsUnassigned: moved } : {}) },
    });
    return {
      ok: true,
      title: "Role taken away",
      description:
        moved.length > 0
          ? `The ${roleName(input.role)} role is gone and ${futureJobsSentence(moved.length)}.`
          : `The account no longer has the ${roleName(input.role)} role.`,
    };
  });
}

/**
 * Disables an account (sign-in refused, every session ended at once) or enables it again.
 * Never one's own; never the last administrator who can sign in; never an engineer (the role
 * goes first, so their jobs are not left on the board with nobody to do them).
 */
export async function setDisabled(
  db: Kysely<Database>,
  auth: Pick<AuthAdapter, "endEverySession">,
  actor: StaffActor,
  input: { userId: string; disabled: boolean },
  options: ChangeOptions = {},
): Promise<AccountChangeResult> {
  if (!isUuid(input.userId)) return NOT_FOUND;
  const now = options.now ?? new Date();
  const result = await asAdmin(db, actor, input.userId, async (trx, log) => {
    if (input.disabled) {
      if (input.userId === actor.id) return refusal(ACCOUNT_MESSAGES.ownDisable);
      if (await holds(trx, input.userId, "engineer")) {
        return refusal(ACCOUNT_MESSAGES.engineerDisable);
      }
      if (
        (await holds(trx, input.userId, "admin")) &&
        (await activeAdminCount(trx, input.userId)) === 0
      ) {
        return refusal(ACCOUNT_MESSAGES.lastAdmin);
      }
    }
    // An account that never signed in has no profile yet: it gets one to carry the flag.
    await trx
      .insertInto("profiles")
      .columns(["id", "email", "full_name"])
      .expression((eb) =>
        eb
          .selectFrom("auth.users")
          .select([
            "id",
            "email",
            sql<string>`coalesce(raw_user_meta_data ->> 'full_name', '')`.as("full_name"),
          ])
          .where("id", "=", input.userId),
      )
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    const profile = await trx
      .selectFrom("profiles")
      .select("disabled_at")
      .where("id", "=", input.userId)
      .executeTakeFirstOrThrow();
    if ((profile.disabled_at !== null) === input.disabled) {
      return refusal(
        input.disabled ? "The account is already disabled." : "The account is already enabled.",
      );
    }
    await trx
      .updateTable("profiles")
      .set({
        disabled_at: input.disabled ? now : null,
        disabled_by: input.disabled ? actor.id : null,
        updated_at: now,
      })
      .where("id", "=", input.userId)
      .execute();
    await log({
      action: input.disabled ? "Disabled the account" : "Enabled the account",
      before: { disabled: !input.disabled },
      after: { disabled: input.disabled },
    });
    return input.disabled
      ? {
          ok: true,
          title: "Account disabled",
          description: "They can no longer sign in, and every session of theirs has ended.",
        }
      : { ok: true, title: "Account enabled", description: "They can sign in again." };
  });
  // After the commit: the disabled profile already refuses every session on its next request.
  if (result.ok && input.disabled) await auth.endEverySession(input.userId);
  return result;
}

/** The address of an account, and whether it is confirmed. */
async function accountAddress(db: Kysely<Database>, userId: string) {
  if (!isUuid(userId)) return null;
  return (
    (await db
      .selectFrom("auth.users")
      .select(["email", "email_confirmed_at"])
      .where("id", "=", userId)
      .executeTakeFirst()) ?? null
  );
}

/** A new verification e-mail for an account whose address is not confirmed yet. */
export async function sendVerification(
  db: Kysely<Database>,
  auth: Pick<AuthAdapter, "resendVerification">,
  actor: StaffActor,
  input: { userId: string },
  options: { siteOrigin: string },
): Promise<AccountChangeResult> {
  const account = await accountAddress(db, input.userId);
  if (!account) return NOT_FOUND;
  if (account.email_confirmed_at) return refusal("This e-mail address is already confirmed.");
  const sent = await auth.resendVerification(account.email, options.siteOrigin);
  if (!sent.ok) return refusal(sent.message);
  await logChange(db, {
    actor,
    entity: "user",
    entityId: input.userId,
    action: "Sent a new verification e-mail",
    after: { to: account.email },
  });
  return {
    ok: true,
    title: "Verification e-mail sent",
    description: `A new link is on its way to ${account.email}.`,
  };
}

/** A password-reset e-mail: the office never sees or sets a password. */
export async function sendPasswordReset(
  db: Kysely<Database>,
  auth: Pick<AuthAdapter, "requestPasswordReset">,
  actor: StaffActor,
  input: { userId: string },
  options: { siteOrigin: string },
): Promise<AccountChangeResult> {
  const account = await accountAddress(db, input.userId);
  if (!account) return NOT_FOUND;
  await auth.requestPasswordReset(account.email, options.siteOrigin);
  await logChange(db, {
    actor,
    entity: "user",
    entityId: input.userId,
    action: "Sent a password-reset e-mail",
    after: { to: account.email },
  });
  return {
    ok: true,
    title: "Password-reset e-mail sent",
    description: `A link to choose a new password is on its way to ${account.email}.`,
  };
}

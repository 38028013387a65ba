import type { Kysely } from "kysely";
import { DEFAULT_ROLE, primaryRole, type Role } from "~/lib/roles";
import type { Database, Profile } from "../db/schema.server";
import type { AuthUser } from "../auth/port.server";

export interface Account {
  user: AuthUser;
  profile: Profile | null;
  roles: Role[];
  role: Role;
}

/**
 * Loads the profile and roles of a signed-in user, creating the profile from the auth user
 * and the default client role when missing. Fetch errors are logged, never shown: the user
 * is then treated as a client without a profile.
 */
export async function loadAccount(
  db: Kysely<Database>,
  user: AuthUser,
  log: (message: string) => void = console.error,
): Promise<Account> {
  let profile: Profile | null = null;
  try {
    profile =
      (await db.selectFrom("profiles").selectAll().where("id", "=", user.id).executeTakeFirst()) ??
      (await db
        .insertInto("profiles")
        .values({
          id: user.id,
          email: user.email,
          full_name: user.fullName,
          company_name: user.companyName,
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returningAll()
        .executeTakeFirst()) ??
      (await db.selectFrom("profiles").selectAll().where("id", "=", user.id).executeTakeFirst()) ??
      null;
  } catch (error) {
    log(
      `Profile fetch failed for ${user.id}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  let roles: Role[] = [];
  try {
    roles = (
      await db.selectFrom("user_roles").select("role").where("user_id", "=", user.id).execute()
    ).map((row) => row.role);
    if (roles.length === 0) {
      await db
        .insertInto("user_roles")
        .values({ user_id: user.id, role: DEFAULT_ROLE })
        .onConflict((conflict) => conflict.columns(["user_id", "role"]).doNothing())
        .execute();
      roles = [DEFAULT_ROLE];
    }
  } catch (error) {
    log(
      `Role fetch failed for ${user.id}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  return { user, profile, roles, role: primaryRole(roles) };
}

/** What a person whose account the office disabled is told when signing in. */
export const DISABLED_ACCOUNT_MESSAGE =
  "This account has been disabled by the office. Please call us if you think this is a mistake.";

/** Whether the office disabled this account: it then counts as signed out everywhere. */
export function isDisabled(account: Account): boolean {
  return Boolean(account.profile?.disabled_at);
}

/** The same, from the database alone (sign-in, before any profile is loaded). */
export async function accountIsDisabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("profiles")
    .select("disabled_at")
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.disabled_at);
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  changes: { fullName: string; companyName: string | null; phone: string | null },
): Promise<Profile | undefined> {
  return db
    .updateTable("profiles")
    .set({
      full_name: changes.fullName,
      company_name: changes.companyName,
      phone: changes.phone,
      updated_at: new Date(),
    })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}

export async function accountCounts(db: Kysely<Database>) {
  const [users, roles, organisations, emails] = await Promise.all([
    db
      .selectFrom("profiles")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("user_roles")
      .select(["role", (eb) => eb.fn.countAll<string>().as("count")])
      .groupBy("role")
      .execute(),
    db
      .selectFrom("organisations")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("email_outbox")
      .select([
        (eb) => eb.fn.countAll<string>().as("total"),
        (eb) => eb.fn.count<string>("sent_at").as("sent"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const byRole = new Map(roles.map((row) => [row.role, Number(row.count)]));
  return {
    users: Number(users.count),
    admins: byRole.get("admin") ?? 0,
    engineers: byRole.get("engineer") ?? 0,
    clients: byRole.get("client") ?? 0,
    organisations: Number(organisations.count),
    emailsTotal: Number(emails.total),
    emailsPending: Number(emails.total) - Number(emails.sent),
  };
}

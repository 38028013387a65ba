import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  accountCounts,
  loadAccount,
  updateProfile,
} from "../../app/.server/accounts/accounts.server";
import {
  createConfirmedUser,
  createLocalAuthAdapter,
} from "../../app/.server/auth/local-adapter.server";
import type { AuthUser } from "../../app/.server/auth/port.server";
import { DEFAULT_BUSINESS } from "../../app/.server/business/defaults.server";
import { openDatabase, type DatabaseHandle } from "../../app/.server/db/connection.server";
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATIONS,
  seedBaseData,
  seedDemoAccounts,
} from "../../app/.server/db/seed.server";
import { enqueueEmail } from "../../app/.server/email/outbox.server";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

let userCounter = 0;

/** A confirmed user in auth.users, as the app would see it after sign-in. */
async function newAuthUser(overrides: Partial<Omit<AuthUser, "id">> = {}): Promise<AuthUser> {
  userCounter++;
  const email = overrides.email ?? `user${userCounter}@example.com`;
  const fullName = overrides.fullName ?? `User ${userCounter}`;
  const companyName = overrides.companyName === undefined ? null : overrides.companyName;
  const id = await createConfirmedUser(handle.db, {
    email,
    password: "password 123",
    fullName,
    companyName,
  });
  return { id, email, fullName, companyName, emailConfirmed: true };
}

async function rolesInDb(userId: string): Promise<string[]> {
  const rows = await handle.db
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", userId)
    .orderBy("role")
    .execute();
  return rows.map((row) => row.role);
}

async function countProfiles(userId: string): Promise<number> {
  const row = await handle.db
    .selectFrom("profiles")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("loadAccount", () => {
  it("creates the profile from the auth user and gives a new user the client role", async () => {
    const user = await newAuthUser({ fullName: "Jo Bloggs", companyName: "Bloggs Lettings" });
    const log: string[] = [];
    const account = await loadAccount(handle.db, user, (message) => log.push(message));

    expect(account.user).toEqual(user);
    expect(account.profile).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: "Jo Bloggs",
      company_name: "Bloggs Lettings",
      phone: null,
    });
    expect(account.profile?.created_at).toBeInstanceOf(Date);
    expect(account.roles).toEqual(["client"]);
    expect(account.role).toBe("client");
    expect(await rolesInDb(user.id)).toEqual(["client"]);
    expect(log).toEqual([]);
  });

  it("loads the same account again without duplicating or overwriting anything", async () => {
    const user = await newAuthUser({ fullName: "First Name" });
    const first = await loadAccount(handle.db, user);
    await updateProfile(handle.db, user.id, {
      fullName: "Edited Name",
      companyName: "Edited Co",
      phone: null,
    });

    const again = await loadAccount(handle.db, { ...user, fullName: "Name From Provider" });
    expect(again.profile?.full_name).toBe("Edited Name");
    expect(again.profile?.company_name).toBe("Edited Co");
    expect(again.profile?.created_at).toEqual(first.profile?.created_at);
    expect(again.roles).toEqual(["client"]);
    expect(await countProfiles(user.id)).toBe(1);
    expect(await rolesInDb(user.id)).toEqual(["client"]);
  });

  it("keeps existing roles and picks the highest: admin + client is an admin", async () => {
    const user = await newAuthUser();
    await handle.db
      .insertInto("user_roles")
      .values([
        { user_id: user.id, role: "client" },
        { user_id: user.id, role: "admin" },
      ])
      .execute();
    const account = await loadAccount(handle.db, user);
    expect([...account.roles].sort()).toEqual(["admin", "client"]);
    expect(account.role).toBe("admin");
    expect(await rolesInDb(user.id)).toEqual(["admin", "client"]);
  });

  it("does not add the client role to an engineer", async () => {
    const user = await newAuthUser();
    await handle.db
      .insertInto("user_roles")
      .values({ user_id: user.id, role: "engineer" })
      .execute();
    const account = await loadAccount(handle.db, user);
    expect(account.roles).toEqual(["engineer"]);
    expect(account.role).toBe("engineer");
    expect(await rolesInDb(user.id)).toEqual(["engineer"]);
  });

  it("creates one profile and one role when several requests load a new user at once", async () => {
    const user = await newAuthUser();
    const accounts = await Promise.all(
      Array.from({ length: 5 }, () => loadAccount(handle.db, user)),
    );
    for (const account of accounts) {
      expect(account.profile?.id).toBe(user.id);
      expect(account.role).toBe("client");
    }
    expect(await countProfiles(user.id)).toBe(1);
    expect(await rolesInDb(user.id)).toEqual(["client"]);
  });

  it("logs database failures instead of throwing, and treats the user as a client without a profile", async () => {
    const user = await newAuthUser();
    // A handle that is already closed: every query fails.
    const closed = await openDatabase({
      kind: "postgres",
      url: "postgres://nobody@127.0.0.1:1/nothing",
    });
    await closed.close();
    const log: string[] = [];

    const account = await loadAccount(closed.db, user, (message) => log.push(message));
    expect(account).toEqual({ user, profile: null, roles: [], role: "client" });
    expect(log).toHaveLength(2);
    expect(log[0]).toMatch(new RegExp(`^Profile fetch failed for ${user.id}: .+`));
    expect(log[1]).toMatch(new RegExp(`^Role fetch failed for ${user.id}: .+`));
    // Nothing was written through the working handle either.
    expect(await countProfiles(user.id)).toBe(0);
  });

  it("logs to console.error by default", async () => {
    const user = await newAuthUser();
    const unreachable = await openDatabase({
      kind: "postgres",
      url: "postgres://nobody@127.0.0.1:1/nothing",
    });
    await unreachable.close();
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const account = await loadAccount(unreachable.db, user);
      expect(account.role).toBe("client");
      expect(spy).toHaveBeenCalledTimes(2);
      expect(String(spy.mock.calls[0]?.[0])).toContain(`Profile fetch failed for ${user.id}`);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("updateProfile", () => {
  it("changes the name, company and phone and moves updated_at forward", async () => {
    const user = await newAuthUser({ companyName: "Old Co" });
    const before = (await loadAccount(handle.db, user)).profile;
    if (!before) throw new Error("Expected a profile");
    await new Promise((resolve) => setTimeout(resolve, 5));

    const updated = await updateProfile(handle.db, user.id, {
      fullName: "New Name",
      companyName: null,
      phone: "+442476990123",
    });
    expect(updated).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: "New Name",
      company_name: null,
      phone: "+442476990123",
    });
    expect(updated?.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(updated?.created_at).toEqual(before.created_at);

    const stored = await handle.db
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirst();
    expect(stored).toEqual(updated);
  });

  it("returns undefined for a user without a profile", async () => {
    expect(
      await updateProfile(handle.db, "00000000-0000-4000-8000-000000000000", {
        fullName: "Nobody",
        companyName: null,
        phone: null,
      }),
    ).toBeUndefined();
  });
});

describe("accountCounts", () => {
  it("counts profiles, roles, organisations and e-mails", async () => {
    const before = await accountCounts(handle.db);
    expect(before.organisations).toBe(DEMO_ORGANISATIONS.length);

    const engineer = await newAuthUser();
    await handle.db
      .insertInto("user_roles")
      .values({ user_id: engineer.id, role: "engineer" })
      .execute();
    await loadAccount(handle.db, engineer);
    const admin = await newAuthUser();
    await handle.db.insertInto("user_roles").values({ user_id: admin.id, role: "admin" }).execute();
    await loadAccount(handle.db, admin);
    await loadAccount(handle.db, await newAuthUser());

    await enqueueEmail(handle.db, { to: "a@example.com", subject: "One", text: "1", kind: "test" });
    await enqueueEmail(handle.db, { to: "b@example.com", subject: "Two", text: "2", kind: "test" });
    await handle.db
      .updateTable("email_outbox")
      .set({ sent_at: new Date() })
      .where("to_address", "=", "a@example.com")
      .execute();

    const after = await accountCounts(handle.db);
    expect(after).toEqual({
      users: before.users + 3,
      admins: before.admins + 1,
      engineers: before.engineers + 1,
      clients: before.clients + 1,
      organisations: before.organisations,
      emailsTotal: before.emailsTotal + 2,
      emailsPending: before.emailsPending + 1,
    });
  });

  it("matches direct counts of the tables", async () => {
    const counts = await accountCounts(handle.db);
    const profiles = await sql<{ n: number }>`select count(*)::int as n from profiles`.execute(
      handle.db,
    );
    const admins = await sql<{
      n: number;
    }>`select count(*)::int as n from user_roles where role = 'admin'`.execute(handle.db);
    const pending = await sql<{
      n: number;
    }>`select count(*)::int as n from email_outbox where sent_at is null`.execute(handle.db);
    expect(counts.users).toBe(profiles.rows[0]?.n);
    expect(counts.admins).toBe(admins.rows[0]?.n);
    expect(counts.emailsPending).toBe(pending.rows[0]?.n);
  });
});

describe("seedBaseData and seedDemoAccounts", () => {
  const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);

  async function demoState() {
    const users = await handle.db
      .selectFrom("auth.users")
      .select(["id", "email", "email_confirmed_at"])
      .where("email", "in", demoEmails)
      .orderBy("email")
      .execute();
    const roles = await handle.db
      .selectFrom("user_roles")
      .innerJoin("auth.users", "auth.users.id", "user_roles.user_id")
      .select(["auth.users.email", "user_roles.role"])
      .where("auth.users.email", "in", demoEmails)
      .orderBy("auth.users.email")
      .execute();
    const members = await handle.db
      .selectFrom("organisation_members")
      .innerJoin("organisations", "organisations.id", "organisation_members.organisation_id")
      .innerJoin("auth.users", "auth.users.id", "organisation_members.user_id")
      .select(["organisations.slug", "auth.users.email", "organisation_members.member_role"])
      .orderBy("organisations.slug")
      .execute();
    const profiles = await handle.db
      .selectFrom("profiles")
      .select(["email", "full_name", "company_name"])
      .where("email", "in", demoEmails)
      .orderBy("email")
      .execute();
    const organisations = await handle.db
      .selectFrom("organisations")
      .select(["slug", "name"])
      .orderBy("slug")
      .execute();
    const settings = await handle.db.selectFrom("business_settings").selectAll().execute();
    return { users, roles, members, profiles, organisations, settings };
  }

  it("fills the base data once, however often it runs", async () => {
    await seedBaseData(handle.db);
    await seedBaseData(handle.db);
    const { organisations, settings } = await demoState();
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({
      name: DEFAULT_BUSINESS.name,
      phone: DEFAULT_BUSINESS.phone,
    });
    expect(organisations.map((organisation) => organisation.slug)).toEqual(
      DEMO_ORGANISATIONS.map((organisation) => organisation.slug).sort(),
    );
  });

  it("creates the six demo accounts with their roles and organisations, and is idempotent", async () => {
    await seedDemoAccounts(handle.db);
    const first = await demoState();
    await seedDemoAccounts(handle.db);
    await seedBaseData(handle.db);
    const second = await demoState();
    expect(second).toEqual(first);

    expect(first.users).toHaveLength(6);
    for (const user of first.users) expect(user.email_confirmed_at).toBeInstanceOf(Date);
    expect(first.profiles).toHaveLength(6);
    expect(first.roles).toEqual(
      DEMO_ACCOUNTS.map((account) => ({ email: account.email, role: account.role })).sort((a, b) =>
        a.email.localeCompare(b.email),
      ),
    );
    expect(first.organisations).toHaveLength(3);
    expect(first.members).toEqual([
      { slug: "empire", email: "empire@example.com", member_role: "owner" },
      { slug: "handylot", email: "handylot@example.com", member_role: "owner" },
      { slug: "moathouse", email: "moathouse@example.com", member_role: "owner" },
    ]);
  });

  it("lets the demo admin sign in with the documented password and load an admin account", async () => {
    const auth = createLocalAuthAdapter(handle.db, {
      secret: "test-secret-at-least-16",
      logLinks: false,
    });
    const admin = DEMO_ACCOUNTS.find((account) => account.role === "admin");
    if (!admin) throw new Error("No demo admin");
    const session = await auth.signIn(admin.email, admin.password);
    if (!session.ok) throw new Error(session.message);
    const account = await loadAccount(handle.db, session.value.user);
    expect(account.role).toBe("admin");
    expect(account.profile?.full_name).toBe(admin.fullName);
  });

  it("never overwrites what an admin has edited", async () => {
    await handle.db
      .updateTable("business_settings")
      .set({
        name: "We Fix Coventry Ltd",
        phone: "+442476990999",
        review_count: 300,
        same_as: ["https://www.facebook.com/wefixcoventry"],
      })
      .execute();
    await handle.db
      .updateTable("organisations")
      .set({ name: "Moat House (renamed)" })
      .where("slug", "=", "moathouse")
      .execute();
    await handle.db
      .updateTable("profiles")
      .set({ full_name: "Alex Renamed" })
      .where("email", "=", "admin@example.com")
      .execute();

    await seedBaseData(handle.db);
    await seedDemoAccounts(handle.db);

    const { settings, organisations, profiles } = await demoState();
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({
      name: "We Fix Coventry Ltd",
      phone: "+442476990999",
      review_count: 300,
      same_as: ["https://www.facebook.com/wefixcoventry"],
    });
    expect(organisations.find((organisation) => organisation.slug === "moathouse")?.name).toBe(
      "Moat House (renamed)",
    );
    expect(profiles.find((profile) => profile.email === "admin@example.com")?.full_name).toBe(
      "Alex Renamed",
    );
  });
});

import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Account } from "../../app/.server/accounts/accounts.server";
import {
  createLocalAuthAdapter,
  type LocalAuthAdapter,
} from "../../app/.server/auth/local-adapter.server";
import { storedTokenFor } from "../../app/.server/auth/local-session.server";
import { getCurrentAccount } from "../../app/.server/auth/session.server";
import { throttledSignIn } from "../../app/.server/auth/sign-in.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { loadBoard } from "../../app/.server/dispatch/board.server";
import { dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { windowCapacity } from "../../app/.server/jobs/capacity.server";
import {
  giveRole,
  sendPasswordReset,
  sendVerification,
  setDisabled,
  takeRole,
} from "../../app/.server/users/account-changes.server";
import {
  acceptStaffInvitation,
  inviteStaff,
  revokeStaffInvitation,
  visitStaffInvitation,
} from "../../app/.server/users/staff-invitations.server";
import type { UserListFilters } from "../../app/.server/users/user-filters.server";
import {
  listUsers,
  userRowsQuery,
  USERS_PAGE_SIZE,
} from "../../app/.server/users/user-list.server";
import { bookJob, windowAt } from "./support/capacity";
import { createTestDatabase } from "./support/database";
import { SITE } from "./support/jobs";
import { accountOf, addUser } from "./support/organisations";

let handle: DatabaseHandle;
let auth: LocalAuthAdapter;
const NOW = new Date("2026-07-10T09:00:00Z");
const VISITOR = { ip: "203.0.113.9" };
const PASSWORD = "member-password-2026";

const staff = (account: Account) => ({ id: account.user.id, role: "admin" as const });

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "admin-users-test-session-secret-0123456789";
  handle = await createTestDatabase();
  auth = createLocalAuthAdapter(handle.db, { secret: "admin-users-test-secret", logLinks: false });
});
afterAll(async () => {
  await handle?.close();
});

let counter = 0;
function unique(prefix: string) {
  counter += 1;
  return `${prefix}-${counter}@users.example.com`;
}

async function rolesOf(userId: string) {
  const rows = await handle.db
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => row.role).sort();
}

describe("the last administrator", () => {
  let ada: Account;
  let bob: Account;
  beforeEach(async () => {
    // Every admin of earlier tests steps down, so each test starts with exactly its own.
    await handle.db.deleteFrom("user_roles").where("role", "=", "admin").execute();
    ada = await addUser(handle.db, unique("ada"), "Ada Admin", ["admin"]);
    bob = await addUser(handle.db, unique("bob"), "Bob Admin", ["admin"]);
  });

  it("an admin cannot take their own admin role away, nor disable themselves", async () => {
    expect(await takeRole(handle.db, staff(ada), { userId: ada.user.id, role: "admin" })).toEqual({
      ok: false,
      reason: "refused",
      message: expect.stringContaining("your own admin role"),
    });
    expect(
      await setDisabled(handle.db, auth, staff(ada), { userId: ada.user.id, disabled: true }),
    ).toMatchObject({ ok: false, message: expect.stringContaining("your own account") });
    expect(await rolesOf(ada.user.id)).toEqual(["admin"]);
  });

  it("keeps one admin who can sign in: the other is demoted once, and then acts no more", async () => {
    expect(
      await takeRole(handle.db, staff(ada), { userId: bob.user.id, role: "admin" }),
    ).toMatchObject({ ok: true });
    // Bob is no admin now: what he tries is refused, so Ada stays.
    expect(
      await takeRole(handle.db, staff(bob), { userId: ada.user.id, role: "admin" }),
    ).toMatchObject({ ok: false, message: expect.stringContaining("no longer an administrator") });
    expect(await rolesOf(ada.user.id)).toEqual(["admin"]);
  });

  it("two admins demoting each other at once: exactly one succeeds", async () => {
    const results = await Promise.all([
      takeRole(handle.db, staff(ada), { userId: bob.user.id, role: "admin" }),
      takeRole(handle.db, staff(bob), { userId: ada.user.id, role: "admin" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const admins = await handle.db
      .selectFrom("user_roles")
      .select("user_id")
      .where("role", "=", "admin")
      .execute();
    expect(admins).toHaveLength(1);
  });

  it("two admins disabling each other at once: exactly one succeeds", async () => {
    const results = await Promise.all([
      setDisabled(handle.db, auth, staff(ada), { userId: bob.user.id, disabled: true }),
      setDisabled(handle.db, auth, staff(bob), { userId: ada.user.id, disabled: true }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const enabledAdmins = await handle.db
      .selectFrom("user_roles as r")
      .leftJoin("profiles as p", "p.id", "r.user_id")
      .select("r.user_id")
      .where("r.role", "=", "admin")
      .where("p.disabled_at", "is", null)
      .execute();
    expect(enabledAdmins).toHaveLength(1);
  });

  it("records each change in the account's history", async () => {
    await giveRole(handle.db, staff(ada), { userId: bob.user.id, role: "engineer" });
    const log = await handle.db
      .selectFrom("change_log")
      .select(["actor_id", "entity", "action", "before", "after"])
      .where("entity", "=", "user")
      .where("entity_id", "=", bob.user.id)
      .execute();
    expect(log).toEqual([
      {
        actor_id: ada.user.id,
        entity: "user",
        action: "Gave the engineer role",
        before: { engineer: false },
        after: { engineer: true },
      },
    ]);
    await takeRole(handle.db, staff(ada), { userId: bob.user.id, role: "engineer" });
  });

  it("refuses a malformed or unknown account as not found", async () => {
    expect(
      await giveRole(handle.db, staff(ada), { userId: "not-a-uuid", role: "engineer" }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await giveRole(handle.db, staff(ada), {
        userId: "00000000-0000-4000-8000-000000000000",
        role: "engineer",
      }),
    ).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("the engineer role", () => {
  it("puts a new engineer on the board and in capacity; taking it away sends their future jobs back to the queue", async () => {
    const admin = await addUser(handle.db, unique("office"), "Olga Office", ["admin"]);
    const dan = await addUser(handle.db, unique("dan"), "Dan Newman", ["client"]);
    // With no engineer at all a window holds one booking; count from one engineer.
    await addUser(handle.db, unique("ted"), "Ted Existing", ["engineer"]);
    const day = "2026-07-21";
    const window = windowAt(day, 8);
    const before = await windowCapacity(handle.db, window);

    expect(
      await giveRole(handle.db, staff(admin), { userId: dan.user.id, role: "engineer" }),
    ).toMatchObject({ ok: true });
    expect(await windowCapacity(handle.db, window)).toBe(before + 1);
    const board = await loadBoard(handle.db, { day, now: NOW });
    expect(board.engineers.map((row) => [row.name, row.state])).toContainEqual([
      "Dan Newman",
      "working",
    ]);

    const first = await bookJob(handle.db, { day, hour: 8, email: unique("c") }, NOW);
    const second = await bookJob(
      handle.db,
      { day: "2026-07-22", hour: 10, email: unique("c") },
      NOW,
    );
    for (const job of [first, second]) {
      expect(
        await dispatchJob(
          handle.db,
          staff(admin),
          { jobId: job.id, engineerId: dan.user.id, windowStart: null },
          { now: NOW, siteOrigin: SITE },
        ),
      ).toMatchObject({ ok: true });
    }

    // First the office is told how many jobs move, and nothing changes.
    expect(
      await takeRole(
        handle.db,
        staff(admin),
        { userId: dan.user.id, role: "engineer" },
        { now: NOW },
      ),
    ).toEqual({
      ok: false,
      reason: "confirm",
      futureJobs: 2,
      message: expect.stringContaining("Their 2 future jobs go back to the unassigned queue"),
    });
    // A stale number asks again.
    expect(
      await takeRole(
        handle.db,
        staff(admin),
        { userId: dan.user.id, role: "engineer", confirmedJobs: 1 },
        { now: NOW },
      ),
    ).toMatchObject({ ok: false, reason: "confirm", futureJobs: 2 });
    expect(await rolesOf(dan.user.id)).toContain("engineer");

    expect(
      await takeRole(
        handle.db,
        staff(admin),
        { userId: dan.user.id, role: "engineer", confirmedJobs: 2 },
        { now: NOW },
      ),
    ).toMatchObject({ ok: true });
    expect(await rolesOf(dan.user.id)).toEqual(["client"]);
    const jobs = await handle.db
      .selectFrom("jobs")
      .select(["id", "engineer_id", "status"])
      .where("id", "in", [first.id, second.id])
      .execute();
    expect(jobs.map((job) => [job.engineer_id, job.status])).toEqual([
      [null, "confirmed"],
      [null, "confirmed"],
    ]);
    const events = await handle.db
      .selectFrom("job_events")
      .select("kind")
      .where("job_id", "=", first.id)
      .where("kind", "=", "unassigned")
      .execute();
    expect(events).toHaveLength(1);
    const logged = await handle.db
      .selectFrom("change_log")
      .select("action")
      .where("entity", "=", "job")
      .where("entity_id", "=", first.id)
      .orderBy("at", "desc")
      .executeTakeFirstOrThrow();
    expect(logged.action).toBe("dispatch");
    expect(await windowCapacity(handle.db, window)).toBe(before);
    const after = await loadBoard(handle.db, { day, now: NOW });
    expect(after.engineers.map((row) => row.name)).not.toContain("Dan Newman");
    expect(after.queue.onDay.map((job) => job.id)).toContain(first.id);
  });

  it("refuses to disable an engineer: the role goes first", async () => {
    const admin = await addUser(handle.db, unique("office"), "Olga Office", ["admin"]);
    const eve = await addUser(handle.db, unique("eve"), "Eve Engineer", ["engineer"]);
    expect(
      await setDisabled(handle.db, auth, staff(admin), { userId: eve.user.id, disabled: true }),
    ).toMatchObject({ ok: false, message: expect.stringContaining("engineer role away first") });
  });
});

function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}

describe("disabling an account", () => {
  it("ends every session at once, refuses sign-in, and enabling lets them back", async () => {
    const admin = await addUser(handle.db, unique("office"), "Olga Office", ["admin"]);
    const email = unique("carla");
    const carla = await addUser(handle.db, email, "Carla Client", ["client"]);
    const signedIn = await auth.signIn(email, PASSWORD);
    if (!signedIn.ok) throw new Error(signedIn.message);
    const session = signedIn.value;
    const request = async () =>
      getCurrentAccount(
        { db: handle.db, auth },
        new Request(`${SITE}/dashboard`, {
          headers: { Cookie: cookieOf(await storedTokenFor(session)) },
        }),
      );
    expect((await request()).account?.user.id).toBe(carla.user.id);

    expect(
      await setDisabled(handle.db, auth, staff(admin), { userId: carla.user.id, disabled: true }),
    ).toMatchObject({ ok: true });
    // The local adapter revoked the session and its refresh token...
    expect(await auth.getUser(session.accessToken)).toBeNull();
    expect(await auth.refresh(session.refreshToken)).toBeNull();
    // ...and the cookie that worked a moment ago is cleared.
    const after = await request();
    expect(after.account).toBeNull();
    expect(after.headers.get("Set-Cookie")).toMatch(/wfc_token=;/);

    const refused = await throttledSignIn(handle.db, auth.sessionOf(new Request(SITE)), {
      email,
      password: PASSWORD,
      ...VISITOR,
    });
    expect(refused).toEqual({
      ok: false,
      reason: "refused",
      message: expect.stringContaining("disabled by the office"),
    });
    // The refused sign-in left no session behind.
    const open = await handle.db
      .selectFrom("auth.sessions")
      .select("id")
      .where("user_id", "=", carla.user.id)
      .where("revoked_at", "is", null)
      .execute();
    expect(open).toEqual([]);

    expect(
      await setDisabled(handle.db, auth, staff(admin), { userId: carla.user.id, disabled: false }),
    ).toMatchObject({ ok: true });
    expect(
      await throttledSignIn(handle.db, auth.sessionOf(new Request(SITE)), {
        email,
        password: PASSWORD,
        ...VISITOR,
      }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("signs a disabled account out even where the adapter cannot end its sessions (Supabase)", async () => {
    const admin = await addUser(handle.db, unique("office"), "Olga Office", ["admin"]);
    const email = unique("hosted");
    const hosted = await addUser(handle.db, email, "Hana Hosted", ["client"]);
    const signedIn = await auth.signIn(email, PASSWORD);
    if (!signedIn.ok) throw new Error(signedIn.message);
    const keepsSessions = { endEverySession: async () => {} };
    expect(
      await setDisabled(handle.db, keepsSessions, staff(admin), {
        userId: hosted.user.id,
        disabled: true,
      }),
    ).toMatchObject({ ok: true });
    expect(await auth.getUser(signedIn.value.accessToken)).not.toBeNull();
    const current = await getCurrentAccount(
      { db: handle.db, auth },
      new Request(`${SITE}/dashboard`, {
        headers: { Cookie: cookieOf(await storedTokenFor(signedIn.value)) },
      }),
    );
    expect(current.account).toBeNull();
    expect(current.headers.get("Set-Cookie")).toMatch(/wfc_token=;/);
  });

  it("gives an account that never signed in a profile to carry the flag", async () => {
    const admin = await addUser(handle.db, unique("office"), "Olga Office", ["admin"]);
    const fresh = await addUser(handle.db, unique("fresh"), "Fred Fresh", ["client"]);
    expect(
      await setDisabled(handle.db, auth, staff(admin), { userId: fresh.user.id, disabled: true }),
    ).toMatchObject({ ok: true });
    const profile = await handle.db
      .selectFrom("profiles")
      .select(["full_name", "disabled_by"])
      .where("id", "=", fresh.user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ full_name: "Fred Fresh", disabled_by: admin.user.id });
  });
});

describe("e-mails the office sends", () => {
  it("sends a new verification e-mail to an unconfirmed account and a reset e-mail to any", async () => {
    const admin = await addUser(handle.db, unique("office"), "Olga Office", ["admin"]);
    const email = unique("new");
    const signedUp = await auth.signUp({
      email,
      password: PASSWORD,
      fullName: "Nina New",
      companyName: null,
      redirectTo: SITE,
    });
    if (!signedUp.ok) throw new Error(signedUp.message);
    const userId = signedUp.value.user.id;
    expect(
      await sendVerification(handle.db, auth, staff(admin), { userId }, { siteOrigin: SITE }),
    ).toMatchObject({ ok: true });
    expect(
      await sendPasswordReset(handle.db, auth, staff(admin), { userId }, { siteOrigin: SITE }),
    ).toMatchObject({ ok: true });
    const mails = await handle.db
      .selectFrom("email_outbox")
      .select("kind")
      .where("to_address", "=", email)
      .orderBy("created_at")
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(["auth.verify", "auth.verify", "auth.reset"]);

    const confirmed = await addUser(handle.db, unique("done"), "Dora Done", ["client"]);
    expect(
      await sendVerification(
        handle.db,
        auth,
        staff(admin),
        { userId: confirmed.user.id },
        { siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: false, message: expect.stringContaining("already confirmed") });
  });
});

function tokenIn(text: string): string {
  const token = /\/staff-invite\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`No link in ${text}`);
  return token;
}

async function invitationToken(email: string): Promise<string> {
  const mail = await handle.db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("to_address", "=", email)
    .where("kind", "=", "staff.invitation")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return tokenIn(mail.text_body);
}

describe("staff invitations", () => {
  it("gives the role once to the invited address, and only while the link is pending", async () => {
    const admin = await addUser(handle.db, unique("office"), "Olga Office", ["admin"]);
    const email = unique("invited");
    expect(
      await inviteStaff(
        handle.db,
        staff(admin),
        { email, fullName: "Ivy Invited", role: "engineer" },
        { siteOrigin: SITE, now: NOW },
      ),
    ).toMatchObject({ ok: true });
    expect(
      await inviteStaff(
        handle.db,
        staff(admin),
        { email, fullName: "Ivy Invited", role: "engineer" },
        { siteOrigin: SITE, now: NOW },
      ),
    ).toMatchObject({ ok: false, field: "email" });
    const token = await invitationToken(email);
    expect(await visitStaffInvitation(handle.db, token, { ...VISITOR, now: NOW })).toEqual({
      ok: true,
      invitation: { email, fullName: "Ivy Invited", role: "engineer", state: "pending" },
    });

    const stranger = await addUser(handle.db, unique("stranger"), "Sam Stranger");
    expect(
      await acceptStaffInvitation(handle.db, token, stranger, { ...VISITOR, now: NOW }),
    ).toMatchObject({ ok: false, reason: "wrong-account" });
    const unverified = accountOf({ id: stranger.user.id, email, fullName: "Ivy" });
    expect(
      await acceptStaffInvitation(
        handle.db,
        token,
        { ...unverified, user: { ...unverified.user, emailConfirmed: false } },
        { ...VISITOR, now: NOW },
      ),
    ).toEqual({ ok: false, reason: "unverified" });

    const ivy = await addUser(handle.db, email, "Ivy Invited");
    const twice = await Promise.all([
      acceptStaffInvitation(handle.db, token, ivy, { ...VISITOR, now: NOW }),
      acceptStaffInvitation(handle.db, token, ivy, { ...VISITOR, now: NOW }),
    ]);
    expect(twice.filter((result) => result.ok)).toHaveLength(1);
    expect(twice.find((result) => !result.ok)).toEqual({
      ok: false,
      reason: "dead",
      state: "accepted",
    });
    expect(await rolesOf(ivy.user.id)).toEqual(["client", "engineer"]);
    const history = await handle.db
      .selectFrom("change_log")
      .select("action")
      .where("entity", "=", "user")
      .where("entity_id", "=", ivy.user.id)
      .execute();
    expect(history.map((row) => row.action)).toEqual([
      "Accepted a staff invitation: gave the engineer role",
    ]);
  });

  it("refuses an expired or revoked link and does not know an unknown one", async () => {
    const admin = await addUser(handle.db, unique("office"), "Olga Office", ["admin"]);
    const lateEmail = unique("late");
    await inviteStaff(
      handle.db,
      staff(admin),
      { email: lateEmail, fullName: "Lee Late", role: "admin" },
      { siteOrigin: SITE, now: NOW },
    );
    const late = await addUser(handle.db, lateEmail, "Lee Late");
    const eightDaysOn = new Date(NOW.getTime() + 8 * 86_400_000);
    expect(
      await acceptStaffInvitation(handle.db, await invitationToken(lateEmail), late, {
        ...VISITOR,
        now: eightDaysOn,
      }),
    ).toEqual({ ok: false, reason: "dead", state: "expired" });

    const goneEmail = unique("gone");
    await inviteStaff(
      handle.db,
      staff(admin),
      { email: goneEmail, fullName: "Gus Gone", role: "engineer" },
      { siteOrigin: SITE, now: NOW },
    );
    const invitation = await handle.db
      .selectFrom("staff_invitations")
      .select("id")
      .where("email", "=", goneEmail)
      .executeTakeFirstOrThrow();
    expect(
      await revokeStaffInvitation(handle.db, staff(admin), { invitationId: invitation.id }),
    ).toMatchObject({ ok: true });
    const gone = await addUser(handle.db, goneEmail, "Gus Gone");
    expect(
      await acceptStaffInvitation(handle.db, await invitationToken(goneEmail), gone, {
        ...VISITOR,
        now: NOW,
      }),
    ).toEqual({ ok: false, reason: "dead", state: "revoked" });
    expect(await rolesOf(late.user.id)).toEqual(["client"]);
    expect(await rolesOf(gone.user.id)).toEqual(["client"]);

    expect(await visitStaffInvitation(handle.db, "A".repeat(43), VISITOR)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await visitStaffInvitation(handle.db, "bad token", VISITOR)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

describe("listUsers", () => {
  it("searches names and e-mail addresses, filters by role, and pages by keyset", async () => {
    const prefix = "pager";
    const made: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const account = await addUser(
        handle.db,
        `${prefix}-${index}@list.example.com`,
        `Quentin Pager${index}`,
        index === 0 ? ["engineer"] : ["client"],
      );
      made.push(account.user.id);
      // Distinct creation times, newest last.
      await handle.db
        .updateTable("auth.users")
        .set({ created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)) })
        .where("id", "=", account.user.id)
        .execute();
    }
    const byEmail = await listUsers(handle.db, { q: "pager-" }, null, 3);
    expect(byEmail.rows.map((row) => row.id)).toEqual([made[6], made[5], made[4]]);
    const second = await listUsers(handle.db, { q: "pager-" }, byEmail.next, 3);
    expect(second.rows.map((row) => row.id)).toEqual([made[3], made[2], made[1]]);
    const third = await listUsers(handle.db, { q: "pager-" }, second.next, 3);
    expect(third.rows.map((row) => row.id)).toEqual([made[0]]);
    expect(third.next).toBeNull();

    const byName = await listUsers(handle.db, { q: "quent" });
    expect(byName.rows).toHaveLength(7);
    expect(byName.rows[0]).toMatchObject({
      name: "Quentin Pager6",
      email: "pager-6@list.example.com",
      roles: ["client"],
      role: "client",
      verified: true,
      disabled: false,
      organisations: [],
    });
    const engineers = await listUsers(handle.db, { q: "quentin", role: "engineer" });
    expect(engineers.rows.map((row) => row.id)).toEqual([made[0]]);
    const clients = await listUsers(handle.db, { q: "quentin", role: "client" });
    expect(clients.rows).toHaveLength(6);
    expect((await listUsers(handle.db, { q: "nobody-like-this" })).rows).toEqual([]);
    // Wildcards are taken literally.
    expect((await listUsers(handle.db, { q: "%" })).rows).toEqual([]);

    const admin = await addUser(handle.db, unique("office"), "Olga Office", ["admin"]);
    await setDisabled(handle.db, auth, staff(admin), { userId: made[3] ?? "", disabled: true });
    const disabled = await listUsers(handle.db, { role: "disabled" });
    expect(disabled.rows.map((row) => row.id)).toContain(made[3]);
    expect(disabled.rows.every((row) => row.disabled)).toBe(true);
    // A cursor this list did not write starts from the first page.
    expect((await listUsers(handle.db, { q: "pager-" }, "garbage", 3)).rows[0]?.id).toBe(made[6]);
  });

  it("reads a first page at 20,000 accounts from indexes, not by reading them all", async () => {
    await sql`
      insert into auth.users (email, encrypted_password, created_at, raw_user_meta_data)
      select 'bulk-' || n || '@bulk.example.com', 'x',
        timestamptz '2025-01-01' + n * interval '1 minute',
        jsonb_build_object('full_name', 'Bulk Person ' || n)
      from generate_series(1, 20000) as n`.execute(handle.db);
    await sql`insert into user_roles (user_id, role)
      select id, 'client' from auth.users where email like 'bulk-%'`.execute(handle.db);
    await sql`analyze`.execute(handle.db);
    /** The plan of the page's query, and the shared buffers it read. */
    const planOf = async (filters: UserListFilters) => {
      const compiled = userRowsQuery(handle.db, filters, null, USERS_PAGE_SIZE + 1).compile();
      const result = await handle.db.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]),
      );
      const text = result.rows.map((row) => row["QUERY PLAN"]).join("\n");
      const hits = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(text);
      return { text, buffers: Number(hits?.[1] ?? 0) + Number(hits?.[2] ?? 0) };
    };
    // Each page reads a few hundred buffers at most, where a scan of the accounts reads thousands.
    for (const filters of [
      {},
      { role: "client" },
      { role: "admin" },
      { role: "engineer" },
      { role: "disabled" },
      { q: "bulk-1999" },
      { q: "person 1999" },
    ] satisfies UserListFilters[]) {
      const { text, buffers } = await planOf(filters);
      expect(text, JSON.stringify(filters)).not.toMatch(/Seq Scan on users/);
      expect(buffers, `${JSON.stringify(filters)}\n${text}`).toBeLessThan(1000);
    }
    const page = await listUsers(handle.db, {});
    expect(page.rows).toHaveLength(50);
    const found = await listUsers(handle.db, { q: "bulk-1999" });
    expect(found.rows.map((row) => row.email)).toContain("bulk-1999@bulk.example.com");
    const named = await listUsers(handle.db, { q: "person 1999" });
    // Each word is the start of a word: 1999 and 19990–19999.
    expect(named.rows.map((row) => row.name)).toHaveLength(11);
    expect(named.rows.map((row) => row.name)).toContain("Bulk Person 1999");

    // A search matching most accounts ("person": all 20,000) walks the list newest first
    // instead of sorting every match, and still pages through matches only.
    const everyone = await listUsers(handle.db, { q: "person" });
    expect(everyone.rows).toHaveLength(50);
    expect(everyone.rows.every((row) => row.name.startsWith("Bulk Person"))).toBe(true);
    expect(everyone.rows[0]?.email).toBe("bulk-20000@bulk.example.com");
    const second = await listUsers(handle.db, { q: "person" }, everyone.next);
    expect(second.rows[0]?.email).toBe("bulk-19950@bulk.example.com");
  });
});

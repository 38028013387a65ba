import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { acceptInvitation } from "../../app/.server/orgs/invitations.server";
import {
  changeMemberRole,
  changeSpendLimit,
  inviteMember,
  listMembers,
  MEMBER_MESSAGES,
  removeMember,
  resendInvitation,
  revokeInvitation,
  setOwnNotifications,
} from "../../app/.server/orgs/members.server";
import { createTestDatabase } from "./support/database";
import { SITE } from "./support/jobs";
import { accountOfScope, addOwner, invite } from "./support/org-members";
import {
  addOrganisation,
  addUser,
  scopeOf,
  snapshotOrganisationData,
  type OrgFixture,
} from "./support/organisations";

let handle: DatabaseHandle;
let acme: OrgFixture;
let bravo: OrgFixture;
const NOW = new Date("2026-07-06T09:00:00Z");
const VISITOR = { ip: "203.0.113.7" };

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
  bravo = await addOrganisation(handle.db, "bravo", { now: NOW });
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  // Every test looks like its own visitor to the token-link limit.
  await handle.db.deleteFrom("rate_limits").execute();
});

describe("roles and the last owner", () => {
  it("changes a role and logs before and after", async () => {
    const result = await changeMemberRole(handle.db, acme.owner, {
      memberId: acme.member.userId,
      role: "manager",
    });
    expect(result).toMatchObject({ ok: true, title: "Role changed" });
    const log = await handle.db
      .selectFrom("change_log")
      .select(["before", "after", "actor_role"])
      .where("entity", "=", "organisation-member")
      .where("entity_id", "=", `${acme.id}/${acme.member.userId}`)
      .where("action", "=", "change-role")
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      before: { role: "member" },
      after: { role: "manager" },
      actor_role: "organisation",
    });
    await changeMemberRole(handle.db, acme.owner, { memberId: acme.member.userId, role: "member" });
  });

  it("never lets the last owner be demoted or removed", async () => {
    const solo = await addOrganisation(handle.db, "solo", { now: NOW });
    const before = await snapshotOrganisationData(handle.db);
    expect(
      await changeMemberRole(handle.db, solo.owner, {
        memberId: solo.owner.userId,
        role: "manager",
      }),
    ).toEqual({ ok: false, reason: "refused", field: "role", message: MEMBER_MESSAGES.lastOwner });
    expect(await removeMember(handle.db, solo.owner, { memberId: solo.owner.userId })).toEqual({
      ok: false,
      reason: "refused",
      message: MEMBER_MESSAGES.lastOwner,
    });
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
  });

  it("leaves one owner when two owners demote each other at the same moment", async () => {
    const duo = await addOrganisation(handle.db, "duo", { now: NOW });
    const second = await addOwner(handle.db, duo, "second");
    const results = await Promise.all([
      changeMemberRole(handle.db, duo.owner, { memberId: second.userId, role: "manager" }),
      changeMemberRole(handle.db, second, { memberId: duo.owner.userId, role: "manager" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const owners = await handle.db
      .selectFrom("organisation_members")
      .select("user_id")
      .where("organisation_id", "=", duo.id)
      .where("member_role", "=", "owner")
      .execute();
    expect(owners).toHaveLength(1);
  });

  it("leaves one owner when two owners remove each other at the same moment", async () => {
    const pair = await addOrganisation(handle.db, "pair", { now: NOW });
    const second = await addOwner(handle.db, pair, "second");
    const results = await Promise.all([
      removeMember(handle.db, pair.owner, { memberId: second.userId }),
      removeMember(handle.db, second, { memberId: pair.owner.userId }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const owners = await handle.db
      .selectFrom("organisation_members")
      .select("user_id")
      .where("organisation_id", "=", pair.id)
      .where("member_role", "=", "owner")
      .execute();
    expect(owners).toHaveLength(1);
  });

  it("lets an owner step down or leave while another owner remains", async () => {
    const team = await addOrganisation(handle.db, "team", { now: NOW });
    const second = await addOwner(handle.db, team, "second");
    expect(
      await changeMemberRole(handle.db, second, { memberId: second.userId, role: "member" }),
    ).toMatchObject({ ok: true });
    const third = await addOwner(handle.db, team, "third");
    expect(await removeMember(handle.db, third, { memberId: third.userId })).toMatchObject({
      ok: true,
      youLeft: true,
    });
    expect(
      await removeMember(handle.db, team.owner, { memberId: team.member.userId }),
    ).toMatchObject({
      ok: true,
      title: "Member removed",
    });
    const page = await listMembers(handle.db, team.owner, NOW);
    expect(page.members.map((member) => [member.email, member.role])).toEqual([
      ["owner@team.example.com", "owner"],
      ["manager@team.example.com", "manager"],
      ["second@team.example.com", "member"],
    ]);
    expect(page.owners).toBe(1);
  });

  it("lets the office manage members as an owner", async () => {
    const admin = await addUser(handle.db, "office@example.com", "Alex Office", ["admin"]);
    const office = await scopeOf(handle.db, admin, "bravo");
    expect(
      await changeMemberRole(handle.db, office, { memberId: bravo.member.userId, role: "manager" }),
    ).toMatchObject({ ok: true });
    await changeMemberRole(handle.db, office, { memberId: bravo.member.userId, role: "member" });
    expect(await setOwnNotifications(handle.db, office, { notify: false })).toEqual({
      ok: false,
      reason: "refused",
      message: MEMBER_MESSAGES.officeNotify,
    });
  });
});

describe("each member's e-mails and the spend limit", () => {
  it("lets every member turn their own organisation e-mails off and on", async () => {
    expect(await setOwnNotifications(handle.db, acme.member, { notify: false })).toMatchObject({
      ok: true,
      title: "E-mails off",
    });
    let page = await listMembers(handle.db, acme.member, NOW);
    expect(page.members.find((member) => member.isYou)).toMatchObject({
      email: "member@acme.example.com",
      notifyByEmail: false,
    });
    expect(page.members.filter((member) => !member.notifyByEmail)).toHaveLength(1);
    await setOwnNotifications(handle.db, acme.member, { notify: true });
    page = await listMembers(handle.db, acme.member, NOW);
    expect(page.members.every((member) => member.notifyByEmail)).toBe(true);
  });

  it("lets owners change the spend limit, logged", async () => {
    expect(
      await changeSpendLimit(handle.db, acme.owner, { spendLimitPence: 40_000 }),
    ).toMatchObject({
      ok: true,
      description: "Estimates above £400.00 now wait for approval.",
    });
    expect((await listMembers(handle.db, acme.member, NOW)).spendLimitPence).toBe(40_000);
    const log = await handle.db
      .selectFrom("change_log")
      .select(["before", "after"])
      .where("entity", "=", "organisation")
      .where("action", "=", "spend-limit")
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      before: { spendLimitPence: 25_000 },
      after: { spendLimitPence: 40_000 },
    });
  });
});

describe("isolation: every members function", () => {
  it("refuses managers and members what only owners may do, changing nothing", async () => {
    const { invitation } = await invite(handle.db, acme.owner, { now: NOW });
    const before = await snapshotOrganisationData(handle.db);
    for (const scope of [acme.manager, acme.member]) {
      const attempts = [
        inviteMember(
          handle.db,
          scope,
          { email: "x@example.com", role: "owner" },
          { siteOrigin: SITE },
        ),
        resendInvitation(handle.db, scope, { invitationId: invitation.id }, { siteOrigin: SITE }),
        revokeInvitation(handle.db, scope, { invitationId: invitation.id }),
        changeMemberRole(handle.db, scope, { memberId: scope.userId, role: "owner" }),
        changeMemberRole(handle.db, scope, { memberId: acme.owner.userId, role: "member" }),
        removeMember(handle.db, scope, { memberId: acme.owner.userId }),
        changeSpendLimit(handle.db, scope, { spendLimitPence: 1 }),
      ];
      for (const result of await Promise.all(attempts)) {
        expect(result).toEqual({
          ok: false,
          reason: "forbidden",
          message: MEMBER_MESSAGES.ownersOnly,
        });
      }
    }
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
  });

  it("answers another organisation's member and invitation ids (and junk) with not-found", async () => {
    const { invitation: bravoInvitation } = await invite(handle.db, bravo.owner, { now: NOW });
    const before = await snapshotOrganisationData(handle.db);
    const foreignMembers = [bravo.owner.userId, bravo.manager.userId, bravo.member.userId];
    const junk = ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "' or 1=1 --"];
    for (const memberId of [...foreignMembers, ...junk]) {
      expect(await changeMemberRole(handle.db, acme.owner, { memberId, role: "member" })).toEqual({
        ok: false,
        reason: "not-found",
      });
      expect(await removeMember(handle.db, acme.owner, { memberId })).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    for (const invitationId of [bravoInvitation.id, ...junk]) {
      expect(
        await resendInvitation(handle.db, acme.owner, { invitationId }, { siteOrigin: SITE }),
      ).toEqual({ ok: false, reason: "not-found" });
      expect(await revokeInvitation(handle.db, acme.owner, { invitationId })).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
  });

  it("lists only the scope's own members and invitations", async () => {
    const page = await listMembers(handle.db, acme.member, NOW);
    const emails = [...page.members, ...page.invitations].map((entry) => entry.email);
    expect(emails.some((email) => email.includes("bravo"))).toBe(false);
    expect(page.members.map((member) => member.email)).toContain("owner@acme.example.com");
  });

  it("keeps an acme owner's e-mail setting and spend limit changes inside acme", async () => {
    const bravoBefore = await handle.db
      .selectFrom("organisation_members")
      .select(["user_id", "notify_by_email"])
      .where("organisation_id", "=", bravo.id)
      .orderBy("user_id")
      .execute();
    const bravoLimit = await handle.db
      .selectFrom("organisations")
      .select("spend_limit_pence")
      .where("id", "=", bravo.id)
      .executeTakeFirstOrThrow();
    await setOwnNotifications(handle.db, acme.owner, { notify: false });
    await changeSpendLimit(handle.db, acme.owner, { spendLimitPence: 12_300 });
    expect(
      await handle.db
        .selectFrom("organisation_members")
        .select(["user_id", "notify_by_email"])
        .where("organisation_id", "=", bravo.id)
        .orderBy("user_id")
        .execute(),
    ).toEqual(bravoBefore);
    expect(
      await handle.db
        .selectFrom("organisations")
        .select("spend_limit_pence")
        .where("id", "=", bravo.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(bravoLimit);
    await setOwnNotifications(handle.db, acme.owner, { notify: true });
  });

  it("does not let a member of one organisation accept into it with another's account", async () => {
    const { token } = await invite(handle.db, acme.owner, { now: NOW });
    const before = await snapshotOrganisationData(handle.db);
    expect(
      await acceptInvitation(handle.db, token, accountOfScope(bravo.owner), {
        ...VISITOR,
        now: NOW,
      }),
    ).toMatchObject({ ok: false, reason: "wrong-account" });
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { acceptInvitation, visitInvitation } from "../../app/.server/orgs/invitations.server";
import {
  inviteMember,
  MEMBER_MESSAGES,
  resendInvitation,
  revokeInvitation,
} from "../../app/.server/orgs/members.server";
import { createTestDatabase } from "./support/database";
import { SITE } from "./support/jobs";
import { DAY, invitationToken, invite } from "./support/org-members";
import { addOrganisation, addUser, scopeOf, type OrgFixture } from "./support/organisations";

let handle: DatabaseHandle;
let acme: OrgFixture;
const NOW = new Date("2026-07-06T09:00:00Z");
const VISITOR = { ip: "203.0.113.7" };

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  // Every test looks like its own visitor to the token-link limit.
  await handle.db.deleteFrom("rate_limits").execute();
});

describe("inviting", () => {
  it("stores only the token's hash, for 14 days, and e-mails the link", async () => {
    const { invitation, token, email } = await invite(handle.db, acme.owner, {
      role: "manager",
      now: NOW,
    });
    expect(invitation).toMatchObject({
      organisation_id: acme.id,
      member_role: "manager",
      invited_by: acme.owner.userId,
      accepted_at: null,
      revoked_at: null,
    });
    expect(invitation.token_hash).not.toContain(token);
    expect(invitation.expires_at.getTime() - NOW.getTime()).toBe(14 * DAY);
    const mail = await handle.db
      .selectFrom("email_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Invitation to join acme Lettings");
    expect(mail.text_body).toContain("Olive acme has invited you");
    expect(mail.text_body).toContain("as a manager");
    const log = await handle.db
      .selectFrom("change_log")
      .select(["action", "after"])
      .where("entity", "=", "organisation-invitation")
      .where("entity_id", "=", invitation.id)
      .execute();
    expect(log).toMatchObject([{ action: "invite", after: { email, role: "manager" } }]);
  });

  it("refuses a member's address and a second waiting invitation, as field errors", async () => {
    expect(
      await inviteMember(
        handle.db,
        acme.owner,
        { email: "MANAGER@acme.example.com", role: "member" },
        { siteOrigin: SITE, now: NOW },
      ),
    ).toEqual({
      ok: false,
      reason: "refused",
      field: "email",
      message: MEMBER_MESSAGES.alreadyMember("manager@acme.example.com"),
    });
    const { email } = await invite(handle.db, acme.owner, { now: NOW });
    expect(
      await inviteMember(
        handle.db,
        acme.owner,
        { email, role: "member" },
        { siteOrigin: SITE, now: NOW },
      ),
    ).toMatchObject({ ok: false, reason: "refused", field: "email" });
  });

  it("lets a person with the invited address accept once, and nobody else", async () => {
    const { email, token } = await invite(handle.db, acme.owner, { role: "manager", now: NOW });
    const visit = await visitInvitation(handle.db, token, { ...VISITOR, now: NOW });
    expect(visit).toEqual({
      ok: true,
      invitation: {
        organisationName: "acme Lettings",
        slug: "acme",
        role: "manager",
        roleLabel: "Manager",
        email,
        state: "pending",
      },
    });
    const stranger = await addUser(handle.db, `stranger-${email}`, "Stan Ger");
    expect(
      await acceptInvitation(handle.db, token, stranger, { ...VISITOR, now: NOW }),
    ).toMatchObject({ ok: false, reason: "wrong-account" });
    const invited = await addUser(handle.db, email.toUpperCase(), "Ivy Invited");
    const accepted = await acceptInvitation(handle.db, token, invited, { ...VISITOR, now: NOW });
    expect(accepted).toEqual({
      ok: true,
      slug: "acme",
      organisationName: "acme Lettings",
      role: "manager",
      alreadyMember: false,
    });
    expect(await scopeOf(handle.db, invited, "acme")).toMatchObject({ memberRole: "manager" });
    // Used: dead for everybody, the invited person included.
    expect(
      await acceptInvitation(handle.db, token, invited, { ...VISITOR, now: NOW }),
    ).toMatchObject({ ok: false, reason: "dead", invitation: { state: "accepted" } });
  });

  it("changes nothing for somebody who is already a member, and says so", async () => {
    const { email, token } = await invite(handle.db, acme.owner, { role: "owner", now: NOW });
    const already = await addUser(handle.db, email, "Al Ready");
    await handle.db
      .insertInto("organisation_members")
      .values({ organisation_id: acme.id, user_id: already.user.id, member_role: "member" })
      .execute();
    expect(
      await acceptInvitation(handle.db, token, already, { ...VISITOR, now: NOW }),
    ).toMatchObject({ ok: true, alreadyMember: true, role: "owner" });
    expect(await scopeOf(handle.db, already, "acme")).toMatchObject({ memberRole: "member" });
  });

  it("is dead when expired or revoked, and a resend kills the old link", async () => {
    const expired = await invite(handle.db, acme.owner, { now: NOW });
    const later = new Date(NOW.getTime() + 14 * DAY + 1000);
    expect(
      await visitInvitation(handle.db, expired.token, { ...VISITOR, now: later }),
    ).toMatchObject({
      ok: true,
      invitation: { state: "expired" },
    });
    const person = await addUser(handle.db, expired.email, "Ed Expired");
    expect(
      await acceptInvitation(handle.db, expired.token, person, { ...VISITOR, now: later }),
    ).toMatchObject({ ok: false, reason: "dead", invitation: { state: "expired" } });

    expect(
      await resendInvitation(
        handle.db,
        acme.owner,
        { invitationId: expired.invitation.id },
        { siteOrigin: SITE, now: later },
      ),
    ).toMatchObject({ ok: true, title: "Invitation sent again" });
    const fresh = await invitationToken(handle.db, expired.email);
    expect(fresh).not.toBe(expired.token);
    expect(await visitInvitation(handle.db, expired.token, { ...VISITOR, now: later })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(
      await acceptInvitation(handle.db, fresh, person, { ...VISITOR, now: later }),
    ).toMatchObject({ ok: true, alreadyMember: false });

    const revoked = await invite(handle.db, acme.owner, { now: NOW });
    expect(
      await revokeInvitation(
        handle.db,
        acme.owner,
        { invitationId: revoked.invitation.id },
        { now: NOW },
      ),
    ).toMatchObject({ ok: true, title: "Invitation revoked" });
    expect(await visitInvitation(handle.db, revoked.token, { ...VISITOR, now: NOW })).toMatchObject(
      {
        ok: true,
        invitation: { state: "revoked" },
      },
    );
    expect(
      await resendInvitation(
        handle.db,
        acme.owner,
        { invitationId: revoked.invitation.id },
        { siteOrigin: SITE, now: NOW },
      ),
    ).toEqual({ ok: false, reason: "refused", message: MEMBER_MESSAGES.notPending });
  });

  it("answers an unknown or malformed token with not-found", async () => {
    expect(await visitInvitation(handle.db, "A".repeat(43), VISITOR)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await visitInvitation(handle.db, "short'; drop table x", VISITOR)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

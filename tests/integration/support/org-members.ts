import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Account } from "../../../app/.server/accounts/accounts.server";
import type { Database, MemberRole } from "../../../app/.server/db/schema.server";
import { inviteMember } from "../../../app/.server/orgs/members.server";
import type { OrgScope } from "../../../app/.server/orgs/scope.server";
import { SITE } from "./jobs";
import { accountOf, addUser, scopeOf, type OrgFixture } from "./organisations";

export const DAY = 24 * 60 * 60 * 1000;
let counter = 0;

export function accountOfScope(scope: OrgScope): Account {
  return accountOf({ id: scope.userId, email: scope.email, fullName: scope.actorName });
}

/** The token of the newest invitation e-mail to an address (the database keeps its hash). */
export async function invitationToken(db: Kysely<Database>, email: string): Promise<string> {
  const mail = await db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("to_address", "=", email)
    .where("kind", "=", "org.invitation")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = /\/org-invite\/([A-Za-z0-9_-]{43})/.exec(mail.text_body);
  if (!match?.[1]) throw new Error(`no invitation link in ${mail.text_body}`);
  return match[1];
}

/** An owner's invitation to a new address: the row and the token from the e-mail. */
export async function invite(
  db: Kysely<Database>,
  scope: OrgScope,
  options: { role?: MemberRole; now: Date },
) {
  counter += 1;
  const email = `invitee-${counter}@example.com`;
  const role = options.role ?? "member";
  const result = await inviteMember(
    db,
    scope,
    { email, role },
    { siteOrigin: SITE, now: options.now },
  );
  expect(result).toMatchObject({ ok: true, title: "Invitation sent" });
  const invitation = await db
    .selectFrom("organisation_invitations")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { email, invitation, token: await invitationToken(db, email) };
}

/** A second owner of an organisation (added directly, as an accepted invitation would). */
export async function addOwner(
  db: Kysely<Database>,
  fixture: OrgFixture,
  label: string,
): Promise<OrgScope> {
  const account = await addUser(db, `${label}@${fixture.slug}.example.com`, `Owen ${label}`);
  await db
    .insertInto("organisation_members")
    .values({ organisation_id: fixture.id, user_id: account.user.id, member_role: "owner" })
    .execute();
  return scopeOf(db, account, fixture.slug);
}

import type { Kysely } from "kysely";
import type { Account } from "../../../app/.server/accounts/accounts.server";
import { createConfirmedUser } from "../../../app/.server/auth/local-adapter.server";
import type { Database, MemberRole } from "../../../app/.server/db/schema.server";
import { createOrganisationJob, orgJobActor } from "../../../app/.server/orgs/org-jobs.server";
import { findOrgScope, type OrgScope } from "../../../app/.server/orgs/scope.server";
import type { Role } from "../../../app/lib/roles";
import { SITE } from "./jobs";

/** The account a signed-in person has, as the session would load it. */
export function accountOf(
  user: { id: string; email: string; fullName: string },
  roles: Role[] = ["client"],
): Account {
  return {
    user: { ...user, companyName: null, emailConfirmed: true },
    profile: null,
    roles,
    role: roles[0] ?? "client",
  };
}

export async function addUser(
  db: Kysely<Database>,
  email: string,
  fullName: string,
  roles: Role[] = ["client"],
): Promise<Account> {
  const id = await createConfirmedUser(db, {
    email,
    password: "member-password-2026",
    fullName,
    companyName: null,
  });
  await db
    .insertInto("user_roles")
    .values(roles.map((role) => ({ user_id: id, role })))
    .execute();
  return accountOf({ id, email, fullName }, roles);
}

export interface OrgFixture {
  id: string;
  slug: string;
  owner: OrgScope;
  manager: OrgScope;
  member: OrgScope;
  propertyId: string;
  job: { id: string; reference: string };
}

export async function scopeOf(
  db: Kysely<Database>,
  account: Account,
  slug: string,
): Promise<OrgScope> {
  const scope = await findOrgScope(db, account, slug);
  if (!scope) throw new Error(`${account.user.email} has no scope in ${slug}`);
  return scope;
}

/**
 * One organisation with an owner, a manager and a member, a property in Coventry (with a
 * tenant and a key-safe code) and one routine job reported by the member, waiting in the queue.
 */
export async function addOrganisation(
  db: Kysely<Database>,
  slug: string,
  options: { now?: Date; spendLimitPence?: number } = {},
): Promise<OrgFixture> {
  const organisation = await db
    .insertInto("organisations")
    .values({
      slug,
      name: `${slug} Lettings`,
      contact_email: `office@${slug}.example.com`,
      spend_limit_pence: options.spendLimitPence ?? 25_000,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const people: Record<MemberRole, Account> = {
    owner: await addUser(db, `owner@${slug}.example.com`, `Olive ${slug}`),
    manager: await addUser(db, `manager@${slug}.example.com`, `Mina ${slug}`),
    member: await addUser(db, `member@${slug}.example.com`, `Max ${slug}`),
  };
  await db
    .insertInto("organisation_members")
    .values(
      (Object.keys(people) as MemberRole[]).map((role) => ({
        organisation_id: organisation.id,
        user_id: people[role].user.id,
        member_role: role,
      })),
    )
    .execute();
  const property = await db
    .insertInto("organisation_properties")
    .values({
      organisation_id: organisation.id,
      label: `Flat 1, ${slug} House`,
      address: `Flat 1, 10 ${slug} Street, Coventry`,
      postcode: "CV1 5DZ",
      access_notes: "Buzzer 1",
      key_safe_code: "1234",
      tenant_name: "Tia Tenant",
      tenant_phone: "+447400123456",
      tenant_email: `tenant@${slug}.example.com`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const member = await scopeOf(db, people.member, slug);
  const reported = await createOrganisationJob(
    db,
    orgJobActor(member),
    {
      propertyId: property.id,
      service: "plumbing-repairs",
      description: "The bathroom basin drains slowly.",
      priority: "routine",
      tenantAvailability: "Weekdays after 3pm",
      tellTenant: false,
      contactPhone: "+447400123457",
      window: null,
    },
    { now: options.now, siteOrigin: SITE },
  );
  if (!reported.ok) throw new Error(`could not report the fixture's job: ${reported.reason}`);
  return {
    id: organisation.id,
    slug,
    owner: await scopeOf(db, people.owner, slug),
    manager: await scopeOf(db, people.manager, slug),
    member,
    propertyId: property.id,
    job: { id: reported.jobId, reference: reported.reference },
  };
}

/** Rows that must not change when one organisation's member tries another's ids. */
export async function snapshotOrganisationData(db: Kysely<Database>): Promise<string> {
  const [jobs, properties, comments, planned, members, approvals, invitations, photos] =
    await Promise.all([
      db.selectFrom("jobs").selectAll().orderBy("id").execute(),
      db.selectFrom("organisation_properties").selectAll().orderBy("id").execute(),
      db.selectFrom("job_comments").selectAll().orderBy("id").execute(),
      db.selectFrom("planned_maintenance").selectAll().orderBy("id").execute(),
      db.selectFrom("organisation_members").selectAll().orderBy("user_id").execute(),
      db.selectFrom("job_approvals").selectAll().orderBy("id").execute(),
      db.selectFrom("organisation_invitations").selectAll().orderBy("id").execute(),
      db.selectFrom("job_photos").selectAll().orderBy("id").execute(),
    ]);
  return JSON.stringify({
    jobs,
    properties,
    comments,
    planned,
    members,
    approvals,
    invitations,
    photos,
  });
}

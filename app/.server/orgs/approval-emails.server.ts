import type { Kysely, Transaction } from "kysely";
import { findService } from "~/content/services";
import { formatLondonDateTime } from "~/lib/booking-rules";
import { formatPence } from "~/lib/money";
import { organisationPath } from "~/lib/organisations";
import { getBusiness, type Business } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmail, type OutgoingEmail } from "../email/outbox.server";
import { signOff } from "../jobs/booking-emails.server";

type Executor = Kysely<Database> | Transaction<Database>;

export interface OrgRecipient {
  userId: string;
  email: string;
  name: string;
}

/**
 * The members of one organisation who get its e-mails: those who opted in, among the roles
 * given (managers and owners for approvals; everyone for finished jobs). Never the tenant.
 */
export async function optedInMembers(
  db: Executor,
  organisationId: string,
  roles: readonly ("owner" | "manager" | "member")[],
): Promise<OrgRecipient[]> {
  const rows = await db
    .selectFrom("organisation_members as membership")
    .innerJoin("auth.users as users", "users.id", "membership.user_id")
    .leftJoin("profiles", "profiles.id", "membership.user_id")
    .select(["membership.user_id", "users.email", "profiles.full_name"])
    .where("membership.organisation_id", "=", organisationId)
    .where("membership.member_role", "in", [...roles])
    .where("membership.notify_by_email", "=", true)
    .orderBy("users.email")
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    name: row.full_name || row.email,
  }));
}

/**
 * Who is asked to approve spend: the managers and owners who opted in; when none did, the
 * owners all the same (decision 0033), or the job would wait without anybody knowing.
 */
export async function approvalRecipients(
  db: Executor,
  organisationId: string,
): Promise<OrgRecipient[]> {
  const opted = await optedInMembers(db, organisationId, ["owner", "manager"]);
  if (opted.length > 0) return opted;
  const owners = await db
    .selectFrom("organisation_members as membership")
    .innerJoin("auth.users as users", "users.id", "membership.user_id")
    .leftJoin("profiles", "profiles.id", "membership.user_id")
    .select(["membership.user_id", "users.email", "profiles.full_name"])
    .where("membership.organisation_id", "=", organisationId)
    .where("membership.member_role", "=", "owner")
    .orderBy("users.email")
    .execute();
  return owners.map((row) => ({
    userId: row.user_id,
    email: row.email,
    name: row.full_name || row.email,
  }));
}

export interface ApprovalRequestFacts {
  organisationName: string;
  organisationSlug: string;
  reference: string;
  propertyLabel: string;
  serviceName: string;
  description: string;
  estimatePence: number;
  spendLimitPence: number;
  expiresAt: Date;
}

/** To one manager or owner: the job, the estimate against the limit, and their own two links. */
export function approvalRequestEmail(input: {
  to: OrgRecipient;
  facts: ApprovalRequestFacts;
  approveUrl: string;
  declineUrl: string;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const { facts } = input;
  const text = `Hello ${input.to.name},

We have estimated ${formatPence(facts.estimatePence)} for a job at one of ${facts.organisationName}'s properties. That is above your spend limit of ${formatPence(facts.spendLimitPence)}, so we wait for your approval before we book the work.

Reference: ${facts.reference}
Property: ${facts.propertyLabel}
Service: ${facts.serviceName}
What needs doing: ${facts.description}
Estimate: ${formatPence(facts.estimatePence)}

Approve the estimate:
${input.approveUrl}

Decline it (the job is then cancelled; you can say why):
${input.declineUrl}

Each link opens a page that asks you to confirm; it works once and until ${formatLondonDateTime(facts.expiresAt)}. You can also decide in your portal:
${input.siteOrigin}${organisationPath(facts.organisationSlug, `/jobs/${facts.reference}`)}

${signOff(input.business, input.siteOrigin)}
`;
  return {
    to: input.to.email,
    kind: "org.approval-request",
    subject: `Approval needed: ${formatPence(facts.estimatePence)} for ${facts.reference} at ${facts.propertyLabel}`,
    text,
  };
}

/**
 * An organisation's job is finished: to its members who opted in (never the tenant), with the
 * engineer's summary and the link to the job in the portal. Only this job's facts.
 */
export async function queueOrganisationFinishedEmails(
  trx: Transaction<Database>,
  jobId: string,
  options: { siteOrigin: string },
): Promise<number> {
  const job = await trx
    .selectFrom("jobs")
    .innerJoin("organisations as org", "org.id", "jobs.organisation_id")
    .leftJoin("organisation_properties as property", (join) =>
      join
        .onRef("property.id", "=", "jobs.property_id")
        .onRef("property.organisation_id", "=", "jobs.organisation_id"),
    )
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.service_slug",
      "jobs.summary",
      "jobs.organisation_id",
      "org.name as organisation_name",
      "org.slug",
      "property.label as property_label",
      "jobs.address",
    ])
    .where("jobs.id", "=", jobId)
    .executeTakeFirst();
  if (!job?.organisation_id) return 0;
  const recipients = await optedInMembers(trx, job.organisation_id, ["owner", "manager", "member"]);
  if (recipients.length === 0) return 0;
  const business = await getBusiness(trx);
  const siteOrigin = options.siteOrigin.replace(/\/+$/, "");
  const serviceName = findService(job.service_slug)?.name ?? job.service_slug;
  const property = job.property_label ?? job.address;
  const link = `${siteOrigin}${organisationPath(job.slug, `/jobs/${job.reference}`)}`;
  for (const recipient of recipients) {
    await enqueueEmail(
      trx,
      {
        to: recipient.email,
        kind: "org.job-finished",
        subject: `Job finished: ${serviceName} at ${property} (${job.reference})`,
        text: `Hello ${recipient.name},

Our engineer has finished job ${job.reference} for ${job.organisation_name}.

Property: ${property}
Service: ${serviceName}
The engineer's summary: ${job.summary ?? "(none)"}

The job's timeline, photos and summary:
${link}

${signOff(business, siteOrigin)}
`,
      },
      { jobId: job.id },
    );
  }
  return recipients.length;
}

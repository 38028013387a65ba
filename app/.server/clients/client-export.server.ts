import { sql, type Kysely } from "kysely";
import { formatUkPhone } from "~/lib/phone";
import { csvLine } from "../admin-jobs/job-export.server";
import type { Database } from "../db/schema.server";
import { likeContaining } from "./redaction.server";
import { clientJobIds, findClient, type ClientRecord } from "./client-record.server";

/** A value of the export: what JSON can hold, dates already written as ISO 8601 in UTC. */
type ExportValue =
  string | number | boolean | null | ExportValue[] | { [key: string]: ExportValue };
type ExportRecord = { [key: string]: ExportValue };

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** The addresses and phone numbers the person is known by, for the messages sent to them. */
function contactPoints(client: ClientRecord) {
  const emails = [client.email, client.customer?.email, client.account?.email].flatMap((email) =>
    email ? [email.toLowerCase()] : [],
  );
  const phones = [client.customer?.phone, client.account?.phone].flatMap((phone) =>
    phone ? [phone] : [],
  );
  return { emails: [...new Set(emails)], phones: [...new Set(phones)] };
}

async function accountFacts(db: Kysely<Database>, client: ClientRecord) {
  const { account } = client;
  if (!account) return { account: null, memberships: [] };
  const [user, memberships] = await Promise.all([
    db
      .selectFrom("auth.users")
      .select(["email_confirmed_at", "last_sign_in_at", "created_at"])
      .where("id", "=", account.id)
      .executeTakeFirst(),
    db
      .selectFrom("organisation_members as m")
      .innerJoin("organisations as o", "o.id", "m.organisation_id")
      .select(["o.name", "o.slug", "m.member_role", "m.notify_by_email", "m.created_at"])
      .where("m.user_id", "=", account.id)
      .orderBy("o.name")
      .execute(),
  ]);
  return {
    account: {
      id: account.id,
      email: account.email,
      fullName: account.fullName,
      companyName: account.companyName,
      phone: account.phone,
      roles: account.roles,
      createdAt: iso(account.createdAt),
      emailConfirmedAt: iso(user?.email_confirmed_at),
      lastSignInAt: iso(user?.last_sign_in_at),
    },
    memberships: memberships.map((row) => ({
      organisation: row.name,
      slug: row.slug,
      role: row.member_role,
      receivesEmails: row.notify_by_email,
      since: iso(row.created_at),
    })),
  };
}

async function jobFacts(db: Kysely<Database>, jobIds: string[], siteOrigin: string) {
  if (jobIds.length === 0) return [];
  const [jobs, events, photos, links, comments, approvals] = await Promise.all([
    db
      .selectFrom("jobs")
      .selectAll()
      .where("id", "in", jobIds)
      .orderBy("created_at")
      .orderBy("reference")
      .execute(),
    db
      .selectFrom("job_events")
      .selectAll()
      .where("job_id", "in", jobIds)
      .orderBy("at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("job_photos")
      .selectAll()
      .where("job_id", "in", jobIds)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("job_tracking_links")
      .select(["job_id", "created_at"])
      .where("job_id", "in", jobIds)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("job_comments")
      .selectAll()
      .where("job_id", "in", jobIds)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("job_approvals")
      .selectAll()
      .where("job_id", "in", jobIds)
      .orderBy("requested_at")
      .execute(),
  ]);
  return jobs.map((job): ExportRecord => ({
    reference: job.reference,
    service: job.service_slug,
    description: job.description,
    emergency: job.emergency,
    name: job.customer_name,
    email: job.customer_email,
    phone: job.customer_phone,
    address: job.address,
    postcode: job.postcode,
    textsAllowed: job.texts_allowed,
    status: job.status,
    source: job.source,
    windowStart: iso(job.window_start),
    windowEnd: iso(job.window_end),
    eta: iso(job.eta),
    outcome: job.outcome,
    summary: job.summary,
    signedOffBy: job.signed_off_by,
    pricePence: job.price_pence,
    estimatePence: job.estimate_pence,
    tenantAvailability: job.tenant_availability,
    bookedAt: iso(job.created_at),
    updatedAt: iso(job.updated_at),
    // Every entry of the timeline, the office's and engineers' internal notes included.
    events: events
      .filter((event) => event.job_id === job.id)
      .map((event) => ({
        at: iso(event.at),
        kind: event.kind,
        fromStatus: event.from_status,
        toStatus: event.to_status,
        by: event.actor_role,
        note: event.note,
        internal: event.internal,
      })),
    photos: photos
      .filter((photo) => photo.job_id === job.id)
      .map((photo) => ({
        url: `${siteOrigin}/media/${photo.storage_key}`,
        takenBy: photo.taken_by,
        stage: photo.stage,
        contentType: photo.content_type,
        width: photo.width,
        height: photo.height,
        bytes: photo.bytes,
        takenAt: iso(photo.created_at),
      })),
    // The links themselves are secrets kept only as hashes: when each was made is what exists.
    trackingLinks: [
      { madeAt: iso(job.created_at), kind: "booking" },
      ...links
        .filter((link) => link.job_id === job.id)
        .map((link) => ({ madeAt: iso(link.created_at), kind: "message" })),
    ],
    comments: comments
      .filter((comment) => comment.job_id === job.id)
      .map((comment) => ({
        at: iso(comment.created_at),
        by: comment.author_name,
        side: comment.author_side,
        body: comment.body,
      })),
    approvals: approvals
      .filter((approval) => approval.job_id === job.id)
      .map((approval) => ({
        requestedAt: iso(approval.requested_at),
        estimatePence: approval.estimate_pence,
        state: approval.state,
        decidedAt: iso(approval.decided_at),
        reason: approval.reason,
      })),
  }));
}

/**
 * Everything held about one client (UK GDPR, the right of access): the customer, the
 * account with its roles and organisations, the office's notes, every job with its whole
 * timeline, photos (their links), tracking links (when made: the tokens are not kept),
 * comments and approvals, every message to them or about their jobs, their reviews and
 * enquiries, and the office's log of changes to them. Token hashes are never included.
 * null: no client at this key.
 */
export async function exportClient(
  db: Kysely<Database>,
  key: string,
  options: { siteOrigin: string; now?: Date },
): Promise<ExportRecord | null> {
  const lookup = await findClient(db, key);
  if (lookup.found !== true) return null;
  const { client } = lookup;
  const siteOrigin = options.siteOrigin.replace(/\/+$/, "");
  const { emails, phones } = contactPoints(client);
  const jobIds = await clientJobIds(db, client);
  const mentions = [...emails, ...phones, ...phones.map(formatUkPhone)].map(likeContaining);
  const [accountPart, jobs, notes, messages, reviews, enquiries, changes] = await Promise.all([
    accountFacts(db, client),
    jobFacts(db, jobIds, siteOrigin),
    db.selectFrom("client_notes").selectAll().where("email", "=", client.email).executeTakeFirst(),
    db
      .selectFrom("email_outbox as o")
      .leftJoin("jobs as j", "j.id", "o.job_id")
      .select([
        "o.channel",
        "o.to_address",
        "o.kind",
        "o.subject",
        "o.text_body",
        "o.attachments",
        "o.created_at",
        "o.sent_at",
        "o.skipped_at",
        "o.failed_at",
        "j.reference",
      ])
      .where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["o.to_address"]), "in", emails),
          ...(phones.length ? [eb("o.to_address", "in", phones)] : []),
          ...(jobIds.length ? [eb("o.job_id", "in", jobIds)] : []),
          // Messages to others that carry their address or number (the office's copy of an enquiry).
          sql<boolean>`(o.subject || ' ' || o.text_body) ilike any (${mentions}::text[])`,
        ]),
      )
      .orderBy("o.created_at")
      .execute(),
    jobIds.length
      ? db.selectFrom("testimonials").selectAll().where("job_id", "in", jobIds).execute()
      : Promise.resolve([]),
    db
      .selectFrom("contacts")
      .selectAll()
      .where((eb) => eb(eb.fn("lower", ["email"]), "in", emails))
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("change_log")
      .select(["at", "actor_role", "action", "before", "after"])
      .where("entity", "=", "client")
      .where("entity_id", "in", [
        client.key,
        client.customer?.id ?? client.key,
        client.account?.id ?? client.key,
      ])
      .orderBy("at")
      .execute(),
  ]);
  return {
    exportedAt: iso(options.now ?? new Date()),
    client: client.key,
    customer: client.customer
      ? {
          id: client.customer.id,
          name: client.customer.name,
          email: client.customer.email,
          phone: client.customer.phone,
          since: iso(client.customer.createdAt),
          erasedAt: iso(client.customer.erasedAt),
          portalLink: "active (the link is a secret: we keep no copy of it)",
        }
      : null,
    account: accountPart.account,
    organisationMemberships: accountPart.memberships,
    officeNotes: notes ? { body: notes.body, updatedAt: iso(notes.updated_at) } : null,
    jobs,
    messages: messages.map((message) => ({
      channel: message.channel,
      to: message.to_address,
      kind: message.kind,
      job: message.reference,
      subject: message.subject,
      text: message.text_body,
      attachments: message.attachments.map((attachment) => attachment.filename),
      queuedAt: iso(message.created_at),
      sentAt: iso(message.sent_at),
      skippedAt: iso(message.skipped_at),
      failedAt: iso(message.failed_at),
    })),
    reviews: reviews.map((review) => ({
      name: review.author_name,
      location: review.location,
      rating: review.rating,
      body: review.body,
      service: review.service_slug,
      published: review.moderation_state === "approved",
      receivedAt: iso(review.created_at),
    })),
    enquiries: enquiries.map((enquiry) => ({
      kind: enquiry.kind,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      postcode: enquiry.postcode,
      message: enquiry.message,
      companyName: enquiry.company_name,
      propertiesCount: enquiry.properties_count,
      sentAt: iso(enquiry.created_at),
      handledAt: iso(enquiry.handled_at),
    })),
    officeChanges: changes.map((change) => ({
      at: iso(change.at),
      by: change.actor_role,
      action: change.action,
      before: JSON.stringify(change.before ?? null),
      after: JSON.stringify(change.after ?? null),
    })),
  };
}

/** Each leaf of the export as (section, field path, value): "jobs", "1.events.3.note", "…". */
function* leaves(path: string[], value: ExportValue): Generator<[string[], string]> {
  if (value === null) {
    yield [path, ""];
  } else if (Array.isArray(value)) {
    if (value.length === 0) yield [path, ""];
    for (const [index, item] of value.entries()) yield* leaves([...path, String(index + 1)], item);
  } else if (typeof value === "object") {
    for (const [name, item] of Object.entries(value)) yield* leaves([...path, name], item);
  } else {
    yield [path, String(value)];
  }
}

/**
 * The export as one CSV table: a row per value, named by its section and its path within it
 * ("jobs", "2.events.1.note"), so every kind of record fits one sheet. Cells a spreadsheet
 * would run as formulas are written as text.
 */
export function clientExportCsv(record: ExportRecord): string {
  const lines = [csvLine(["Section", "Field", "Value"])];
  for (const [[section = "", ...field], value] of leaves([], record)) {
    lines.push(csvLine([section, field.join("."), value]));
  }
  return `\uFEFF${lines.join("")}`;
}

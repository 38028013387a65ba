import type { Kysely } from "kysely";
import { formatUkPhone } from "~/lib/phone";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { listChangeHistory } from "../audit/change-history.server";
import type { Database, EnquirySource } from "../db/schema.server";
import { formatReceived, ENQUIRY_STATUS_LABELS } from "./inbox-page.server";
import { isEnquiryId } from "./inbox-list.server";
import type { EnquiryDetail, EnquiryThreadEntry } from "~/lib/views/contacts";
export type { EnquiryDetail, EnquiryThreadEntry } from "~/lib/views/contacts";

export const ENQUIRY_ENTITY = "enquiry";

const SOURCE_LABELS: Record<EnquirySource, string> = {
  "contact-form": "The contact form",
  "property-services-form": "The property services form",
  assistant: "The assistant",
};

function deliveryOf(outbox: {
  id: string | null;
  sent_at: Date | null;
  skipped_at: Date | null;
  attempts: number | null;
  last_error: string | null;
}): EnquiryThreadEntry["delivery"] {
  if (outbox.id === null) return { sent: false, label: "E-mail record removed" };
  if (outbox.sent_at) return { sent: true, label: `Sent ${formatReceived(outbox.sent_at)}` };
  if (outbox.skipped_at) return { sent: false, label: "Not sent" };
  if (outbox.last_error && (outbox.attempts ?? 0) > 0) {
    return { sent: false, label: "Not sent yet: the mail server refused it, trying again" };
  }
  return { sent: false, label: "Waiting to be sent" };
}

/**
 * Marks an enquiry read the first time the office opens it (logged once), then reads it with
 * its thread and history. Null when there is no such enquiry, or the id is not one.
 */
export async function openEnquiry(
  db: Kysely<Database>,
  actor: StaffActor,
  id: string,
): Promise<EnquiryDetail | null> {
  if (!isEnquiryId(id)) return null;
  await db.transaction().execute(async (trx) => {
    const opened = await trx
      .updateTable("contacts")
      .set({ read_at: new Date() })
      .where("id", "=", id)
      .where("read_at", "is", null)
      .returning("read_at")
      .executeTakeFirst();
    if (opened) {
      await logChange(trx, {
        actor,
        entity: ENQUIRY_ENTITY,
        entityId: id,
        action: "Opened the enquiry",
        before: { read: "no" },
        after: { read: "yes" },
      });
    }
  });
  return readEnquiry(db, id);
}

/** An enquiry as its page shows it, without marking it read. */
export async function readEnquiry(db: Kysely<Database>, id: string): Promise<EnquiryDetail | null> {
  if (!isEnquiryId(id)) return null;
  const row = await db
    .selectFrom("contacts as c")
    .leftJoin("jobs as j", "j.id", "c.job_id")
    .leftJoin("organisations as o", "o.id", "c.organisation_id")
    .select([
      "c.id",
      "c.kind",
      "c.source",
      "c.status",
      "c.name",
      "c.email",
      "c.phone",
      "c.postcode",
      "c.message",
      "c.company_name",
      "c.properties_count",
      "c.created_at",
      "c.handled_at",
      "j.reference as job_reference",
      "o.slug as organisation_slug",
      "o.name as organisation_name",
    ])
    .where("c.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [entries, history] = await Promise.all([
    db
      .selectFrom("contact_thread_entries as t")
      .leftJoin("email_outbox as e", "e.id", "t.outbox_id")
      .select([
        "t.id",
        "t.entry_kind",
        "t.author_name",
        "t.body",
        "t.created_at",
        "e.id as outbox_id",
        "e.sent_at",
        "e.skipped_at",
        "e.attempts",
        "e.last_error",
      ])
      .where("t.contact_id", "=", id)
      .orderBy("t.created_at", "asc")
      .orderBy("t.id", "asc")
      .execute(),
    listChangeHistory(db, { entity: ENQUIRY_ENTITY, entityId: id }),
  ]);
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: row.kind === "property-enquiry" ? "Property" : "General",
    sourceLabel: SOURCE_LABELS[row.source],
    status: row.status,
    statusLabel: ENQUIRY_STATUS_LABELS[row.status],
    name: row.name,
    email: row.email,
    phone: row.phone,
    phoneLabel: formatUkPhone(row.phone),
    postcode: row.postcode,
    message: row.message,
    companyName: row.company_name,
    propertiesCount: row.properties_count,
    received: formatReceived(row.created_at),
    receivedAt: row.created_at.toISOString(),
    closed: row.handled_at ? formatReceived(row.handled_at) : null,
    job: row.job_reference ? { reference: row.job_reference } : null,
    organisation:
      row.organisation_slug && row.organisation_name
        ? { slug: row.organisation_slug, name: row.organisation_name }
        : null,
    thread: entries.map((entry) => ({
      id: entry.id,
      kind: entry.entry_kind,
      authorName: entry.author_name,
      body: entry.body,
      at: entry.created_at.toISOString(),
      atLabel: formatReceived(entry.created_at),
      delivery: entry.entry_kind === "reply" ? deliveryOf(entry) : null,
    })),
    history,
  };
}

import type { Kysely, Transaction } from "kysely";
import type { EnquiryStatusChange } from "~/lib/schemas/enquiries";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database, EnquiryStatus } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { refused, type Refusal } from "../http/refusal.server";
import { enquiryReplyEmail } from "./emails.server";
import { ENQUIRY_ENTITY } from "./enquiry-record.server";
import { ENQUIRY_STATUS_LABELS } from "./inbox-page.server";
import { isEnquiryId } from "./inbox-list.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** A person of the office, with the name the thread shows beside what they wrote. */
export interface EnquiryAuthor extends StaffActor {
  name: string;
}

export type EnquiryChangeResult =
  { ok: true; summary: string } | { ok: false; reason: "not-found" } | Refusal;

const NOT_FOUND = { ok: false, reason: "not-found" } as const;

/** The enquiry's row, locked for the change, or undefined when there is none. */
function lockEnquiry(trx: Transaction<Database>, id: string) {
  return trx.selectFrom("contacts").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/**
 * E-mails the office's reply to the enquirer through the outbox and adds it to the thread
 * with the outbox row it went out as, in one transaction. A new enquiry is then in progress.
 */
export async function replyToEnquiry(
  db: Kysely<Database>,
  author: EnquiryAuthor,
  id: string,
  reply: string,
): Promise<EnquiryChangeResult> {
  if (!isEnquiryId(id)) return NOT_FOUND;
  return db.transaction().execute(async (trx) => {
    const contact = await lockEnquiry(trx, id);
    if (!contact) return NOT_FOUND;
    const business = await trx
      .selectFrom("business_settings")
      .select(["name", "phone", "email", "website"])
      .executeTakeFirstOrThrow();
    const outboxId = await enqueueEmail(
      trx,
      enquiryReplyEmail(
        {
          id: contact.id,
          kind: contact.kind,
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          postcode: contact.postcode,
          message: contact.message,
          companyName: contact.company_name,
          propertiesCount: contact.properties_count,
          createdAt: contact.created_at,
        },
        reply,
        business,
      ),
    );
    await addEntry(trx, author, id, { kind: "reply", body: reply, outboxId });
    const status: EnquiryStatus = contact.status === "new" ? "in_progress" : contact.status;
    await trx
      .updateTable("contacts")
      .set((eb) => ({ status, read_at: eb.fn.coalesce("read_at", eb.val(new Date())) }))
      .where("id", "=", id)
      .execute();
    await logChange(trx, {
      actor: author,
      entity: ENQUIRY_ENTITY,
      entityId: id,
      action: `Replied by e-mail to ${contact.email}`,
      before: { status: ENQUIRY_STATUS_LABELS[contact.status] },
      after: { status: ENQUIRY_STATUS_LABELS[status], reply },
    });
    return { ok: true, summary: `Your reply is on its way to ${contact.email}.` };
  });
}

/** An internal note under the enquiry: for the office only, never e-mailed. */
export async function addEnquiryNote(
  db: Kysely<Database>,
  author: EnquiryAuthor,
  id: string,
  note: string,
): Promise<EnquiryChangeResult> {
  if (!isEnquiryId(id)) return NOT_FOUND;
  return db.transaction().execute(async (trx) => {
    const contact = await lockEnquiry(trx, id);
    if (!contact) return NOT_FOUND;
    await addEntry(trx, author, id, { kind: "note", body: note, outboxId: null });
    await logChange(trx, {
      actor: author,
      entity: ENQUIRY_ENTITY,
      entityId: id,
      action: "Added an internal note",
      after: { note },
    });
    return { ok: true, summary: "The note is under the enquiry, for the office only." };
  });
}

async function addEntry(
  trx: Transaction<Database>,
  author: EnquiryAuthor,
  contactId: string,
  entry: { kind: "reply" | "note"; body: string; outboxId: string | null },
) {
  await trx
    .insertInto("contact_thread_entries")
    .values({
      contact_id: contactId,
      entry_kind: entry.kind,
      author_id: author.id,
      author_name: author.name.slice(0, 200) || "The office",
      body: entry.body,
      outbox_id: entry.outboxId,
    })
    .execute();
}

const CHANGES: Record<
  EnquiryStatusChange,
  {
    from: readonly EnquiryStatus[];
    to: EnquiryStatus;
    action: string;
    summary: string;
    refusal: string;
  }
> = {
  in_progress: {
    from: ["new"],
    to: "in_progress",
    action: "Marked the enquiry in progress",
    summary: "The enquiry is in progress.",
    refusal: "Only a new enquiry can be marked in progress.",
  },
  closed: {
    from: ["new", "in_progress"],
    to: "closed",
    action: "Closed the enquiry",
    summary: "The enquiry is closed.",
    refusal: "The enquiry is already closed.",
  },
  reopen: {
    from: ["closed"],
    to: "in_progress",
    action: "Reopened the enquiry",
    summary: "The enquiry is open again, in progress.",
    refusal: "Only a closed enquiry can be reopened.",
  },
};

/** Marks an enquiry in progress, closes it or reopens it; a change that does not fit is refused. */
export async function changeEnquiryStatus(
  db: Kysely<Database>,
  actor: StaffActor,
  id: string,
  change: EnquiryStatusChange,
): Promise<EnquiryChangeResult> {
  if (!isEnquiryId(id)) return NOT_FOUND;
  const rule = CHANGES[change];
  return db.transaction().execute(async (trx) => {
    const contact = await lockEnquiry(trx, id);
    if (!contact) return NOT_FOUND;
    if (!rule.from.includes(contact.status)) return refused(rule.refusal);
    await setStatus(trx, id, rule.to);
    await logChange(trx, {
      actor,
      entity: ENQUIRY_ENTITY,
      entityId: id,
      action: rule.action,
      before: { status: ENQUIRY_STATUS_LABELS[contact.status] },
      after: { status: ENQUIRY_STATUS_LABELS[rule.to] },
    });
    return { ok: true, summary: rule.summary };
  });
}

/** A closed enquiry carries its closing time in handled_at; any other status clears it. */
async function setStatus(trx: Executor, id: string, status: EnquiryStatus) {
  const now = new Date();
  await trx
    .updateTable("contacts")
    .set((eb) => ({
      status,
      handled_at: status === "closed" ? now : null,
      read_at: eb.fn.coalesce("read_at", eb.val(now)),
    }))
    .where("id", "=", id)
    .execute();
}

/**
 * Links the job booked from an enquiry to it and closes it, logged. Run after the booking
 * commits (the booking owns its transaction): an enquiry gone meanwhile leaves the job as is.
 */
export async function closeEnquiryWithJob(
  db: Kysely<Database>,
  actor: StaffActor,
  id: string,
  job: { id: string; reference: string },
): Promise<void> {
  if (!isEnquiryId(id)) return;
  await db.transaction().execute(async (trx) => {
    const contact = await lockEnquiry(trx, id);
    if (!contact) return;
    await trx.updateTable("contacts").set({ job_id: job.id }).where("id", "=", id).execute();
    await setStatus(trx, id, "closed");
    await logChange(trx, {
      actor,
      entity: ENQUIRY_ENTITY,
      entityId: id,
      action: `Booked job ${job.reference} from the enquiry`,
      before: { status: ENQUIRY_STATUS_LABELS[contact.status] },
      after: { status: ENQUIRY_STATUS_LABELS.closed, job: job.reference },
    });
  });
}

/**
 * Links the organisation created from a property enquiry to it and closes it, logged, in the
 * transaction that creates the organisation.
 */
export async function closeEnquiryWithOrganisation(
  trx: Transaction<Database>,
  actor: StaffActor,
  id: string,
  organisation: { id: string; name: string },
): Promise<void> {
  if (!isEnquiryId(id)) return;
  const contact = await lockEnquiry(trx, id);
  if (!contact || contact.kind !== "property-enquiry") return;
  await trx
    .updateTable("contacts")
    .set({ organisation_id: organisation.id })
    .where("id", "=", id)
    .execute();
  await setStatus(trx, id, "closed");
  await logChange(trx, {
    actor,
    entity: ENQUIRY_ENTITY,
    entityId: id,
    action: `Created the organisation ${organisation.name} from the enquiry`,
    before: { status: ENQUIRY_STATUS_LABELS[contact.status] },
    after: { status: ENQUIRY_STATUS_LABELS.closed, organisation: organisation.name },
  });
}

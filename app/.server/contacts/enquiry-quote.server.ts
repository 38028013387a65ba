import type { Kysely } from "kysely";
import type { z } from "zod";
import { services } from "~/content/services";
import type { enquiryQuoteSchema } from "~/lib/schemas/enquiries";
import { logChange } from "../audit/change-log.server";
import { hashToken, newToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import { createJob } from "../jobs/create-job.server";
import { upsertCustomer } from "../jobs/customers.server";
import { startQuoteIn } from "../quotes/quote-drafts.server";
import { ENQUIRY_ENTITY } from "./enquiry-record.server";
import type { EnquiryAuthor } from "./enquiry-changes.server";
import { isEnquiryId } from "./inbox-list.server";

export type EnquiryQuoteInput = Omit<z.output<typeof enquiryQuoteSchema>, "intent">;

export type EnquiryQuoteResult =
  | { ok: true; jobReference: string; createdJob: boolean; createdQuote: boolean }
  | { ok: false; reason: "not-found" };

/** The services a quote's job can be for, as the form's choices. */
export function quoteServiceOptions(): { value: string; label: string }[] {
  return services.map((service) => ({ value: service.slug, label: service.name }));
}

/**
 * "Write a quote" from an enquiry (decision 0075): the work becomes a job as requested (no
 * window, in the board's queue, for the enquirer, with the enquiry's name, e-mail and phone),
 * linked to the enquiry, and the job's draft quote is started, linked to the enquiry too. The
 * quote then lives its whole life on the job (sent, accepted, confirming the job, invoiced). An
 * enquiry that already has a job gets its quote there: a second press makes nothing new.
 */
export async function startQuoteFromEnquiry(
  db: Kysely<Database>,
  author: EnquiryAuthor,
  id: string,
  input: EnquiryQuoteInput,
  now: Date,
): Promise<EnquiryQuoteResult> {
  if (!isEnquiryId(id)) return { ok: false, reason: "not-found" };
  return db.transaction().execute(async (trx): Promise<EnquiryQuoteResult> => {
    const contact = await trx
      .selectFrom("contacts")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!contact) return { ok: false, reason: "not-found" };
    const linked = contact.job_id
      ? await trx
          .selectFrom("jobs")
          .select(["id", "reference"])
          .where("id", "=", contact.job_id)
          .executeTakeFirst()
      : undefined;
    let job = linked;
    if (!job) {
      const created = await createJob(trx, {
        source: "quote",
        note: `To be quoted, from enquiry #${contact.id}`,
        customer: {
          upsert: upsertCustomer(
            trx,
            { name: contact.name, email: contact.email, phone: contact.phone },
            hashToken(newToken()),
            now,
            { keepExisting: true },
          ),
        },
        details: {
          service_slug: input.service,
          description: input.description,
          emergency: false,
          address: input.address,
          postcode: input.postcode,
          customer_name: contact.name,
          customer_email: contact.email,
          customer_phone: contact.phone,
          texts_allowed: false,
          user_id: null,
        },
        bookedThrough: "admin",
        createdBy: { role: "admin", actorId: author.id },
        at: now,
      });
      // A job without a window takes no place in one, so it is never refused for a full one.
      if (!created.ok) throw new Error("a job without a window was refused a place");
      job = { id: created.id, reference: created.reference };
      await trx
        .updateTable("contacts")
        .set((eb) => ({
          job_id: created.id,
          status: contact.status === "new" ? "in_progress" : contact.status,
          read_at: eb.fn.coalesce("read_at", eb.val(now)),
        }))
        .where("id", "=", id)
        .execute();
    }
    const quote = await startQuoteIn(trx, author, {
      jobReference: job.reference,
      now,
      contactId: contact.id,
    });
    if (!quote.ok) return quote;
    await logChange(trx, {
      actor: author,
      entity: ENQUIRY_ENTITY,
      entityId: id,
      action: `Started a quote on job ${job.reference} from the enquiry`,
      after: { job: job.reference, newJob: !linked, newQuote: quote.created },
    });
    return {
      ok: true,
      jobReference: job.reference,
      createdJob: !linked,
      createdQuote: quote.created,
    };
  });
}

import type { Kysely } from "kysely";
import type { ContactInput, PropertyEnquiryInput } from "~/lib/schemas/contact";
import type { Database } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import { acknowledgementEmail, notificationEmail, type ContactMessage } from "./emails.server";

/** What the contact form (`contactSchema`) or the property enquiry form (`propertyEnquirySchema`) parsed. */
export type ContactSubmission =
  ({ kind: "contact" } & ContactInput) | ({ kind: "property-enquiry" } & PropertyEnquiryInput);

export type SubmitContactResult = { ok: true; id: string } | Refusal;

export const CONTACT_NOT_SAVED_MESSAGE =
  "Sorry, your message could not be sent just now. Please try again in a few minutes, or call us.";

/** What the visitor is told once the message is stored. */
export const CONTACT_SENT_DESCRIPTION =
  "Thank you. We have e-mailed you a copy and will reply within one working day.";

/**
 * Stores a visitor's message and, in the same transaction, queues the acknowledgement to the
 * visitor and the notification to the business: either all three happen or none does. Too many
 * messages from one address or e-mail are "rate-limited"; a database failure, in the limit or
 * in the transaction, is "unavailable" and nothing is stored.
 */
export async function submitContact(
  db: Kysely<Database>,
  input: ContactSubmission,
  request: { ip: string },
): Promise<SubmitContactResult> {
  const refusal = await attemptAllowed(db, "contact", { ip: request.ip, email: input.email });
  if (refusal) return refusal.reason === "unavailable" ? notSaved(refusal) : refusal;

  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("contacts")
        .values({
          kind: input.kind,
          source: input.kind === "property-enquiry" ? "property-services-form" : "contact-form",
          name: input.name,
          email: input.email,
          phone: input.phone,
          postcode: input.postcode,
          message: input.message,
          company_name: input.kind === "property-enquiry" ? input.companyName : null,
          properties_count: input.kind === "property-enquiry" ? input.propertiesCount : null,
        })
        .returning(["id", "created_at"])
        .executeTakeFirstOrThrow();
      const business = await trx
        .selectFrom("business_settings")
        .select(["name", "phone", "email", "website"])
        .executeTakeFirstOrThrow();
      const contact: ContactMessage = {
        id: row.id,
        kind: input.kind,
        name: input.name,
        email: input.email,
        phone: input.phone,
        postcode: input.postcode,
        message: input.message,
        companyName: input.kind === "property-enquiry" ? input.companyName : null,
        propertiesCount: input.kind === "property-enquiry" ? input.propertiesCount : null,
        createdAt: row.created_at,
      };
      await enqueueEmail(trx, acknowledgementEmail(contact, business));
      await enqueueEmail(trx, notificationEmail(contact, business));
      return row.id;
    });
    return { ok: true, id };
  } catch (error) {
    // The visitor keeps what they typed and can try again; the cause goes to the server log.
    return notSaved(unavailable(error));
  }
}

function notSaved(refusal: Refusal): Refusal {
  return { ...refusal, message: CONTACT_NOT_SAVED_MESSAGE };
}

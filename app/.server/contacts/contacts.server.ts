import type { Kysely } from "kysely";
import type { ContactInput, PropertyEnquiryInput } from "~/lib/schemas/contact";
import type { Database } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { checkRateLimits, rateLimitMessage } from "../rate-limit/rate-limit.server";
import { acknowledgementEmail, notificationEmail, type ContactMessage } from "./emails.server";

/** What the contact form (`contactSchema`) or the property enquiry form (`propertyEnquirySchema`) parsed. */
export type ContactSubmission =
  ({ kind: "contact" } & ContactInput) | ({ kind: "property-enquiry" } & PropertyEnquiryInput);

export type SubmitContactResult = { ok: true; id: string } | { ok: false; message: string };

export const CONTACT_NOT_SAVED_MESSAGE =
  "Sorry, your message could not be sent just now. Please try again in a few minutes, or call us.";

/**
 * Stores a visitor's message and, in the same transaction, queues the acknowledgement to the
 * visitor and the notification to the business: either all three happen or none does.
 */
export async function submitContact(
  db: Kysely<Database>,
  input: ContactSubmission,
  request: { ip: string },
): Promise<SubmitContactResult> {
  const verdict = await checkRateLimits(db, "contact", { ip: request.ip, email: input.email });
  if (!verdict.allowed) return { ok: false, message: rateLimitMessage(verdict.retryAfterSeconds) };

  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("contacts")
        .values({
          kind: input.kind,
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
    console.error("[wfc] Could not store a contact message:", error);
    return { ok: false, message: CONTACT_NOT_SAVED_MESSAGE };
  }
}

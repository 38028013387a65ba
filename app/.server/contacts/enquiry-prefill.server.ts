import type { Kysely } from "kysely";
import { formatUkPhone } from "~/lib/phone";
import type { Database } from "../db/schema.server";
import { isEnquiryId } from "./inbox-list.server";

/** What the office's booking form starts with when a job is booked from an enquiry. */
export interface EnquiryBookingPrefill {
  enquiryId: string;
  name: string;
  email: string;
  /** As a person types it, "07400 123456". */
  phone: string;
  postcode: string;
  description: string;
}

/** What the new-organisation form starts with for a property enquiry. */
export interface EnquiryOrganisationPrefill {
  enquiryId: string;
  name: string;
  slug: string;
  contactEmail: string;
  contactPhone: string;
}

/** The enquiry named by `?enquiry=` on the booking form, or null for none or no such enquiry. */
export async function enquiryBookingPrefill(
  db: Kysely<Database>,
  id: string | null,
): Promise<EnquiryBookingPrefill | null> {
  if (!id || !isEnquiryId(id)) return null;
  const row = await db
    .selectFrom("contacts")
    .select(["id", "name", "email", "phone", "postcode", "message"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    enquiryId: row.id,
    name: row.name,
    email: row.email,
    phone: formatUkPhone(row.phone),
    postcode: row.postcode,
    description: row.message,
  };
}

/** "Moat House Lettings Ltd." → "moat-house-lettings-ltd": a portal address to start from. */
export function suggestedSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug.length >= 2 ? slug : "";
}

/** The property enquiry named by `?enquiry=` on the new-organisation form, or null. */
export async function enquiryOrganisationPrefill(
  db: Kysely<Database>,
  id: string | null,
): Promise<EnquiryOrganisationPrefill | null> {
  if (!id || !isEnquiryId(id)) return null;
  const row = await db
    .selectFrom("contacts")
    .select(["id", "company_name", "email", "phone"])
    .where("id", "=", id)
    .where("kind", "=", "property-enquiry")
    .executeTakeFirst();
  if (!row?.company_name) return null;
  return {
    enquiryId: row.id,
    name: row.company_name,
    slug: suggestedSlug(row.company_name),
    contactEmail: row.email,
    contactPhone: formatUkPhone(row.phone),
  };
}

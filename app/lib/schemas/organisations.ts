import { z } from "zod";
import { isReservedSlug, SLUG_PATTERN } from "../organisation-slugs";
import { CONSTRUCTION_SERVICES_ROLES, MEMBER_ROLES } from "../organisations";
import { PHONE_PROBLEMS } from "../phone";
import { parsePounds } from "./admin-jobs";
import { optionalUkPhoneField } from "./fields";
import { multilineText, text } from "./text";

/** The database's bounds: organisations' checks in the migrations. */
export const ORGANISATION_LIMITS = {
  nameMax: 200,
  spendLimitMaxPence: 100_000_000,
  emergencyHours: { min: 1, max: 168 },
  urgentDays: { min: 1, max: 60 },
  routineWorkingDays: { min: 1, max: 120 },
  billingAddressMax: 400,
} as const;

export const ORGANISATION_MESSAGES = {
  name: "Enter the organisation's name",
  nameLong: `Use at most ${ORGANISATION_LIMITS.nameMax} characters`,
  slug: "Use 2 to 63 lower-case letters, digits and hyphens, starting with a letter or digit",
  slugReserved: "That address is one of the site's own pages: choose another",
  slugTaken: "Another organisation already has that address",
  slugFixed: "This organisation keeps its fixed address",
  email: "Enter an e-mail address like office@example.com",
  phone: PHONE_PROBLEMS.empty,
  spendLimit: "Enter an amount in pounds, like 250 or 250.00",
  spendLimitHigh: "Enter at most £1,000,000.00",
  whole: "Enter a whole number",
  range: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
  role: "Choose a role",
  member: "Choose a member",
  invitation: "Choose an invitation",
  billingAddressLong: `Keep the address to ${ORGANISATION_LIMITS.billingAddressMax} characters or fewer`,
  constructionRole: "Choose how the organisation buys construction services",
} as const;

const email = text({ required_error: ORGANISATION_MESSAGES.email })
  .max(254, ORGANISATION_MESSAGES.email)
  .email(ORGANISATION_MESSAGES.email)
  .transform((value) => value.toLowerCase());

const optionalEmail = text()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const parsed = email.safeParse(value);
    if (!parsed.success) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: ORGANISATION_MESSAGES.email });
      return z.NEVER;
    }
    return parsed.data;
  });

const optionalPhone = optionalUkPhoneField();

/** Pounds as typed ("250", "£1,250.50") → pence, required. */
export const spendLimitField = text({ required_error: ORGANISATION_MESSAGES.spendLimit })
  .max(20, ORGANISATION_MESSAGES.spendLimit)
  .transform((value, context) => {
    const pence = parsePounds(value);
    if (pence === null || pence === "invalid") {
      context.addIssue({ code: z.ZodIssueCode.custom, message: ORGANISATION_MESSAGES.spendLimit });
      return z.NEVER;
    }
    if (pence > ORGANISATION_LIMITS.spendLimitMaxPence) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: ORGANISATION_MESSAGES.spendLimitHigh,
      });
      return z.NEVER;
    }
    return pence;
  });

function wholeNumber(bounds: { min: number; max: number }) {
  const range = ORGANISATION_MESSAGES.range(bounds.min, bounds.max);
  return text({ required_error: range })
    .max(6, range)
    .regex(/^\d+$/, ORGANISATION_MESSAGES.whole)
    .transform(Number)
    .pipe(z.number().int().min(bounds.min, range).max(bounds.max, range));
}

/** The slug as the office types it; whether it is free is the domain's to say. */
export const slugField = text({ required_error: ORGANISATION_MESSAGES.slug })
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .regex(SLUG_PATTERN, ORGANISATION_MESSAGES.slug)
      .refine((value) => !isReservedSlug(value), ORGANISATION_MESSAGES.slugReserved),
  );

/** The office's organisation form (/admin/organizations/new and /admin/organizations/{slug}). */
export const organisationSchema = z.object({
  name: text({ required_error: ORGANISATION_MESSAGES.name })
    .min(1, ORGANISATION_MESSAGES.name)
    .max(ORGANISATION_LIMITS.nameMax, ORGANISATION_MESSAGES.nameLong),
  slug: slugField,
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
  spendLimit: spendLimitField,
  emergencyHours: wholeNumber(ORGANISATION_LIMITS.emergencyHours),
  urgentDays: wholeNumber(ORGANISATION_LIMITS.urgentDays),
  routineWorkingDays: wholeNumber(ORGANISATION_LIMITS.routineWorkingDays),
  // Where its invoices are addressed (decision 0074); empty: the job's address.
  billingAddress: multilineText()
    .trim()
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .max(ORGANISATION_LIMITS.billingAddressMax, ORGANISATION_MESSAGES.billingAddressLong),
    )
    .optional()
    .transform((value) => value || null),
  constructionServicesRole: z
    .enum(CONSTRUCTION_SERVICES_ROLES, {
      errorMap: () => ({ message: ORGANISATION_MESSAGES.constructionRole }),
    })
    .default("end_user"),
});

export type OrganisationInput = z.output<typeof organisationSchema>;

/** The office's list: a search by name or slug and a page number. */
export const organisationSearchSchema = z.object({
  q: text().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

const role = z.enum(MEMBER_ROLES, {
  errorMap: () => ({ message: ORGANISATION_MESSAGES.role }),
});
// Ids are checked with isUuid in the domain: a malformed one is "not found", like a foreign one.
const memberId = text({ required_error: ORGANISATION_MESSAGES.member })
  .min(1, ORGANISATION_MESSAGES.member)
  .max(100, ORGANISATION_MESSAGES.member);
const invitationId = text({ required_error: ORGANISATION_MESSAGES.invitation })
  .min(1, ORGANISATION_MESSAGES.invitation)
  .max(100, ORGANISATION_MESSAGES.invitation);

/** Every form of /org/{slug}/members, told apart by the button's intent. */
export const memberFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email, role }),
  z.object({ intent: z.literal("resend"), invitationId }),
  z.object({ intent: z.literal("revoke"), invitationId }),
  z.object({ intent: z.literal("change-role"), memberId, role }),
  z.object({ intent: z.literal("remove"), memberId }),
  z.object({ intent: z.literal("notify"), notify: z.enum(["on", "off"]) }),
  z.object({ intent: z.literal("spend-limit"), spendLimit: spendLimitField }),
]);

export type MemberForm = z.output<typeof memberFormSchema>;
export type MemberFormIntent = MemberForm["intent"];

/** The invite form on its own, for Conform's client-side checks. */
export const inviteSchema = memberFormSchema.options[0];
export const spendLimitSchema = memberFormSchema.options[6];

// Kept here too for the server's imports; forms take it from money.ts, without zod (decision 0063).
export { poundsForInput } from "../money";

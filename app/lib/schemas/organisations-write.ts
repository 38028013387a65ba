import { z } from "zod";
import { postcodeField, ukPhoneField, windowStartField } from "./fields";
import { isCalendarDate } from "../calendar-date";
import { JOB_PRIORITIES, NEW_PROPERTY } from "../organisations";

import { BOOKABLE_SERVICE_SLUGS, BOOKING_MESSAGES } from "./booking";
import { multilineText, text } from "./text";

/** The messages of the forms organisations write with: properties, planned work, repairs. */
export const ORG_WRITE_MESSAGES = {
  label: "Give the property a name you will recognise, like Flat 3, 12 Moat Street",
  labelLong: "Use at most 120 characters",
  address: "Enter the property's address, like 12 Moat Street, Coventry",
  addressLong: "Use at most 300 characters",
  postcode: BOOKING_MESSAGES.postcode,
  accessNotesLong: "Keep the access notes to 1,000 characters or fewer",
  keySafeLong: "A key-safe code has at most 40 characters",
  tenantNameLong: "Use at most 120 characters",
  phone: BOOKING_MESSAGES.phone,
  email: "Enter an e-mail address, like name@example.com",
  property: "Choose the property, or add a new one",
  service: BOOKING_MESSAGES.service,
  priority: "Choose how soon it needs doing",
  availabilityLong: "Keep this to 500 characters or fewer",
  plannedDescription: "Say what the work is, in at least 5 characters",
  plannedDescriptionLong: "Keep the description to 1,000 characters or fewer",
  everyMonths: "Enter how often, in whole months from 1 to 120",
  nextDue: "Choose the date it is next due",
  date: BOOKING_MESSAGES.date,
  window: BOOKING_MESSAGES.window,
} as const;

// With the organisations' other names so the report form reads it without zod (decision 0063).
export { NEW_PROPERTY };

// A checkbox posts "on" when ticked and nothing when not.
const checkbox = z
  .enum(["on"], { errorMap: () => ({ message: "Tick the box, or leave it empty" }) })
  .optional()
  .transform((value) => value === "on");

function optionalText(max: number, message: string) {
  return text().max(max, message).optional();
}

const label = text({ required_error: ORG_WRITE_MESSAGES.label })
  .min(1, ORG_WRITE_MESSAGES.label)
  .max(120, ORG_WRITE_MESSAGES.labelLong);

const address = text({ required_error: ORG_WRITE_MESSAGES.address })
  .min(5, ORG_WRITE_MESSAGES.address)
  .max(300, ORG_WRITE_MESSAGES.addressLong);

const postcode = postcodeField(ORG_WRITE_MESSAGES.postcode);

/** A UK phone number, stored in E.164. */
const phone = ukPhoneField();

const email = text()
  .max(254, ORG_WRITE_MESSAGES.email)
  .email(ORG_WRITE_MESSAGES.email)
  .transform((value) => value.toLowerCase());

const service = z.enum(BOOKABLE_SERVICE_SLUGS, {
  errorMap: () => ({ message: ORG_WRITE_MESSAGES.service }),
});

/** A uuid or anything else a form may send: the domain looks it up inside the organisation. */
const recordId = text({ required_error: "This form could not be understood" }).max(
  40,
  "This form could not be understood",
);

const propertyFields = {
  label,
  address,
  postcode,
  accessNotes: multilineText().trim().max(1000, ORG_WRITE_MESSAGES.accessNotesLong).optional(),
  tenantName: optionalText(120, ORG_WRITE_MESSAGES.tenantNameLong),
  tenantPhone: phone.optional(),
  tenantEmail: email.optional(),
  /** Empty keeps the code as it is: a saved code is never sent back to the browser. */
  keySafeCode: optionalText(40, ORG_WRITE_MESSAGES.keySafeLong),
};

export const addPropertySchema = z.object(propertyFields);
export const editPropertySchema = z.object({
  ...propertyFields,
  removeKeySafeCode: checkbox,
});
export type PropertyInput = z.output<typeof addPropertySchema>;
export type PropertyChanges = z.output<typeof editPropertySchema>;

/** Archive or restore: the buttons' intent says which. */
export const propertyArchiveSchema = z.object({});

const plannedFields = {
  service,
  description: multilineText({ required_error: ORG_WRITE_MESSAGES.plannedDescription })
    .trim()
    .min(5, ORG_WRITE_MESSAGES.plannedDescription)
    .max(1000, ORG_WRITE_MESSAGES.plannedDescriptionLong),
  everyMonths: z
    .number({
      required_error: ORG_WRITE_MESSAGES.everyMonths,
      invalid_type_error: ORG_WRITE_MESSAGES.everyMonths,
    })
    .int(ORG_WRITE_MESSAGES.everyMonths)
    .min(1, ORG_WRITE_MESSAGES.everyMonths)
    .max(120, ORG_WRITE_MESSAGES.everyMonths),
  nextDue: text({ required_error: ORG_WRITE_MESSAGES.nextDue }).refine(
    isCalendarDate,
    ORG_WRITE_MESSAGES.nextDue,
  ),
};

export const addPlannedSchema = z.object(plannedFields);
export const editPlannedSchema = z.object({ ...plannedFields, plannedId: recordId });
export const archivePlannedSchema = z.object({ plannedId: recordId });
export type PlannedInput = z.output<typeof addPlannedSchema>;

/** An instant with its offset, as the windows list gives it; returned in the canonical form. */
const windowStart = windowStartField(ORG_WRITE_MESSAGES.window);

/**
 * Report a repair: a property of the organisation (or a new one, typed in the same form),
 * the job, how soon, who the engineer rings, and optionally a free arrival window.
 */
export const reportRepairSchema = z
  .object({
    propertyId: text({ required_error: ORG_WRITE_MESSAGES.property }).max(
      40,
      ORG_WRITE_MESSAGES.property,
    ),
    newLabel: label.optional(),
    newAddress: address.optional(),
    newPostcode: postcode.optional(),
    newTenantName: optionalText(120, ORG_WRITE_MESSAGES.tenantNameLong),
    newTenantPhone: phone.optional(),
    newTenantEmail: email.optional(),
    service,
    description: multilineText({ required_error: BOOKING_MESSAGES.descriptionRequired })
      .trim()
      .min(10, BOOKING_MESSAGES.descriptionShort)
      .max(2000, BOOKING_MESSAGES.descriptionLong),
    priority: z.enum(JOB_PRIORITIES, {
      errorMap: () => ({ message: ORG_WRITE_MESSAGES.priority }),
    }),
    tenantAvailability: multilineText()
      .trim()
      .max(500, ORG_WRITE_MESSAGES.availabilityLong)
      .optional(),
    tellTenant: checkbox,
    /** Empty: the tenant's number from the property, or the member's own. */
    contactPhone: phone.optional(),
    date: text().refine(isCalendarDate, ORG_WRITE_MESSAGES.date).optional(),
    windowStart: windowStart.optional(),
  })
  .superRefine((value, context) => {
    if (value.propertyId !== NEW_PROPERTY) return;
    const required = [
      ["newLabel", ORG_WRITE_MESSAGES.label],
      ["newAddress", ORG_WRITE_MESSAGES.address],
      ["newPostcode", ORG_WRITE_MESSAGES.postcode],
    ] as const;
    for (const [field, message] of required) {
      if (value[field] === undefined) {
        context.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
      }
    }
    if (value.tellTenant && value.newTenantEmail === undefined) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["newTenantEmail"],
        message: "Enter the tenant's e-mail address to tell them, or leave that box unticked",
      });
    }
  });
export type ReportRepairInput = z.output<typeof reportRepairSchema>;

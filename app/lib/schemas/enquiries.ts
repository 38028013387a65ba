import { z } from "zod";
import { contactStepSchema, detailsStepSchema } from "./booking";
import { multilineText, text } from "./text";

export const ENQUIRY_TEXT_MAX_LENGTH = 5000;

export const ENQUIRY_MESSAGES = {
  replyRequired: "Write the reply",
  noteRequired: "Write the note",
  tooLong: `Keep it to ${ENQUIRY_TEXT_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
  status: "Choose what to do with the enquiry",
} as const;

function body(required: string) {
  return multilineText({ required_error: required })
    .trim()
    .min(1, required)
    .max(ENQUIRY_TEXT_MAX_LENGTH, ENQUIRY_MESSAGES.tooLong);
}

export const enquiryReplySchema = z.object({
  intent: z.literal("reply"),
  reply: body(ENQUIRY_MESSAGES.replyRequired),
});

export const enquiryNoteSchema = z.object({
  intent: z.literal("note"),
  note: body(ENQUIRY_MESSAGES.noteRequired),
});

/** Mark in progress, close, or reopen (back to in progress). */
export const ENQUIRY_STATUS_CHANGES = ["in_progress", "closed", "reopen"] as const;
export type EnquiryStatusChange = (typeof ENQUIRY_STATUS_CHANGES)[number];

export const enquiryStatusSchema = z.object({
  intent: z.literal("status"),
  change: z.enum(ENQUIRY_STATUS_CHANGES, {
    errorMap: () => ({ message: ENQUIRY_MESSAGES.status }),
  }),
});

/**
 * "Write a quote": the job the quote is for, as a booking describes it (service, what is to be
 * done, where); the customer's name, e-mail and phone are the enquiry's own.
 */
export const enquiryQuoteSchema = z
  .object({ intent: z.literal("quote") })
  .merge(detailsStepSchema.pick({ service: true, description: true, postcode: true }))
  .merge(contactStepSchema.pick({ address: true }));

/** The forms of /admin/contacts/{id}, by the `intent` each posts. */
export const ENQUIRY_INTENTS = ["reply", "note", "status", "quote"] as const;
export type EnquiryIntent = (typeof ENQUIRY_INTENTS)[number];

export const ENQUIRY_FORM_SCHEMAS = [
  enquiryReplySchema,
  enquiryNoteSchema,
  enquiryStatusSchema,
  enquiryQuoteSchema,
];

export function enquiryIntent(formData: FormData): EnquiryIntent | null {
  const intent = formData.get("intent");
  return ENQUIRY_INTENTS.find((candidate) => candidate === intent) ?? null;
}

/** The inbox's address: a tab, a search, a page. Anything unreadable is ignored. */
export const enquiryInboxSchema = z.object({
  status: z.enum(["new", "in_progress", "closed", "all"]).catch("new"),
  q: text().max(100).optional().catch(undefined),
  after: z.string().max(100).optional().catch(undefined),
});

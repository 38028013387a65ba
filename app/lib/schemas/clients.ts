import { z } from "zod";
import { contactStepSchema } from "./booking";
import { multilineText, text } from "./text";

/** The forms of /admin/clients/{key}, told apart by their submit button's `intent`. */
export const CLIENT_INTENTS = ["contact", "notes", "portal-link", "erase"] as const;
export type ClientIntent = (typeof CLIENT_INTENTS)[number];

export function clientIntent(formData: FormData): ClientIntent | null {
  const intent = formData.get("intent");
  return CLIENT_INTENTS.find((candidate) => candidate === intent) ?? null;
}

export const CLIENT_NOTES_MAX_LENGTH = 5000;

export const CLIENT_MESSAGES = {
  notesLong: `Keep the notes under ${CLIENT_NOTES_MAX_LENGTH.toLocaleString("en-GB")} characters`,
  confirmation: "Type the client's e-mail address exactly as shown to confirm",
} as const;

/** Name, e-mail and phone, with the booking form's rules and messages. */
export const clientContactSchema = contactStepSchema.pick({ name: true, email: true, phone: true });

export const clientNotesSchema = z.object({
  notes: multilineText()
    .max(CLIENT_NOTES_MAX_LENGTH, CLIENT_MESSAGES.notesLong)
    .optional()
    .transform((value) => value?.trim() ?? ""),
});

export const clientPortalLinkSchema = z.object({});

/** The e-mail typed again: compared with the client's on the server, in any letter case. */
export const clientErasureSchema = z.object({
  confirmation: text({ required_error: CLIENT_MESSAGES.confirmation })
    .min(1, CLIENT_MESSAGES.confirmation)
    .max(320, CLIENT_MESSAGES.confirmation),
});

/** The list's GET form: one search box. */
export const CLIENT_SEARCH_MAX_LENGTH = 100;

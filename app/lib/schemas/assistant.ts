import { z } from "zod";
import { multilineText } from "./text";

/** At most this many characters in a question (the limit). */
export const QUESTION_MAX_LENGTH = 500;
/** The turns kept so "how much is it?" follows on from the previous question. */
export const TURNS_KEPT = 4;
/** An earlier answer carried back by the page is only context: its first part is enough. */
export const CARRIED_ANSWER_MAX_LENGTH = 1500;

export const QUESTION_MESSAGES = {
  missing: "Type your question, like “How much is it to fix a dripping tap?”",
  tooLong: `Keep your question to ${QUESTION_MAX_LENGTH} characters or fewer`,
} as const;

/**
 * The question, and the conversation so far carried by the page itself (hidden fields), so
 * a follow-up works without JavaScript and without storing anything about the visitor.
 */
export const assistantSchema = z.object({
  question: multilineText({ required_error: QUESTION_MESSAGES.missing })
    .trim()
    .min(2, QUESTION_MESSAGES.missing)
    .max(QUESTION_MAX_LENGTH, QUESTION_MESSAGES.tooLong),
  previousQuestion: z.array(multilineText().max(QUESTION_MAX_LENGTH)).max(TURNS_KEPT).default([]),
  previousAnswer: z
    .array(multilineText().max(CARRIED_ANSWER_MAX_LENGTH * 2))
    .max(TURNS_KEPT)
    .default([]),
});

export type AssistantInput = z.infer<typeof assistantSchema>;

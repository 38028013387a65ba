import { z } from "zod";
import { CARRIED_ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH, TURNS_KEPT } from "../assistant-limits";
import { multilineText } from "./text";

export { CARRIED_ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH, TURNS_KEPT };

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

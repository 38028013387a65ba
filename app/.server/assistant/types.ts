export type {
  AssistantAnswer,
  AssistantFact,
  Citation,
  DeclineReason,
} from "~/lib/views/assistant";
/**
 * The assistant's answers (decision 20 of DESIGN.md): what the page shows, what the question
 * log keeps, what the evaluation checks. Plain data, so it crosses to the browser as is.
 */

/** One earlier turn of the conversation (the page carries the last few). */
export interface AssistantTurn {
  question: string;
  answer: string;
}

export { QUESTION_MAX_LENGTH, TURNS_KEPT } from "~/lib/schemas/assistant";

import type { ReportRange } from "./range.server";

/**
 * The extension point for the assistant's unanswered questions (issue 13). The assistant
 * does not exist yet, so there is nothing to count: the report says so rather than show a
 * made-up zero. When the assistant stores its conversations, count here the questions it
 * could not answer in the range and return `{ available: true, … }`.
 */
export type AssistantQuestionsFigure =
  { available: false; reason: string } | { available: true; asked: number; unanswered: number };

export function assistantUnansweredQuestions(range: ReportRange): AssistantQuestionsFigure {
  // Nothing to count in any range until the assistant keeps its conversations.
  void range;
  return {
    available: false,
    reason:
      "The website assistant is not built yet (issue 13). Once it is, the questions it could not answer appear here.",
  };
}

import type { ColumnType, Generated } from "kysely";

/**
 * Tables of the assistant (issue 13), joined into the one `Database` interface of
 * schema.server.ts.
 */

/** Why a question was kept: the assistant declined it, or answered it on a loose match. */
export type AssistantQuestionOutcome =
  "declined-off-topic" | "declined-not-found" | "low-confidence";

export interface AssistantQuestionsTable {
  id: Generated<string>;
  asked_at: ColumnType<Date, Date | string | undefined, never>;
  /** With e-mail addresses and phone numbers already replaced; at most 500 characters. */
  question: ColumnType<string, string, never>;
  outcome: ColumnType<AssistantQuestionOutcome, AssistantQuestionOutcome, never>;
  /** The page the answer leaned on most, e.g. "/services/plumbing"; null when none. */
  top_citation_href: ColumnType<string | null, string | null | undefined, never>;
}

export interface AssistantTables {
  assistant_questions: AssistantQuestionsTable;
}

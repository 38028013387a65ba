/**
 * Runs conversations against the assistant the way the page does: each question with the
 * turns before it (their questions and the words actually answered, as the hidden fields
 * carry them), each turn judged on its own. A conversation passes when every turn does.
 */
import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/schema.server";
import type { AssistantTurn } from "~/.server/assistant/types";
import { CARRIED_ANSWER_MAX_LENGTH, TURNS_KEPT } from "~/lib/assistant-limits";
import type { ConversationCase } from "./conversation-case";
import type { QuestionCase } from "./question-case";
import {
  answerAndJudge,
  readSources,
  summarise,
  type QuestionResult,
  type QuestionSetSummary,
} from "./run-question-set";

export interface ConversationRun {
  /** One per turn, ids "conversation-id#2" for the second turn. */
  results: QuestionResult[];
  summary: QuestionSetSummary;
  conversations: number;
  /** Conversations whose every turn passed. */
  conversationsPassed: number;
}

export async function runConversations(
  db: Kysely<Database>,
  now: Date,
  conversations: readonly ConversationCase[],
): Promise<ConversationRun> {
  const sources = await readSources(db);
  const results: QuestionResult[] = [];
  let conversationsPassed = 0;
  for (const conversation of conversations) {
    const history: AssistantTurn[] = [];
    let passed = true;
    for (const [index, turn] of conversation.turns.entries()) {
      const testCase: QuestionCase = {
        id: `${conversation.id}#${index + 1}`,
        category: "conversation",
        question: turn.question,
        history: history.slice(-TURNS_KEPT),
        expect: turn.expect,
      };
      const { result, answer } = await answerAndJudge(db, now, testCase, sources);
      results.push(result);
      passed &&= result.ok;
      history.push({
        question: turn.question,
        answer: answer.text.slice(0, CARRIED_ANSWER_MAX_LENGTH),
      });
    }
    if (passed) conversationsPassed += 1;
  }
  return {
    results,
    summary: summarise(results),
    conversations: conversations.length,
    conversationsPassed,
  };
}

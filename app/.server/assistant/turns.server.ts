import type { AssistantAnswer, AssistantTurn } from "./types";

/**
 * An earlier turn as the page carried it back (question and words only): shown again above
 * the new answer without facts or links, which stay with the answer that stated them.
 */
export function earlierTurn(turn: AssistantTurn): { question: string; answer: AssistantAnswer } {
  return {
    question: turn.question,
    answer: {
      kind: "answered",
      text: turn.answer,
      facts: [],
      citations: [],
      book: null,
      confidence: "high",
      wording: "composed",
    },
  };
}

/**
 * A conversation of the evaluation set (issue 28, section 5): turns asked one after another
 * on the same page, each judged on its own, the earlier turns carried as the page carries
 * them (the questions and the words the assistant actually answered).
 */
import type { QuestionExpectation } from "./question-case";

export interface ConversationTurn {
  question: string;
  expect: QuestionExpectation;
}

export interface ConversationCase {
  id: string;
  turns: readonly ConversationTurn[];
}

/** 32-bit FNV-1a of a string: the same number on every machine and every run. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The held-out split: the quarter of the conversations (rounded up) whose ids hash lowest,
 * fixed by the ids and nothing else, so no one picks which conversations the rules are not
 * tuned on. A test checks that the held-out file holds exactly these and the tuning file none.
 * (Each id's hash modulo 4 would be stable as the set grows, but held out 6 of the first 40.)
 */
export function heldOutIds(ids: readonly string[]): Set<string> {
  const ranked = [...ids].sort((a, b) => fnv1a(a) - fnv1a(b) || a.localeCompare(b));
  return new Set(ranked.slice(0, Math.ceil(ids.length / 4)));
}

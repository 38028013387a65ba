import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { questionSet } from "../assistant/questions";
import { runQuestionSet, type QuestionSetRun } from "../assistant/run-question-set";
import { createTestDatabase } from "./support/database";

// A Tuesday morning in London, so "today", "tomorrow" and the free windows never move.
const NOW = new Date("2026-11-24T09:00:00Z");

let handle: DatabaseHandle;
let run: QuestionSetRun;

beforeAll(async () => {
  handle = await createTestDatabase();
  run = await runQuestionSet(handle.db, NOW);
}, 120_000);

afterAll(async () => {
  await handle.close();
});

function described(results: QuestionSetRun["results"]): string {
  return results
    .map(
      (result) =>
        `${result.id}: ${result.failures.join("; ")}\n  ${result.answered.replace(/\n/g, "\n  ")}`,
    )
    .join("\n");
}

describe("the assistant's question set", () => {
  it("has at least 90 questions with unique ids, in every category", () => {
    expect(questionSet.length).toBeGreaterThanOrEqual(90);
    expect(new Set(questionSet.map((testCase) => testCase.id)).size).toBe(questionSet.length);
    expect(Object.keys(run.summary.byCategory).sort()).toEqual([
      "adversarial",
      "area-in",
      "area-out",
      "availability",
      "booking",
      "emergency",
      "follow-up",
      "general",
      "not-offered",
      "price",
      "service",
    ]);
  });

  it("never states a price, a postcode or a promise the sources do not hold", () => {
    const wrong = run.results.filter((result) => result.wrong);
    expect(
      wrong.map((result) => result.id),
      described(wrong),
    ).toEqual([]);
  });

  it("answers every question as its case expects", () => {
    const failing = run.results.filter((result) => !result.ok);
    expect(
      failing.map((result) => result.id),
      described(failing),
    ).toEqual([]);
  });
});

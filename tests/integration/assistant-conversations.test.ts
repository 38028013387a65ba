import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { heldOutConversations, tuningConversations } from "../assistant/conversations";
import { runConversations, type ConversationRun } from "../assistant/run-conversations";
import { createTestDatabase } from "./support/database";

// A Tuesday morning in London, so "today", "tomorrow" and the free windows never move.
const NOW = new Date("2026-11-24T09:00:00Z");

let handle: DatabaseHandle;
let tuning: ConversationRun;
let heldOut: ConversationRun;

beforeAll(async () => {
  handle = await createTestDatabase();
  tuning = await runConversations(handle.db, NOW, tuningConversations);
  heldOut = await runConversations(handle.db, NOW, heldOutConversations);
}, 120_000);

afterAll(async () => {
  await handle.close();
});

function described(results: ConversationRun["results"]): string {
  return results
    .map(
      (result) =>
        `${result.id}: ${result.failures.join("; ")}\n  ${result.answered.replace(/\n/g, "\n  ")}`,
    )
    .join("\n");
}

describe("the assistant in a conversation", () => {
  it("answers every turn of the conversations its rules are tuned on", () => {
    const failing = tuning.results.filter((result) => !result.ok);
    expect(
      failing.map((result) => result.id),
      described(failing),
    ).toEqual([]);
  });

  // The held-out conversations are scored, not asserted turn by turn (npm run eval:assistant
  // reports them apart), so no rule is fitted to them; an invented fact fails anywhere.
  it("never states a price, a postcode or a promise the sources do not hold, held out or not", () => {
    const wrong = [...tuning.results, ...heldOut.results].filter((result) => result.wrong);
    expect(wrong.map((result) => result.id)).toEqual([]);
  });
});

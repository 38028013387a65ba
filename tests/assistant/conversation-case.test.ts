import { describe, expect, it } from "vitest";
import { fnv1a, heldOutIds } from "./conversation-case";
import { conversationSet, heldOutConversations, tuningConversations } from "./conversations";

describe("the conversation set and its held-out split", () => {
  it("holds 40 conversations of at least two turns, ids unique", () => {
    expect(conversationSet.length).toBeGreaterThanOrEqual(40);
    const ids = conversationSet.map((conversation) => conversation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const conversation of conversationSet) {
      expect(conversation.turns.length, conversation.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("hashes the same on every run", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
  });

  it("keeps in the held-out file exactly the quarter the rule picks by id", () => {
    const picked = heldOutIds(conversationSet.map((conversation) => conversation.id));
    expect(picked.size).toBe(Math.ceil(conversationSet.length / 4));
    expect(new Set(heldOutConversations.map((conversation) => conversation.id))).toEqual(picked);
    expect(tuningConversations.filter((conversation) => picked.has(conversation.id))).toEqual([]);
  });
});

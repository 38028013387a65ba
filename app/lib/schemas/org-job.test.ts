import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "./text";
import { ORG_JOB_MESSAGES, orgCommentSchema, orgJobIntent } from "./org-job";

describe("organisation job forms", () => {
  it("keeps a comment's line breaks, trims it, and refuses an empty or long one", () => {
    expect(orgCommentSchema.parse({ body: "  Tenant is away\r\nuntil Friday " }).body).toBe(
      "Tenant is away\r\nuntil Friday",
    );
    const blank = orgCommentSchema.safeParse({ body: "   " });
    expect(blank.error?.issues[0]?.message).toBe(ORG_JOB_MESSAGES.comment);
    const missing = orgCommentSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe(ORG_JOB_MESSAGES.comment);
    const long = orgCommentSchema.safeParse({ body: "x".repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe(ORG_JOB_MESSAGES.commentLong);
    const control = orgCommentSchema.safeParse({ body: "Key\u0000safe" });
    expect(control.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it("knows its intents only", () => {
    const form = new FormData();
    expect(orgJobIntent(form)).toBeNull();
    form.set("intent", "tracking-link");
    expect(orgJobIntent(form)).toBe("tracking-link");
    form.set("intent", "delete-everything");
    expect(orgJobIntent(form)).toBeNull();
  });
});

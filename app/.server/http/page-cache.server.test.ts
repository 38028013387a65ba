import { describe, expect, it } from "vitest";
import { cachedPage, forgetPages, storePage } from "./page-cache.server";

const page = (nonce: string, text = "Hello") =>
  `<html><head><script nonce="${nonce}">1</script></head><body><p>${text}</p>` +
  `<script nonce="${nonce}" src="/a.js"></script></body></html>`;

describe("page cache", () => {
  it("serves a stored page for a minute, then drops it", () => {
    forgetPages();
    storePage("http://x/a", page("first"), "first", 1_000);
    expect(cachedPage("http://x/a", "second", 30_000)).toBe(page("second"));
    expect(cachedPage("http://x/a", "third", 62_000)).toBeUndefined();
    expect(cachedPage("http://x/a", "third", 30_000)).toBeUndefined();
  });

  it("puts the fresh nonce in every nonce attribute and keeps none of the old one", () => {
    forgetPages();
    storePage("http://x/a", page("old+/="), "old+/=");
    const served = cachedPage("http://x/a", "new") ?? "";
    expect(served).not.toContain("old+/=");
    expect(served.match(/nonce="new"/g)).toHaveLength(2);
  });

  it("leaves page text alone, even text that looks like the nonce", () => {
    forgetPages();
    // React escapes quotes in text, so the nonce can appear there only without its attribute.
    storePage("http://x/a", page("abc", "abc nonce=&quot;abc&quot; {nonce}"), "abc");
    expect(cachedPage("http://x/a", "xyz")).toBe(page("xyz", "abc nonce=&quot;abc&quot; {nonce}"));
  });

  it("keeps pages apart by URL and can forget them all", () => {
    storePage("http://x/a", "a", "n1");
    storePage("http://x/a?page=2", "b", "n2");
    expect(cachedPage("http://x/a?page=2", "n3")).toBe("b");
    forgetPages();
    expect(cachedPage("http://x/a", "n3")).toBeUndefined();
  });
});

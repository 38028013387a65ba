import { describe, expect, it } from "vitest";
import { cachedPage, forgetPages, storePage } from "./page-cache.server";

describe("page cache", () => {
  it("serves a stored page with its nonce for a minute, then drops it", () => {
    forgetPages();
    storePage("http://x/a", "<html>a</html>", "nonce-a", 1_000);
    expect(cachedPage("http://x/a", 30_000)).toMatchObject({
      html: "<html>a</html>",
      nonce: "nonce-a",
    });
    expect(cachedPage("http://x/a", 62_000)).toBeUndefined();
    expect(cachedPage("http://x/a", 30_000)).toBeUndefined();
  });

  it("keeps pages apart by URL and can forget them all", () => {
    storePage("http://x/a", "a", "n1");
    storePage("http://x/a?page=2", "b", "n2");
    expect(cachedPage("http://x/a?page=2")?.html).toBe("b");
    forgetPages();
    expect(cachedPage("http://x/a")).toBeUndefined();
  });
});

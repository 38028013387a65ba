import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/dashboard", "/client?tab=jobs", "/blog/x#top", "/portal/abc%20def"])(
    "keeps the site path %s",
    (path) => expect(safeRedirect(path, "/fallback")).toBe(path),
  );

  it.each([
    "/\t/evil.example",
    "/%09/evil.example",
    "/\n/evil.example",
    "/%0A/evil.example",
    "//evil.example",
    "/%2F/evil.example",
    "/\\evil.example",
    "/%5Cevil.example",
    "https://evil.example/",
    "evil.example",
    "javascript:alert(1)",
    "/%E0%A4%A",
    "/.//evil.example",
    "/./%2F/evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example",
    "",
    null,
    undefined,
    ["/dashboard"],
    `/${"a".repeat(3_000)}`,
  ])("refuses %j", (to) => expect(safeRedirect(to, "/fallback")).toBe("/fallback"));
});

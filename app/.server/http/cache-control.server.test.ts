import { describe, expect, it } from "vitest";
import { cacheControlFor, isPublicCacheHandle, withDataCacheControl } from "./cache-control.server";

const request = (cookie?: string) =>
  new Request("http://127.0.0.1/services", cookie ? { headers: { Cookie: cookie } } : undefined);

describe("cache control", () => {
  it("lets a CDN keep a public page for an anonymous visitor", () => {
    expect(cacheControlFor(request(), 200, true)).toBe(
      "public, max-age=60, s-maxage=600, stale-while-revalidate=86400",
    );
    expect(cacheControlFor(request("theme=dark"), 200, true)).toContain("public");
  });

  it("keeps pages private for someone signed in, with a toast, on errors, or on private routes", () => {
    expect(cacheControlFor(request("wfc_token=abc"), 200, true)).toBe("private, no-cache");
    expect(cacheControlFor(request("wfc_token.0=ab; wfc_token.1=c"), 200, true)).toBe(
      "private, no-cache",
    );
    expect(cacheControlFor(request("wfc_token-code-verifier=x"), 200, true)).toContain("public");
    expect(cacheControlFor(request("a=1; wfc_toast=xyz"), 200, true)).toBe("private, no-cache");
    expect(cacheControlFor(request(), 404, true)).toBe("private, no-cache");
    expect(cacheControlFor(request(), 200, false)).toBe("private, no-cache");
  });

  it("reads the route handle", () => {
    expect(isPublicCacheHandle({ cache: "public" })).toBe(true);
    expect(isPublicCacheHandle({ cache: "private" })).toBe(false);
    expect(isPublicCacheHandle(undefined)).toBe(false);
  });

  it("keeps every .data response out of every cache, whatever the route said", () => {
    const cached = withDataCacheControl(
      new Response("data", { headers: { "Cache-Control": "public, max-age=60" } }),
    );
    expect(cached.headers.get("Cache-Control")).toBe("private, no-store");
    const redirect = withDataCacheControl(Response.redirect("http://127.0.0.1/auth", 302));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("http://127.0.0.1/auth");
    expect(redirect.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

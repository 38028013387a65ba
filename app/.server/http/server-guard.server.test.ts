import { describe, expect, it } from "vitest";
import {
  CROSS_SITE_MESSAGE,
  missingResponseHeaders,
  refusalBeforeRemix,
} from "./server-guard.server";

const SITE = "wefixcoventry.co.uk";

function reader(values: Record<string, string>) {
  const lower = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
  return (name: string) => lower.get(name.toLowerCase());
}

const crossSite = { status: 403, message: CROSS_SITE_MESSAGE };

describe("refusalBeforeRemix", () => {
  it("refuses a foreign, null or malformed Origin on every method Remix checks", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      for (const origin of ["https://evil.example", "null", "not a url", "", "https://"]) {
        const header = reader({ Host: SITE, Origin: origin });
        expect(refusalBeforeRemix(method, "/dashboard", header)).toEqual(crossSite);
        expect(refusalBeforeRemix(method, "/dashboard.data", header)).toEqual(crossSite);
      }
    }
  });

  it("refuses a foreign Referer when there is no Origin", () => {
    const header = reader({ Host: SITE, Referer: "https://evil.example/form" });
    expect(refusalBeforeRemix("POST", "/book", header)).toEqual(crossSite);
  });

  it("checks `.data` requests of any method but GET, as Remix does", () => {
    const header = reader({ Host: SITE, Origin: "https://evil.example" });
    expect(refusalBeforeRemix("HEAD", "/book.data", header)).toEqual(crossSite);
    expect(refusalBeforeRemix("GET", "/book.data", header)).toBeUndefined();
    expect(refusalBeforeRemix("GET", "/book", header)).toBeUndefined();
    expect(refusalBeforeRemix("HEAD", "/book", header)).toBeUndefined();
  });

  it("lets same-site forms and clients without Origin or Referer through", () => {
    expect(
      refusalBeforeRemix("POST", "/book", reader({ Host: SITE, Origin: `https://${SITE}` })),
    ).toBeUndefined();
    expect(refusalBeforeRemix("POST", "/book", reader({ Host: SITE }))).toBeUndefined();
    expect(
      refusalBeforeRemix(
        "POST",
        "/book",
        reader({
          Host: "127.0.0.1:3000",
          "X-Forwarded-Host": `${SITE}, other`,
          Origin: `https://${SITE}`,
        }),
      ),
    ).toBeUndefined();
  });

  it("refuses an Origin when no host is known to compare it with", () => {
    expect(refusalBeforeRemix("POST", "/book", reader({ Origin: `https://${SITE}` }))).toEqual(
      crossSite,
    );
  });

  it("answers a Host header that is not a host with 400 instead of a crash", () => {
    for (const host of ["a b", "", "exa mple.com:80", "[::1"]) {
      expect(refusalBeforeRemix("GET", "/", reader({ Host: host }))?.status).toBe(400);
    }
  });
});

describe("missingResponseHeaders", () => {
  const none = () => false;
  const has = (present: string[]) => (name: string) => present.includes(name);

  it("adds nosniff to every response and private, no-store to app responses without caching", () => {
    expect(missingResponseHeaders(false, none)).toEqual([["X-Content-Type-Options", "nosniff"]]);
    expect(missingResponseHeaders(true, none)).toEqual([
      ["X-Content-Type-Options", "nosniff"],
      ["Cache-Control", "private, no-store"],
    ]);
  });

  it("keeps what the response set itself", () => {
    expect(missingResponseHeaders(true, has(["X-Content-Type-Options", "Cache-Control"]))).toEqual(
      [],
    );
  });
});

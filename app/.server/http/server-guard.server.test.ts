import { describe, expect, it } from "vitest";
import {
  CROSS_SITE_MESSAGE,
  missingResponseHeaders,
  NON_PAGE_CONTENT_SECURITY_POLICY,
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

  it("lets Stripe's webhook through as Stripe sends it (no Origin, no Referer, no session), and still refuses it cross-site", () => {
    const stripe = reader({
      Host: SITE,
      "Content-Type": "application/json; charset=utf-8",
      "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "Stripe-Signature": "t=1,v1=00",
    });
    expect(refusalBeforeRemix("POST", "/webhooks/stripe", stripe, "https")).toBeUndefined();
    expect(
      refusalBeforeRemix(
        "POST",
        "/webhooks/stripe",
        reader({ Host: SITE, Origin: "https://evil.example" }),
      ),
    ).toEqual(crossSite);
  });

  it("lets same-site forms and clients without Origin or Referer through", () => {
    expect(
      refusalBeforeRemix(
        "POST",
        "/book",
        reader({ Host: SITE, Origin: `https://${SITE}` }),
        "https",
      ),
    ).toBeUndefined();
    expect(
      refusalBeforeRemix("POST", "/book", reader({ Host: SITE, Origin: `http://${SITE}` })),
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
        "https",
      ),
    ).toBeUndefined();
  });

  it("refuses the same host under another scheme, and an Origin with user information", () => {
    for (const origin of [`https://${SITE}`, `http://user@${SITE}`, `http://${SITE}:8080`]) {
      expect(refusalBeforeRemix("POST", "/book", reader({ Host: SITE, Origin: origin }))).toEqual(
        crossSite,
      );
    }
    const referer = reader({ Host: SITE, Referer: `http://user:pw@${SITE}/book` });
    expect(refusalBeforeRemix("POST", "/book", referer)).toEqual(crossSite);
  });

  it("refuses an Origin when no host is known to compare it with", () => {
    expect(refusalBeforeRemix("POST", "/book", reader({ Origin: `https://${SITE}` }))).toEqual(
      crossSite,
    );
  });

  it("answers a path with a broken percent-escape with 400 instead of a crash", () => {
    for (const path of ["/org/%ff/jobs", "/%", "/track/%E0%A4%A", "/services/%zz"]) {
      expect(refusalBeforeRemix("GET", path, reader({ Host: SITE }))?.status).toBe(400);
    }
    expect(refusalBeforeRemix("GET", "/portal/abc%20def", reader({ Host: SITE }))).toBeUndefined();
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
  const everywhere: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Content-Security-Policy", NON_PAGE_CONTENT_SECURITY_POLICY],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ];

  it("gives every response nosniff, a policy and no framing, and app responses without caching private, no-store", () => {
    expect(missingResponseHeaders(false, none)).toEqual(everywhere);
    expect(missingResponseHeaders(true, none)).toEqual([
      ...everywhere,
      ["Cache-Control", "private, no-store"],
    ]);
  });

  it("keeps what the response set itself", () => {
    expect(
      missingResponseHeaders(
        true,
        has([
          "X-Content-Type-Options",
          "Cache-Control",
          "Content-Security-Policy",
          "X-Frame-Options",
          "Referrer-Policy",
        ]),
      ),
    ).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { isSameOrigin, sameOriginHeaders } from "./origin.server";

function post(url: string, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: "POST", headers });
}

describe("isSameOrigin", () => {
  it("accepts a POST whose Origin is this site", () => {
    expect(
      isSameOrigin(
        post("https://wefixcoventry.co.uk/auth", { Origin: "https://wefixcoventry.co.uk" }),
      ),
    ).toBe(true);
  });

  it("refuses a POST from another site", () => {
    expect(
      isSameOrigin(post("https://wefixcoventry.co.uk/auth", { Origin: "https://evil.example" })),
    ).toBe(false);
    expect(
      isSameOrigin(
        post("https://wefixcoventry.co.uk/auth", {
          Origin: "https://wefixcoventry.co.uk.evil.example",
        }),
      ),
    ).toBe(false);
  });

  it("compares the port too", () => {
    expect(
      isSameOrigin(post("http://localhost:3000/auth", { Origin: "http://localhost:3000" })),
    ).toBe(true);
    expect(
      isSameOrigin(post("http://localhost:3000/auth", { Origin: "http://localhost:3001" })),
    ).toBe(false);
    expect(isSameOrigin(post("http://localhost:3000/auth", { Origin: "http://localhost" }))).toBe(
      false,
    );
  });

  it("falls back to the Referer when there is no Origin", () => {
    expect(
      isSameOrigin(
        post("https://wefixcoventry.co.uk/auth", {
          Referer: "https://wefixcoventry.co.uk/auth?x=1",
        }),
      ),
    ).toBe(true);
    expect(
      isSameOrigin(
        post("https://wefixcoventry.co.uk/auth", { Referer: "https://evil.example/page" }),
      ),
    ).toBe(false);
  });

  it("prefers the Origin over the Referer", () => {
    expect(
      isSameOrigin(
        post("https://wefixcoventry.co.uk/auth", {
          Origin: "https://evil.example",
          Referer: "https://wefixcoventry.co.uk/auth",
        }),
      ),
    ).toBe(false);
  });

  it("lets through a request with neither Origin nor Referer (not from a browser)", () => {
    expect(isSameOrigin(post("https://wefixcoventry.co.uk/auth"))).toBe(true);
  });

  it('refuses the opaque origin "null" (sandboxed frames, some redirects)', () => {
    expect(isSameOrigin(post("https://wefixcoventry.co.uk/auth", { Origin: "null" }))).toBe(false);
  });

  it("refuses an Origin that is not a URL", () => {
    expect(
      isSameOrigin(post("https://wefixcoventry.co.uk/auth", { Origin: "wefixcoventry.co.uk" })),
    ).toBe(false);
    expect(isSameOrigin(post("https://wefixcoventry.co.uk/auth", { Origin: "::::" }))).toBe(false);
  });

  it("uses the Host header over the request URL (behind a proxy the URL may be internal)", () => {
    const request = post("http://127.0.0.1:3000/auth", {
      Host: "wefixcoventry.co.uk",
      Origin: "http://wefixcoventry.co.uk",
    });
    expect(isSameOrigin(request)).toBe(true);
  });

  it("uses X-Forwarded-Host over the Host header", () => {
    const request = post("http://127.0.0.1:3000/auth", {
      Host: "127.0.0.1:3000",
      "X-Forwarded-Host": "wefixcoventry.co.uk",
      Origin: "http://wefixcoventry.co.uk",
    });
    expect(isSameOrigin(request)).toBe(true);
    const mismatch = post("http://127.0.0.1:3000/auth", {
      Host: "wefixcoventry.co.uk",
      "X-Forwarded-Host": "other.example",
      Origin: "http://wefixcoventry.co.uk",
    });
    expect(isSameOrigin(mismatch)).toBe(false);
  });

  it("refuses https:// on the http:// site, another port, and an origin with user information", () => {
    const url = "http://wefixcoventry.co.uk/auth";
    for (const origin of [
      "https://wefixcoventry.co.uk",
      "http://wefixcoventry.co.uk:8080",
      "http://user@wefixcoventry.co.uk",
      "http://wefixcoventry.co.uk/",
    ]) {
      expect(isSameOrigin(post(url, { Origin: origin }))).toBe(false);
    }
    expect(isSameOrigin(post(url, { Referer: "http://a:b@wefixcoventry.co.uk/auth" }))).toBe(false);
  });
});

describe("sameOriginHeaders behind a TLS proxy", () => {
  const reader =
    (values: Record<string, string>) =>
    (name: string): string | undefined =>
      Object.entries(values).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const site = "wefixcoventry.co.uk";

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    const header = reader({ Host: site, "X-Forwarded-Proto": "https", Origin: `https://${site}` });
    expect(sameOriginHeaders(header, "http", { trustedProxyHops: 1 })).toBe(true);
    expect(sameOriginHeaders(header, "http", { trustedProxyHops: 0 })).toBe(false);
    const downgraded = reader({
      Host: site,
      "X-Forwarded-Proto": "https",
      Origin: `http://${site}`,
    });
    expect(sameOriginHeaders(downgraded, "http", { trustedProxyHops: 1 })).toBe(false);
  });

  it("takes the scheme from SITE_URL when the request is addressed to the site's host", () => {
    const header = reader({ Host: site, Origin: `https://${site}` });
    expect(
      sameOriginHeaders(header, "http", { trustedProxyHops: 0, siteUrl: `https://${site}` }),
    ).toBe(true);
    const other = reader({ Host: "127.0.0.1:3000", Origin: "https://127.0.0.1:3000" });
    expect(
      sameOriginHeaders(other, "http", { trustedProxyHops: 0, siteUrl: `https://${site}` }),
    ).toBe(false);
  });
});

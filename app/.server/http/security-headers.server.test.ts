import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.server";

function directives(headers: Headers): Map<string, string> {
  const policy = headers.get("Content-Security-Policy") ?? "";
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("securityHeaders", () => {
  it("allows scripts from this site and this response's nonce only", () => {
    const csp = directives(securityHeaders({ nonce: "abc123XYZ", https: true }));
    expect(csp.get("script-src")).toBe("'self' 'nonce-abc123XYZ'");
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("script-src")).not.toContain("unsafe-inline");
    expect(csp.get("script-src")).not.toContain("unsafe-eval");
  });

  it("uses a different nonce per call", () => {
    const first = securityHeaders({ nonce: "first", https: false }).get("Content-Security-Policy");
    const second = securityHeaders({ nonce: "second", https: false }).get(
      "Content-Security-Policy",
    );
    expect(first).toContain("'nonce-first'");
    expect(first).not.toContain("second");
    expect(second).toContain("'nonce-second'");
  });

  it("forbids framing, plugins and foreign form targets", () => {
    const headers = securityHeaders({ nonce: "n", https: false });
    const csp = directives(headers);
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("form-action")).toBe("'self'");
    expect(csp.get("base-uri")).toBe("'self'");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("sets the other protective headers", () => {
    const headers = securityHeaders({ nonce: "n", https: false });
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headers.get("Permissions-Policy")).toContain("microphone=()");
  });

  it("sends HSTS and upgrades insecure requests only over https", () => {
    const secure = securityHeaders({ nonce: "n", https: true });
    expect(secure.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(directives(secure).has("upgrade-insecure-requests")).toBe(true);

    const plain = securityHeaders({ nonce: "n", https: false });
    expect(plain.has("Strict-Transport-Security")).toBe(false);
    expect(directives(plain).has("upgrade-insecure-requests")).toBe(false);
  });

  it("allows the live-reload WebSocket only when given", () => {
    expect(directives(securityHeaders({ nonce: "n", https: false })).get("connect-src")).toBe(
      "'self'",
    );
    const dev = securityHeaders({
      nonce: "n",
      https: false,
      liveReloadOrigin: "ws://localhost:3001",
    });
    expect(directives(dev).get("connect-src")).toBe("'self' ws://localhost:3001");
  });
});

describe("where forms may send the visitor", () => {
  it("is this site, and Stripe's Checkout when a pay button redirects there", () => {
    expect(directives(securityHeaders({ nonce: "n", https: true })).get("form-action")).toBe(
      "'self'",
    );
    const paying = securityHeaders({
      nonce: "n",
      https: true,
      formActionOrigins: ["https://checkout.stripe.com"],
    });
    expect(directives(paying).get("form-action")).toBe("'self' https://checkout.stripe.com");
  });
});

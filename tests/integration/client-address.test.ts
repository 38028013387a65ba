import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { resetEnvironmentCache } from "../../app/.server/env.server";
import { clientAddress } from "../../app/.server/http/client-ip.server";
import { attemptAllowed, RATE_LIMITS } from "../../app/.server/rate-limit/rate-limit.server";
import { createTestDatabase } from "./support/database";

// Issue 8, row 6: per-IP limits must not trust the left-most, client-written X-Forwarded-For.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  // A deployment behind one proxy says so; the default (0) trusts no header at all.
  process.env.TRUST_PROXY_HOPS = "1";
  resetEnvironmentCache();
});
afterAll(async () => {
  delete process.env.TRUST_PROXY_HOPS;
  resetEnvironmentCache();
  await handle?.close();
});

/** A sign-in POST as the proxy passes it on: the client's own claim, then what the proxy saw. */
function signInFrom(forged: string, seenByProxy: string): Request {
  return new Request("http://127.0.0.1/auth", {
    method: "POST",
    headers: { "X-Forwarded-For": `${forged}, ${seenByProxy}` },
  });
}

describe("per-IP limits behind one proxy (TRUST_PROXY_HOPS=1)", () => {
  it("refuses 60 sign-ins from one client that forges a new left-most address each time", async () => {
    const proxySaw = `2001:db8:6::${randomBytes(2).toString("hex")}`;
    const limit = RATE_LIMITS["sign-in"].ip.limit;
    const outcomes: boolean[] = [];
    for (let attempt = 0; attempt < 60; attempt++) {
      const request = signInFrom(`198.51.100.${attempt + 1}`, proxySaw);
      expect(clientAddress(request)).toBe(proxySaw);
      const refusal = await attemptAllowed(handle.db, "sign-in", {
        ip: clientAddress(request),
        email: `visitor-${attempt}-${randomBytes(4).toString("hex")}@example.com`,
      });
      expect(refusal?.reason ?? "allowed").not.toBe("unavailable");
      outcomes.push(refusal === null);
    }
    expect(outcomes.slice(0, limit).every(Boolean)).toBe(true);
    expect(outcomes.slice(limit).some(Boolean)).toBe(false);
  });

  it("keeps two real clients apart even when they forge the same left-most address", async () => {
    const first = `2001:db8:7::${randomBytes(2).toString("hex")}`;
    const second = `2001:db8:8::${randomBytes(2).toString("hex")}`;
    const limit = RATE_LIMITS["sign-in"].ip.limit;
    for (let attempt = 0; attempt < limit; attempt++) {
      await attemptAllowed(handle.db, "sign-in", {
        ip: clientAddress(signInFrom("203.0.113.1", first)),
        email: `first-${attempt}-${randomBytes(4).toString("hex")}@example.com`,
      });
    }
    const refusedFirst = await attemptAllowed(handle.db, "sign-in", {
      ip: clientAddress(signInFrom("203.0.113.1", first)),
      email: `first-last-${randomBytes(4).toString("hex")}@example.com`,
    });
    expect(refusedFirst?.reason).toBe("rate-limited");
    const allowedSecond = await attemptAllowed(handle.db, "sign-in", {
      ip: clientAddress(signInFrom("203.0.113.1", second)),
      email: `second-${randomBytes(4).toString("hex")}@example.com`,
    });
    expect(allowedSecond).toBeNull();
  });
});

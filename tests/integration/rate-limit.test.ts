import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import {
  RATE_LIMITS,
  checkRateLimits,
  hitRateLimit,
  rateLimitMessage,
} from "../../app/.server/rate-limit/rate-limit.server";
import { attemptAllowed } from "../../app/.server/rate-limit/rate-limit.server";
import {
  SIGN_IN_THROTTLE,
  clearSignInFailures,
  recordSignInFailure,
  signInAttemptAllowed,
  signInWaitSeconds,
} from "../../app/.server/rate-limit/sign-in-throttle.server";
import {
  AUTH_MESSAGES,
  createConfirmedUser,
  createLocalAuthAdapter,
} from "../../app/.server/auth/local-adapter.server";
import { throttledSignIn } from "../../app/.server/auth/sign-in.server";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function hitsOf(bucket: string): Promise<number | undefined> {
  const row = await handle.db
    .selectFrom("rate_limits")
    .select("hits")
    .where("bucket", "=", bucket)
    .executeTakeFirst();
  return row?.hits;
}

/** Moves a bucket's window start back by some seconds, as if time had passed. */
async function ageBucket(bucket: string, seconds: number): Promise<void> {
  const result = await handle.db
    .updateTable("rate_limits")
    .set({ window_started_at: sql<Date>`window_started_at - make_interval(secs => ${seconds})` })
    .where("bucket", "=", bucket)
    .executeTakeFirst();
  expect(result.numUpdatedRows).toBe(1n);
}

describe("hitRateLimit", () => {
  const rule = { limit: 3, windowSeconds: 600 };

  it("allows up to the limit, then refuses with a wait inside the window", async () => {
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await hitRateLimit(handle.db, "test:basic", rule));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false]);
    for (const verdict of verdicts) {
      expect(verdict.retryAfterSeconds).toBeGreaterThan(0);
      expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(rule.windowSeconds);
    }
    expect(await hitsOf("test:basic")).toBe(5);
  });

  it("reports the whole window for the first hit of a new bucket", async () => {
    expect(await hitRateLimit(handle.db, "test:fresh", rule)).toEqual({
      allowed: true,
      retryAfterSeconds: 600,
    });
    expect(await hitsOf("test:fresh")).toBe(1);
  });

  it("counts the time left in the window", async () => {
    for (let i = 0; i < rule.limit; i++) await hitRateLimit(handle.db, "test:wait", rule);
    await ageBucket("test:wait", 420);
    const verdict = await hitRateLimit(handle.db, "test:wait", rule);
    expect(verdict.allowed).toBe(false);
    expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(175);
    expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(180);
  });

  it("keeps buckets independent", async () => {
    for (let i = 0; i < rule.limit + 2; i++) await hitRateLimit(handle.db, "test:busy", rule);
    expect((await hitRateLimit(handle.db, "test:busy", rule)).allowed).toBe(false);
    expect((await hitRateLimit(handle.db, "test:quiet", rule)).allowed).toBe(true);
    expect(await hitsOf("test:quiet")).toBe(1);
    expect(await hitsOf("test:busy")).toBe(rule.limit + 3);
  });

  it("starts a new window once the old one has passed", async () => {
    for (let i = 0; i < rule.limit + 1; i++) await hitRateLimit(handle.db, "test:reset", rule);
    expect((await hitRateLimit(handle.db, "test:reset", rule)).allowed).toBe(false);

    await ageBucket("test:reset", rule.windowSeconds + 1);
    const verdict = await hitRateLimit(handle.db, "test:reset", rule);
    expect(verdict).toEqual({ allowed: true, retryAfterSeconds: rule.windowSeconds });
    expect(await hitsOf("test:reset")).toBe(1);
    const row = await handle.db
      .selectFrom("rate_limits")
      .select(sql<number>`extract(epoch from now() - window_started_at)::float8`.as("age"))
      .where("bucket", "=", "test:reset")
      .executeTakeFirstOrThrow();
    expect(row.age).toBeLessThan(60);
  });

  it("keeps counting while the window has not quite passed", async () => {
    await hitRateLimit(handle.db, "test:almost", rule);
    await ageBucket("test:almost", rule.windowSeconds - 60);
    await hitRateLimit(handle.db, "test:almost", rule);
    expect(await hitsOf("test:almost")).toBe(2);
  });

  it("counts 30 concurrent hits exactly", async () => {
    const concurrentRule = { limit: 10, windowSeconds: 600 };
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, () => hitRateLimit(handle.db, "test:concurrent", concurrentRule)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(concurrentRule.limit);
    expect(await hitsOf("test:concurrent")).toBe(30);
  });
});

describe("checkRateLimits", () => {
  it("has stricter e-mail limits than IP limits wherever an action has both", () => {
    for (const rules of Object.values(RATE_LIMITS)) {
      if (!rules.email) continue;
      expect(rules.email.limit).toBeLessThan(rules.ip.limit);
      expect(rules.email.windowSeconds).toBeGreaterThan(0);
    }
    // Sign-in has no e-mail bucket: a stranger could fill it and lock the owner out.
    expect(RATE_LIMITS["sign-in"]).toEqual({ ip: { limit: 30, windowSeconds: 900 } });
  });

  it("trips the e-mail bucket of sign-up before the IP bucket", async () => {
    const keys = { ip: "203.0.113.10", email: "victim@example.com" };
    const rules = RATE_LIMITS["sign-up"];
    const emailLimit = rules.email?.limit ?? 0;
    for (let i = 0; i < emailLimit; i++) {
      expect(await checkRateLimits(handle.db, "sign-up", keys)).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
    }
    const refused = await checkRateLimits(handle.db, "sign-up", keys);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(rules.email?.windowSeconds ?? 0);

    // Both buckets counted every attempt; only the e-mail one is over its limit.
    expect(await hitsOf("sign-up:email:victim@example.com")).toBe(emailLimit + 1);
    expect(await hitsOf("sign-up:ip:203.0.113.10")).toBe(emailLimit + 1);
    // The same IP may still sign up another address...
    expect(
      (await checkRateLimits(handle.db, "sign-up", { ip: keys.ip, email: "other@example.com" }))
        .allowed,
    ).toBe(true);
    // ...and the address is refused from any IP.
    expect(
      (await checkRateLimits(handle.db, "sign-up", { ip: "198.51.100.7", email: keys.email }))
        .allowed,
    ).toBe(false);
  });

  it("shares the e-mail bucket between letter cases", async () => {
    await checkRateLimits(handle.db, "password-reset", {
      ip: "203.0.113.20",
      email: "Case@Example.com",
    });
    await checkRateLimits(handle.db, "password-reset", {
      ip: "203.0.113.21",
      email: "case@example.COM",
    });
    expect(await hitsOf("password-reset:email:case@example.com")).toBe(2);
  });

  it("trips the IP bucket when one address tries many accounts", async () => {
    const ip = "203.0.113.30";
    const ipLimit = RATE_LIMITS["sign-in"].ip.limit;
    for (let i = 0; i < ipLimit; i++) {
      expect(
        (await checkRateLimits(handle.db, "sign-in", { ip, email: `user${i}@example.com` }))
          .allowed,
      ).toBe(true);
    }
    expect(
      (await checkRateLimits(handle.db, "sign-in", { ip, email: "one-more@example.com" })).allowed,
    ).toBe(false);
    expect(
      (
        await checkRateLimits(handle.db, "sign-in", {
          ip: "203.0.113.31",
          email: "one-more@example.com",
        })
      ).allowed,
    ).toBe(true);
  });

  it("counts only the IP bucket when there is no e-mail", async () => {
    await checkRateLimits(handle.db, "contact", { ip: "203.0.113.40" });
    expect(await hitsOf("contact:ip:203.0.113.40")).toBe(1);
    const buckets = await handle.db
      .selectFrom("rate_limits")
      .select("bucket")
      .where("bucket", "like", "contact:email:%")
      .execute();
    expect(buckets).toEqual([]);
  });

  it("keeps the actions apart", async () => {
    const keys = { ip: "203.0.113.50", email: "apart@example.com" };
    for (let i = 0; i < (RATE_LIMITS["sign-up"].email?.limit ?? 0); i++)
      await checkRateLimits(handle.db, "sign-up", keys);
    expect((await checkRateLimits(handle.db, "sign-up", keys)).allowed).toBe(false);
    expect((await checkRateLimits(handle.db, "password-reset", keys)).allowed).toBe(true);
    expect((await checkRateLimits(handle.db, "sign-in", keys)).allowed).toBe(true);
  });

  it("lets one address ask the assistant 30 questions in 10 minutes, then refuses", async () => {
    // Per address only: the assistant asks for no e-mail, so there is no second bucket.
    expect(RATE_LIMITS.assistant).toEqual({ ip: { limit: 30, windowSeconds: 600 } });
    const keys = { ip: "203.0.113.60" };
    for (let i = 0; i < 30; i++) {
      expect(await attemptAllowed(handle.db, "assistant", keys)).toBeNull();
    }
    const refusal = await attemptAllowed(handle.db, "assistant", keys);
    expect(refusal?.reason).toBe("rate-limited");
    expect(await attemptAllowed(handle.db, "assistant", { ip: "203.0.113.61" })).toBeNull();
    await ageBucket("assistant:ip:203.0.113.60", 600);
    expect(await attemptAllowed(handle.db, "assistant", keys)).toBeNull();
  });
});

describe("rateLimitMessage", () => {
  it("rounds the wait up to whole minutes", () => {
    expect(rateLimitMessage(1)).toBe(
      "Too many attempts. Please wait 1 minute and try again, or call us.",
    );
    expect(rateLimitMessage(60)).toBe(
      "Too many attempts. Please wait 1 minute and try again, or call us.",
    );
    expect(rateLimitMessage(61)).toBe(
      "Too many attempts. Please wait 2 minutes and try again, or call us.",
    );
    expect(rateLimitMessage(900)).toBe(
      "Too many attempts. Please wait 15 minutes and try again, or call us.",
    );
    expect(rateLimitMessage(3600)).toBe(
      "Too many attempts. Please wait 60 minutes and try again, or call us.",
    );
  });
});

/** Moves every failure counter of an account back, as if the seconds had passed. */
async function ageFailures(email: string, seconds: number): Promise<void> {
  await handle.db
    .updateTable("rate_limits")
    .set({ window_started_at: sql<Date>`window_started_at - make_interval(secs => ${seconds})` })
    .where("bucket", "like", `sign-in-failures:%:${email}%`)
    .execute();
}

describe("sign-in slow-down", () => {
  const password = "the owner's password";
  let counter = 0;
  async function owner(): Promise<string> {
    counter += 1;
    const email = `owner${counter}@example.com`;
    await createConfirmedUser(handle.db, {
      email,
      password,
      fullName: "Owen Owner",
      companyName: null,
    });
    return email;
  }
  const auth = () =>
    createLocalAuthAdapter(handle.db, { secret: "test-secret-at-least-16", logLinks: false });
  const attempt = (email: string, ip: string, tried: string) =>
    throttledSignIn(handle.db, auth().sessionOf(new Request("http://localhost/auth")), {
      email,
      password: tried,
      ip,
    });

  it("slows one address down progressively, 30 s doubling, and never past 15 minutes", async () => {
    const email = await owner();
    const ip = "198.51.100.20";
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerAddress; i++) {
      expect(await attempt(email, ip, "guess")).toEqual({
        ok: false,
        reason: "refused",
        message: AUTH_MESSAGES.invalidCredentials,
      });
    }
    const waits: number[] = [];
    for (let round = 0; round < 7; round++) {
      const held = await attempt(email, ip, password);
      if (held.ok || held.reason !== "rate-limited") throw new Error("expected a 429");
      waits.push(held.retryAfterSeconds);
      await ageFailures(email, held.retryAfterSeconds);
      expect(await signInWaitSeconds(handle.db, { email, ip })).toBe(0);
      expect((await attempt(email, ip, "another guess")).ok).toBe(false);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it("lets the owner sign in from a clean address while the account is hammered from elsewhere", async () => {
    const email = await owner();
    for (let i = 0; i < 40; i++) {
      await recordSignInFailure(handle.db, { email, ip: `203.0.113.${100 + (i % 4)}` });
    }
    // The attacking addresses are held back, even with the right password...
    const held = await attempt(email, "203.0.113.100", password);
    expect(held).toMatchObject({ ok: false, reason: "rate-limited" });
    // ...the owner at home is not.
    const owners = await attempt(email, "192.0.2.44", password);
    expect(owners.ok).toBe(true);
    // A new attacking address gets its first guess, then waits as long as the account says.
    const fresh = "203.0.113.200";
    expect(await attempt(email, fresh, "guess")).toMatchObject({ ok: false, reason: "refused" });
    expect(await signInWaitSeconds(handle.db, { email, ip: fresh })).toBeGreaterThan(890);
    expect(await signInWaitSeconds(handle.db, { email, ip: fresh })).toBeLessThanOrEqual(900);
  });

  it("forgets an address's failures when it signs in or resets the password", async () => {
    const email = await owner();
    const ip = "198.51.100.30";
    for (let i = 0; i < 3; i++) await attempt(email, ip, "typo");
    expect(await signInWaitSeconds(handle.db, { email, ip })).toBeGreaterThan(0);
    await clearSignInFailures(handle.db, { email, ip });
    expect(await signInWaitSeconds(handle.db, { email, ip })).toBe(0);

    for (let i = 0; i < 2; i++) await attempt(email, ip, "typo");
    expect((await attempt(email, ip, password)).ok).toBe(true);
    await attempt(email, ip, "typo");
    await attempt(email, ip, "typo");
    expect(await signInWaitSeconds(handle.db, { email, ip })).toBe(0);
  });

  it("forgets failures an hour after the last one", async () => {
    const email = await owner();
    const ip = "198.51.100.40";
    for (let i = 0; i < 6; i++) await recordSignInFailure(handle.db, { email, ip });
    expect(await signInWaitSeconds(handle.db, { email, ip })).toBeGreaterThan(0);
    await ageFailures(email, SIGN_IN_THROTTLE.forgetAfterSeconds + 1);
    expect(await signInWaitSeconds(handle.db, { email, ip })).toBe(0);
    await recordSignInFailure(handle.db, { email, ip });
    const row = await handle.db
      .selectFrom("rate_limits")
      .select("hits")
      .where("bucket", "=", `sign-in-failures:address:${email}:${ip}`)
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(1);
  });

  it("counts an account's failures whatever the letter case", async () => {
    const email = await owner();
    const ip = "198.51.100.50";
    for (let i = 0; i < 3; i++) await attempt(email.toUpperCase(), ip, "guess");
    expect(await signInWaitSeconds(handle.db, { email, ip })).toBe(30);
  });
});

describe("429 and 503", () => {
  it("answers a limit with 429 and a database failure with 503, never a 429", async () => {
    const broken = await createTestDatabase();
    try {
      const keys = { ip: "198.51.100.60", email: "down@example.com" };
      for (let i = 0; i < (RATE_LIMITS["password-reset"].email?.limit ?? 0); i++) {
        expect(await attemptAllowed(broken.db, "password-reset", keys)).toBeNull();
      }
      expect(await attemptAllowed(broken.db, "password-reset", keys)).toMatchObject({
        reason: "rate-limited",
      });
      await sql`drop table rate_limits`.execute(broken.db);
      const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        expect(await attemptAllowed(broken.db, "password-reset", keys)).toMatchObject({
          reason: "unavailable",
          message: expect.stringContaining("try again"),
        });
        expect(await signInAttemptAllowed(broken.db, keys)).toMatchObject({
          reason: "unavailable",
        });
      } finally {
        quiet.mockRestore();
      }
    } finally {
      await broken.close();
    }
  });
});

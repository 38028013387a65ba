import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hashPassword,
  hashToken,
  isWellFormedToken,
  newToken,
  signAccessToken,
  verifyAccessToken,
  verifyPassword,
} from "./crypto.server";

describe("hashPassword / verifyPassword", () => {
  it("stores scrypt parameters, salt and hash, and verifies the right password only", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const [first, second] = await Promise.all([
      hashPassword("same password"),
      hashPassword("same password"),
    ]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("same password", first)).toBe(true);
    expect(await verifyPassword("same password", second)).toBe(true);
  });

  it("treats canonically equivalent Unicode passwords as equal", async () => {
    const stored = await hashPassword("caf\u00e9 au lait");
    expect(await verifyPassword("cafe\u0301 au lait", stored)).toBe(true);
  });

  it("refuses garbage stored values without throwing", async () => {
    for (const stored of [
      "",
      "garbage",
      "bcrypt$10$abc$def",
      "scrypt$16384$8$1$",
      "scrypt$16384$8$1$c2FsdA$",
      "$$$$$",
    ]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("refuses a stored hash of the wrong length", async () => {
    const stored = await hashPassword("password one");
    const truncated = stored.slice(0, -10);
    expect(await verifyPassword("password one", truncated)).toBe(false);
  });
});

describe("tokens", () => {
  it("makes 43-character base64url tokens from 32 random bytes", () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(isWellFormedToken(token)).toBe(true);
  });

  it("never repeats a token", () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(isWellFormedToken(token)).toBe(true);
  });

  it("refuses tokens of the wrong length or alphabet", () => {
    const token = newToken();
    expect(isWellFormedToken(token.slice(1))).toBe(false);
    expect(isWellFormedToken(`${token}A`)).toBe(false);
    expect(isWellFormedToken(`${token.slice(1)}=`)).toBe(false);
    expect(isWellFormedToken(`${token.slice(1)}+`)).toBe(false);
    expect(isWellFormedToken(`${token.slice(1)}/`)).toBe(false);
    expect(isWellFormedToken("")).toBe(false);
    expect(isWellFormedToken(` ${token.slice(1)}`)).toBe(false);
    expect(isWellFormedToken(`${token}\n`)).toBe(false);
  });

  it("hashes tokens deterministically to SHA-256 hex", () => {
    const token = newToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toBe(hashToken(newToken()));
    // The SHA-256 of "abc", a published test vector.
    expect(hashToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});

describe("signAccessToken / verifyAccessToken", () => {
  const secret = "test-secret-at-least-16";
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const sid = randomUUID();

  function resign(payload: string, key = secret): string {
    return `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
  }

  it("round-trips the session id while the token is valid", () => {
    const token = signAccessToken({ sid, exp: now + 60_000 }, secret);
    expect(token.split(".")).toHaveLength(2);
    expect(verifyAccessToken(token, secret, now)).toEqual({ sid });
    expect(verifyAccessToken(token, secret, now + 59_999)).toEqual({ sid });
  });

  it("refuses an expired token, from the expiry instant on", () => {
    const token = signAccessToken({ sid, exp: now }, secret);
    expect(verifyAccessToken(token, secret, now - 1)).toEqual({ sid });
    expect(verifyAccessToken(token, secret, now)).toBeNull();
    expect(verifyAccessToken(token, secret, now + 1)).toBeNull();
  });

  it("refuses a token signed with another secret", () => {
    const token = signAccessToken({ sid, exp: now + 60_000 }, "another-secret-of-16+");
    expect(verifyAccessToken(token, secret, now)).toBeNull();
  });

  it("refuses a tampered payload", () => {
    const token = signAccessToken({ sid, exp: now + 60_000 }, secret);
    const [, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ sid: randomUUID(), exp: now + 60_000 })).toString(
      "base64url",
    );
    expect(verifyAccessToken(`${forged}.${signature}`, secret, now)).toBeNull();
    const longer = Buffer.from(JSON.stringify({ sid, exp: now + 10 * 60 * 60_000 })).toString(
      "base64url",
    );
    expect(verifyAccessToken(`${longer}.${signature}`, secret, now)).toBeNull();
  });

  it("refuses a tampered signature", () => {
    const token = signAccessToken({ sid, exp: now + 60_000 }, secret);
    const [payload, signature = ""] = token.split(".");
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(verifyAccessToken(`${payload}.${flipped}`, secret, now)).toBeNull();
    expect(verifyAccessToken(`${payload}.${signature.slice(0, -2)}`, secret, now)).toBeNull();
    expect(verifyAccessToken(`${payload}.${signature}AA`, secret, now)).toBeNull();
  });

  it("refuses malformed strings", () => {
    const token = signAccessToken({ sid, exp: now + 60_000 }, secret);
    for (const bad of [
      "",
      ".",
      "abc",
      "abc.",
      ".abc",
      `${token}.extra`,
      `${token}.`,
      "a.b.c",
      "not a token at all",
    ]) {
      expect(verifyAccessToken(bad, secret, now)).toBeNull();
    }
  });

  it("refuses correctly signed payloads that are not valid claims", () => {
    const encode = (value: string) => Buffer.from(value).toString("base64url");
    const payloads = [
      encode("not json"),
      encode("null"),
      encode(JSON.stringify({ sid: "not-a-uuid", exp: now + 60_000 })),
      encode(JSON.stringify({ sid, exp: String(now + 60_000) })),
      encode(JSON.stringify({ sid })),
      encode(JSON.stringify({ exp: now + 60_000 })),
    ];
    for (const payload of payloads)
      expect(verifyAccessToken(resign(payload), secret, now)).toBeNull();
    // The same construction with valid claims is accepted, so the refusals above are about the claims.
    expect(
      verifyAccessToken(resign(encode(JSON.stringify({ sid, exp: now + 60_000 }))), secret, now),
    ).toEqual({ sid });
  });
});

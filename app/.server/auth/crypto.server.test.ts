import { createHmac, randomUUID, scryptSync } from "node:crypto";
import { SignJWT, decodeJwt } from "jose";
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

  it("verifies with the N, r, p and key length stored in each hash", async () => {
    const cheaper = await hashPassword("old cheap hash", { N: 1024, r: 4, p: 2 });
    expect(cheaper).toMatch(/^scrypt\$1024\$4\$2\$/);
    expect(await verifyPassword("old cheap hash", cheaper)).toBe(true);
    expect(await verifyPassword("old cheap hasH", cheaper)).toBe(false);

    // A hash written by another tool with a 32-byte key and its own parameters.
    const salt = Buffer.from("sixteen byte slt");
    const key = scryptSync("made elsewhere", salt, 32, { N: 2048, r: 8, p: 3 });
    const foreign = ["scrypt", 2048, 8, 3, salt.toString("base64url"), key.toString("base64url")];
    expect(await verifyPassword("made elsewhere", foreign.join("$"))).toBe(true);
    expect(await verifyPassword("made elsewherE", foreign.join("$"))).toBe(false);
    // The same key read with today's parameters would not match: the stored ones are used.
    const relabelled = [...foreign];
    relabelled[1] = 16384;
    expect(await verifyPassword("made elsewhere", relabelled.join("$"))).toBe(false);
  });

  it("refuses stored parameters that are not scrypt's or would cost too much memory", async () => {
    const stored = (await hashPassword("bounded", { N: 1024, r: 1, p: 1 })).split("$");
    for (const [index, value] of [
      [1, "1000"],
      [1, String(2 ** 22)],
      [1, "-1024"],
      [2, "0"],
      [2, "1e9"],
      [3, "0"],
      [3, "x"],
    ] as const) {
      const altered = [...stored];
      altered[index] = value;
      expect(await verifyPassword("bounded", altered.join("$"))).toBe(false);
    }
  });

  it("reads the key length from the stored hash and refuses one too short to mean anything", async () => {
    const stored = await hashPassword("password one");
    const [scheme, n, r, p, salt, hash = ""] = stored.split("$");
    const shorter = [scheme, n, r, p, salt, hash.slice(0, 43)].join("$");
    // scrypt's output for 32 bytes is the first 32 of its output for 64.
    expect(await verifyPassword("password one", shorter)).toBe(true);
    expect(await verifyPassword("password two", shorter)).toBe(false);
    const tooShort = [scheme, n, r, p, salt, hash.slice(0, 20)].join("$");
    expect(await verifyPassword("password one", tooShort)).toBe(false);
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

describe("signAccessToken / verifyAccessToken (jose, HS256)", () => {
  const secret = "test-secret-at-least-16";
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const sid = randomUUID();
  const key = new TextEncoder().encode(secret);

  it("round-trips the session id while the token is valid", async () => {
    const token = await signAccessToken({ sid, exp: now + 60_000 }, secret);
    expect(token.split(".")).toHaveLength(3);
    expect(decodeJwt(token)).toMatchObject({ sid, exp: (now + 60_000) / 1000 });
    expect(await verifyAccessToken(token, secret, now)).toEqual({ sid });
    expect(await verifyAccessToken(token, secret, now + 59_000)).toEqual({ sid });
  });

  it("refuses an expired token, from the expiry second on", async () => {
    const token = await signAccessToken({ sid, exp: now }, secret);
    expect(await verifyAccessToken(token, secret, now - 1000)).toEqual({ sid });
    expect(await verifyAccessToken(token, secret, now)).toBeNull();
    expect(await verifyAccessToken(token, secret, now + 1)).toBeNull();
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signAccessToken({ sid, exp: now + 60_000 }, "another-secret-of-16+");
    expect(await verifyAccessToken(token, secret, now)).toBeNull();
  });

  it("refuses a tampered payload", async () => {
    const token = await signAccessToken({ sid, exp: now + 60_000 }, secret);
    const [header, , signature] = token.split(".");
    const encode = (claims: object) => Buffer.from(JSON.stringify(claims)).toString("base64url");
    const claims = decodeJwt(token);
    for (const forged of [
      { ...claims, sid: randomUUID() },
      { ...claims, exp: (claims.exp ?? 0) + 36_000 },
    ]) {
      expect(
        await verifyAccessToken(`${header}.${encode(forged)}.${signature}`, secret, now),
      ).toBeNull();
    }
  });

  it("refuses a tampered signature", async () => {
    const token = await signAccessToken({ sid, exp: now + 60_000 }, secret);
    const [header, payload, signature = ""] = token.split(".");
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    for (const bad of [flipped, signature.slice(0, -2), `${signature}AA`, ""]) {
      expect(await verifyAccessToken(`${header}.${payload}.${bad}`, secret, now)).toBeNull();
    }
  });

  it("refuses unsigned and other-algorithm tokens", async () => {
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url"),
      Buffer.from(JSON.stringify({ sid, exp: now / 1000 + 60, aud: "wfc:access" })).toString(
        "base64url",
      ),
      "",
    ].join(".");
    expect(await verifyAccessToken(unsigned, secret, now)).toBeNull();
    const hs512 = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS512" })
      .setAudience("wfc:access")
      .setExpirationTime(now / 1000 + 60)
      .sign(key);
    expect(await verifyAccessToken(hs512, secret, now)).toBeNull();
  });

  it("refuses the old hand-signed format and malformed strings", async () => {
    const payload = Buffer.from(JSON.stringify({ sid, exp: now + 60_000 })).toString("base64url");
    const oldFormat = `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
    expect(await verifyAccessToken(oldFormat, secret, now)).toBeNull();
    const token = await signAccessToken({ sid, exp: now + 60_000 }, secret);
    for (const bad of ["", ".", "abc", "a.b.c", `${token}.extra`, "not a token at all"]) {
      expect(await verifyAccessToken(bad, secret, now)).toBeNull();
    }
  });

  it("refuses correctly signed tokens whose claims are not ours", async () => {
    const sign = (claims: Record<string, unknown>, audience = "wfc:access") =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setAudience(audience)
        .setExpirationTime(now / 1000 + 60)
        .sign(key);
    expect(await verifyAccessToken(await sign({ sid: "not-a-uuid" }), secret, now)).toBeNull();
    expect(await verifyAccessToken(await sign({}), secret, now)).toBeNull();
    expect(await verifyAccessToken(await sign({ sid }, "someone-else"), secret, now)).toBeNull();
    expect(await verifyAccessToken(await sign({ sid }), secret, now)).toEqual({ sid });
  });
});

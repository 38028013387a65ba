import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/** Today's cost; hashes made with older ones keep verifying with the ones stored beside them. */
const SCRYPT_PARAMETERS: ScryptParameters = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 64;

// A stored hash is ours, but a value that asks for gigabytes must still not take the server
// down: scrypt needs about 128 × N × r bytes.
const MAX_SCRYPT_MEMORY = 256 * 1024 * 1024;
const storedParametersSchema = z.object({
  N: z
    .number()
    .int()
    .min(2)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
});

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  { N, r, p }: ScryptParameters,
): Promise<Buffer> {
  const maxmem = 128 * N * r * 2 + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can change later. */
export async function hashPassword(
  password: string,
  parameters: ScryptParameters = SCRYPT_PARAMETERS,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, parameters);
  const { N, r, p } = parameters;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parseStoredHash(stored: string) {
  const [scheme, nText, rText, pText, saltText, hashText, extra] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !hashText || extra !== undefined) return null;
  const parameters = storedParametersSchema.safeParse({
    N: Number(nText),
    r: Number(rText),
    p: Number(pText),
  });
  if (!parameters.success) return null;
  if (128 * parameters.data.N * parameters.data.r > MAX_SCRYPT_MEMORY) return null;
  const expected = Buffer.from(hashText, "base64url");
  if (expected.length < 16 || expected.length > 256) return null;
  return { parameters: parameters.data, salt: Buffer.from(saltText, "base64url"), expected };
}

/** Verifies with the N, r, p and key length stored in the hash, whatever today's are. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const actual = await scryptAsync(
    password,
    parsed.salt,
    parsed.expected.length,
    parsed.parameters,
  );
  return timingSafeEqual(actual, parsed.expected);
}

/** 32 random bytes, base64url: the form of every link and session token. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * A token shaped like newToken's that is the same every time for the same purpose and parts,
 * and that nobody without the secret can work out: a link a page shows on every visit,
 * stored (as its hash) once rather than once a visit.
 */
export function derivedToken(secret: string, purpose: string, ...parts: string[]): string {
  return createHmac("sha256", secret)
    .update([purpose, ...parts].join("\u0000"))
    .digest("base64url");
}

/** Tokens are stored only as their SHA-256, so a database leak reveals no live token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

const ACCESS_TOKEN_AUDIENCE = "wfc:access";
const sessionIdSchema = z.string().uuid();

function signingKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Access tokens are signed, not stored: an HS256 JWT naming the session and its expiry, so
 * several tabs may hold valid ones for one session at once. `exp` is in seconds, as JWT says.
 */
export function signAccessToken(
  claims: { sid: string; exp: number },
  secret: string,
): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setExpirationTime(Math.floor(claims.exp / 1000))
    .sign(signingKey(secret));
}

/** The session an access token names, or null when it is forged, altered or expired at nowMs. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  nowMs: number,
): Promise<{ sid: string } | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      algorithms: ["HS256"],
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ["exp", "sid"],
      currentDate: new Date(nowMs),
    });
    const sid = sessionIdSchema.safeParse(payload.sid);
    return sid.success ? { sid: sid.data } : null;
  } catch {
    return null;
  }
}

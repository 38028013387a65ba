import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAccount, updateProfile } from "../../app/.server/accounts/accounts.server";
import { createHmac } from "node:crypto";
import { decodeJwt } from "jose";
import { sql } from "kysely";
import { hashPassword } from "../../app/.server/auth/crypto.server";
import {
  AUTH_MESSAGES,
  createConfirmedUser,
  createLocalAuthAdapter,
} from "../../app/.server/auth/local-adapter.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;
let clock = Date.now();
const logged: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

function adapter() {
  return createLocalAuthAdapter(handle.db, {
    secret: "test-secret-at-least-16",
    logLinks: true,
    log: (message) => logged.push(message),
    now: () => clock,
  });
}

async function lastLinkTo(email: string, path: string): Promise<string> {
  const row = await handle.db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("to_address", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = new RegExp(`https?://\\S+${path}\\?token=([A-Za-z0-9_-]+)`).exec(row.text_body);
  if (!match?.[1]) throw new Error(`No ${path} link in the e-mail to ${email}`);
  return match[1];
}

describe("local auth: the whole account journey", () => {
  it("signs up, refuses sign-in before verifying, verifies, signs in, creates the profile and client role", async () => {
    const auth = adapter();
    const email = "journey@example.com";
    const signUp = await auth.signUp({
      email,
      password: "correct horse battery",
      fullName: "Jo Journey",
      companyName: "Journey Lets",
      redirectTo: "http://localhost:3000",
    });
    expect(signUp).toMatchObject({ ok: true, value: { needsVerification: true } });
    expect(logged.some((line) => line.includes("/auth/verify?token="))).toBe(true);

    expect(await auth.signIn(email, "correct horse battery")).toEqual({
      ok: false,
      message: AUTH_MESSAGES.notConfirmed,
    });

    const token = await lastLinkTo(email, "/auth/verify");
    expect(await auth.verifyEmail(token)).toEqual({ ok: true, value: null });
    expect((await auth.verifyEmail(token)).ok).toBe(false);

    expect(await auth.signIn(email, "wrong password")).toEqual({
      ok: false,
      message: AUTH_MESSAGES.invalidCredentials,
      cause: "wrong-credentials",
    });
    const signIn = await auth.signIn(email, "correct horse battery");
    if (!signIn.ok) throw new Error(signIn.message);
    const user = await auth.getUser(signIn.value.accessToken);
    expect(user).toMatchObject({
      email,
      fullName: "Jo Journey",
      companyName: "Journey Lets",
      emailConfirmed: true,
    });

    const account = await loadAccount(handle.db, user!);
    expect(account.role).toBe("client");
    expect(account.profile).toMatchObject({
      email,
      full_name: "Jo Journey",
      company_name: "Journey Lets",
    });
    const again = await loadAccount(handle.db, user!);
    expect(again.roles).toEqual(["client"]);

    const updated = await updateProfile(handle.db, user!.id, {
      fullName: "Jo J.",
      companyName: null,
      phone: "+447700900123",
    });
    expect(updated).toMatchObject({
      full_name: "Jo J.",
      company_name: null,
      phone: "+447700900123",
    });

    expect(await auth.signOut(signIn.value)).toEqual({ ok: true, value: null });
    expect(await auth.getUser(signIn.value.accessToken)).toBeNull();
    expect(await auth.refresh(signIn.value.refreshToken)).toBeNull();
  });

  it("refuses a second account for the same e-mail in any letter case", async () => {
    const auth = adapter();
    const request = {
      password: "another password",
      fullName: "Dup",
      companyName: null,
      redirectTo: "http://x",
    };
    expect((await auth.signUp({ ...request, email: "dup@example.com" })).ok).toBe(true);
    expect(await auth.signUp({ ...request, email: "DUP@example.com" })).toEqual({
      ok: false,
      message: AUTH_MESSAGES.alreadyRegistered,
    });
  });

  it("rotates refresh tokens, tolerates a parallel refresh, and ends the session on late reuse", async () => {
    const auth = adapter();
    const email = "rotate@example.com";
    await auth.signUp({
      email,
      password: "rotate password",
      fullName: "Ro Tate",
      companyName: null,
      redirectTo: "http://x",
    });
    await auth.verifyEmail(await lastLinkTo(email, "/auth/verify"));
    const first = await auth.signIn(email, "rotate password");
    if (!first.ok) throw new Error(first.message);

    const second = await auth.refresh(first.value.refreshToken);
    expect(second).not.toBeNull();
    expect(second!.refreshToken).not.toBe(first.value.refreshToken);
    // A second tab presenting the same token within seconds is served, not punished.
    const parallel = await auth.refresh(first.value.refreshToken);
    expect(parallel).not.toBeNull();
    expect(await auth.getUser(second!.accessToken)).not.toBeNull();
    expect(await auth.getUser(parallel!.accessToken)).not.toBeNull();

    clock += 60_000;
    expect(await auth.refresh(first.value.refreshToken)).toBeNull();
    expect(await auth.getUser(second!.accessToken)).toBeNull();
    expect(await auth.refresh(second!.refreshToken)).toBeNull();
  });

  it("resets a forgotten password by a one-use link and signs other sessions out", async () => {
    const auth = adapter();
    const email = "forgot@example.com";
    await auth.signUp({
      email,
      password: "old password 1",
      fullName: "For Got",
      companyName: null,
      redirectTo: "http://x",
    });
    await auth.verifyEmail(await lastLinkTo(email, "/auth/verify"));
    const session = await auth.signIn(email, "old password 1");
    if (!session.ok) throw new Error(session.message);

    await auth.requestPasswordReset("nobody@example.com", "http://x");
    await auth.requestPasswordReset(email, "http://x");
    const token = await lastLinkTo(email, "/auth/reset-password");
    expect(await auth.resetPassword(token, "new password 2")).toEqual({
      ok: true,
      value: { email },
    });
    expect((await auth.resetPassword(token, "new password 3")).ok).toBe(false);
    expect(await auth.getUser(session.value.accessToken)).toBeNull();
    expect((await auth.signIn(email, "old password 1")).ok).toBe(false);
    expect((await auth.signIn(email, "new password 2")).ok).toBe(true);
  });

  it("rejects malformed and forged tokens without errors", async () => {
    const auth = adapter();
    expect(await auth.getUser("not-a-token")).toBeNull();
    expect(await auth.getUser("eyJzaWQiOiJ4In0.AAAA")).toBeNull();
    expect(await auth.refresh("short")).toBeNull();
    expect((await auth.verifyEmail("x".repeat(43))).ok).toBe(false);
    expect((await auth.resetPassword("' or 1=1 --", "whatever123")).ok).toBe(false);
  });

  it("signs in with a hash stored under other scrypt parameters", async () => {
    const auth = adapter();
    const email = "old-hash@example.com";
    await handle.db
      .insertInto("auth.users")
      .values({
        email,
        encrypted_password: await hashPassword("kept from before", { N: 4096, r: 4, p: 2 }),
        email_confirmed_at: new Date(),
        raw_user_meta_data: JSON.stringify({ full_name: "Old Hash" }),
      })
      .execute();
    expect((await auth.signIn(email, "kept from before")).ok).toBe(true);
    expect(await auth.signIn(email, "kept from beforE")).toMatchObject({
      ok: false,
      cause: "wrong-credentials",
    });
  });

  it("issues access tokens as HS256 JWTs and refuses them altered, re-signed or expired", async () => {
    const auth = adapter();
    const email = "jwt@example.com";
    await handle.db
      .insertInto("auth.users")
      .values({
        email,
        encrypted_password: await hashPassword("jwt password"),
        email_confirmed_at: new Date(),
        raw_user_meta_data: JSON.stringify({ full_name: "Jay Wt" }),
      })
      .execute();
    const session = await auth.signIn(email, "jwt password");
    if (!session.ok) throw new Error(session.message);
    const { accessToken } = session.value;
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      aud: "wfc:access",
      exp: Math.floor(session.value.expiresAt / 1000),
    });
    expect(await auth.getUser(accessToken)).toMatchObject({ email });

    const [header, payload, signature] = accessToken.split(".");
    const otherSession = await sql<{ id: string }>`select gen_random_uuid() as id`.execute(
      handle.db,
    );
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sid: otherSession.rows[0]?.id }),
    ).toString("base64url");
    expect(await auth.getUser(`${header}.${forged}.${signature}`)).toBeNull();
    // Changed in its first character: the last one of a base64url HMAC carries padding bits,
    // and a signature already ending in the replacement would not change at all.
    const tampered = `${signature?.startsWith("A") ? "B" : "A"}${signature?.slice(1)}`;
    expect(await auth.getUser(`${header}.${payload}.${tampered}`)).toBeNull();
    const other = createLocalAuthAdapter(handle.db, {
      secret: "a-different-secret-16",
      logLinks: false,
    });
    expect(await other.getUser(accessToken)).toBeNull();

    // A token in the old hand-signed format names a live session but is no longer read: the
    // session goes on through its refresh token, which is unchanged.
    const old = Buffer.from(JSON.stringify({ sid: claims.sid, exp: clock + 60_000 })).toString(
      "base64url",
    );
    const oldToken = `${old}.${createHmac("sha256", "test-secret-at-least-16").update(old).digest("base64url")}`;
    expect(await auth.getUser(oldToken)).toBeNull();
    const refreshed = await auth.refresh(session.value.refreshToken);
    expect(refreshed?.user.email).toBe(email);
    expect(await auth.getUser(refreshed?.accessToken ?? "")).toMatchObject({ email });

    const later = createLocalAuthAdapter(handle.db, {
      secret: "test-secret-at-least-16",
      logLinks: false,
      now: () => session.value.expiresAt + 1000,
    });
    expect(await later.getUser(accessToken)).toBeNull();
  });
});

describe("local auth: the session in the signed wfc_token cookie", () => {
  const site = "http://127.0.0.1:3000";
  const cookieOf = (headers: Headers) => headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const from = (cookie: string) =>
    new Request(`${site}/dashboard`, { headers: { Cookie: cookie } });

  it("keeps a sign-in in the cookie, renews it when due, and clears it on sign-out", async () => {
    const email = "cookie-session@example.com";
    const password = "cookie session password";
    await createConfirmedUser(handle.db, { email, password, fullName: "Cas", companyName: null });
    const auth = adapter();
    clock = Date.now() - 2 * 60 * 60 * 1000;

    const signingIn = auth.sessionOf(new Request(`${site}/auth`));
    expect(await signingIn.signIn(email, password)).toMatchObject({ ok: true, value: { email } });
    const setCookie = signingIn.setCookieHeaders().get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^wfc_token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const signedIn = cookieOf(signingIn.setCookieHeaders());

    // Signed in two hours ago: the hour-long access token has run out and is renewed.
    clock = Date.now();
    const later = auth.sessionOf(from(signedIn));
    expect(await later.user()).toMatchObject({ email });
    const renewed = cookieOf(later.setCookieHeaders());
    expect(renewed).toMatch(/^wfc_token=./);
    expect(renewed).not.toBe(signedIn);
    // A fresh token is only read: no new cookie.
    const reading = auth.sessionOf(from(renewed));
    expect(await reading.user()).toMatchObject({ email });
    expect(reading.setCookieHeaders().get("Set-Cookie")).toBeNull();

    const leaving = auth.sessionOf(from(renewed));
    expect(await leaving.signOut()).toEqual({ ok: true, value: null });
    expect(leaving.setCookieHeaders().get("Set-Cookie")).toMatch(/^wfc_token=;/);
    const afterwards = auth.sessionOf(from(renewed));
    expect(await afterwards.user()).toBeNull();
    expect(afterwards.setCookieHeaders().get("Set-Cookie")).toMatch(/^wfc_token=;/);
  });
});

import { describe, it, expect } from "vitest";
import { http, HttpResponse } from "msw";
import {
  createSupabaseAuthAdapter,
  SUPABASE_AUTH_MESSAGES,
} from "../../app/.server/auth/supabase-adapter.server";
import {
  ANON_KEY,
  AUTH,
  expectAnonKeyHeaders,
  expectedUser,
  fakeJwt,
  gotrueServer,
  gotrueSession,
  gotrueUser,
  nowSeconds,
  onlyRequest,
  PROJECT_URL,
  record,
  seen,
  seenAt,
  silenceConsoleError,
  SITE,
  USER_ID,
  VERSIONED,
} from "./support/gotrue";

/*
 * The Supabase adapter's calls behind e-mailed links and sign-up, against the documented GoTrue
 * HTTP contract (support/gotrue.ts). The session in the cookie: supabase-session.test.ts.
 */

const server = gotrueServer();
const adapter = createSupabaseAuthAdapter({ url: PROJECT_URL, anonKey: ANON_KEY });

describe("signUp", () => {
  const request = {
    email: "jo@example.com",
    password: "correct horse battery staple",
    fullName: "Jo Bloggs",
    companyName: "Bloggs Lettings",
    redirectTo: SITE,
  };

  it("sends the address, password, metadata and redirect, and asks for verification when no session comes back", async () => {
    server.use(
      http.post(`${AUTH}/signup`, async ({ request: req }) => {
        await record(req);
        // With "Confirm email" on, GoTrue answers with the bare user and no session.
        return HttpResponse.json(gotrueUser({ email_confirmed_at: null }), { headers: VERSIONED });
      }),
    );

    const result = await adapter.signUp(request);

    expect(result).toEqual({
      ok: true,
      value: { user: { ...expectedUser, emailConfirmed: false }, needsVerification: true },
    });
    const sent = onlyRequest("signup");
    expect(sent.method).toBe("POST");
    expect(sent.url.searchParams.get("redirect_to")).toBe(SITE);
    expect(sent.body).toMatchObject({
      email: "jo@example.com",
      password: "correct horse battery staple",
      data: { full_name: "Jo Bloggs", company_name: "Bloggs Lettings" },
    });
    expect(sent.headers.get("content-type")).toMatch(/^application\/json/);
    expectAnonKeyHeaders(sent);
  });

  it("sends a null company and needs no verification when the project auto-confirms", async () => {
    server.use(
      http.post(`${AUTH}/signup`, async ({ request: req }) => {
        await record(req);
        return HttpResponse.json(
          gotrueSession(
            fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 }),
            "r1",
            nowSeconds() + 3600,
          ),
          {
            headers: VERSIONED,
          },
        );
      }),
    );

    const result = await adapter.signUp({ ...request, companyName: null });

    expect(result).toEqual({ ok: true, value: { user: expectedUser, needsVerification: false } });
    expect(onlyRequest("signup").body).toMatchObject({
      data: { full_name: "Jo Bloggs", company_name: null },
    });
  });

  it("passes GoTrue's message on when the address is already registered", async () => {
    server.use(
      http.post(`${AUTH}/signup`, async ({ request: req }) => {
        await record(req);
        return HttpResponse.json(
          { code: "user_already_exists", message: "User already registered" },
          { status: 422, headers: VERSIONED },
        );
      }),
    );

    expect(await adapter.signUp(request)).toEqual({
      ok: false,
      message: "User already registered",
    });
    expect(seenAt("signup")).toHaveLength(1);
  });

  it("reads the legacy error shape ({code: 422, msg}) too", async () => {
    server.use(
      http.post(`${AUTH}/signup`, () =>
        HttpResponse.json(
          {
            code: 422,
            error_code: "weak_password",
            msg: "Password should be at least 8 characters.",
          },
          { status: 422 },
        ),
      ),
    );

    expect(await adapter.signUp(request)).toEqual({
      ok: false,
      message: "Password should be at least 8 characters.",
    });
  });

  it("reports an existing account hidden behind GoTrue's obfuscated user (no identities)", async () => {
    server.use(
      http.post(`${AUTH}/signup`, () =>
        HttpResponse.json(gotrueUser({ email_confirmed_at: null, identities: [] }), {
          headers: VERSIONED,
        }),
      ),
    );

    expect(await adapter.signUp(request)).toEqual({
      ok: false,
      message: SUPABASE_AUTH_MESSAGES.alreadyRegistered,
    });
  });

  it("gives a readable message, not a raw response, when the service is down", async () => {
    server.use(http.post(`${AUTH}/signup`, () => new HttpResponse(null, { status: 503 })));

    expect(await adapter.signUp(request)).toEqual({
      ok: false,
      message: SUPABASE_AUTH_MESSAGES.unavailable,
      cause: "unavailable",
    });
  });
});

describe("verifyEmail", () => {
  it("verifies the token_hash as an e-mail OTP, then ends the session GoTrue opened", async () => {
    const accessToken = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.post(`${AUTH}/verify`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueSession(accessToken, "refresh-v", nowSeconds() + 3600), {
          headers: VERSIONED,
        });
      }),
      http.post(`${AUTH}/logout`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );

    expect(await adapter.verifyEmail("pkce_0123456789abcdef")).toEqual({ ok: true, value: null });
    const verify = onlyRequest("verify");
    expect(verify.method).toBe("POST");
    expect(verify.body).toMatchObject({ token_hash: "pkce_0123456789abcdef", type: "email" });
    expectAnonKeyHeaders(verify);
    const logout = onlyRequest("logout");
    expect(logout.url.searchParams.get("scope")).toBe("local");
    expect(logout.headers.get("authorization")).toBe(`Bearer ${accessToken}`);
  });

  it("returns GoTrue's message for an expired or used link", async () => {
    server.use(
      http.post(`${AUTH}/verify`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { code: "otp_expired", message: "Email link is invalid or has expired" },
          { status: 403, headers: VERSIONED },
        );
      }),
    );

    expect(await adapter.verifyEmail("stale")).toEqual({
      ok: false,
      message: "Email link is invalid or has expired",
    });
    expect(seen.map((request) => request.url.pathname)).toEqual(["/auth/v1/verify"]);
  });
});

describe("requestPasswordReset", () => {
  it("posts the address to /auth/v1/recover with the reset page as redirect_to", async () => {
    server.use(
      http.post(`${AUTH}/recover`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({}, { headers: VERSIONED });
      }),
    );

    await expect(adapter.requestPasswordReset("jo@example.com", SITE)).resolves.toBeUndefined();
    const sent = onlyRequest("recover");
    expect(sent.method).toBe("POST");
    expect(sent.body).toMatchObject({ email: "jo@example.com" });
    expect(sent.url.searchParams.get("redirect_to")).toBe(`${SITE}/auth/reset-password`);
    expectAnonKeyHeaders(sent);
  });

  it("never throws, and logs instead, when Supabase fails (500) or is rate limited (429)", async () => {
    const consoleError = silenceConsoleError();
    server.use(
      http.post(`${AUTH}/recover`, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
    );
    await expect(adapter.requestPasswordReset("jo@example.com", SITE)).resolves.toBeUndefined();

    server.use(
      http.post(`${AUTH}/recover`, () =>
        HttpResponse.json(
          { code: "over_email_send_rate_limit", message: "email rate limit exceeded" },
          { status: 429, headers: VERSIONED },
        ),
      ),
    );
    await expect(adapter.requestPasswordReset("jo@example.com", SITE)).resolves.toBeUndefined();

    server.use(http.post(`${AUTH}/recover`, () => HttpResponse.error()));
    await expect(adapter.requestPasswordReset("jo@example.com", SITE)).resolves.toBeUndefined();

    const logged = consoleError.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
    expect(logged).toContain("password reset request failed");
    expect(logged).toContain("email rate limit exceeded");
    // The address is never written to the log.
    expect(logged).not.toContain("jo@example.com");
  });
});

describe("resendVerification", () => {
  it("posts the address to /auth/v1/resend as a sign-up confirmation, back to the site", async () => {
    server.use(
      http.post(`${AUTH}/resend`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ message_id: null }, { headers: VERSIONED });
      }),
    );

    expect(await adapter.resendVerification("jo@example.com", SITE)).toEqual({
      ok: true,
      value: null,
    });
    const sent = onlyRequest("resend");
    expect(sent.method).toBe("POST");
    expect(sent.body).toMatchObject({ email: "jo@example.com", type: "signup" });
    expect(sent.url.searchParams.get("redirect_to")).toBe(SITE);
    expectAnonKeyHeaders(sent);
  });

  it("says why when Supabase refuses (rate limit) or is down", async () => {
    server.use(
      http.post(`${AUTH}/resend`, () =>
        HttpResponse.json(
          { code: "over_email_send_rate_limit", message: "email rate limit exceeded" },
          { status: 429, headers: VERSIONED },
        ),
      ),
    );
    expect(await adapter.resendVerification("jo@example.com", SITE)).toMatchObject({
      ok: false,
      message: "email rate limit exceeded",
    });

    server.use(http.post(`${AUTH}/resend`, () => new HttpResponse(null, { status: 503 })));
    expect(await adapter.resendVerification("jo@example.com", SITE)).toEqual({
      ok: false,
      message: SUPABASE_AUTH_MESSAGES.unavailable,
      cause: "unavailable",
    });
  });
});

describe("endEverySession", () => {
  it("sends nothing: the anon key cannot end another user's sessions", async () => {
    await expect(adapter.endEverySession(USER_ID)).resolves.toBeUndefined();
    expect(seen).toEqual([]);
  });
});

describe("resetPassword", () => {
  it("verifies the recovery token_hash, sets the password with that session, then signs every session out", async () => {
    const recoveryToken = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.post(`${AUTH}/verify`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueSession(recoveryToken, "refresh-r", nowSeconds() + 3600), {
          headers: VERSIONED,
        });
      }),
      http.put(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueUser(), { headers: VERSIONED });
      }),
      http.post(`${AUTH}/logout`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );

    expect(await adapter.resetPassword("recovery-hash", "a brand new passphrase")).toEqual({
      ok: true,
      value: { email: "jo@example.com" },
    });

    expect(seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      "POST /auth/v1/verify",
      "PUT /auth/v1/user",
      "POST /auth/v1/logout",
    ]);
    expect(onlyRequest("verify").body).toMatchObject({
      token_hash: "recovery-hash",
      type: "recovery",
    });
    const update = onlyRequest("user");
    expect(update.body).toMatchObject({ password: "a brand new passphrase" });
    expectAnonKeyHeaders(update, recoveryToken);
    const logout = onlyRequest("logout");
    expect(logout.url.searchParams.get("scope")).toBe("global");
    expect(logout.headers.get("authorization")).toBe(`Bearer ${recoveryToken}`);
  });

  it("stops at an invalid link without touching the password", async () => {
    server.use(
      http.post(`${AUTH}/verify`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { code: "otp_expired", message: "Email link is invalid or has expired" },
          { status: 403, headers: VERSIONED },
        );
      }),
    );

    expect(await adapter.resetPassword("stale", "a brand new passphrase")).toEqual({
      ok: false,
      message: "Email link is invalid or has expired",
    });
    expect(seen.map((request) => request.url.pathname)).toEqual(["/auth/v1/verify"]);
  });

  it("returns GoTrue's message when the new password is refused, and ends only the recovery session", async () => {
    const recoveryToken = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.post(`${AUTH}/verify`, () =>
        HttpResponse.json(gotrueSession(recoveryToken, "refresh-r", nowSeconds() + 3600), {
          headers: VERSIONED,
        }),
      ),
      http.put(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          {
            code: "same_password",
            message: "New password should be different from the old password.",
          },
          { status: 422, headers: VERSIONED },
        );
      }),
      http.post(`${AUTH}/logout`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );

    expect(await adapter.resetPassword("recovery-hash", "old passphrase")).toEqual({
      ok: false,
      message: "New password should be different from the old password.",
    });
    expect(onlyRequest("logout").url.searchParams.get("scope")).toBe("local");
  });
});

describe("options", () => {
  const resent = () => HttpResponse.json({ message_id: null }, { headers: VERSIONED });

  it("accepts the project URL with a trailing slash", async () => {
    server.use(
      http.post(`${AUTH}/resend`, async ({ request }) => {
        await record(request);
        return resent();
      }),
    );

    const slashed = createSupabaseAuthAdapter({ url: `${PROJECT_URL}/`, anonKey: ANON_KEY });

    expect(await slashed.resendVerification("jo@example.com", SITE)).toEqual({
      ok: true,
      value: null,
    });
    const sent = onlyRequest("resend").url;
    expect(`${sent.origin}${sent.pathname}`).toBe(`${AUTH}/resend`);
  });

  it("sends every request through the given fetch", async () => {
    const calls: string[] = [];
    const tracingFetch: typeof fetch = (input, init) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
    server.use(http.post(`${AUTH}/resend`, resent));

    const traced = createSupabaseAuthAdapter({
      url: PROJECT_URL,
      anonKey: ANON_KEY,
      fetch: tracingFetch,
    });

    expect(await traced.resendVerification("jo@example.com", SITE)).toEqual({
      ok: true,
      value: null,
    });
    expect(calls.map((url) => new URL(url).pathname)).toEqual(["/auth/v1/resend"]);
  });
});

import { describe, it, expect, beforeAll, afterAll, afterEach, vi } from "vitest";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import {
  createSupabaseAuthAdapter,
  SUPABASE_AUTH_MESSAGES,
} from "../../app/.server/auth/supabase-adapter.server";

/*
 * The Supabase adapter against the documented Auth (GoTrue) HTTP contract of a hosted project:
 * https://<ref>.supabase.co/auth/v1/{signup,token,user,logout,verify,recover,resend}. Every request the
 * adapter makes is recorded, so the tests check what was sent as well as what came back.
 */

const PROJECT_URL = "https://demo-project.supabase.co";
const AUTH = `${PROJECT_URL}/auth/v1`;
const ANON_KEY = "demo-anon-key";
const SITE = "https://www.example.co.uk";
const USER_ID = "8f3c2f5e-7d2a-4c1b-9a55-0b6f1d2e3a4b";
/** GoTrue echoes the API version; auth-js reads error `code`s only from versioned answers. */
const VERSIONED = { "X-Supabase-Api-Version": "2024-01-01" };

interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

const seen: SeenRequest[] = [];

async function record(request: Request): Promise<void> {
  const text = await request.clone().text();
  const body: unknown = text ? JSON.parse(text) : null;
  seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
}

function seenAt(path: string): SeenRequest[] {
  return seen.filter((request) => request.url.pathname === `/auth/v1/${path}`);
}

function onlyRequest(path: string): SeenRequest {
  const matches = seenAt(path);
  expect(matches).toHaveLength(1);
  const [request] = matches;
  if (!request) throw new Error(`no request to ${path}`);
  return request;
}

function base64Url(value: string): string {
  return Buffer.from(value).toString("base64url");
}

/** A JWT shaped like GoTrue's (auth-js decodes it, without checking the signature). */
function fakeJwt(claims: { sub: string; exp: number; session_id?: string }): string {
  const header = base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64Url(
    JSON.stringify({ aud: "authenticated", role: "authenticated", ...claims }),
  );
  return `${header}.${payload}.${base64Url("signature")}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function gotrueUser(
  overrides: { email_confirmed_at?: string | null; identities?: unknown[] } = {},
) {
  return {
    id: USER_ID,
    aud: "authenticated",
    role: "authenticated",
    email: "jo@example.com",
    email_confirmed_at: "2025-03-01T10:00:00.000000Z",
    phone: "",
    confirmation_sent_at: "2025-03-01T09:59:00.000000Z",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {
      full_name: "Jo Bloggs",
      company_name: "Bloggs Lettings",
      email: "jo@example.com",
      email_verified: true,
      phone_verified: false,
      sub: USER_ID,
    },
    identities: [
      {
        identity_id: "0b1e0c0a-3a52-4f0e-8f59-9d0d5f9b4f11",
        id: USER_ID,
        user_id: USER_ID,
        identity_data: { email: "jo@example.com", sub: USER_ID },
        provider: "email",
        created_at: "2025-03-01T09:59:00.000000Z",
        updated_at: "2025-03-01T09:59:00.000000Z",
        email: "jo@example.com",
      },
    ],
    created_at: "2025-03-01T09:59:00.000000Z",
    updated_at: "2025-03-01T10:00:00.000000Z",
    is_anonymous: false,
    ...overrides,
  };
}

function gotrueSession(accessToken: string, refreshToken: string, expiresAt: number) {
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: gotrueUser(),
  };
}

const expectedUser = {
  id: USER_ID,
  email: "jo@example.com",
  fullName: "Jo Bloggs",
  companyName: "Bloggs Lettings",
  emailConfirmed: true,
};

/** Standard headers of every call made with the anon key. */
function expectAnonKeyHeaders(request: SeenRequest, bearer: string = ANON_KEY): void {
  expect(request.headers.get("apikey")).toBe(ANON_KEY);
  expect(request.headers.get("authorization")).toBe(`Bearer ${bearer}`);
}

const server = setupServer();
const adapter = createSupabaseAuthAdapter({ url: PROJECT_URL, anonKey: ANON_KEY });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** auth-js and the adapter log failures on purpose; keep the output quiet but checkable. */
function silenceConsoleError() {
  return vi.spyOn(console, "error").mockImplementation(() => undefined);
}

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

describe("signIn", () => {
  it("posts the password grant and maps the session, with expiresAt in milliseconds", async () => {
    const expiresAt = nowSeconds() + 3600;
    const accessToken = fakeJwt({ sub: USER_ID, exp: expiresAt });
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueSession(accessToken, "refresh-1", expiresAt), {
          headers: VERSIONED,
        });
      }),
    );

    const result = await adapter.signIn("jo@example.com", "correct horse battery staple");

    expect(result).toEqual({
      ok: true,
      value: {
        accessToken,
        refreshToken: "refresh-1",
        expiresAt: expiresAt * 1000,
        user: expectedUser,
      },
    });
    const sent = onlyRequest("token");
    expect(sent.method).toBe("POST");
    expect(sent.url.searchParams.get("grant_type")).toBe("password");
    expect(sent.body).toMatchObject({
      email: "jo@example.com",
      password: "correct horse battery staple",
    });
    expectAnonKeyHeaders(sent);
  });

  it("returns GoTrue's message for wrong credentials (400 invalid_grant)", async () => {
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { error: "invalid_grant", error_description: "Invalid login credentials" },
          { status: 400 },
        );
      }),
    );

    expect(await adapter.signIn("jo@example.com", "wrong")).toEqual({
      ok: false,
      message: "Invalid login credentials",
      cause: "wrong-credentials",
    });
    expect(onlyRequest("token").url.searchParams.get("grant_type")).toBe("password");
  });

  it("returns GoTrue's message for an unconfirmed address", async () => {
    server.use(
      http.post(`${AUTH}/token`, () =>
        HttpResponse.json(
          { code: "email_not_confirmed", message: "Email not confirmed" },
          { status: 400, headers: VERSIONED },
        ),
      ),
    );

    expect(await adapter.signIn("jo@example.com", "pw")).toEqual({
      ok: false,
      message: "Email not confirmed",
    });
  });

  it("fails softly when the network fails", async () => {
    const consoleError = silenceConsoleError();
    server.use(http.post(`${AUTH}/token`, () => HttpResponse.error()));

    expect(await adapter.signIn("jo@example.com", "pw")).toEqual({
      ok: false,
      message: SUPABASE_AUTH_MESSAGES.unavailable,
      cause: "unavailable",
    });
    expect(consoleError).toHaveBeenCalled();
  });

  it("gives the same readable message when the call times out", async () => {
    server.use(
      http.post(`${AUTH}/token`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const quick = createSupabaseAuthAdapter({
      url: PROJECT_URL,
      anonKey: ANON_KEY,
      timeoutMs: 300,
    });

    expect(await quick.signIn("jo@example.com", "pw")).toEqual({
      ok: false,
      message: SUPABASE_AUTH_MESSAGES.unavailable,
      cause: "unavailable",
    });
  });
});

describe("getUser", () => {
  it("asks GET /auth/v1/user with the user's bearer token and maps the user", async () => {
    const accessToken = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.get(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueUser(), { headers: VERSIONED });
      }),
    );

    expect(await adapter.getUser(accessToken)).toEqual(expectedUser);
    const sent = onlyRequest("user");
    expect(sent.method).toBe("GET");
    expectAnonKeyHeaders(sent, accessToken);
  });

  it("maps missing metadata to empty name and null company", async () => {
    server.use(
      http.get(`${AUTH}/user`, () =>
        HttpResponse.json(
          { ...gotrueUser({ email_confirmed_at: null }), user_metadata: {} },
          { headers: VERSIONED },
        ),
      ),
    );

    expect(await adapter.getUser("token")).toEqual({
      id: USER_ID,
      email: "jo@example.com",
      fullName: "",
      companyName: null,
      emailConfirmed: false,
    });
  });

  it("returns null for a rejected token (401)", async () => {
    server.use(
      http.get(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { code: "no_authorization", message: "This endpoint requires a valid Bearer token" },
          { status: 401, headers: VERSIONED },
        );
      }),
    );

    expect(await adapter.getUser("expired-or-forged")).toBeNull();
    expect(onlyRequest("user").headers.get("authorization")).toBe("Bearer expired-or-forged");
  });

  it("returns null, without throwing, on network failure or an outage", async () => {
    silenceConsoleError();
    server.use(http.get(`${AUTH}/user`, () => HttpResponse.error()));
    expect(await adapter.getUser("token")).toBeNull();

    server.use(
      http.get(`${AUTH}/user`, () => new HttpResponse("upstream timeout", { status: 504 })),
    );
    expect(await adapter.getUser("token")).toBeNull();
  });

  it("gives up on a server that never answers once the deadline passes", async () => {
    server.use(
      http.get(`${AUTH}/user`, async () => {
        await delay("infinite");
        return HttpResponse.json(gotrueUser());
      }),
    );
    const quick = createSupabaseAuthAdapter({
      url: PROJECT_URL,
      anonKey: ANON_KEY,
      timeoutMs: 300,
    });

    const started = Date.now();
    expect(await quick.getUser("token")).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("returns null for an empty token without calling Supabase", async () => {
    expect(await adapter.getUser("")).toBeNull();
    expect(seen).toHaveLength(0);
  });
});

describe("refresh", () => {
  it("posts the refresh_token grant and returns the rotated session", async () => {
    const expiresAt = nowSeconds() + 3600;
    const accessToken = fakeJwt({ sub: USER_ID, exp: expiresAt });
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueSession(accessToken, "refresh-2", expiresAt), {
          headers: VERSIONED,
        });
      }),
    );

    expect(await adapter.refresh("refresh-1")).toEqual({
      accessToken,
      refreshToken: "refresh-2",
      expiresAt: expiresAt * 1000,
      user: expectedUser,
    });
    const sent = onlyRequest("token");
    expect(sent.url.searchParams.get("grant_type")).toBe("refresh_token");
    expect(sent.body).toEqual({ refresh_token: "refresh-1" });
    expectAnonKeyHeaders(sent);
  });

  it("returns null when GoTrue refuses the refresh token", async () => {
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" },
          { status: 400, headers: VERSIONED },
        );
      }),
    );

    expect(await adapter.refresh("refresh-1")).toBeNull();
    expect(seenAt("token")).toHaveLength(1);
  });

  it("returns null on an outage, within the call's deadline although auth-js retries 5xx", async () => {
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const quick = createSupabaseAuthAdapter({
      url: PROJECT_URL,
      anonKey: ANON_KEY,
      timeoutMs: 500,
    });

    const started = Date.now();
    expect(await quick.refresh("refresh-1")).toBeNull();
    // auth-js backs off 200, 400, 800 ms... for up to 30 s; the deadline cuts that short.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seenAt("token").length).toBeGreaterThan(1);
    const attempts = seenAt("token").length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // The retry loop stopped: nothing more is sent once the call has answered.
    expect(seenAt("token")).toHaveLength(attempts);
  });
});

describe("signOut", () => {
  it("revokes the session at POST /auth/v1/logout?scope=local with the user's bearer token", async () => {
    const accessToken = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.get(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueUser(), { headers: VERSIONED });
      }),
      http.post(`${AUTH}/logout`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );

    expect(await adapter.signOut({ accessToken, refreshToken: "refresh-1" })).toEqual({
      ok: true,
      value: null,
    });
    const logout = onlyRequest("logout");
    expect(logout.method).toBe("POST");
    expect(logout.url.searchParams.get("scope")).toBe("local");
    expectAnonKeyHeaders(logout, accessToken);
    expect(seen.map((request) => request.url.pathname)).toEqual([
      "/auth/v1/user",
      "/auth/v1/logout",
    ]);
  });

  it("refreshes an expired access token first, then revokes with the new one", async () => {
    const expired = fakeJwt({ sub: USER_ID, exp: nowSeconds() - 60 });
    const fresh = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueSession(fresh, "refresh-2", nowSeconds() + 3600), {
          headers: VERSIONED,
        });
      }),
      http.post(`${AUTH}/logout`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );

    expect(await adapter.signOut({ accessToken: expired, refreshToken: "refresh-1" })).toEqual({
      ok: true,
      value: null,
    });
    const refresh = onlyRequest("token");
    expect(refresh.url.searchParams.get("grant_type")).toBe("refresh_token");
    expect(refresh.body).toEqual({ refresh_token: "refresh-1" });
    expect(onlyRequest("logout").headers.get("authorization")).toBe(`Bearer ${fresh}`);
  });

  it("succeeds without a logout call when the session is already gone", async () => {
    server.use(
      http.get(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          {
            code: "session_not_found",
            message: "Session from session_id claim in JWT does not exist",
          },
          { status: 403, headers: VERSIONED },
        );
      }),
    );

    const accessToken = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    expect(await adapter.signOut({ accessToken, refreshToken: "refresh-1" })).toEqual({
      ok: true,
      value: null,
    });
    expect(seenAt("user")).toHaveLength(1);
    expect(seenAt("logout")).toHaveLength(0);
  });

  it("returns ok:false when the logout endpoint fails", async () => {
    server.use(
      http.get(`${AUTH}/user`, () => HttpResponse.json(gotrueUser(), { headers: VERSIONED })),
      http.post(`${AUTH}/logout`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 502 });
      }),
    );

    const accessToken = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    expect(await adapter.signOut({ accessToken, refreshToken: "refresh-1" })).toEqual({
      ok: false,
      message: SUPABASE_AUTH_MESSAGES.unavailable,
      cause: "unavailable",
    });
    expect(seenAt("logout")).toHaveLength(1);
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
  it("accepts the project URL with a trailing slash", async () => {
    server.use(
      http.get(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueUser(), { headers: VERSIONED });
      }),
    );

    const slashed = createSupabaseAuthAdapter({ url: `${PROJECT_URL}/`, anonKey: ANON_KEY });

    expect(await slashed.getUser("token")).toEqual(expectedUser);
    expect(onlyRequest("user").url.href).toBe(`${AUTH}/user`);
  });

  it("sends every request through the given fetch", async () => {
    const calls: string[] = [];
    const tracingFetch: typeof fetch = (input, init) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
    server.use(
      http.get(`${AUTH}/user`, () => HttpResponse.json(gotrueUser(), { headers: VERSIONED })),
    );

    const traced = createSupabaseAuthAdapter({
      url: PROJECT_URL,
      anonKey: ANON_KEY,
      fetch: tracingFetch,
    });

    expect(await traced.getUser("token")).toEqual(expectedUser);
    expect(calls).toEqual([`${AUTH}/user`]);
  });
});

import { afterAll, beforeAll, describe, it, expect } from "vitest";
import { delay, http, HttpResponse } from "msw";
import { getCurrentAccount } from "../../app/.server/auth/session.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
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
import { createTestDatabase } from "./support/database";

/*
 * The Supabase session in the `wfc_token` cookie, kept by @supabase/ssr's server client, against
 * the documented GoTrue HTTP contract (support/gotrue.ts). The cookie holds Supabase's own
 * format, `base64-` and the session as base64url JSON, split into `wfc_token.0`, `wfc_token.1`...
 * when long; a browser is played by keeping what the Set-Cookie headers leave.
 */

const server = gotrueServer();
const adapter = createSupabaseAuthAdapter({ url: PROJECT_URL, anonKey: ANON_KEY });

type Jar = Record<string, string>;

interface SetCookie {
  name: string;
  value: string;
  attributes: string;
  removes: boolean;
}

function setCookiesOf(headers: Headers): SetCookie[] {
  return headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    const value = decodeURIComponent(pair.slice(at + 1));
    const rest = attributes.join(";");
    return { name, value, attributes: rest, removes: value === "" || /max-age=0\b/i.test(rest) };
  });
}

/** The cookies a browser holds after an answer's Set-Cookie headers. */
function afterAnswer(before: Jar, headers: Headers): Jar {
  const after = { ...before };
  for (const cookie of setCookiesOf(headers)) {
    if (cookie.removes) delete after[cookie.name];
    else after[cookie.name] = cookie.value;
  }
  return after;
}

function sessionOf(jar: Jar) {
  const cookie = Object.entries(jar)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
  return adapter.sessionOf(
    new Request(`${SITE}/dashboard`, { headers: cookie ? { Cookie: cookie } : {} }),
  );
}

/** A session as @supabase/ssr writes it: `base64-` and the JSON, base64url-encoded. */
function inSupabaseFormat(session: object): string {
  return `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
}

/** The cookies holding a session: one, or chunks of at most 3,180 characters when long. */
function sessionCookies(session: object, chunkSize = 3180): Jar {
  const value = inSupabaseFormat(session);
  if (value.length <= chunkSize) return { wfc_token: value };
  const jar: Jar = {};
  for (let i = 0; i * chunkSize < value.length; i++) {
    jar[`wfc_token.${i}`] = value.slice(i * chunkSize, (i + 1) * chunkSize);
  }
  return jar;
}

/** The session a browser's cookies hold, joined from its chunks and decoded. */
function storedSession(jar: Jar): Record<string, unknown> | null {
  let value = jar.wfc_token;
  if (value === undefined) {
    const chunks: string[] = [];
    for (let i = 0; jar[`wfc_token.${i}`] !== undefined; i++)
      chunks.push(jar[`wfc_token.${i}`] ?? "");
    if (chunks.length === 0) return null;
    value = chunks.join("");
  }
  expect(value.startsWith("base64-")).toBe(true);
  const parsed: unknown = JSON.parse(
    Buffer.from(value.slice("base64-".length), "base64url").toString(),
  );
  if (typeof parsed !== "object" || parsed === null) throw new Error("not a session");
  return Object.fromEntries(Object.entries(parsed));
}

const sessionNames = (jar: Jar) => Object.keys(jar).filter((name) => name.startsWith("wfc_token"));

function signedInJar(expiresAt: number, refreshToken = "refresh-1"): Jar {
  return sessionCookies(
    gotrueSession(fakeJwt({ sub: USER_ID, exp: expiresAt }), refreshToken, expiresAt),
  );
}

describe("signIn", () => {
  it("posts the password grant and keeps the session in wfc_token, in Supabase's format", async () => {
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

    const session = sessionOf({});
    expect(await session.signIn("jo@example.com", "correct horse battery staple")).toEqual({
      ok: true,
      value: expectedUser,
    });

    const sent = onlyRequest("token");
    expect(sent.method).toBe("POST");
    expect(sent.url.searchParams.get("grant_type")).toBe("password");
    expect(sent.body).toMatchObject({
      email: "jo@example.com",
      password: "correct horse battery staple",
    });
    expectAnonKeyHeaders(sent);
    const [cookie, ...others] = setCookiesOf(session.setCookieHeaders());
    expect(others).toEqual([]);
    expect(cookie?.name).toBe("wfc_token");
    expect(cookie?.attributes).toMatch(/; *HttpOnly/i);
    expect(cookie?.attributes).toMatch(/; *SameSite=Lax/i);
    expect(cookie?.attributes).toMatch(/; *Path=\//i);
    expect(storedSession(afterAnswer({}, session.setCookieHeaders()))).toMatchObject({
      access_token: accessToken,
      refresh_token: "refresh-1",
      expires_at: expiresAt,
      user: { id: USER_ID, email: "jo@example.com" },
    });
  });

  it("splits a long session into wfc_token.0, .1..., and drops the cookie of the one before", async () => {
    const expiresAt = nowSeconds() + 3600;
    const accessToken = fakeJwt({ sub: USER_ID, exp: expiresAt });
    const long = {
      ...gotrueSession(accessToken, "refresh-long", expiresAt),
      user: { ...gotrueUser(), user_metadata: { full_name: "Jo Bloggs", notes: "x".repeat(5000) } },
    };
    server.use(http.post(`${AUTH}/token`, () => HttpResponse.json(long, { headers: VERSIONED })));
    const before = signedInJar(expiresAt, "refresh-old");

    const session = sessionOf(before);
    expect((await session.signIn("jo@example.com", "pw")).ok).toBe(true);

    const after = afterAnswer(before, session.setCookieHeaders());
    expect(sessionNames(after)).toEqual(["wfc_token.0", "wfc_token.1", "wfc_token.2"]);
    expect(storedSession(after)).toMatchObject({ refresh_token: "refresh-long" });
    // The old session was only dropped from the browser, as the local adapter does.
    expect(seen.map((request) => request.url.pathname)).toEqual([]);
  });

  it("returns GoTrue's message for wrong credentials (400 invalid_grant), setting no session", async () => {
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { error: "invalid_grant", error_description: "Invalid login credentials" },
          { status: 400 },
        );
      }),
    );

    const session = sessionOf({});
    expect(await session.signIn("jo@example.com", "wrong")).toEqual({
      ok: false,
      message: "Invalid login credentials",
      cause: "wrong-credentials",
    });
    expect(onlyRequest("token").url.searchParams.get("grant_type")).toBe("password");
    expect(session.setCookieHeaders().getSetCookie()).toEqual([]);
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

    expect(await sessionOf({}).signIn("jo@example.com", "pw")).toEqual({
      ok: false,
      message: "Email not confirmed",
    });
  });

  it("fails softly when the network fails", async () => {
    const consoleError = silenceConsoleError();
    server.use(http.post(`${AUTH}/token`, () => HttpResponse.error()));

    expect(await sessionOf({}).signIn("jo@example.com", "pw")).toEqual({
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

    expect(await quick.sessionOf(new Request(SITE)).signIn("jo@example.com", "pw")).toEqual({
      ok: false,
      message: SUPABASE_AUTH_MESSAGES.unavailable,
      cause: "unavailable",
    });
  });
});

describe("user", () => {
  const answersUser = () =>
    http.get(`${AUTH}/user`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(gotrueUser(), { headers: VERSIONED });
    });

  it("asks GET /auth/v1/user with the cookie's access token, and leaves the cookie alone", async () => {
    const jar = signedInJar(nowSeconds() + 3600);
    server.use(answersUser());

    const session = sessionOf(jar);
    expect(await session.user()).toEqual(expectedUser);
    expect(seen.map((request) => request.url.pathname)).toEqual(["/auth/v1/user"]);
    expectAnonKeyHeaders(onlyRequest("user"), String(storedSession(jar)?.access_token));
    expect(session.setCookieHeaders().getSetCookie()).toEqual([]);
  });

  it("asks nothing without a session cookie", async () => {
    const session = sessionOf({ wfc_toast: "something else" });
    expect(await session.user()).toBeNull();
    expect(seen).toEqual([]);
    expect(session.setCookieHeaders().getSetCookie()).toEqual([]);
  });

  it("refreshes an expired session once, rewrites the cookie with the rotated tokens, then asks who it is", async () => {
    const fresh = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueSession(fresh, "refresh-2", nowSeconds() + 3600), {
          headers: VERSIONED,
        });
      }),
      answersUser(),
    );
    const before = signedInJar(nowSeconds() - 60);

    const session = sessionOf(before);
    expect(await session.user()).toEqual(expectedUser);

    const refresh = onlyRequest("token");
    expect(refresh.url.searchParams.get("grant_type")).toBe("refresh_token");
    expect(refresh.body).toEqual({ refresh_token: "refresh-1" });
    expectAnonKeyHeaders(refresh);
    expect(onlyRequest("user").headers.get("authorization")).toBe(`Bearer ${fresh}`);
    expect(storedSession(afterAnswer(before, session.setCookieHeaders()))).toMatchObject({
      access_token: fresh,
      refresh_token: "refresh-2",
    });
  });

  it("clears every chunk when GoTrue refuses the refresh token", async () => {
    // auth-js logs the refused refresh as the server client loads the session.
    silenceConsoleError();
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" },
          { status: 400, headers: VERSIONED },
        );
      }),
    );
    const before = sessionCookies(
      gotrueSession(
        fakeJwt({ sub: USER_ID, exp: nowSeconds() - 60 }),
        "refresh-1",
        nowSeconds() - 60,
      ),
      400,
    );
    expect(sessionNames(before).length).toBeGreaterThan(1);

    const session = sessionOf(before);
    expect(await session.user()).toBeNull();

    expect(seenAt("token")).toHaveLength(1);
    expect(sessionNames(afterAnswer(before, session.setCookieHeaders()))).toEqual([]);
  });

  it("clears the cookie when GoTrue says the session has ended", async () => {
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
    const before = signedInJar(nowSeconds() + 3600);

    const session = sessionOf(before);
    expect(await session.user()).toBeNull();
    expect(sessionNames(afterAnswer(before, session.setCookieHeaders()))).toEqual([]);
  });

  it("clears a cookie it cannot read (the local adapter's signed record) without asking GoTrue", async () => {
    const before = { wfc_token: "eyJhY2Nlc3NfdG9rZW4iOiJ4In0=.c2lnbmF0dXJl" };
    const session = sessionOf(before);
    expect(await session.user()).toBeNull();
    expect(seen).toEqual([]);
    expect(sessionNames(afterAnswer(before, session.setCookieHeaders()))).toEqual([]);
  });

  it("renews an access token GoTrue refuses with the refresh token, once", async () => {
    const fresh = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.get(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { code: "bad_jwt", message: "invalid JWT: unable to parse or verify signature" },
          { status: 401, headers: VERSIONED },
        );
      }),
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueSession(fresh, "refresh-2", nowSeconds() + 3600), {
          headers: VERSIONED,
        });
      }),
    );
    const before = signedInJar(nowSeconds() + 3600);

    const session = sessionOf(before);
    expect(await session.user()).toEqual(expectedUser);
    expect(seen.map((request) => request.url.pathname)).toEqual([
      "/auth/v1/user",
      "/auth/v1/token",
    ]);
    expect(storedSession(afterAnswer(before, session.setCookieHeaders()))).toMatchObject({
      access_token: fresh,
      refresh_token: "refresh-2",
    });
  });

  it("keeps the cookie when GoTrue cannot be reached", async () => {
    silenceConsoleError();
    server.use(http.get(`${AUTH}/user`, () => HttpResponse.error()));
    const before = signedInJar(nowSeconds() + 3600);
    const session = sessionOf(before);
    expect(await session.user()).toBeNull();
    expect(session.setCookieHeaders().getSetCookie()).toEqual([]);

    server.use(
      http.get(`${AUTH}/user`, () => new HttpResponse("upstream timeout", { status: 504 })),
    );
    const again = sessionOf(before);
    expect(await again.user()).toBeNull();
    expect(again.setCookieHeaders().getSetCookie()).toEqual([]);
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
    const cookie = `wfc_token=${signedInJar(nowSeconds() + 3600).wfc_token}`;

    const started = Date.now();
    const session = quick.sessionOf(new Request(SITE, { headers: { Cookie: cookie } }));
    expect(await session.user()).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(session.setCookieHeaders().getSetCookie()).toEqual([]);
  });

  it("answers within the deadline although auth-js retries a failing refresh", async () => {
    silenceConsoleError();
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
    const cookie = `wfc_token=${signedInJar(nowSeconds() - 60).wfc_token}`;

    const started = Date.now();
    expect(
      await quick.sessionOf(new Request(SITE, { headers: { Cookie: cookie } })).user(),
    ).toBeNull();
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
  const logsOut = () =>
    http.post(`${AUTH}/logout`, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    });

  it("revokes the session at POST /auth/v1/logout?scope=local with the user's bearer token, and clears the cookie", async () => {
    server.use(logsOut());
    const before = signedInJar(nowSeconds() + 3600);

    const session = sessionOf(before);
    expect(await session.signOut()).toEqual({ ok: true, value: null });

    const logout = onlyRequest("logout");
    expect(logout.method).toBe("POST");
    expect(logout.url.searchParams.get("scope")).toBe("local");
    expectAnonKeyHeaders(logout, String(storedSession(before)?.access_token));
    expect(seen.map((request) => request.url.pathname)).toEqual(["/auth/v1/logout"]);
    const [cleared, ...others] = setCookiesOf(session.setCookieHeaders());
    expect(others).toEqual([]);
    expect(cleared).toMatchObject({ name: "wfc_token", removes: true });
    expect(cleared?.attributes).toMatch(/; *HttpOnly/i);
  });

  it("refreshes an expired session first, revokes with the new token, and clears every chunk", async () => {
    const fresh = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueSession(fresh, "refresh-2", nowSeconds() + 3600), {
          headers: VERSIONED,
        });
      }),
      logsOut(),
    );
    const before = sessionCookies(
      gotrueSession(
        fakeJwt({ sub: USER_ID, exp: nowSeconds() - 60 }),
        "refresh-1",
        nowSeconds() - 60,
      ),
      400,
    );

    const session = sessionOf(before);
    expect(await session.signOut()).toEqual({ ok: true, value: null });

    const refresh = onlyRequest("token");
    expect(refresh.url.searchParams.get("grant_type")).toBe("refresh_token");
    expect(refresh.body).toEqual({ refresh_token: "refresh-1" });
    expect(onlyRequest("logout").headers.get("authorization")).toBe(`Bearer ${fresh}`);
    expect(sessionNames(afterAnswer(before, session.setCookieHeaders()))).toEqual([]);
  });

  it("succeeds and clears the cookie when the session is already gone", async () => {
    server.use(
      http.post(`${AUTH}/logout`, async ({ request }) => {
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
    const before = signedInJar(nowSeconds() + 3600);

    const session = sessionOf(before);
    expect(await session.signOut()).toEqual({ ok: true, value: null });
    expect(seenAt("logout")).toHaveLength(1);
    expect(sessionNames(afterAnswer(before, session.setCookieHeaders()))).toEqual([]);
  });

  it("returns ok:false and keeps the cookie when the logout endpoint fails", async () => {
    server.use(
      http.post(`${AUTH}/logout`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 502 });
      }),
    );

    const session = sessionOf(signedInJar(nowSeconds() + 3600));
    expect(await session.signOut()).toEqual({
      ok: false,
      message: SUPABASE_AUTH_MESSAGES.unavailable,
      cause: "unavailable",
    });
    expect(seenAt("logout")).toHaveLength(1);
    expect(session.setCookieHeaders().getSetCookie()).toEqual([]);
  });

  it("asks nothing without a session cookie", async () => {
    const session = sessionOf({});
    expect(await session.signOut()).toEqual({ ok: true, value: null });
    expect(seen).toEqual([]);
  });
});

describe("forget", () => {
  it("clears every chunk without asking GoTrue, and leaves other cookies alone", async () => {
    const before = {
      ...sessionCookies(
        gotrueSession(fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 }), "r", nowSeconds()),
        400,
      ),
      wfc_toast: "kept",
    };

    const session = sessionOf(before);
    await session.forget();

    expect(seen).toEqual([]);
    expect(afterAnswer(before, session.setCookieHeaders())).toEqual({ wfc_toast: "kept" });
  });
});

describe("the app's current account on a Supabase session", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    // The hosted project's auth.users, as far as profiles refer to it.
    await handle.db
      .insertInto("auth.users")
      .values({
        id: USER_ID,
        email: "jo@example.com",
        encrypted_password: "",
        raw_user_meta_data: "{}",
      })
      .execute();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("refreshes an expired session once for the root's and the route's loaders, and both answers carry the new cookie", async () => {
    const fresh = fakeJwt({ sub: USER_ID, exp: nowSeconds() + 3600 });
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        await record(request);
        await delay(50);
        return HttpResponse.json(gotrueSession(fresh, "refresh-2", nowSeconds() + 3600), {
          headers: VERSIONED,
        });
      }),
      http.get(`${AUTH}/user`, () => HttpResponse.json(gotrueUser(), { headers: VERSIONED })),
    );
    const before = signedInJar(nowSeconds() - 60);
    const cookie = `wfc_token=${before.wfc_token}`;
    // Remix hands each loader its own copy of the request.
    const copy = () => new Request(`${SITE}/dashboard`, { headers: { Cookie: cookie } });
    const services = { db: handle.db, auth: adapter };

    const [root, route] = await Promise.all([
      getCurrentAccount(services, copy()),
      getCurrentAccount(services, copy()),
    ]);

    expect(root.account?.user).toEqual(expectedUser);
    expect(route.account?.user).toEqual(expectedUser);
    expect(seenAt("token")).toHaveLength(1);
    expect(route.headers.getSetCookie()).toEqual(root.headers.getSetCookie());
    expect(storedSession(afterAnswer(before, root.headers))).toMatchObject({
      access_token: fresh,
      refresh_token: "refresh-2",
    });
  });
});

import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { setupServer } from "msw/node";

/*
 * A hosted project's Auth (GoTrue) API as MSW answers it, after its documented HTTP contract:
 * https://<ref>.supabase.co/auth/v1/{signup,token,user,logout,verify,recover,resend}. Every
 * request a test's handlers record is kept, so tests check what was sent as well as what came
 * back.
 */

export const PROJECT_URL = "https://demo-project.supabase.co";
export const AUTH = `${PROJECT_URL}/auth/v1`;
export const ANON_KEY = "demo-anon-key";
export const SITE = "https://www.example.co.uk";
export const USER_ID = "8f3c2f5e-7d2a-4c1b-9a55-0b6f1d2e3a4b";
/** GoTrue echoes the API version; auth-js reads error `code`s only from versioned answers. */
export const VERSIONED = { "X-Supabase-Api-Version": "2024-01-01" };

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export const seen: SeenRequest[] = [];

export async function record(request: Request): Promise<void> {
  const text = await request.clone().text();
  const body: unknown = text ? JSON.parse(text) : null;
  seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
}

export function seenAt(path: string): SeenRequest[] {
  return seen.filter((request) => request.url.pathname === `/auth/v1/${path}`);
}

export function onlyRequest(path: string): SeenRequest {
  const matches = seenAt(path);
  expect(matches).toHaveLength(1);
  const [request] = matches;
  if (!request) throw new Error(`no request to ${path}`);
  return request;
}

export function base64Url(value: string): string {
  return Buffer.from(value).toString("base64url");
}

/** A JWT shaped like GoTrue's (auth-js decodes it, without checking the signature). */
export function fakeJwt(claims: { sub: string; exp: number; session_id?: string }): string {
  const header = base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64Url(
    JSON.stringify({ aud: "authenticated", role: "authenticated", ...claims }),
  );
  return `${header}.${payload}.${base64Url("signature")}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function gotrueUser(
  overrides: {
    email_confirmed_at?: string | null;
    identities?: unknown[];
    user_metadata?: Record<string, unknown>;
  } = {},
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

export function gotrueSession(accessToken: string, refreshToken: string, expiresAt: number) {
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: gotrueUser(),
  };
}

export const expectedUser = {
  id: USER_ID,
  email: "jo@example.com",
  fullName: "Jo Bloggs",
  companyName: "Bloggs Lettings",
  emailConfirmed: true,
};

/** Standard headers of every call made with the anon key. */
export function expectAnonKeyHeaders(request: SeenRequest, bearer: string = ANON_KEY): void {
  expect(request.headers.get("apikey")).toBe(ANON_KEY);
  expect(request.headers.get("authorization")).toBe(`Bearer ${bearer}`);
}

/** auth-js and the adapter log failures on purpose; keep the output quiet but checkable. */
export function silenceConsoleError() {
  return vi.spyOn(console, "error").mockImplementation(() => undefined);
}

/** MSW in this test file, refusing any request no handler answers; `seen` emptied after each test. */
export function gotrueServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}

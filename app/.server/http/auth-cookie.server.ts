import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/.server/env.server";

/** The session cookie of both adapters, each writing its own format into it (decision 0004). */
export const SESSION_COOKIE_NAME = "wfc_token";

/** How the session cookie is sent, whichever adapter writes it: never to scripts or other sites. */
export function sessionCookieFlags() {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: env().https } as const;
}

/** The local adapter's stored token record of the spec, signed with the session secret. */
const storedTokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number().int().positive(),
  user_id: z.string().min(1),
});
export type StoredToken = z.infer<typeof storedTokenSchema>;

const REFRESH_LIFETIME_SECONDS = 60 * 60 * 24 * 30;

let cookie: ReturnType<typeof createCookie> | undefined;
function sessionCookie() {
  cookie ??= createCookie(SESSION_COOKIE_NAME, {
    ...sessionCookieFlags(),
    secrets: [env().sessionSecret],
    maxAge: REFRESH_LIFETIME_SECONDS,
  });
  return cookie;
}

export async function readStoredToken(request: Request): Promise<StoredToken | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  const parsed = storedTokenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function writeStoredToken(token: StoredToken): Promise<string> {
  return sessionCookie().serialize(token);
}

export function clearStoredToken(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

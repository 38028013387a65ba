import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/.server/env.server";

const SESSION_COOKIE_NAME = "wfc_token";

/** The stored token record of the spec, kept in an httpOnly cookie scripts cannot read. */
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
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env().https,
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

import type { Kysely } from "kysely";
import { accountIsDisabled, DISABLED_ACCOUNT_MESSAGE } from "../accounts/accounts.server";
import type { Database } from "../db/schema.server";
import { refused, type Refusal } from "../http/refusal.server";
import {
  clearSignInFailures,
  recordSignInFailure,
  signInAttemptAllowed,
} from "../rate-limit/sign-in-throttle.server";
import type { AuthResult, AuthUser, CookieSession } from "./port.server";

export function refusalOf(result: Extract<AuthResult<unknown>, { ok: false }>): Refusal {
  return result.cause === "unavailable"
    ? { ok: false, reason: "unavailable", message: result.message }
    : refused(result.message);
}

/**
 * One sign-in attempt under the slow-down: held back while this address must wait, a wrong
 * password counted against the address and the account, a right one forgets the address's
 * failures; a disabled account is refused even with the right password. The new session is in
 * the cookie session's Set-Cookie headers. Database errors are thrown for the caller to answer
 * as "unavailable".
 */
export async function throttledSignIn(
  db: Kysely<Database>,
  session: CookieSession,
  input: { email: string; password: string; ip: string },
): Promise<{ ok: true; user: AuthUser } | Refusal> {
  const keys = { ip: input.ip, email: input.email };
  const held = await signInAttemptAllowed(db, keys);
  if (held) return held;
  const result = await session.signIn(input.email, input.password);
  if (!result.ok) {
    if (result.cause === "wrong-credentials") await recordSignInFailure(db, keys);
    return refusalOf(result);
  }
  await clearSignInFailures(db, keys);
  // Only once the password is right, so the message tells a stranger nothing about an address.
  if (await accountIsDisabled(db, result.value.id)) {
    await session.signOut();
    return refused(DISABLED_ACCOUNT_MESSAGE);
  }
  return { ok: true, user: result.value };
}

import type { Kysely } from "kysely";
import { safeRedirect } from "~/lib/safe-redirect";
import type { SignUpInput } from "~/lib/schemas/auth";
import { updateProfile as saveProfile, type Account } from "../accounts/accounts.server";
import { env } from "../env.server";
import { refused, unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import type { Database } from "../db/schema.server";
import type { AppServices } from "../services.server";
import { clearSignInFailures } from "../rate-limit/sign-in-throttle.server";
import { refusalOf, throttledSignIn } from "./sign-in.server";

/** The site origin: links in e-mails lead here. */
export function siteOrigin(request: Request): string {
  return env().SITE_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}

/** Who is asking, as far as the limits and the e-mailed links need to know. */
export interface Requester {
  ip: string;
  origin: string;
}

/** A refused sign-in; `offerReset` when the way on is a new password by e-mail. */
export type SignInRefusal = Refusal & { offerReset: boolean };

/** A right password: `headers` set the session cookie. */
export type SignedIn = { ok: true; headers: Headers; name: string };

/** Runs a domain step; a thrown database or network error becomes "unavailable" (503). */
async function orUnavailable<T>(step: () => Promise<T | Refusal>): Promise<T | Refusal> {
  try {
    return await step();
  } catch (error) {
    return unavailable(error);
  }
}

function withReset(refusal: Refusal): SignInRefusal {
  if (refusal.reason !== "rate-limited") return { ...refusal, offerReset: false };
  const minutes = Math.ceil(refusal.retryAfterSeconds / 60);
  return {
    ...refusal,
    offerReset: true,
    message: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password by e-mail.`,
  };
}

/** Checks the password; failures slow the next try from this address, success forgets them. */
export async function signIn(
  { auth, db }: AppServices,
  request: Request,
  input: { email: string; password: string },
  requester: Pick<Requester, "ip">,
): Promise<SignedIn | SignInRefusal> {
  const outcome = await orUnavailable<SignedIn>(async () => {
    const session = auth.sessionOf(request);
    const signedIn = await throttledSignIn(db, session, { ...input, ip: requester.ip });
    if (!signedIn.ok) return signedIn;
    const { user } = signedIn;
    return { ok: true, headers: session.setCookieHeaders(), name: user.fullName || user.email };
  });
  return outcome.ok ? outcome : withReset(outcome);
}

export async function signUp(
  { auth, db }: AppServices,
  input: SignUpInput,
  requester: Requester,
): Promise<{ ok: true } | Refusal> {
  return orUnavailable(async () => {
    const held = await attemptAllowed(db, "sign-up", { ip: requester.ip, email: input.email });
    if (held) return held;
    const result = await auth.signUp({
      email: input.email,
      password: input.password,
      fullName: input.fullName,
      companyName: input.companyName || null,
      redirectTo: requester.origin,
      next: input.redirectTo ? safeRedirect(input.redirectTo, "") || undefined : undefined,
    });
    return result.ok ? { ok: true } : refusalOf(result);
  });
}

/** Ends the session the request's cookie holds; the answer's `headers` clear the cookie. */
export async function signOut(
  { auth }: AppServices,
  request: Request,
): Promise<{ ok: true; headers: Headers } | Refusal> {
  return orUnavailable(async () => {
    const session = auth.sessionOf(request);
    const result = await session.signOut();
    if (!result.ok) return refusalOf(result);
    return { ok: true, headers: session.setCookieHeaders() };
  });
}

export async function verifyEmail(
  { auth }: AppServices,
  token: string,
): Promise<{ ok: true } | Refusal> {
  return orUnavailable(async () => {
    const result = await auth.verifyEmail(token);
    return result.ok ? { ok: true } : refusalOf(result);
  });
}

/** Sends a reset link if the address has an account; the answer never says whether it has. */
export async function requestPasswordReset(
  { auth, db }: AppServices,
  email: string,
  requester: Requester,
): Promise<{ ok: true } | Refusal> {
  return orUnavailable(async () => {
    const held = await attemptAllowed(db, "password-reset", { ip: requester.ip, email });
    if (held) return held;
    await auth.requestPasswordReset(email, requester.origin);
    return { ok: true };
  });
}

/** A new password from the e-mailed link; the address it came from may sign in at once. */
export async function resetPassword(
  { auth, db }: AppServices,
  input: { token: string; password: string },
  requester: Pick<Requester, "ip">,
): Promise<{ ok: true } | Refusal> {
  return orUnavailable(async () => {
    const held = await attemptAllowed(db, "new-password", { ip: requester.ip });
    if (held) return held;
    const result = await auth.resetPassword(input.token, input.password);
    if (!result.ok) return refusalOf(result);
    await clearSignInFailures(db, { ip: requester.ip, email: result.value.email }).catch(
      // The password is changed; a slow-down left behind lasts minutes: say nothing of it.
      (error: unknown) => console.error(error),
    );
    return { ok: true };
  });
}

export async function updateProfile(
  db: Kysely<Database>,
  account: Account,
  changes: { fullName: string; companyName?: string; phone?: string },
): Promise<{ ok: true } | Refusal> {
  return orUnavailable(async () => {
    const saved = await saveProfile(db, account.user.id, {
      fullName: changes.fullName,
      companyName: changes.companyName || null,
      phone: changes.phone || null,
    });
    return saved ? { ok: true } : refused("Your profile could not be found.");
  });
}

export type { Account };

import { redirect } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import type { SignUpInput } from "~/lib/schemas/auth";
import { updateProfile as saveProfile, type Account } from "../accounts/accounts.server";
import { app } from "../app.server";
import { env } from "../env.server";
import { clientAddress } from "../http/client-ip.server";
import { combineHeaders } from "../http/headers.server";
import { redirectWithToast, toastHeaders } from "../http/toast.server";
import {
  checkRateLimits,
  rateLimitMessage,
  resetEmailRateLimit,
  type RateLimitedAction,
} from "../rate-limit/rate-limit.server";
import { clearStoredToken, readStoredToken } from "./cookie.server";
import { getCurrentAccount, storedTokenFor } from "./session.server";

/** The site origin: links in e-mails lead here. */
export function siteOrigin(request: Request): string {
  return env().SITE_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}

export type FormFailure = { ok: false; message: string; headers?: Headers };

async function limited(
  request: Request,
  action: RateLimitedAction,
  email?: string,
): Promise<FormFailure | null> {
  const { db } = await app();
  const verdict = await checkRateLimits(db, action, { ip: clientAddress(request), email });
  return verdict.allowed
    ? null
    : { ok: false, message: rateLimitMessage(verdict.retryAfterSeconds) };
}

/** Signs in and redirects; a failure comes back with the "Sign in failed" toast's text. */
export async function signIn(
  request: Request,
  input: { email: string; password: string; redirectTo?: string },
) {
  const refused = await limited(request, "sign-in", input.email);
  if (refused) return refused;
  const { auth, db } = await app();
  const result = await auth.signIn(input.email, input.password);
  if (!result.ok) return { ok: false as const, message: result.message };
  await resetEmailRateLimit(db, "sign-in", input.email);
  const name = result.value.user.fullName || result.value.user.email;
  throw await redirectWithToast(
    safeRedirect(input.redirectTo, "/dashboard"),
    { type: "success", title: "Signed in", description: `Welcome back, ${name}.` },
    { headers: { "Set-Cookie": await storedTokenFor(result.value) } },
  );
}

export async function signUp(request: Request, input: SignUpInput) {
  const refused = await limited(request, "sign-up", input.email);
  if (refused) return refused;
  const { auth } = await app();
  const result = await auth.signUp({
    email: input.email,
    password: input.password,
    fullName: input.fullName,
    companyName: input.companyName || null,
    redirectTo: siteOrigin(request),
  });
  if (!result.ok) return { ok: false as const, message: result.message };
  throw await redirectWithToast("/auth", {
    type: "success",
    title: "Account created",
    description: "Please check your email to verify your account.",
  });
}

export async function signOut(request: Request) {
  const stored = await readStoredToken(request);
  const { auth } = await app();
  if (stored) {
    const result = await auth.signOut({
      accessToken: stored.access_token,
      refreshToken: stored.refresh_token,
    });
    if (!result.ok) {
      throw await redirectWithToast("/dashboard", {
        type: "error",
        title: "Sign out failed",
        description: result.message,
      });
    }
  }
  throw await redirectWithToast(
    "/",
    { type: "success", title: "Signed out", description: "You have been signed out." },
    { headers: { "Set-Cookie": await clearStoredToken() } },
  );
}

export async function verifyEmail(token: string) {
  const { auth } = await app();
  const result = await auth.verifyEmail(token);
  throw await redirectWithToast(
    "/auth",
    result.ok
      ? {
          type: "success",
          title: "E-mail confirmed",
          description: "Your e-mail address is confirmed. You can sign in now.",
        }
      : { type: "error", title: "Verification failed", description: result.message },
  );
}

export async function requestPasswordReset(request: Request, email: string) {
  const refused = await limited(request, "password-reset", email);
  if (refused) return refused;
  const { auth } = await app();
  await auth.requestPasswordReset(email, siteOrigin(request));
  throw await redirectWithToast("/auth", {
    type: "info",
    title: "Check your e-mail",
    description: `If an account exists for ${email}, we have sent it a link to choose a new password.`,
  });
}

export async function resetPassword(token: string, password: string) {
  const { auth } = await app();
  const result = await auth.resetPassword(token, password);
  if (!result.ok) return { ok: false as const, message: result.message };
  throw await redirectWithToast("/auth", {
    type: "success",
    title: "Password changed",
    description: "Your new password is set. Sign in with it now.",
  });
}

/** Saves the profile form; signed-out visitors get the spec's "No user logged in". */
export async function updateProfile(
  request: Request,
  changes: { fullName: string; companyName?: string; phone?: string },
): Promise<FormFailure> {
  const { account, headers } = await getCurrentAccount(request);
  if (!account) {
    // The session ended while the form was open: say so where they can sign in again.
    throw await redirectWithToast(
      "/auth?redirectTo=%2Fdashboard",
      { type: "error", title: "Profile update failed", description: "No user logged in" },
      { headers },
    );
  }
  const { db } = await app();
  try {
    const saved = await saveProfile(db, account.user.id, {
      fullName: changes.fullName,
      companyName: changes.companyName || null,
      phone: changes.phone || null,
    });
    if (!saved) return { ok: false, message: "Your profile could not be found.", headers };
  } catch (error) {
    console.error(error);
    return { ok: false, message: "The profile could not be saved. Please try again.", headers };
  }
  throw redirect("/dashboard", {
    headers: combineHeaders(
      headers,
      await toastHeaders({
        type: "success",
        title: "Profile updated",
        description: "Your profile has been updated successfully.",
      }),
    ),
  });
}

export type { Account };

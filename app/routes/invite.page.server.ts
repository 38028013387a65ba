import { data } from "@remix-run/node";
import { redirectWithToast } from "~/.server/http/toast.server";
import { signOut } from "~/.server/auth/auth.server";
import { getCurrentAccount } from "~/.server/auth/session.server";
import { refusalInit } from "~/.server/http/refusal.server";
import type { AppServices } from "~/.server/services.server";

/**
 * The pages of an invitation link (to an organisation, to the staff) behave alike: an unknown
 * token is the site's 404 (the caller's), a used, withdrawn or expired one a 410 that says
 * which; signed out, sign in or create an account with the invited address and come back;
 * signed in with it, accept; signed in with another address, sign out first.
 */
export const DEAD_INVITATION_REASONS = {
  accepted: "This invitation has already been used.",
  revoked: "This invitation was withdrawn.",
  expired: "This invitation has expired.",
} as const;

export const UNVERIFIED_INVITATION =
  "Confirm your e-mail address first: open the link in the e-mail we sent when you created your account, then come back here.";

export type InvitationState = "pending" | keyof typeof DEAD_INVITATION_REASONS;

/** What an invitation's page shows, with the facts of the invitation (name, role…). */
export async function invitationPage<Facts extends { email: string }>(
  services: AppServices,
  request: Request,
  invitation: { state: InvitationState; email: string },
  facts: Facts,
  options: { needsVerifiedEmail?: boolean } = {},
) {
  const { account, headers } = await getCurrentAccount(services, request);
  if (invitation.state !== "pending") {
    return data(
      {
        view: "dead" as const,
        ...facts,
        reason: DEAD_INVITATION_REASONS[invitation.state],
        signedInAs: null,
        signIn: null,
        signUp: null,
      },
      { status: 410, headers },
    );
  }
  if (!account) {
    const back = new URL(request.url).pathname;
    return data(
      {
        view: "signed-out" as const,
        ...facts,
        reason: null,
        signedInAs: null,
        signIn: `/auth?${new URLSearchParams({ redirectTo: back })}`,
        // The sign-up form shows the invited address fixed (it reads `email` with `redirectTo`).
        signUp: `/auth?${new URLSearchParams({ mode: "sign-up", redirectTo: back, email: invitation.email })}`,
      },
      { headers },
    );
  }
  const mine = account.user.email.toLowerCase() === invitation.email;
  return data(
    {
      view: mine ? ("accept" as const) : ("wrong-account" as const),
      ...facts,
      reason:
        mine && options.needsVerifiedEmail && !account.user.emailConfirmed
          ? UNVERIFIED_INVITATION
          : null,
      signedInAs: account.user.email,
      signIn: null,
      signUp: null,
    },
    { headers },
  );
}

/** The "sign out first" button of an invitation signed in with another address. */
export async function signOutForInvitation(services: AppServices, request: Request, back: string) {
  const signedOut = await signOut(services, request);
  if (!signedOut.ok) return data({ message: signedOut.message }, refusalInit(signedOut));
  return redirectWithToast(
    back,
    {
      type: "success",
      title: "Signed out",
      description: "Sign in or create an account with the invited address.",
    },
    { headers: signedOut.headers },
  );
}

/** The refusal of an accept that names whose invitation it is. */
export function wrongAccountAnswer(invitedEmail: string, headers: Headers) {
  return data(
    {
      message: `This invitation is for ${invitedEmail}. Sign out, then sign in with that address.`,
    },
    { status: 403, headers },
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormError } from "~/components/form-field";
import { SubmitButton } from "~/components/submit-button";
import { ROLE_LABELS, STAFF_HOME } from "~/lib/roles";
import { app } from "~/.server/app.server";
import { signOut } from "~/.server/auth/auth.server";
import { readStoredToken } from "~/.server/auth/cookie.server";
import { requireUser } from "~/.server/auth/guards.server";
import { getCurrentAccount } from "~/.server/auth/session.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/pages/not-found.server";
import {
  acceptStaffInvitation,
  visitStaffInvitation,
} from "~/.server/users/staff-invitations.server";

export const meta: MetaFunction = () => [
  { title: "Staff invitation | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

const DEAD_REASONS = {
  accepted: "This invitation has already been used.",
  revoked: "This invitation was withdrawn.",
  expired: "This invitation has expired.",
} as const;

const UNVERIFIED =
  "Confirm your e-mail address first: open the link in the e-mail we sent when you created your account, then come back here.";

/**
 * The link of an invitation to join the staff. An unknown or malformed token is the site's 404;
 * a used, withdrawn or expired one a 410 that says which. Signed out: sign in, or create an
 * account with the invited address, and come back here; signed in with it: accept; with
 * another address: sign out first (the organisations' invitation page works the same way).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { db } = await app();
  const visit = await visitStaffInvitation(db, params.token ?? "", { ip: clientAddress(request) });
  if (!visit.ok && visit.reason === "not-found") notFound();
  if (!visit.ok) throw data({ message: visit.message }, refusalInit(visit));
  const { invitation } = visit;
  const { account, headers } = await getCurrentAccount(request);
  const facts = {
    roleLabel: ROLE_LABELS[invitation.role],
    email: invitation.email,
    fullName: invitation.fullName,
  };
  if (invitation.state !== "pending") {
    return data(
      { view: "dead" as const, ...facts, reason: DEAD_REASONS[invitation.state], signedInAs: null },
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
      reason: mine && !account.user.emailConfirmed ? UNVERIFIED : null,
      signedInAs: account.user.email,
    },
    { headers },
  );
}

const inviteActionSchema = z.object({ intent: z.enum(["accept", "sign-out"]).optional() });

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const { formData } = await readForm(request, { schema: inviteActionSchema });
  const intent = inviteActionSchema.safeParse({ intent: formData.get("intent") ?? undefined });
  const { db } = await app();
  if (intent.success && intent.data.intent === "sign-out") {
    // Only from a real invitation's page: any other token is the same 404 as ever.
    const visit = await visitStaffInvitation(db, token, { ip: clientAddress(request) });
    if (!visit.ok && visit.reason === "not-found") notFound();
    if (!visit.ok) return data({ message: visit.message }, refusalInit(visit));
    const signedOut = await signOut(await readStoredToken(request));
    if (!signedOut.ok) return data({ message: signedOut.message }, refusalInit(signedOut));
    return redirectWithToast(
      `/staff-invite/${token}`,
      {
        type: "success",
        title: "Signed out",
        description: "Sign in or create an account with the invited address.",
      },
      { headers: { "Set-Cookie": signedOut.setCookie } },
    );
  }
  const { account, headers } = await requireUser(request);
  const accepted = await acceptStaffInvitation(db, token, account, { ip: clientAddress(request) });
  if (accepted.ok) {
    return redirectWithToast(
      STAFF_HOME[accepted.role] ?? "/dashboard",
      accepted.alreadyHeld
        ? {
            type: "info",
            title: "Nothing to change",
            description: `Your account already had the ${ROLE_LABELS[accepted.role].toLowerCase()} role.`,
          }
        : {
            type: "success",
            title: "Welcome to the team",
            description: `Your account now has the ${ROLE_LABELS[accepted.role].toLowerCase()} role.`,
          },
      { headers },
    );
  }
  if (accepted.reason === "not-found") notFound();
  switch (accepted.reason) {
    case "dead":
      return data({ message: DEAD_REASONS[accepted.state] }, { status: 410, headers });
    case "wrong-account":
      return data(
        {
          message: `This invitation is for ${accepted.invitation.email}. Sign out, then sign in with that address.`,
        },
        { status: 403, headers },
      );
    case "unverified":
      return data({ message: UNVERIFIED }, { status: 403, headers });
    default:
      return data({ message: accepted.message }, refusalInit(accepted, headers));
  }
}

export default function StaffInvitationPage() {
  const invitation = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { roleLabel, email, fullName } = invitation;
  const title =
    invitation.view === "dead"
      ? "This invitation no longer works"
      : "Join the We Fix Coventry team";
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <div className="card mt-6 space-y-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-slate-700">For</dt>
            <dd className="font-semibold text-slate-900">{fullName}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">Role offered</dt>
            <dd className="font-semibold text-slate-900">{roleLabel}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">E-mail address</dt>
            <dd className="break-all font-semibold text-slate-900">{email}</dd>
          </div>
        </dl>
        <FormError title="Not accepted" message={answer?.message} />
        {invitation.view === "dead" ? (
          <p>
            {invitation.reason} Ask the office to send a new one. If you already joined,{" "}
            <Link to="/dashboard">go to your account</Link>.
          </p>
        ) : null}
        {invitation.view === "signed-out" ? (
          <>
            <p>
              Sign in, or create an account with <strong>{email}</strong>. After confirming your
              e-mail address and signing in you come back here to accept.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={invitation.signIn} className="btn-primary">
                Sign in
              </Link>
              <Link to={invitation.signUp} className="btn-secondary">
                Create an account with {email}
              </Link>
            </div>
          </>
        ) : null}
        {invitation.view === "accept" ? (
          invitation.reason ? (
            <p>{invitation.reason}</p>
          ) : (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="accept" />
              <p>
                You are signed in as <strong>{invitation.signedInAs}</strong>. Accept to join as{" "}
                {roleLabel.toLowerCase()}.
              </p>
              <SubmitButton intent="accept" pendingLabel="Joining…">
                Accept the invitation
              </SubmitButton>
            </Form>
          )
        ) : null}
        {invitation.view === "wrong-account" ? (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="sign-out" />
            <p>
              You are signed in as <strong>{invitation.signedInAs}</strong>, but this invitation is
              for <strong>{email}</strong>. Sign out, then sign in or create an account with that
              address.
            </p>
            <SubmitButton intent="sign-out" pendingLabel="Signing out…" className="btn-secondary">
              Sign out
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </div>
  );
}

import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";

/** What an invitation page's loader answers (app/.server/auth/invitation-page.server.ts). */
export interface InvitationCardData {
  view: "dead" | "signed-out" | "accept" | "wrong-account";
  email: string;
  reason: string | null;
  signedInAs: string | null;
  signIn: string | null;
  signUp: string | null;
}

/**
 * The body of an invitation link's page: what is offered, then the one thing to do next
 * (sign in or sign up, accept, sign out of another account) or why the link no longer works.
 */
export function InvitationCard({
  invitation,
  refusal,
  facts,
  deadAdvice,
  acceptSentence,
}: {
  invitation: InvitationCardData;
  refusal: string | null | undefined;
  facts: { term: string; value: string }[];
  /** Who to ask for a new link. */
  deadAdvice: string;
  /** "Accept to join … as …". */
  acceptSentence: ReactNode;
}) {
  const { email, signedInAs } = invitation;
  return (
    <div className="card mt-6 space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-sm font-semibold text-slate-700">{fact.term}</dt>
            <dd className="break-all font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <FormError title="Not accepted" message={refusal} />
      {invitation.view === "dead" ? (
        <p>
          {invitation.reason} {deadAdvice} If you already joined,{" "}
          <Link to="/dashboard">go to your account</Link>.
        </p>
      ) : null}
      {invitation.view === "signed-out" && invitation.signIn && invitation.signUp ? (
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
              You are signed in as <strong>{signedInAs}</strong>. {acceptSentence}
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
            You are signed in as <strong>{signedInAs}</strong>, but this invitation is for{" "}
            <strong>{email}</strong>. Sign out, then sign in or create an account with that address.
          </p>
          <SubmitButton intent="sign-out" pendingLabel="Signing out…" className="btn-secondary">
            Sign out
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { InvitationCard } from "~/components/invitation-card";
import { ROLE_LABELS, STAFF_HOME } from "~/lib/roles";
import { requireUser } from "~/.server/http/guards.server";
import {
  DEAD_INVITATION_REASONS,
  UNVERIFIED_INVITATION,
  invitationPage,
  signOutForInvitation,
  wrongAccountAnswer,
} from "~/routes/invite.page.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import {
  acceptStaffInvitation,
  visitStaffInvitation,
} from "~/.server/users/staff-invitations.server";
import { invitationAnswerSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Staff invitation | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

/**
 * The link of an invitation to join the staff: the organisations' invitation page works the
 * same way (app/.server/auth/invitation-page.server.ts); accepting needs a confirmed address.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const visit = await visitStaffInvitation(db, params.token ?? "", { ip: clientAddress(request) });
  if (!visit.ok && visit.reason === "not-found") notFound();
  if (!visit.ok) throw data({ message: visit.message }, refusalInit(visit));
  const { invitation } = visit;
  return invitationPage(
    context.services,
    request,
    invitation,
    {
      roleLabel: ROLE_LABELS[invitation.role],
      email: invitation.email,
      fullName: invitation.fullName,
    },
    { needsVerifiedEmail: true },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const { formData } = await readForm(request, { schema: invitationAnswerSchema });
  const intent = invitationAnswerSchema.safeParse({ intent: formData.get("intent") ?? undefined });
  const { db } = context.services;
  if (intent.success && intent.data.intent === "sign-out") {
    // Only from a real invitation's page: any other token is the same 404 as ever.
    const visit = await visitStaffInvitation(db, token, { ip: clientAddress(request) });
    if (!visit.ok && visit.reason === "not-found") notFound();
    if (!visit.ok) return data({ message: visit.message }, refusalInit(visit));
    return signOutForInvitation(context.services, request, `/staff-invite/${token}`);
  }
  const { account, headers } = await requireUser(context.services, request);
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
      return data({ message: DEAD_INVITATION_REASONS[accepted.state] }, { status: 410, headers });
    case "wrong-account":
      return wrongAccountAnswer(accepted.invitation.email, headers);
    case "unverified":
      return data({ message: UNVERIFIED_INVITATION }, { status: 403, headers });
    default:
      return data({ message: accepted.message }, refusalInit(accepted, headers));
  }
}

export default function StaffInvitationPage() {
  const invitation = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { roleLabel, email, fullName } = invitation;
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">
        {invitation.view === "dead"
          ? "This invitation no longer works"
          : "Join the We Fix Coventry team"}
      </h1>
      <InvitationCard
        invitation={invitation}
        refusal={answer?.message}
        facts={[
          { term: "For", value: fullName },
          { term: "Role offered", value: roleLabel },
          { term: "E-mail address", value: email },
        ]}
        deadAdvice="Ask the office to send a new one."
        acceptSentence={<>Accept to join as {roleLabel.toLowerCase()}.</>}
      />
    </div>
  );
}

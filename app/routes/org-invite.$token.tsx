import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { InvitationCard } from "~/components/invitation-card";
import { organisationPath } from "~/lib/organisations";
import { requireUser } from "~/.server/http/guards.server";
import {
  DEAD_INVITATION_REASONS,
  invitationPage,
  signOutForInvitation,
  wrongAccountAnswer,
} from "~/routes/invite.page.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { acceptInvitation, visitInvitation } from "~/.server/orgs/invitations.server";
import { notFound } from "~/.server/http/not-found.server";
import { invitationAnswerSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Invitation | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

/** An invitation to join an organisation (app/.server/auth/invitation-page.server.ts). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const visit = await visitInvitation(db, params.token ?? "", { ip: clientAddress(request) });
  if (!visit.ok && visit.reason === "not-found") notFound();
  if (!visit.ok) throw data({ message: visit.message }, refusalInit(visit));
  const { invitation } = visit;
  return invitationPage(context.services, request, invitation, {
    organisationName: invitation.organisationName,
    roleLabel: invitation.roleLabel,
    email: invitation.email,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const back = `/org-invite/${token}`;
  const { formData } = await readForm(request, { schema: invitationAnswerSchema });
  const intent = invitationAnswerSchema.safeParse({ intent: formData.get("intent") ?? undefined });
  if (intent.success && intent.data.intent === "sign-out") {
    // Only from a real invitation's page: any other token is the same 404 as ever.
    const { db } = context.services;
    const visit = await visitInvitation(db, token, { ip: clientAddress(request) });
    if (!visit.ok && visit.reason === "not-found") notFound();
    if (!visit.ok) return data({ message: visit.message }, refusalInit(visit));
    return signOutForInvitation(context.services, request, back);
  }
  const { account, headers } = await requireUser(context.services, request);
  const { db } = context.services;
  const accepted = await acceptInvitation(db, token, account, { ip: clientAddress(request) });
  if (accepted.ok) {
    return redirectWithToast(
      organisationPath(accepted.slug),
      accepted.alreadyMember
        ? {
            type: "info",
            title: `Already a member of ${accepted.organisationName}`,
            description:
              "You were already a member, so nothing changed: your role stays as it was.",
          }
        : {
            type: "success",
            title: `Welcome to ${accepted.organisationName}`,
            description: `You joined as ${accepted.role === "owner" ? "an" : "a"} ${accepted.role}.`,
          },
      { headers },
    );
  }
  if (accepted.reason === "not-found") notFound();
  if (accepted.reason === "dead") {
    return data({ message: DEAD_INVITATION_REASONS[accepted.state] }, { status: 410, headers });
  }
  if (accepted.reason === "wrong-account") {
    return wrongAccountAnswer(accepted.invitation.email, headers);
  }
  return data({ message: accepted.message }, refusalInit(accepted, headers));
}

export default function InvitationPage() {
  const invitation = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { organisationName, roleLabel, email } = invitation;
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">
        {invitation.view === "dead"
          ? "This invitation no longer works"
          : `Join ${organisationName}`}
      </h1>
      <InvitationCard
        invitation={invitation}
        refusal={answer?.message}
        facts={[
          { term: "Organisation", value: organisationName },
          { term: "Role offered", value: roleLabel },
          { term: "For", value: email },
        ]}
        deadAdvice={`Ask whoever invited you at ${organisationName} to send a new one.`}
        acceptSentence={
          <>
            Accept to join {organisationName} as {roleLabel.toLowerCase()}.
          </>
        }
      />
    </div>
  );
}

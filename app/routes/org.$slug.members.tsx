import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  InvitationList,
  InviteForm,
  OwnEmailsForm,
  SpendLimitForm,
} from "~/components/org-members/member-forms";
import { MemberList } from "~/components/org-members/member-list";
import type { MemberFormReply } from "~/components/org-members/types";
import { OrgShell, orgShellData } from "~/components/org/org-shell";
import { formatPence } from "~/lib/money";
import { memberMay, organisationPath } from "~/lib/organisations";
import type { MemberFormIntent } from "~/lib/schemas/organisations";
import {
  applyMemberForm,
  formatLondonDateTime,
  listMembers,
  memberFormSchema,
  notFound,
  parseWithZod,
  readForm,
  redirectWithToast,
  requireOrganisation,
  routeHeaders,
  siteOrigin,
} from "~/routes/org.$slug.members.server-imports.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `Members | ${loaded?.org.name ?? "Organisation"} | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const { db } = context.services;
  const page = await listMembers(db, scope);
  return data(
    {
      org: orgShellData(scope),
      members: page.members.map((member) => ({
        userId: member.userId,
        name: member.name,
        email: member.email,
        role: member.role,
        notifyByEmail: member.notifyByEmail,
        isYou: member.isYou,
      })),
      invitations: page.invitations.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        expired: invitation.expired,
        expiresLabel: formatLondonDateTime(invitation.expiresAt),
      })),
      owners: page.owners,
      spendLimitPence: page.spendLimitPence,
    },
    { headers },
  );
}

function stringField(formData: FormData, name: string): string | null {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 100) : null;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const { formData } = await readForm(request, { schema: memberFormSchema });
  const intent = memberFormSchema.options
    .map((option) => option.shape.intent.value)
    .find((candidate) => candidate === formData.get("intent"));
  const form: MemberFormIntent | null = intent ?? null;
  const target = stringField(formData, "memberId") ?? stringField(formData, "invitationId");
  const submission = parseWithZod(formData, { schema: memberFormSchema });
  if (submission.status !== "success") {
    const reply: MemberFormReply = { form, target, result: submission.reply() };
    return data(reply, { status: 400, headers });
  }
  const { db } = context.services;
  const changed = await applyMemberForm(db, scope, submission.value, {
    siteOrigin: siteOrigin(request),
  });
  if (changed.ok) {
    return redirectWithToast(
      changed.youLeft ? "/dashboard" : organisationPath(scope.slug, "/members"),
      { type: "success", title: changed.title, description: changed.description },
      { headers },
    );
  }
  if (changed.reason === "not-found") notFound();
  const result =
    changed.reason === "refused" && changed.field
      ? submission.reply({ fieldErrors: { [changed.field]: [changed.message] } })
      : submission.reply({ formErrors: [changed.message] });
  const reply: MemberFormReply = { form, target, result };
  return data(reply, { status: changed.reason === "forbidden" ? 403 : 400, headers });
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function OrganisationMembersPage() {
  const { org, members, invitations, owners, spendLimitPence } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const canManage = memberMay(org.memberRole, "owner");
  const me = members.find((member) => member.isYou);
  const shownByItsForm = (answer: MemberFormReply): boolean => {
    switch (answer.form) {
      case "invite":
      case "spend-limit":
        return canManage;
      case "notify":
        return me !== undefined;
      case "change-role":
      case "remove":
        return canManage && members.some((member) => member.userId === answer.target);
      case "resend":
      case "revoke":
        return canManage && invitations.some((invitation) => invitation.id === answer.target);
      case null:
        return false;
    }
  };
  // A refusal whose form is not on the page (a member posting an owner's form, a junk post).
  const pageError =
    reply && !shownByItsForm(reply) ? Object.values(reply.result.error ?? {}).flat() : [];
  return (
    <OrgShell org={org} title="Members">
      {pageError.length ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-950"
        >
          {pageError.join(" ")}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <Section id="members-heading" title={`People (${members.length})`}>
            <MemberList members={members} owners={owners} canManage={canManage} reply={reply} />
            {!canManage ? (
              <p className="mt-3 text-sm text-slate-700">
                Owners invite people, change roles and remove members.
              </p>
            ) : null}
          </Section>
          <Section id="invitations-heading" title={`Invitations waiting (${invitations.length})`}>
            <InvitationList invitations={invitations} canManage={canManage} reply={reply} />
          </Section>
        </div>
        <div className="space-y-6 lg:col-span-2">
          {canManage ? (
            <Section id="invite-heading" title="Invite someone">
              <InviteForm reply={reply} />
            </Section>
          ) : null}
          {me ? (
            <Section id="emails-heading" title="Your e-mails">
              <OwnEmailsForm notifyByEmail={me.notifyByEmail} reply={reply} />
            </Section>
          ) : null}
          <Section id="spend-heading" title="Spend limit">
            {canManage ? (
              <SpendLimitForm
                key={spendLimitPence}
                spendLimitPence={spendLimitPence}
                reply={reply}
              />
            ) : (
              <p>
                Estimates above {formatPence(spendLimitPence)} wait for a manager or owner to
                approve them. Owners can change the limit.
              </p>
            )}
          </Section>
        </div>
      </div>
    </OrgShell>
  );
}

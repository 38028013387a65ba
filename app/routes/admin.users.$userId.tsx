import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ChangeHistory } from "~/components/admin/change-history";
import {
  AccessForm,
  EmailForms,
  RoleForms,
  Section,
  UserFacts,
  type RoleConfirmation,
} from "~/components/admin-users/user-record";
import { formatLondonDateTime } from "~/lib/formatting.server";
import { MEMBER_ROLE_LABELS } from "~/lib/organisations";
import type { UserFormIntent } from "~/lib/schemas/users";
import { isUuid } from "~/lib/uuid";
import { listChangeHistory } from "~/.server/audit/change-history.server";
import { siteOrigin } from "~/.server/auth/auth.server";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import { loadUserDetail } from "~/.server/users/user-detail.server";
import { applyUserForm } from "~/.server/users/user-forms.server";
import { parseWithZod, userFormSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.user.name || loaded?.user.email || "Account"} | Admin | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const userId = params.userId ?? "";
  if (!isUuid(userId)) notFound();
  const { db } = context.services;
  const [detail, history] = await Promise.all([
    loadUserDetail(db, userId),
    listChangeHistory(db, { entity: "user", entityId: userId }),
  ]);
  if (!detail) notFound();
  return data(
    {
      user: {
        id: detail.id,
        name: detail.name,
        email: detail.email,
        phone: detail.phone,
        companyName: detail.companyName,
        roles: detail.roles,
        organisations: detail.organisations.map((organisation) => ({
          name: organisation.name,
          slug: organisation.slug,
          memberRoleLabel: MEMBER_ROLE_LABELS[organisation.memberRole],
        })),
        verified: detail.verified,
        lastSignIn: detail.lastSignInAt ? formatLondonDateTime(detail.lastSignInAt) : null,
        created: formatLondonDateTime(detail.createdAt),
        disabled: detail.disabledAt ? formatLondonDateTime(detail.disabledAt) : null,
        disabledBy: detail.disabledBy,
        futureJobs: detail.futureJobs,
        isYou: detail.id === account.user.id,
      },
      history,
    },
    { headers },
  );
}

const INTENTS: readonly UserFormIntent[] = [
  "give-role",
  "take-role",
  "disable",
  "enable",
  "send-verification",
  "send-password-reset",
];

interface UserFormReply {
  form: UserFormIntent | null;
  message: string | null;
  confirmation: RoleConfirmation | null;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const userId = params.userId ?? "";
  if (!isUuid(userId)) notFound();
  const { formData } = await readForm(request, { schema: userFormSchema });
  const form = INTENTS.find((intent) => intent === formData.get("intent")) ?? null;
  const submission = parseWithZod(formData, { schema: userFormSchema });
  if (submission.status !== "success") {
    const messages = Object.values(submission.reply().error ?? {}).flatMap((list) => list ?? []);
    const reply: UserFormReply = {
      form,
      message: messages.join(" ") || "This form could not be read. Please use the page's buttons.",
      confirmation: null,
    };
    return data(reply, { status: 400, headers });
  }
  const { db, auth } = context.services;
  const changed = await applyUserForm(
    db,
    auth,
    { id: account.user.id, role: "admin" },
    userId,
    submission.value,
    { siteOrigin: siteOrigin(request) },
  );
  if (changed.ok) {
    return redirectWithToast(
      `/admin/users/${userId}`,
      { type: "success", title: changed.title, description: changed.description },
      { headers },
    );
  }
  if (changed.reason === "not-found") notFound();
  if (changed.reason === "confirm") {
    const reply: UserFormReply = {
      form,
      message: null,
      confirmation: {
        role: submission.value.intent === "take-role" ? submission.value.role : "engineer",
        futureJobs: changed.futureJobs,
        message: changed.message,
      },
    };
    return data(reply, { headers });
  }
  const reply: UserFormReply = { form, message: changed.message, confirmation: null };
  return data(
    reply,
    changed.reason === "unavailable" ? refusalInit(changed, headers) : { status: 400, headers },
  );
}

const SECTION_OF: Readonly<Record<UserFormIntent, "roles" | "emails" | "access">> = {
  "give-role": "roles",
  "take-role": "roles",
  disable: "access",
  enable: "access",
  "send-verification": "emails",
  "send-password-reset": "emails",
};

export default function AdminUserPage() {
  const { user, history } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const section = reply?.form ? SECTION_OF[reply.form] : null;
  const errorFor = (name: "roles" | "emails" | "access") =>
    section === name ? (reply?.message ?? null) : null;
  // A refusal of a form that is not on the page (a junk post) still says why.
  const pageError = reply?.message && !section ? reply.message : null;
  return (
    <div className="container-page py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin/users">All accounts</Link>
      </p>
      <h1 className="break-words text-3xl font-extrabold text-slate-900">
        {user.name || user.email}
        {user.disabled ? (
          <span className="ml-3 inline-block rounded bg-red-100 px-2 py-0.5 align-middle text-sm font-semibold text-red-900">
            Disabled
          </span>
        ) : null}
      </h1>
      {pageError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-950"
        >
          {pageError}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Section id="facts-heading" title="Account">
          <UserFacts user={user} />
        </Section>
        <Section id="roles-heading" title="Roles">
          <RoleForms
            user={user}
            confirmation={reply?.confirmation ?? null}
            error={errorFor("roles")}
          />
        </Section>
        <Section id="emails-heading" title="E-mails">
          <EmailForms user={user} error={errorFor("emails")} />
        </Section>
        <Section id="access-heading" title="Access">
          <AccessForm user={user} error={errorFor("access")} />
        </Section>
      </div>
      <ChangeHistory entries={history} />
    </div>
  );
}

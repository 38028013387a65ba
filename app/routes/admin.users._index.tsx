import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  InviteStaffForm,
  StaffInvitationList,
  type UserListReply,
} from "~/components/admin-users/staff-invitations";
import { UserFiltersForm, UserPageLinks, UserTable } from "~/components/admin-users/user-list";
import type { UserListFormIntent } from "~/lib/schemas/users";
import {
  applyUserListForm,
  notFound,
  parseWithZod,
  readForm,
  redirectWithToast,
  refusalInit,
  requireRole,
  routeHeaders,
  siteOrigin,
  userListFormSchema,
  userListPage,
} from "~/routes/admin.users._index.server-imports.server";

export const meta: MetaFunction = () => [
  { title: "Accounts | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const facts = await userListPage(db, new URL(request.url).searchParams);
  return data(facts, { headers });
}

const INTENTS: readonly UserListFormIntent[] = ["invite", "resend", "revoke"];

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: userListFormSchema });
  const form = INTENTS.find((intent) => intent === formData.get("intent")) ?? null;
  const target = formData.get("invitationId");
  const submission = parseWithZod(formData, { schema: userListFormSchema });
  const reply = (result: UserListReply["result"]): UserListReply => ({
    form,
    target: typeof target === "string" ? target.slice(0, 100) : null,
    result,
  });
  if (submission.status !== "success") {
    return data(reply(submission.reply()), { status: 400, headers });
  }
  const { db } = context.services;
  const changed = await applyUserListForm(
    db,
    { id: account.user.id, role: "admin" },
    submission.value,
    { siteOrigin: siteOrigin(request) },
  );
  if (changed.ok) {
    return redirectWithToast(
      "/admin/users",
      { type: "success", title: changed.title, description: changed.description },
      { headers },
    );
  }
  if (changed.reason === "not-found") notFound();
  const message = changed.message;
  const result =
    "field" in changed && changed.field
      ? submission.reply({ fieldErrors: { [changed.field]: [message] } })
      : submission.reply({ formErrors: [message] });
  const status =
    changed.reason === "unavailable" ? refusalInit(changed, headers) : { status: 400, headers };
  return data(reply(result), status);
}

export default function AdminUsersPage() {
  const facts = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Accounts</h1>
      <p className="mt-2 text-slate-700">
        Everyone with an account: clients, engineers and the office. Open one to change its roles,
        send it an e-mail or disable it.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <UserFiltersForm facts={facts} />
        </div>
        <section aria-labelledby="invite-heading" className="card">
          <h2 id="invite-heading" className="text-xl font-bold text-slate-900">
            Invite staff
          </h2>
          <div className="mt-3">
            <InviteStaffForm reply={reply} />
          </div>
        </section>
      </div>
      <section aria-labelledby="users-heading" className="mt-8">
        <h2 id="users-heading" className="text-xl font-bold text-slate-900">
          {facts.filtered ? "Accounts matching the filters" : "Every account"}
        </h2>
        <p className="mt-1 text-sm text-slate-700">Newest first, 50 to a page.</p>
        {facts.users.length === 0 ? (
          <p className="card mt-4">No accounts match these filters.</p>
        ) : (
          <UserTable users={facts.users} />
        )}
        <UserPageLinks first={facts.firstPageQuery} next={facts.nextPageQuery} />
      </section>
      <section aria-labelledby="invitations-heading" className="card mt-8">
        <h2 id="invitations-heading" className="text-xl font-bold text-slate-900">
          Invitations waiting ({facts.invitations.length})
        </h2>
        <div className="mt-3">
          <StaffInvitationList invitations={facts.invitations} reply={reply} />
        </div>
      </section>
    </div>
  );
}

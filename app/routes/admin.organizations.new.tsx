import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { OrganisationForm } from "~/components/org-admin/organisation-form";
import { DEFAULT_SPEND_LIMIT_PENCE } from "~/lib/organisations";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { enquiryOrganisationPrefill } from "~/.server/contacts/enquiry-prefill.server";
import { createOrganisation } from "~/.server/orgs/office-organisations.server";
import { getOrganisationDefaults } from "~/.server/settings/organisation-defaults.server";
import { parseWithZod, organisationSchema } from "~/lib/schemas/validation.server";
import { poundsForInput } from "~/lib/money";

export const meta: MetaFunction = () => [
  { title: "New organisation | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const [targets, enquiry] = await Promise.all([
    getOrganisationDefaults(db),
    enquiryOrganisationPrefill(db, new URL(request.url).searchParams.get("enquiry")),
  ]);
  return data({ targets, enquiry }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: organisationSchema });
  const submission = parseWithZod(formData, { schema: organisationSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400, headers });
  }
  const { db } = context.services;
  const saved = await createOrganisation(
    db,
    { id: account.user.id, role: "admin" },
    submission.value,
    // From a property enquiry: the form posts back to its own address, ?enquiry= and all.
    { enquiryId: new URL(request.url).searchParams.get("enquiry") },
  );
  if (!saved.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { [saved.field]: [saved.message] } }) },
      { status: 400, headers },
    );
  }
  return redirectWithToast(
    `/admin/organizations/${saved.slug}`,
    {
      type: "success",
      title: "Organisation created",
      description: `${submission.value.name} is ready: invite its first owner from its members page.`,
    },
    { headers },
  );
}

export default function NewOrganisationPage() {
  const { targets, enquiry } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container-page max-w-3xl py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin">Dispatch board</Link> ·{" "}
        <Link to="/admin/organizations">Organisations</Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">New organisation</h1>
      <p className="mt-2 text-slate-700">
        A letting agent or landlord with its own portal at /org/&hellip;. After creating it, invite
        its first owner from its members page.
      </p>
      {enquiry ? (
        <p className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-slate-900">
          From <Link to={`/admin/contacts/${enquiry.enquiryId}`}>enquiry #{enquiry.enquiryId}</Link>{" "}
          of {enquiry.name}: its details are filled in. Once created, the organisation is linked to
          the enquiry and the enquiry closed.
        </p>
      ) : null}
      <div className="card mt-6">
        <OrganisationForm
          lastResult={answer?.result}
          submitLabel="Create the organisation"
          pendingLabel="Creating…"
          slugHint="Its portal's address, /org/your-slug: lower-case letters, digits and hyphens."
          defaultValue={{
            name: enquiry?.name ?? "",
            slug: enquiry?.slug ?? "",
            contactEmail: enquiry?.contactEmail ?? "",
            contactPhone: enquiry?.contactPhone ?? "",
            spendLimit: poundsForInput(DEFAULT_SPEND_LIMIT_PENCE),
            emergencyHours: String(targets.emergencyHours),
            urgentDays: String(targets.urgentDays),
            routineWorkingDays: String(targets.routineWorkingDays),
            billingAddress: "",
            constructionServicesRole: "end_user",
          }}
        />
      </div>
    </div>
  );
}

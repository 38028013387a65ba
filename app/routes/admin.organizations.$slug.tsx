import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ChangeHistory } from "~/components/admin/change-history";
import { OrganisationForm } from "~/components/org-admin/organisation-form";
import {
  findOfficeOrganisation,
  formatUkPhone,
  listChangeHistory,
  notFound,
  organisationSchema,
  parseWithZod,
  readForm,
  redirectWithToast,
  requireRole,
  routeHeaders,
  updateOrganisation,
} from "~/routes/admin.organizations.$slug.server-imports.server";
import { MEMBER_ROLE_LABELS, organisationPath } from "~/lib/organisations";
import { poundsForInput } from "~/lib/money";
import { PhoneLink } from "~/components/ui/phone-link";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.settings.name ?? "Organisation"} | Admin | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const organisation = await findOfficeOrganisation(db, params.slug ?? "");
  if (!organisation) notFound();
  const history = await listChangeHistory(db, {
    entity: "organisation",
    entityId: organisation.id,
  });
  const { contactPhone } = organisation.settings;
  return data(
    { ...organisation, contactPhone: contactPhone ? formatUkPhone(contactPhone) : "", history },
    { headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: organisationSchema });
  const submission = parseWithZod(formData, { schema: organisationSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400, headers });
  }
  const { db } = context.services;
  const saved = await updateOrganisation(
    db,
    { id: account.user.id, role: "admin" },
    params.slug ?? "",
    submission.value,
  );
  if (!saved.ok && saved.reason === "not-found") notFound();
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
      title: "Organisation saved",
      description:
        saved.slug === params.slug
          ? `${submission.value.name} is up to date.`
          : `${submission.value.name} now lives at /org/${saved.slug}; the old address no longer works.`,
    },
    { headers },
  );
}

export default function OfficeOrganisationPage() {
  const { settings, contactPhone, slugFixed, members, properties, history } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const portal = (rest = "") => organisationPath(settings.slug, rest);
  return (
    <div className="container-page py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin">Dispatch board</Link> ·{" "}
        <Link to="/admin/organizations">Organisations</Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{settings.name}</h1>
      <nav aria-label={`${settings.name} as the office`} className="mt-2">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 font-semibold">
          <li>
            <Link to={portal()}>Their portal</Link>
          </li>
          <li>
            <Link to={portal("/members")}>Members and invitations</Link>
          </li>
          <li>
            <Link to={portal("/properties")}>Properties</Link>
          </li>
        </ul>
      </nav>
      <p className="mt-1 text-sm text-slate-700">
        {settings.contactEmail ?? "No contact e-mail"} ·{" "}
        {contactPhone ? <PhoneLink phone={contactPhone} /> : "no contact phone"}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="settings-heading" className="card lg:col-span-3">
          <h2 id="settings-heading" className="sr-only">
            Settings
          </h2>
          <OrganisationForm
            key={JSON.stringify(settings)}
            lastResult={answer?.result}
            submitLabel="Save the organisation"
            pendingLabel="Saving…"
            slugFixed={slugFixed}
            slugHint={
              slugFixed
                ? `Fixed: /${settings.slug} is one of the site's own addresses.`
                : "Changing it moves the portal to /org/new-slug; links to the old address stop working."
            }
            defaultValue={{
              name: settings.name,
              slug: settings.slug,
              contactEmail: settings.contactEmail ?? "",
              contactPhone,
              spendLimit: poundsForInput(settings.spendLimitPence),
              emergencyHours: String(settings.emergencyHours),
              urgentDays: String(settings.urgentDays),
              routineWorkingDays: String(settings.routineWorkingDays),
              billingAddress: settings.billingAddress ?? "",
              constructionServicesRole: settings.constructionServicesRole,
            }}
          />
        </section>
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="members-heading" className="card">
            <h2 id="members-heading" className="text-xl font-bold text-slate-900">
              Members ({members.length})
            </h2>
            {members.length ? (
              <ul className="mt-3 divide-y divide-slate-200">
                {members.map((member) => (
                  <li key={member.userId} className="py-2">
                    <p className="font-semibold">
                      {member.name}{" "}
                      <span className="font-normal text-slate-700">
                        · {MEMBER_ROLE_LABELS[member.role]}
                      </span>
                    </p>
                    <p className="break-all text-sm text-slate-700">{member.email}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-700">No members yet.</p>
            )}
            <p className="mt-3">
              <Link to={portal("/members")}>Invite and manage members</Link>
            </p>
          </section>
          <section aria-labelledby="properties-heading" className="card">
            <h2 id="properties-heading" className="text-xl font-bold text-slate-900">
              Properties ({properties.filter((property) => !property.archived).length})
            </h2>
            {properties.length ? (
              <ul className="mt-3 divide-y divide-slate-200">
                {properties.map((property) => (
                  <li key={property.id} className="py-2">
                    <p className="font-semibold">
                      {property.label}
                      {property.archived ? (
                        <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                          Archived
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-700">{property.postcode}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-700">No properties yet.</p>
            )}
            <p className="mt-3">
              <Link to={portal("/properties")}>Manage properties</Link>
            </p>
          </section>
        </div>
      </div>
      <ChangeHistory entries={history} />
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { OrgSection } from "~/components/org/org-form-parts";
import { OrgShell, orgShellData } from "~/components/org/org-shell";
import { PropertyForm } from "~/components/org/property-form";
import { organisationPath } from "~/lib/organisations";
import { describeServedArea } from "~/lib/postcode";
import {
  addProperty,
  addPropertySchema,
  getBookingSettings,
  listProperties,
  parseWithZod,
  readForm,
  redirectWithToast,
  requireOrganisation,
  routeHeaders,
  scopeMay,
} from "~/routes/org.$slug.properties._index.server-imports.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `Properties | ${page?.org.name ?? "Organisation"} | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").slice(0, 100);
  const archived = url.searchParams.get("show") === "archived";
  const { db } = context.services;
  const rules = await getBookingSettings(db);
  return data(
    {
      org: orgShellData(scope),
      properties: await listProperties(db, scope, { search, archived }),
      search,
      archived,
      mayEdit: scopeMay(scope, "manager"),
      servedArea: describeServedArea(rules.servedOutwardCodes),
    },
    { headers },
  );
}

export const headers = routeHeaders;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug, {
    needs: "manager",
  });
  const { formData } = await readForm(request, { schema: addPropertySchema, fields: ["intent"] });
  const submission = parseWithZod(formData, { schema: addPropertySchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400, headers });
  }
  const { db } = context.services;
  const added = await addProperty(db, scope, submission.value);
  if (!added.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { [added.field]: [added.message] } }) },
      { status: 400, headers },
    );
  }
  throw await redirectWithToast(
    organisationPath(scope.slug, `/properties/${added.id}`),
    {
      type: "success",
      title: "Property added",
      description: `${submission.value.label} can now have repairs and planned maintenance.`,
    },
    { headers },
  );
}

export default function PropertiesPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const base = organisationPath(page.org.slug, "/properties");
  return (
    <OrgShell org={page.org} title="Properties">
      <div className="space-y-6">
        <Form method="get" className="card flex flex-wrap items-end gap-3" role="search">
          <div className="min-w-0 flex-1 basis-60">
            <label htmlFor="property-search" className="field-label">
              Search by name, address or postcode
            </label>
            <input
              id="property-search"
              name="q"
              type="search"
              defaultValue={page.search}
              maxLength={100}
              className="field-input"
            />
          </div>
          <div>
            <label htmlFor="property-show" className="field-label">
              Show
            </label>
            <select
              id="property-show"
              name="show"
              defaultValue={page.archived ? "archived" : "active"}
              className="field-input min-h-11"
            >
              <option value="active">Active properties</option>
              <option value="archived">Archived properties</option>
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Show properties
          </button>
        </Form>

        <OrgSection
          id="property-list-heading"
          title={page.archived ? "Archived properties" : "Active properties"}
        >
          {page.properties.length === 0 ? (
            <p className="text-slate-700">
              {page.search
                ? `No ${page.archived ? "archived " : ""}property matches “${page.search}”.`
                : page.archived
                  ? "No archived properties."
                  : "No properties yet."}
            </p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {page.properties.map((property) => (
                <li key={property.id} className="py-3">
                  <Link to={`${base}/${property.id}`} className="text-lg font-semibold">
                    {property.label}
                  </Link>
                  <p className="text-slate-700">
                    {property.address}, {property.postcode}
                  </p>
                  {property.tenantName ? (
                    <p className="text-sm text-slate-600">Tenant: {property.tenantName}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {page.archived || page.search ? (
            <p className="mt-3">
              <Link to={base}>All active properties</Link>
            </p>
          ) : null}
        </OrgSection>

        {page.mayEdit ? (
          <OrgSection id="add-property-heading" title="Add a property">
            <PropertyForm
              id="add-property"
              servedArea={page.servedArea}
              lastResult={reply?.result}
            />
          </OrgSection>
        ) : (
          <p className="text-slate-700">
            Managers and owners add and change properties. You can add one while{" "}
            <Link to={organisationPath(page.org.slug, "/report")}>reporting a repair</Link>.
          </p>
        )}
      </div>
    </OrgShell>
  );
}

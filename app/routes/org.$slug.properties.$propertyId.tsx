import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { OrgSection } from "~/components/org/org-form-parts";
import { OrgShell, orgShellData } from "~/components/org/org-shell";
import { PlannedMaintenance } from "~/components/org/planned-forms";
import { PropertyForm } from "~/components/org/property-form";
import { services } from "~/content/services";
import { organisationPath, PRIORITY_LABELS } from "~/lib/organisations";
import { describeServedArea } from "~/lib/postcode";
import {
  answerPropertyForm,
  findProperty,
  formatCalendarDate,
  formatLondonDateTime,
  formatUkPhone,
  getBookingSettings,
  listPlanned,
  londonDate,
  notFound,
  PROPERTY_PAGE_SCHEMAS,
  propertyJobs,
  readForm,
  requireOrganisation,
  routeHeaders,
  scopeMay,
} from "~/routes/org.$slug.properties.$propertyId.server-imports.server";
import { PhoneLink } from "~/components/ui/phone-link";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: `${page?.property.label ?? "Property"} | ${page?.org.name ?? "Organisation"} | We Fix Coventry`,
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const { db } = context.services;
  const property = await findProperty(db, scope, params.propertyId ?? "");
  if (!property) notFound();
  const rules = await getBookingSettings(db);
  const jobs = await propertyJobs(db, scope, property.id);
  return data(
    {
      org: orgShellData(scope),
      property: {
        ...property,
        tenantPhone: property.tenantPhone ? formatUkPhone(property.tenantPhone) : null,
      },
      jobs: jobs.map((job) => ({
        ...job,
        priorityLabel: job.priority ? PRIORITY_LABELS[job.priority] : "",
        reported: formatLondonDateTime(job.createdAt),
      })),
      planned: (await listPlanned(db, scope, property.id)).map((item) => ({
        ...item,
        nextDueLabel: formatCalendarDate(item.nextDue),
      })),
      services: services.map((service) => ({ value: service.slug, label: service.name })),
      mayEdit: scopeMay(scope, "manager"),
      servedArea: describeServedArea(rules.servedOutwardCodes),
      today: londonDate(new Date()),
    },
    { headers },
  );
}

export const headers = routeHeaders;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug, {
    needs: "manager",
  });
  const { formData } = await readForm(request, {
    schema: PROPERTY_PAGE_SCHEMAS,
    fields: ["intent"],
  });
  const { db } = context.services;
  return answerPropertyForm(db, scope, params.propertyId ?? "", formData, headers);
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-slate-800">{term}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export default function PropertyPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = answer && "form" in answer ? answer : undefined;
  const { property } = page;
  const jobsPath = organisationPath(page.org.slug, "/jobs");
  return (
    <OrgShell org={page.org} title={property.label}>
      <p className="text-sm font-semibold">
        <Link to={organisationPath(page.org.slug, "/properties")}>All properties</Link>
      </p>
      {answer && "message" in answer ? (
        <p role="alert" className="mt-3 text-red-800">
          {answer.message}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrgSection id="property-details-heading" title="Details">
            {property.archived ? (
              <p className="mb-2 font-semibold text-amber-900">
                Archived: not offered on the report form.
              </p>
            ) : (
              <p className="mb-2">
                <Link
                  to={`${organisationPath(page.org.slug, "/report")}?property=${property.id}`}
                  className="btn-primary"
                >
                  Report a repair here
                </Link>
              </p>
            )}
            <dl className="divide-y divide-slate-200">
              <Detail term="Address">
                {property.address}, {property.postcode}
              </Detail>
              <Detail term="Access notes">{property.accessNotes || "None"}</Detail>
              <Detail term="Key-safe code">
                {page.org.isOffice && property.keySafeCode
                  ? property.keySafeCode
                  : property.keySafeSaved
                    ? "A key-safe code is saved"
                    : "No key-safe code saved"}
              </Detail>
              <Detail term="Tenant">
                {property.tenantName || property.tenantPhone || property.tenantEmail ? (
                  <>
                    {property.tenantName ? (
                      <span className="block">{property.tenantName}</span>
                    ) : null}
                    {property.tenantPhone ? (
                      <PhoneLink phone={property.tenantPhone} className="block w-fit" />
                    ) : null}
                    {property.tenantEmail ? (
                      <span className="block break-all">{property.tenantEmail}</span>
                    ) : null}
                  </>
                ) : (
                  "None given"
                )}
              </Detail>
            </dl>
          </OrgSection>

          <OrgSection id="planned-heading" title="Planned maintenance">
            <PlannedMaintenance
              items={page.planned}
              services={page.services}
              minDate={page.today}
              mayEdit={page.mayEdit}
              reply={reply}
            />
          </OrgSection>

          <OrgSection id="history-heading" title="Job history">
            {page.jobs.length === 0 ? (
              <p className="text-slate-700">No jobs for this property yet.</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {page.jobs.map((job) => (
                  <li key={job.reference} className="py-3">
                    <Link to={`${jobsPath}/${job.reference}`} className="font-semibold">
                      {job.reference}
                    </Link>{" "}
                    <span className="text-slate-900">{job.serviceName}</span>
                    <p className="text-sm text-slate-700">
                      {job.statusLabel}
                      {job.priorityLabel ? ` · ${job.priorityLabel}` : ""} · reported {job.reported}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </OrgSection>
        </div>

        {page.mayEdit ? (
          <div className="space-y-6">
            <OrgSection id="edit-property-heading" title="Change the details">
              <PropertyForm
                id="edit-property"
                property={property}
                servedArea={page.servedArea}
                lastResult={reply?.form === "edit" ? reply.result : undefined}
              />
            </OrgSection>
            <OrgSection
              id="archive-heading"
              title={property.archived ? "Restore the property" : "Archive the property"}
            >
              <p className="text-slate-700">
                {property.archived
                  ? "Restored, it is offered on the report form again and its planned work resumes."
                  : "Archived, it leaves the report form and its planned work pauses. Its jobs stay."}
              </p>
              <Form method="post" className="mt-3">
                <input
                  type="hidden"
                  name="intent"
                  value={property.archived ? "restore" : "archive"}
                />
                <button type="submit" className="btn-secondary">
                  {property.archived ? "Restore the property" : "Archive the property"}
                </button>
              </Form>
            </OrgSection>
          </div>
        ) : null}
      </div>
    </OrgShell>
  );
}

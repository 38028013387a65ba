import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  ContactForm,
  ErasureForm,
  NotesForm,
  PortalLinkForm,
} from "~/components/admin-clients/client-forms";
import { ClientJobs } from "~/components/admin-clients/client-jobs";
import { ChangeHistory } from "~/components/admin/change-history";
import { isUuid } from "~/lib/uuid";
import {
  answerClientForm,
  clientContactSchema,
  clientErasureSchema,
  clientNotesSchema,
  clientPage,
  clientPortalLinkSchema,
  notFound,
  readForm,
  requireRole,
  routeHeaders,
  siteOrigin,
} from "~/routes/admin.clients.$clientId.server-imports.server";
import { PhoneLink } from "~/components/ui/phone-link";

export const meta: MetaFunction<typeof loader> = ({ data: facts }) => [
  { title: `${facts?.name || "Client"} | Clients | Admin | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const key = params.clientId ?? "";
  if (!isUuid(key)) notFound();
  const { db } = context.services;
  const page = await clientPage(db, key.toLowerCase());
  if (!page) notFound();
  if ("redirectTo" in page) throw redirect(page.redirectTo, { headers });
  return data(page.facts, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const key = params.clientId ?? "";
  if (!isUuid(key)) notFound();
  const { formData } = await readForm(request, {
    schema: [clientContactSchema, clientNotesSchema, clientPortalLinkSchema, clientErasureSchema],
    fields: ["intent"],
  });
  const { db } = context.services;
  return answerClientForm(db, formData, {
    key: key.toLowerCase(),
    actor: { id: account.user.id, role: "admin" },
    siteOrigin: siteOrigin(request),
    headers,
  });
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function AdminClientPage() {
  const facts = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const editable = !facts.erasedAt && !facts.staff;
  return (
    <div className="container-page py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin/clients">Clients</Link>
      </p>
      <h1 className="mt-1 break-words text-3xl font-extrabold text-slate-900">
        {facts.name || facts.email}
      </h1>
      {facts.erasedAt ? (
        <p className="mt-2 rounded-lg border-l-4 border-slate-500 bg-slate-50 p-3 text-slate-900">
          Personal data erased at the client&apos;s request on {facts.erasedAt}.
        </p>
      ) : null}
      {facts.staff ? (
        <p className="mt-2 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-slate-900">
          This address belongs to a staff account: change it on the account&apos;s page.
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Panel id="contact-heading" title="Contact details">
            <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
              <dt className="font-semibold">E-mail</dt>
              <dd className="break-all">{facts.email}</dd>
              <dt className="font-semibold">Phone</dt>
              <dd>{facts.phoneDisplay ? <PhoneLink phone={facts.phoneDisplay} /> : "None"}</dd>
              <dt className="font-semibold">Customer since</dt>
              <dd>{facts.customerSince ?? "No bookings as a customer"}</dd>
              <dt className="font-semibold">Account</dt>
              <dd>
                {facts.account ? (
                  <>
                    <Link to={`/admin/users/${facts.account.id}`}>
                      {facts.account.roleLabel} account
                    </Link>
                    {facts.account.companyName ? ` · ${facts.account.companyName}` : null}
                  </>
                ) : (
                  "No account"
                )}
              </dd>
            </dl>
            {editable ? (
              <div className="mt-5 border-t border-slate-200 pt-5">
                <h3 className="text-lg font-bold text-slate-900">Change the contact details</h3>
                <ContactForm
                  key={`${facts.name}|${facts.email}|${facts.phoneDisplay ?? ""}`}
                  reply={reply}
                  defaultValue={{
                    name: facts.name,
                    email: facts.email,
                    phone: facts.phoneDisplay ?? "",
                  }}
                />
              </div>
            ) : null}
          </Panel>
          <Panel id="jobs-heading" title={`Jobs (${facts.jobCount})`}>
            <p className="text-slate-800">
              Spent: <strong>{facts.spent ?? "no prices recorded"}</strong>
              {facts.spent && facts.pricedJobs < facts.jobCount
                ? ` (prices recorded on ${facts.pricedJobs} of ${facts.jobCount} jobs)`
                : null}
            </p>
            <ClientJobs jobs={facts.jobs} />
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          {!facts.erasedAt ? (
            <Panel id="notes-heading" title="Office notes">
              <NotesForm key={facts.notes} reply={reply} notes={facts.notes} />
            </Panel>
          ) : null}
          {editable && facts.customerSince ? (
            <Panel id="portal-heading" title="Portal link">
              <PortalLinkForm reply={reply} email={facts.email} />
            </Panel>
          ) : null}
          {editable ? (
            <Panel id="privacy-heading" title="Privacy">
              <p className="text-sm text-slate-800">Everything we hold about this client:</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                <li>
                  <a
                    href={`/admin/clients/${facts.key}/export.json`}
                    className="btn-secondary"
                    download
                  >
                    Download as JSON
                  </a>
                </li>
                <li>
                  <a
                    href={`/admin/clients/${facts.key}/export.csv`}
                    className="btn-secondary"
                    download
                  >
                    Download as CSV
                  </a>
                </li>
              </ul>
              <div className="mt-5 border-t border-slate-200 pt-5">
                <h3 className="text-lg font-bold text-slate-900">Erase this client</h3>
                <ErasureForm reply={reply} email={facts.email} />
              </div>
            </Panel>
          ) : null}
        </div>
      </div>
      <ChangeHistory entries={facts.history} />
    </div>
  );
}

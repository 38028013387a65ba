import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireRole } from "~/.server/http/guards.server";
import {
  listOrganisations,
  organisationSearchOf,
} from "~/.server/orgs/office-organisations.server";

export const meta: MetaFunction = () => [
  { title: "Organisations | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const page = await listOrganisations(db, organisationSearchOf(new URL(request.url)));
  return data(page, { headers });
}

function pageLink(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/organizations${query ? `?${query}` : ""}`;
}

function Count({ label, value, alert }: { label: string; value: number; alert?: boolean }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{label}</dt>
      <dd
        className={`text-xl font-extrabold ${alert && value > 0 ? "text-red-800" : "text-slate-900"}`}
      >
        {value}
      </dd>
    </div>
  );
}

export default function OrganisationsPage() {
  const { organisations, total, page, pages, search } = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin">Dispatch board</Link>
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-slate-900">Organisations</h1>
        <Link to="/admin/organizations/new" className="btn-primary">
          New organisation
        </Link>
      </div>
      <p className="mt-2 max-w-2xl text-slate-700">
        Letting agents and landlords with their own portal. Open one to edit its settings, see its
        members and properties, or work its portal as the office.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Search">
        <div className="w-full max-w-sm">
          <label htmlFor="organisation-search" className="field-label">
            Name or address
          </label>
          <input
            id="organisation-search"
            type="search"
            name="q"
            defaultValue={search}
            maxLength={100}
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
        {search ? (
          <Link to="/admin/organizations" className="btn-secondary">
            Show all
          </Link>
        ) : null}
      </Form>
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {total} organisation{total === 1 ? "" : "s"}
        {search ? ` matching “${search}”` : ""}
        {pages > 1 ? ` · page ${page} of ${pages}` : ""}
      </p>
      {organisations.length === 0 ? (
        <p className="card mt-4">
          {search ? "No organisation matches that search." : "No organisations yet."}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {organisations.map((organisation) => (
            <li key={organisation.slug} className="card">
              <h2 className="text-lg font-bold text-slate-900">
                <Link to={`/admin/organizations/${organisation.slug}`}>{organisation.name}</Link>
              </h2>
              <p className="font-mono text-sm text-slate-700">/org/{organisation.slug}</p>
              <dl className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
                <Count label="Members" value={organisation.members} />
                <Count label="Properties" value={organisation.properties} />
                <Count label="Open jobs" value={organisation.openJobs} />
                <Count label="To approve" value={organisation.awaitingApproval} />
                <Count label="Overdue" value={organisation.overdueJobs} alert />
              </dl>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-3">
          {page > 1 ? (
            <Link to={pageLink(search, page - 1)} className="btn-secondary">
              Previous page
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageLink(search, page + 1)} className="btn-secondary">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

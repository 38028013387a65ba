import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ClientListTable } from "~/components/admin-clients/client-list-table";
import { requireRole } from "~/.server/http/guards.server";
import { clientListPage } from "~/.server/clients/client-list-page.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { FieldError } from "~/components/ui/form-messages";

export const meta: MetaFunction = () => [
  { title: "Clients | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const facts = await clientListPage(db, new URL(request.url).searchParams);
  return data(facts, { headers });
}

export default function AdminClientsPage() {
  const facts = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname === "/admin/clients";
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Clients</h1>
      <p className="mt-1 text-slate-700">
        Everyone who has booked or has a client account, one row per e-mail address.
      </p>
      <Form
        method="get"
        action="/admin/clients"
        className="card mt-6 space-y-3"
        aria-label="Search clients"
      >
        <div>
          <label htmlFor="client-search" className="field-label">
            Search
          </label>
          <p id="client-search-hint" className="text-sm text-slate-600">
            A name, e-mail address, phone number, postcode or job reference.
          </p>
          <input
            id="client-search"
            type="search"
            name="q"
            maxLength={facts.searchMaxLength}
            defaultValue={facts.q}
            className="field-input min-h-11"
            aria-describedby="client-search-hint client-search-error"
            aria-invalid={facts.problem ? true : undefined}
          />
          <FieldError id="client-search-error" errors={facts.problem} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={searching}>
            {searching ? "Searching…" : "Search"}
          </button>
          {facts.q ? (
            <Link to="/admin/clients" className="btn-secondary">
              Show every client
            </Link>
          ) : null}
        </div>
      </Form>
      <section aria-labelledby="clients-heading" className="mt-8">
        <h2 id="clients-heading" className="text-xl font-bold text-slate-900">
          {facts.q ? `Clients matching “${facts.q}”` : "Every client"}
        </h2>
        <p className="mt-1 text-sm text-slate-700">In order of e-mail address, 50 to a page.</p>
        {facts.clients.length === 0 ? (
          <p className="card mt-4">No clients match this search.</p>
        ) : (
          <ClientListTable clients={facts.clients} />
        )}
        {facts.nextQuery || facts.firstQuery ? (
          <nav aria-label="Pages of clients" className="mt-4 flex flex-wrap justify-between gap-3">
            {facts.firstQuery !== null ? (
              <Link
                to={`/admin/clients${facts.firstQuery ? `?${facts.firstQuery}` : ""}`}
                className="btn-secondary"
              >
                ← First page
              </Link>
            ) : (
              <span />
            )}
            {facts.nextQuery ? (
              <Link to={`/admin/clients?${facts.nextQuery}`} className="btn-secondary" rel="next">
                Next page →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

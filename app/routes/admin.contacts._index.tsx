import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { InboxTable } from "~/components/admin-contacts/inbox-table";
import { requireRole } from "~/.server/http/guards.server";
import { inboxPage } from "~/.server/contacts/inbox-page.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { StatusTabs } from "~/components/ui/status-tabs";

export const meta: MetaFunction = () => [
  { title: "Enquiries | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  return data(await inboxPage(db, new URL(request.url).searchParams), { headers });
}

export default function EnquiriesInboxPage() {
  const facts = useLoaderData<typeof loader>();
  const current = facts.tabs.find((tab) => tab.current);
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Enquiries</h1>
      <p className="mt-2 text-slate-700">
        Messages from the contact form and property enquiries, newest first.{" "}
        {facts.unread > 0
          ? `${facts.unread.toLocaleString("en-GB")} new ${facts.unread === 1 ? "enquiry has" : "enquiries have"} not been opened yet.`
          : "Every new enquiry has been opened."}
      </p>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-0 flex-1 sm:max-w-md">
          <label htmlFor="inbox-search" className="field-label">
            Search
          </label>
          <p id="inbox-search-hint" className="text-sm text-slate-600">
            A name, company, e-mail, phone, postcode, reference (#42) or words of the message; looks
            through every status.
          </p>
          <input
            id="inbox-search"
            type="search"
            name="q"
            maxLength={100}
            defaultValue={facts.q}
            aria-describedby="inbox-search-hint"
            className="field-input min-h-11"
          />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
        {facts.q ? (
          <Link to={`/admin/contacts?status=${facts.status}`} className="btn-secondary">
            Clear the search
          </Link>
        ) : null}
      </Form>

      <StatusTabs label="Enquiries by status" tabs={facts.tabs} />

      <section aria-labelledby="enquiries-heading" className="mt-6">
        <h2 id="enquiries-heading" className="text-xl font-bold text-slate-900">
          {current?.heading ?? "Enquiries"}
          {facts.q ? ` matching “${facts.q}”` : ""}
        </h2>
        {facts.enquiries.length === 0 ? (
          <p className="card mt-4">
            {facts.q ? "No enquiries match this search." : "No enquiries here."}
          </p>
        ) : (
          <InboxTable enquiries={facts.enquiries} />
        )}
        {facts.nextHref || facts.firstHref ? (
          <nav
            aria-label="Pages of enquiries"
            className="mt-4 flex flex-wrap justify-between gap-3"
          >
            {facts.firstHref ? (
              <Link to={facts.firstHref} className="btn-secondary" rel="first">
                ← First page
              </Link>
            ) : (
              <span />
            )}
            {facts.nextHref ? (
              <Link to={facts.nextHref} className="btn-secondary" rel="next">
                Next page →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CustomerJobList } from "~/components/jobs/customer-job-list";
import { PageHero } from "~/components/page-parts";
import { loadPortalPage, portalAction } from "~/.server/portal/portal-page.server";

// A private page: never indexed, no shared caching (no `handle.cache`). A bad link throws a
// 404 that the root renders like any other.
export const meta: MetaFunction<typeof loader> = () => [
  { title: "Your bookings | We Fix Coventry" },
  { name: "description", content: "Your We Fix Coventry bookings." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPortalPage(request, params.token ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  return portalAction(request, params.token ?? "");
}

export default function PortalPage() {
  const { customer, ...facts } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHero
        h1="Your bookings"
        intro={`Hello ${customer.name}. Every booking made with ${customer.email}: follow it, move it, cancel it or add a note.`}
      />
      <div className="container-page max-w-3xl space-y-6 py-8">
        <CustomerJobList facts={facts} reply={reply} />
        <aside className="card text-slate-800">
          <p>
            Anyone with this page&apos;s address can see and change these bookings, so keep the link
            to yourself.
          </p>
          <p className="mt-2">
            <Link to="/portal/new-link">Lost the link or want a fresh one?</Link> We will e-mail you
            a new one, and this one will stop working.
          </p>
        </aside>
      </div>
    </>
  );
}

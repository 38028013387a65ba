import type { Kysely } from "kysely";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CustomerJobList } from "~/components/jobs/customer-job-list";
import { customerMoneyHtml } from "~/components/money/customer-money.server";
import { ServerRendered } from "~/components/money/server-rendered";
import { PageHero } from "~/components/page-hero";
import { siteOrigin } from "~/.server/auth/auth.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { notFound } from "~/.server/http/not-found.server";
import { answerJobForm } from "~/routes/portal.form-answers.server";
import { customerPageFacts } from "~/.server/portal/job-list.server";
import { moneyContext } from "~/.server/http/money-context.server";
import { openPortal } from "~/.server/portal/portal-access.server";
import { JOB_PHOTO_LIMITS } from "~/.server/storage/photo-uploads.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { JOB_FORM_SCHEMAS } from "~/lib/schemas/validation.server";
import type { Database } from "~/.server/db/schema.server";

// A private page: never indexed, no shared caching (no `handle.cache`). A bad link throws a
// 404 that the root renders like any other.
export const meta: MetaFunction<typeof loader> = () => [
  { title: "Your bookings | We Fix Coventry" },
  { name: "description", content: "Your We Fix Coventry bookings." },
  { name: "robots", content: "noindex" },
];

/** The link is the guard: unknown and malformed tokens are the site's 404, guessing is limited. */
async function requirePortal(db: Kysely<Database>, request: Request, token: string) {
  const access = await openPortal(db, token, { ip: clientAddress(request) });
  if (access.ok) return access;
  if (access.reason === "not-found") notFound();
  throw data({ message: access.message }, refusalInit(access));
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const { db } = context.services;
  const { customer, scope } = await requirePortal(db, request, token);
  const { facts, money } = await customerPageFacts(
    db,
    scope,
    `/portal/${token}/photos`,
    moneyContext(context.services),
  );
  return {
    customer: { name: customer.name, email: customer.email },
    facts,
    moneyHtml: customerMoneyHtml(money, { showJob: true }),
  };
}

// A refusal's Retry-After (429, 503) reaches the browser with the form it gets back.
export const headers = routeHeaders;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const { db } = context.services;
  const { scope } = await requirePortal(db, request, token);
  const form = await readForm(request, {
    schema: JOB_FORM_SCHEMAS,
    fields: ["intent", "photos"],
    files: JOB_PHOTO_LIMITS,
  });
  const origin = siteOrigin(request);
  return answerJobForm(db, form, {
    scope,
    actor: "customer-link",
    pagePath: `/portal/${token}`,
    bookingsUrl: `${origin}/portal/${token}`,
    siteOrigin: origin,
  });
}

export default function PortalPage() {
  const { customer, facts, moneyHtml } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHero
        h1="Your bookings"
        intro={`Hello ${customer.name}. Every booking made with ${customer.email}: follow it, move it, cancel it or add a note.`}
      />
      <div className="container-page max-w-3xl space-y-6 py-8">
        <ServerRendered html={moneyHtml} />
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

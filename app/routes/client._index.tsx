import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CustomerJobList } from "~/components/jobs/customer-job-list";
import { customerMoneyHtml } from "~/components/money/customer-money.server";
import { ServerRendered } from "~/components/money/server-rendered";
import { PageHero } from "~/components/page-hero";
import { siteOrigin } from "~/.server/auth/auth.server";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { answerJobForm } from "~/routes/portal.form-answers.server";
import { customerPageFacts } from "~/.server/portal/job-list.server";
import { moneyContext } from "~/.server/http/money-context.server";
import { accountDisplayName, accountScope } from "~/.server/portal/portal-access.server";
import { JOB_PHOTO_LIMITS } from "~/.server/storage/photo-uploads.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { JOB_FORM_SCHEMAS } from "~/lib/schemas/validation.server";

/** Signed-in clients (and admins, who hold every area) see the jobs of their account. */
const CLIENT_ROLES = ["client", "admin"] as const;

export const meta: MetaFunction = () => [
  { title: "My jobs | We Fix Coventry" },
  {
    name: "description",
    content: "Your We Fix Coventry jobs: follow them, move or cancel them, add a note, book again.",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, CLIENT_ROLES);
  const { db } = context.services;
  const { facts, money } = await customerPageFacts(
    db,
    accountScope(account),
    "/client/photos",
    moneyContext(context.services),
  );
  return data(
    {
      name: accountDisplayName(account),
      facts,
      moneyHtml: customerMoneyHtml(money, { showJob: true }),
    },
    { headers },
  );
}

// A refusal's Retry-After (429, 503) reaches the browser with the form it gets back.
export const headers = routeHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, CLIENT_ROLES);
  const form = await readForm(request, {
    schema: JOB_FORM_SCHEMAS,
    fields: ["intent", "photos"],
    files: JOB_PHOTO_LIMITS,
  });
  const { db } = context.services;
  const origin = siteOrigin(request);
  return answerJobForm(db, form, {
    scope: accountScope(account),
    actor: "client",
    pagePath: "/client",
    bookingsUrl: `${origin}/client`,
    siteOrigin: origin,
    headers,
  });
}

export default function ClientJobsPage() {
  const { name, facts, moneyHtml } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHero
        h1="My jobs"
        intro={`Hello ${name}. Your bookings with us: follow them, move or cancel them, add a note for the engineer, or book the same again.`}
      >
        <p className="mt-5 flex flex-wrap gap-3">
          <Link to="/book" className="btn-accent">
            Book a job
          </Link>
          <Link to="/dashboard" className="btn border border-white text-white hover:bg-brand-800">
            My account
          </Link>
        </p>
      </PageHero>
      <div className="container-page max-w-3xl space-y-6 py-8">
        <ServerRendered html={moneyHtml} />
        <CustomerJobList facts={facts} reply={reply} bookAgain />
      </div>
    </>
  );
}

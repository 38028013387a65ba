import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useParams, useRouteLoaderData } from "@remix-run/react";
import { customerMoneyHtml } from "~/components/money/customer-money.server";
import { ServerRendered } from "~/components/money/server-rendered";
import { PageHero } from "~/components/page-hero";
import { JobTimeline } from "~/components/tracking/job-timeline";
import { useLiveJobUpdates } from "~/components/tracking/live-job-updates";
import { ProgressSteps } from "~/components/tracking/progress-steps";
import { EngineerPhotos, FinishedVisit, VisitNow } from "~/components/tracking/visit-report";
import { clientAddress } from "~/.server/http/client-ip.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { notFound } from "~/.server/http/not-found.server";
import { moneyContext } from "~/.server/http/money-context.server";
import { visitTrackedJobAndMoney } from "~/.server/tracking/tracking.server";
import type { RootLoaderData } from "~/root";
import { PhoneLink } from "~/components/ui/phone-link";

/** How often the page reloads itself when JavaScript is off. */
const NO_SCRIPT_REFRESH_SECONDS = 60;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded ? `Job ${loaded.job.reference}` : "Your job"} | We Fix Coventry` },
  { name: "description", content: "Follow your We Fix Coventry job from booking to completion." },
  { name: "robots", content: "noindex" },
];

/**
 * An unknown or malformed token is the site's ordinary 404, so the answer never tells whether a
 * token exists; too many visits from one address are a 429.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const visit = await visitTrackedJobAndMoney(
    db,
    params.token ?? "",
    { ip: clientAddress(request) },
    moneyContext(context.services),
  );
  if (!visit.ok && visit.reason === "not-found") notFound();
  if (!visit.ok) throw data({ message: visit.message }, refusalInit(visit));
  const { job, money } = visit.found;
  // The root layout puts the refresh into <head> inside <noscript> (see NoScriptRefresh).
  return data({
    job,
    moneyHtml: customerMoneyHtml(money, { showJob: false }),
    noScriptRefreshSeconds: job.live ? NO_SCRIPT_REFRESH_SECONDS : null,
  });
}

export default function TrackJobPage() {
  const { job, moneyHtml } = useLoaderData<typeof loader>();
  const { token = "" } = useParams();
  const shell = useRouteLoaderData<RootLoaderData>("root");
  useLiveJobUpdates(token, job.version, job.live);

  return (
    <>
      <PageHero h1={`Job ${job.reference}`} intro={`${job.serviceName} at ${job.street}.`} />
      <div className="container-page grid max-w-4xl gap-8 py-8 text-slate-800 md:grid-cols-2">
        <section aria-labelledby="status-heading" className="card space-y-4 md:col-span-2">
          <h2 id="status-heading" className="sr-only">
            Status
          </h2>
          {/* Announced when live updates change it. */}
          <div aria-live="polite" aria-atomic="true">
            <p className="text-2xl font-extrabold text-slate-900">{job.statusLabel}</p>
            <VisitNow job={job} />
          </div>
          <dl className="grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="font-semibold text-slate-900">Service</dt>
              <dd>{job.serviceName}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Arrival window</dt>
              <dd>{job.windowLabel}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Engineer</dt>
              <dd>{job.engineerFirstName ?? "To be confirmed"}</dd>
            </div>
          </dl>
        </section>

        <ServerRendered html={moneyHtml} className="md:col-span-2" />

        <FinishedVisit job={job} />
        <EngineerPhotos
          photos={job.photos}
          photoPath={`/track/${token}/photos`}
          reference={job.reference}
        />

        <section aria-labelledby="progress-heading">
          <h2 id="progress-heading" className="mb-4 text-xl font-bold text-slate-900">
            Progress
          </h2>
          <ProgressSteps steps={job.steps} />
        </section>

        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="mb-4 text-xl font-bold text-slate-900">
            History
          </h2>
          <JobTimeline entries={job.timeline} />
        </section>

        <div className="space-y-2 md:col-span-2">
          {job.live ? (
            <p>This page keeps itself up to date; there is no need to reload it.</p>
          ) : null}
          <p>
            {job.status === "completed" || job.status === "cancelled"
              ? null
              : "To reschedule or cancel, use the link to your bookings in your confirmation e-mail."}
            {shell ? (
              <>
                {" "}
                Questions? Call{" "}
                <PhoneLink phone={shell.business.phone}>{shell.business.phoneDisplay}</PhoneLink>.
              </>
            ) : null}
          </p>
        </div>
      </div>
    </>
  );
}

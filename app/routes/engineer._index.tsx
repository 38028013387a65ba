import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { clockTime } from "~/components/engineer/clock-time";
import {
  OfflineBanner,
  OfflineQueueProvider,
  useOnline,
} from "~/components/engineer/offline-queue";
import type { SaveDayReply } from "~/lib/offline/worker-protocol";
import { DayJobCard } from "~/components/engineer/day-job-card";
import { LeaveSection } from "~/components/engineer/leave-section";
import type { EngineerJob } from "~/.server/engineer/day.server";
import {
  answerEngineerForm,
  ENGINEER_FORM_FIELDS,
  ENGINEER_FORM_SCHEMAS,
} from "~/routes/engineer.form-answers.server";
import {
  listLeaveAhead,
  loadEngineerDay,
  readForm,
  requireRole,
  routeHeaders,
  siteOrigin,
  staffActor,
} from "~/routes/engineer.server-imports.server";

/** Engineers work their jobs here; an admin sees the jobs given to them, if any. */
const ENGINEER_ROLES = ["engineer", "admin"] as const;

export const meta: MetaFunction = () => [
  { title: "My day | We Fix Coventry" },
  { name: "description", content: "Today's and tomorrow's jobs, one step at a time." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ENGINEER_ROLES);
  const { db } = context.services;
  const actor = staffActor(account);
  const now = new Date();
  const [day, leave] = await Promise.all([
    loadEngineerDay(db, actor.id, { now }),
    actor.takesLeave ? listLeaveAhead(db, actor.id, now) : [],
  ]);
  return data(
    {
      accountId: account.user.id,
      /** Offline, the copy the phone kept says when it was made. */
      savedAt: now.toISOString(),
      name: account.profile?.full_name || account.user.fullName || account.user.email,
      day,
      takesLeave: actor.takesLeave,
      leave,
    },
    { headers },
  );
}

// A refusal's Retry-After (503) reaches the browser with the form it gets back.
export const headers = routeHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ENGINEER_ROLES);
  const form = await readForm(request, {
    schema: ENGINEER_FORM_SCHEMAS,
    fields: ENGINEER_FORM_FIELDS,
  });
  const { db } = context.services;
  const actor = staffActor(account);
  return answerEngineerForm(db, form, {
    actor: actor.staff,
    takesLeave: actor.takesLeave,
    siteOrigin: siteOrigin(request),
    pathAfter: () => "/engineer",
    headers,
  });
}

function DaySection({
  id,
  title,
  jobs,
  empty,
  now,
  today,
  reply,
}: {
  id: string;
  title: string;
  jobs: EngineerJob[];
  empty: string;
  now: string;
  today: string;
  reply: ReturnType<typeof useActionData<typeof action>>;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {jobs.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ol className="space-y-4">
          {jobs.map((job) => (
            <li key={job.id}>
              <DayJobCard
                job={job}
                now={now}
                today={today}
                reply={reply?.jobId === job.id ? reply : undefined}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type DayData = ReturnType<typeof useLoaderData<typeof loader>>;

/** Every page and thumbnail of the day's jobs: what the phone keeps for reading offline. */
function offlinePaths(jobs: readonly EngineerJob[]): string[] {
  return [
    "/engineer",
    ...jobs.map((job) => `/engineer/jobs/${job.reference}`),
    ...jobs.flatMap((job) =>
      [...job.customerPhotos, ...job.engineerPhotos].map(
        (photo) => `/engineer/photos/${photo.id}?size=thumbnail`,
      ),
    ),
  ];
}

/** Opened with a signal, the day is kept on the phone; says when it last was. */
function useSavedDay(accountId: string, jobs: readonly EngineerJob[]): SaveDayReply | null {
  const [saved, setSaved] = useState<SaveDayReply | null>(null);
  useEffect(() => {
    if (!navigator.onLine) return;
    let current = true;
    // Loaded once the page is up, as every page loads it (decision 0092).
    void import("~/lib/offline/this-phone")
      .then((phone) => phone.saveDay(accountId, offlinePaths(jobs)))
      .then((reply) => {
        if (current) setSaved(reply);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [accountId, jobs]);
  return saved;
}

export default function EngineerDayPage() {
  const { accountId, savedAt, name, day, takesLeave, leave } = useLoaderData<typeof loader>();
  // Kept the same between renders: a new list asks the worker to save the day again.
  const jobs = useMemo(() => [...day.unfinished, ...day.today.jobs, ...day.tomorrow.jobs], [day]);
  const references = Object.fromEntries(jobs.map((job) => [job.id, job.reference]));
  return (
    <OfflineQueueProvider accountId={accountId} references={references}>
      <EngineerDay
        accountId={accountId}
        savedAt={savedAt}
        name={name}
        day={day}
        jobs={jobs}
        takesLeave={takesLeave}
        leave={leave}
      />
    </OfflineQueueProvider>
  );
}

function EngineerDay({
  accountId,
  savedAt,
  name,
  day,
  jobs,
  takesLeave,
  leave,
}: DayData & { jobs: EngineerJob[] }) {
  const reply = useActionData<typeof action>();
  const online = useOnline();
  const savedOnPhone = useSavedDay(accountId, jobs);
  const common = { now: day.now, today: day.today.date, reply };
  return (
    <div className="container-page max-w-2xl space-y-8 py-6">
      <OfflineBanner savedAt={savedAt} />
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900">My day</h1>
        <p className="mt-1 text-slate-700">
          {name} · {day.today.label}
        </p>
        {savedOnPhone?.ok ? (
          <p className="mt-1 text-sm text-slate-700">
            Saved on this phone for reading without a signal at {clockTime(savedOnPhone.savedAt)}.
            {savedOnPhone.missed > 0
              ? ` ${savedOnPhone.missed} page${savedOnPhone.missed === 1 ? "" : "s"} or photo${savedOnPhone.missed === 1 ? "" : "s"} could not be saved.`
              : ""}
          </p>
        ) : savedOnPhone ? (
          <p className="mt-1 text-sm text-slate-700">
            Not saved on this phone: the day will need a signal to open.
          </p>
        ) : null}
        <p className="mt-3 flex flex-wrap gap-2">
          <Link to="/engineer" reloadDocument={!online} className="btn-secondary min-h-12">
            Refresh
          </Link>
          <Link to="/dashboard?account" className="btn-secondary min-h-12">
            My account
          </Link>
        </p>
      </div>
      {day.unfinished.length > 0 ? (
        <DaySection
          id="unfinished-heading"
          title="Still open from an earlier day"
          jobs={day.unfinished}
          empty=""
          {...common}
        />
      ) : null}
      <DaySection
        id="today-heading"
        title="Today"
        jobs={day.today.jobs}
        empty="No jobs for you today."
        {...common}
      />
      <DaySection
        id="tomorrow-heading"
        title={`Tomorrow, ${day.tomorrow.label}`}
        jobs={day.tomorrow.jobs}
        empty="No jobs for you tomorrow yet."
        {...common}
      />
      {takesLeave ? <LeaveSection leave={leave} today={day.today.date} reply={reply} /> : null}
      <p className="text-sm text-slate-700">
        Is the app on this phone stuck or out of date? <Link to="/reset-app">Reset it</Link> (send
        anything waiting first).
      </p>
    </div>
  );
}

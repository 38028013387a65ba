import { PhoneLink } from "~/components/ui/phone-link";
import { Link } from "@remix-run/react";
import { withQueuedSteps } from "~/lib/offline/queued-steps";
import { QueuedForJob, useOfflineQueue } from "./offline-queue";
import type { EngineerFormReply, EngineerJob } from "~/lib/views/engineer";
import { ContactButtons, NoteList, StatusBadge } from "./job-parts";
import { NextStep } from "./step-forms";

/**
 * One job of the day: what the engineer needs on the doorstep (window, address, customer, the
 * customer's access notes), its status, and the next step as one big button.
 */
export function DayJobCard({
  job: saved,
  now,
  today,
  reply,
}: {
  job: EngineerJob;
  now: string;
  today: string;
  reply?: EngineerFormReply;
}) {
  const { online, queue } = useOfflineQueue();
  // Steps waiting on the phone move the job on: the next one is offered.
  const job = withQueuedSteps(saved, queue);
  const headingId = `job-${job.id}-heading`;
  return (
    <article aria-labelledby={headingId} className="card space-y-4 p-4">
      <div className="flex items-center justify-between gap-3">
        <p className="whitespace-nowrap text-xl font-extrabold text-slate-900">{job.windowTime}</p>
        <StatusBadge job={job} />
      </div>
      <div>
        <h3 id={headingId} className="text-xl font-bold text-slate-900">
          {job.serviceName}
          <span className="sr-only">, {job.windowTime}</span>
        </h3>
        <p className="text-slate-700">
          {job.reference}
          {job.emergency ? <span className="font-semibold text-red-800"> · emergency</span> : null}
        </p>
      </div>
      <dl className="space-y-2">
        <div>
          <dt className="sr-only">Address</dt>
          <dd className="text-lg">
            {job.address}, <span className="whitespace-nowrap">{job.postcode}</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Customer</dt>
          <dd>
            {job.customerName} · <PhoneLink phone={job.phoneDisplay} />
          </dd>
        </div>
        {job.statusDetail ? (
          <div>
            <dt className="sr-only">Status</dt>
            <dd className="font-semibold">{job.statusDetail}</dd>
          </div>
        ) : null}
      </dl>
      <ContactButtons job={job} />
      <NoteList notes={job.accessNotes} label="Access notes" headingId={`job-${job.id}-access`} />
      <QueuedForJob jobId={job.id} />
      {job.windowDate > today && job.nextStep === "on-my-way" && !reply ? (
        // Not today's: the button stays folded away, so it is not tapped by mistake.
        <details className="rounded-lg border border-slate-300">
          <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold">
            Set off for this job now
          </summary>
          <div className="border-t border-slate-200 p-4">
            <NextStep job={job} now={now} today={today} />
          </div>
        </details>
      ) : (
        <NextStep job={job} now={now} today={today} reply={reply} />
      )}
      <p>
        <Link
          to={`/engineer/jobs/${job.reference}`}
          reloadDocument={!online}
          className="inline-block py-2 text-base"
        >
          Details, photos and notes<span className="sr-only"> for {job.reference}</span>
        </Link>
      </p>
    </article>
  );
}

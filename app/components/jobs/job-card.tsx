import { Link } from "@remix-run/react";
import { FormError } from "~/components/form-field";
import type { CustomerJob, JobFormReply } from "~/.server/portal/types";
import { CancelForm } from "./cancel-form";
import { JobTimeline } from "./job-timeline";
import { NoteForm } from "./note-form";
import { RescheduleForm } from "./reschedule-form";

const STATUS_STYLES: Record<CustomerJob["status"], string> = {
  requested: "bg-brand-50 text-brand-900",
  confirmed: "bg-brand-50 text-brand-900",
  scheduled: "bg-brand-50 text-brand-900",
  en_route: "bg-amber-100 text-amber-950",
  on_site: "bg-amber-100 text-amber-950",
  completed: "bg-green-100 text-green-950",
  cancelled: "bg-slate-200 text-slate-900",
};

/** One job: its details and timeline, and what the customer may still do with it. */
export function JobCard({
  job,
  reply,
  minDate,
  maxDate,
  bookAgain,
}: {
  job: CustomerJob;
  /** The last answer of a form on this page, when it was for this job. */
  reply?: JobFormReply;
  minDate: string;
  maxDate: string;
  bookAgain: boolean;
}) {
  const headingId = `job-${job.id}-heading`;
  const replyFor = (form: JobFormReply["form"]) => (reply?.form === form ? reply : undefined);
  // A refusal for a form that is no longer offered (say the cut-off passed meanwhile).
  const orphanError =
    reply &&
    ((reply.form === "note" && !job.note.allowed) || (reply.form !== "note" && !job.change.allowed))
      ? reply.result.error?.[""]?.join(" ")
      : undefined;
  return (
    <article aria-labelledby={headingId} className="card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {job.serviceName}
            {job.emergency ? <span className="text-base font-semibold"> · emergency</span> : null}
          </h2>
          <p className="text-slate-700">
            Reference <span className="font-semibold text-slate-900">{job.reference}</span>
          </p>
        </div>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[job.status]}`}>
          {job.statusLabel}
        </p>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">Arrival window</dt>
          <dd>{job.windowLabel}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Address</dt>
          <dd>{job.address}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-slate-900">What needs doing</dt>
          <dd className="whitespace-pre-line break-words">{job.description}</dd>
        </div>
      </dl>
      <JobTimeline job={job} />
      <section aria-label={`Changes to ${job.reference}`} className="mt-5 space-y-3">
        <FormError title="That could not be done" message={orphanError} />
        {job.change.allowed ? (
          <>
            <p className="text-slate-800">
              You can move or cancel this booking online until {job.change.deadlineLabel}.
            </p>
            <RescheduleForm
              jobId={job.id}
              windowDate={job.windowDate}
              minDate={minDate}
              maxDate={maxDate}
              reply={replyFor("reschedule")}
            />
            <CancelForm jobId={job.id} reply={replyFor("cancel")} />
          </>
        ) : (
          <p className="text-slate-800">{job.change.reason}</p>
        )}
        {job.note.allowed ? <NoteForm jobId={job.id} reply={replyFor("note")} /> : null}
        {bookAgain ? (
          <p>
            <Link
              to={`/book?service=${encodeURIComponent(job.serviceSlug)}`}
              className="btn-secondary"
            >
              Book again<span className="sr-only">: {job.serviceName}</span>
            </Link>
          </p>
        ) : null}
      </section>
    </article>
  );
}

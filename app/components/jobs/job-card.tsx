import { Form, Link } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import type { CustomerJob, JobFormReply, JobListFacts } from "~/lib/views/portal";
import { CancelForm } from "./cancel-form";
import { JobPhotos } from "./job-photos";
import { JobTimeline } from "./job-timeline";
import { NoteForm } from "./note-form";
import { PhotoForm } from "./photo-form";
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
  facts,
  bookAgain,
}: {
  job: CustomerJob;
  /** The last answer of a form on this page, when it was for this job. */
  reply?: JobFormReply;
  facts: Omit<JobListFacts, "jobs">;
  bookAgain: boolean;
}) {
  const headingId = `job-${job.id}-heading`;
  const replyFor = (form: JobFormReply["form"]) => (reply?.form === form ? reply : undefined);
  const canAddPhotos = job.note.allowed && job.photoRoom > 0;
  const offered: Record<JobFormReply["form"], boolean> = {
    reschedule: job.change.allowed,
    cancel: job.change.allowed,
    note: job.note.allowed,
    photos: canAddPhotos,
  };
  // A refusal for a form that is no longer offered (say the cut-off passed meanwhile).
  const orphanError =
    reply && !offered[reply.form]
      ? Object.values(reply.result.error ?? {})
          .flat()
          .join(" ")
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
        {job.engineerFirstName ? (
          <div>
            <dt className="font-semibold text-slate-900">Engineer</dt>
            <dd>
              {job.engineerFirstName}
              {job.eta ? `, on the way: expected at about ${job.eta}` : null}
              {job.status === "on_site" ? ", on site now" : null}
            </dd>
          </div>
        ) : null}
        {job.finished ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-900">Outcome</dt>
            <dd>{job.finished.outcome}</dd>
            {job.finished.summary ? (
              <>
                <dt className="mt-3 font-semibold text-slate-900">
                  What {job.engineerFirstName ?? "the engineer"} did
                </dt>
                <dd className="whitespace-pre-line break-words">{job.finished.summary}</dd>
              </>
            ) : null}
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="font-semibold text-slate-900">What needs doing</dt>
          <dd className="whitespace-pre-line break-words">{job.description}</dd>
        </div>
      </dl>
      {job.trackable ? (
        // A post, not a link: tracking links are kept only as hashes, so one is minted on asking.
        <Form method="post" className="mt-4">
          <input type="hidden" name="jobId" value={job.id} />
          <input type="hidden" name="intent" value="track" />
          <SubmitButton
            values={{ jobId: job.id }}
            intent="track"
            pendingLabel="Opening…"
            className="btn-secondary"
          >
            Track this job<span className="sr-only">: {job.reference}</span>
          </SubmitButton>
        </Form>
      ) : null}
      <JobPhotos job={job} photoPath={facts.photoPath} />
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
              minDate={facts.minDate}
              maxDate={facts.maxDate}
              reply={replyFor("reschedule")}
            />
            <CancelForm jobId={job.id} reply={replyFor("cancel")} />
          </>
        ) : (
          <p className="text-slate-800">{job.change.reason}</p>
        )}
        {job.note.allowed ? <NoteForm jobId={job.id} reply={replyFor("note")} /> : null}
        {canAddPhotos ? (
          <PhotoForm
            jobId={job.id}
            room={job.photoRoom}
            limits={facts.photoLimits}
            reply={replyFor("photos")}
          />
        ) : null}
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

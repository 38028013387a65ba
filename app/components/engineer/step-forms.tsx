import { getFormProps, useServerForm, getValidInputProps } from "~/components/ui/server-form";
import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  earlyStepQuestion,
  suggestedArrival,
  visitWindowOf,
  type EarlyStep,
} from "~/lib/arrival-rules";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { useOfflineQueue } from "./offline-queue";
import type { EngineerFormReply, EngineerJob } from "~/lib/views/engineer";

/**
 * The page's clock: the instant the server drew it, then the phone's own, each half minute, so
 * a day's page left open (or offline) asks about an early step by the time it is tapped.
 */
function useClock(drawnAt: string): Date {
  const [now, setNow] = useState(() => new Date(drawnAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "The customer agreed to an earlier visit", asked before a step the rule (app/lib/arrival-rules)
 * questions: required then, so neither the browser nor the phone's queue sends the step without
 * it; shown too when the server asked (a time before the window, typed without JavaScript).
 */
function EarlyConfirmation({
  step,
  jobId,
  question,
  field,
}: {
  step: EarlyStep;
  jobId: string;
  question: string | null;
  field: { errors?: string[] };
}) {
  const asked = field.errors?.[0] ?? question;
  if (!asked) return null;
  const id = `${step}-${jobId}-early`;
  return (
    <div className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3">
      <p id={`${id}-question`} className="text-base font-semibold text-slate-900">
        {asked}
      </p>
      <div className="mt-2 flex min-h-12 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          name="early"
          value="on"
          required
          aria-describedby={`${id}-question`}
          className="h-6 w-6 shrink-0"
        />
        <label htmlFor={id} className="text-base">
          The customer agreed to an earlier visit
        </label>
      </div>
    </div>
  );
}

/** The hidden fields every step posts: which job, and the status the page showed. */
function StepFields({ job, intent }: { job: EngineerJob; intent: string }) {
  return (
    <>
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="expectedStatus" value={job.status} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

function OnMyWayForm({
  job,
  now: drawnAt,
  today,
  reply,
}: {
  job: EngineerJob;
  now: string;
  today: string;
  reply?: EngineerFormReply;
}) {
  const window = visitWindowOf(job);
  const now = useClock(drawnAt);
  const [form, fields] = useServerForm<{ arrival: string; late: string; early: string }>({
    id: `on-my-way-${job.id}`,
    lastResult: reply?.result,
    defaultValue: { arrival: suggestedArrival(window, new Date(drawnAt)) },
  });
  const hintId = `${fields.arrival.id}-hint`;
  const arrival = getValidInputProps(fields.arrival, { type: "time", ariaDescribedBy: hintId });
  const late = getValidInputProps(fields.late, { type: "checkbox" });
  const notToday = job.windowDate !== today;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <StepFields job={job} intent="on-my-way" />
      <FormError id={form.errorId} title="Not marked on the way" message={form.errors?.join(" ")} />
      <div>
        <label htmlFor={fields.arrival.id} className="field-label text-base">
          Arriving at
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          {notToday
            ? `Booked for ${job.windowLabel}: only set off early if the customer agreed.`
            : `The arrival window ends at ${job.windowEnd}.`}{" "}
          The customer is told this time.
        </p>
        <input
          {...arrival}
          key={fields.arrival.key}
          required
          className="field-input min-h-12 text-lg"
        />
        <FieldError field={fields.arrival} />
      </div>
      <div className="flex min-h-12 items-center gap-3">
        <input {...late} key={fields.late.key} className="h-6 w-6 shrink-0" />
        <label htmlFor={fields.late.id} className="text-base">
          I’m running late (arriving after {job.windowEnd})
        </label>
      </div>
      <EarlyConfirmation
        step="on-my-way"
        jobId={job.id}
        question={earlyStepQuestion("on-my-way", window, now)}
        field={fields.early}
      />
      <SubmitButton
        values={{ jobId: job.id }}
        intent="on-my-way"
        pendingLabel="Saving…"
        className="btn-big"
      >
        On my way
      </SubmitButton>
    </Form>
  );
}

function ArrivedForm({
  job,
  now: drawnAt,
  reply,
}: {
  job: EngineerJob;
  now: string;
  reply?: EngineerFormReply;
}) {
  const now = useClock(drawnAt);
  const [form, fields] = useServerForm<{ early: string }>({
    id: `arrived-${job.id}`,
    lastResult: reply?.result,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <StepFields job={job} intent="arrived" />
      <FormError id={form.errorId} title="Not marked as arrived" message={form.errors?.join(" ")} />
      <EarlyConfirmation
        step="arrived"
        jobId={job.id}
        question={earlyStepQuestion("arrived", visitWindowOf(job), now)}
        field={fields.early}
      />
      <SubmitButton
        values={{ jobId: job.id }}
        intent="arrived"
        pendingLabel="Saving…"
        className="btn-big"
      >
        Arrived
      </SubmitButton>
    </Form>
  );
}

/**
 * The job's next step as one big button: "On my way" (with the arrival time), "Arrived", or —
 * on the day's list — a link to the job's page, where "Finished" asks for the summary and photos.
 */
export function NextStep({
  job,
  now,
  today,
  reply,
  finish,
}: {
  job: EngineerJob;
  /** When the page was drawn (ISO): the suggested arrival and the early question start from it. */
  now: string;
  today: string;
  /** The page's last answer, when it was for this job. */
  reply?: EngineerFormReply;
  /** On the job's page: the finish form itself. */
  finish?: React.ReactNode;
}) {
  const { online } = useOfflineQueue();
  const replyFor = (form: EngineerFormReply["form"]) =>
    reply?.form === form && reply.jobId === job.id ? reply : undefined;
  switch (job.nextStep) {
    case "on-my-way":
      return <OnMyWayForm job={job} now={now} today={today} reply={replyFor("on-my-way")} />;
    case "arrived":
      return <ArrivedForm job={job} now={now} reply={replyFor("arrived")} />;
    case "finished":
      return (
        finish ?? (
          <Link
            to={`/engineer/jobs/${job.reference}#finish`}
            reloadDocument={!online}
            className="btn-big text-white"
          >
            Finish the job<span className="sr-only">: {job.reference}</span>
          </Link>
        )
      );
    default:
      return null;
  }
}

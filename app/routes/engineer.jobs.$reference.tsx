import type { z } from "zod";
import { getFormProps, getTextareaProps, useServerForm } from "~/components/ui/server-form";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense, useEffect } from "react";
import {
  OfflineBanner,
  OfflineQueueProvider,
  QueuedForJob,
  useOfflineQueue,
} from "~/components/engineer/offline-queue";
import { withQueuedSteps } from "~/lib/offline/queued-steps";
import { ContactButtons, NoteList, PhotoGrid, StatusBadge } from "~/components/engineer/job-parts";
import { NextStep } from "~/components/engineer/step-forms";
import { SubmitButton } from "~/components/ui/fields";
import { renderedOnServerOrLoaded } from "~/components/ui/loaded-once-up";
import { FormError, FieldError } from "~/components/ui/form-messages";
import type { engineerNoteSchema } from "~/lib/schemas/engineer";
import type { EngineerJob } from "~/.server/engineer/day.server";
import type { EngineerFormReply } from "~/routes/engineer.form-answers.server";
import {
  answerEngineerForm,
  ENGINEER_FORM_FIELDS,
  ENGINEER_FORM_SCHEMAS,
  FINISH_PHOTO_LIMITS,
} from "~/routes/engineer.form-answers.server";
import {
  loadEngineerJobPage,
  notFound,
  readForm,
  requireRole,
  routeHeaders,
  siteOrigin,
  staffActor,
} from "~/routes/engineer.server-imports.server";
import { engineerNoteConstraint } from "~/lib/form-constraints/engineer";
import { OUTCOME_LABELS } from "~/lib/engineer-steps";
import * as renderedOnServer from "~/routes/engineer.finish-form.server";
import { PhoneLink } from "~/components/ui/phone-link";

const ENGINEER_ROLES = ["engineer", "admin"] as const;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.job.reference ?? "Job"} | My day | We Fix Coventry` },
  {
    name: "description",
    content: "One job: the customer, the address, the notes and the next step.",
  },
  { name: "robots", content: "noindex" },
];

/** Only a job given to the signed-in engineer; any other reference is the site's 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ENGINEER_ROLES);
  const { db, stripe } = context.services;
  const now = new Date();
  const found = await loadEngineerJobPage(
    db,
    stripe ?? null,
    staffActor(account).id,
    params.reference ?? "",
    now,
  );
  if (!found) notFound();
  return data({ ...found, accountId: account.user.id, savedAt: now.toISOString() }, { headers });
}

export const headers = routeHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ENGINEER_ROLES);
  const form = await readForm(request, {
    schema: ENGINEER_FORM_SCHEMAS,
    fields: ENGINEER_FORM_FIELDS,
    files: FINISH_PHOTO_LIMITS,
  });
  const { db, stripe } = context.services;
  const actor = staffActor(account);
  return answerEngineerForm(db, form, {
    actor: actor.staff,
    takesLeave: actor.takesLeave,
    stripe,
    siteOrigin: siteOrigin(request),
    pathAfter: (reference) => (reference ? `/engineer/jobs/${reference}` : "/engineer"),
    headers,
  });
}

const loadFinishForm = () => import("~/components/engineer/finish-form-in-browser");

// Asked for at once, whatever the job's step: a step kept offline can bring the form up.
const FinishForm = renderedOnServerOrLoaded(renderedOnServer.FinishForm, () =>
  loadFinishForm().then((module) => module.FinishForm),
);
const TakePaymentSection = renderedOnServerOrLoaded(renderedOnServer.TakePaymentSection, () =>
  loadFinishForm().then((module) => module.TakePaymentSection),
);

/** A note for the office: it stays on the job's timeline for staff, never shown to the customer. */
function OfficeNoteForm({ job, reply }: { job: EngineerJob; reply?: EngineerFormReply }) {
  const [form, fields] = useServerForm<z.input<typeof engineerNoteSchema>>({
    id: `note-${job.id}`,
    lastResult: reply?.form === "note" ? reply.result : undefined,
    constraint: engineerNoteConstraint,
  });
  const hintId = `${fields.note.id}-hint`;
  const textarea = getTextareaProps(fields.note, { ariaDescribedBy: hintId });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="intent" value="note" />
      <FormError id={form.errorId} title="Note not added" message={form.errors?.join(" ")} />
      <div>
        <label htmlFor={fields.note.id} className="field-label text-base">
          Note for the office
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          Only the office and engineers read it; the customer does not.
        </p>
        <textarea
          {...textarea}
          key={fields.note.key}
          rows={3}
          maxLength={engineerNoteConstraint.note.maxLength}
          className="field-input"
        />
        <FieldError field={fields.note} />
      </div>
      <SubmitButton
        values={{ jobId: job.id }}
        intent="note"
        pendingLabel="Saving…"
        className="btn-secondary min-h-12 w-full"
      >
        Add the note
      </SubmitButton>
    </Form>
  );
}

function Outcome({ job }: { job: EngineerJob }) {
  if (job.status !== "completed" || !job.outcome) return null;
  return (
    <section aria-labelledby="outcome-heading" className="card space-y-2 p-4">
      <h2 id="outcome-heading" className="text-xl font-bold">
        How the visit ended
      </h2>
      <p className="font-semibold">{OUTCOME_LABELS[job.outcome]}</p>
      {job.summary ? <p className="whitespace-pre-line break-words">{job.summary}</p> : null}
      {job.signedOffBy ? <p className="text-slate-700">Signed off by {job.signedOffBy}</p> : null}
    </section>
  );
}

export default function EngineerJobPage() {
  const { job, accountId } = useLoaderData<typeof loader>();
  return (
    <OfflineQueueProvider accountId={accountId} references={{ [job.id]: job.reference }}>
      <JobPage />
    </OfflineQueueProvider>
  );
}

function JobPage() {
  const {
    job: saved,
    today,
    now,
    savedAt,
    materials,
    takePayment,
  } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { online, queue } = useOfflineQueue();
  // Steps waiting on the phone move the job on: the next one is offered.
  const job = withQueuedSteps(saved, queue);
  const mine = reply?.jobId === job.id ? reply : undefined;
  useEffect(() => {
    void loadFinishForm().catch(() => undefined);
  }, []);
  return (
    <div className="container-page max-w-2xl space-y-6 py-6">
      <OfflineBanner savedAt={savedAt} />
      <p>
        <Link to="/engineer" reloadDocument={!online} className="inline-block py-2">
          ← My day
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div>
          <h1 className="whitespace-nowrap text-3xl font-extrabold text-slate-900">
            {job.reference}
          </h1>
          <p className="text-lg text-slate-800">
            {job.serviceName}
            {job.emergency ? (
              <span className="font-semibold text-red-800"> · emergency</span>
            ) : null}
          </p>
        </div>
        <StatusBadge job={job} />
      </div>
      {job.statusDetail ? <p className="font-semibold">{job.statusDetail}</p> : null}
      <QueuedForJob jobId={job.id} />
      <dl className="card space-y-3 p-4">
        <div>
          <dt className="font-semibold">Arrival window</dt>
          <dd>{job.windowLabel}</dd>
        </div>
        <div>
          <dt className="font-semibold">Address</dt>
          <dd>
            {job.address}, {job.postcode}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Customer</dt>
          <dd>
            {job.customerName} · <PhoneLink phone={job.phoneDisplay} />
          </dd>
        </div>
        {job.property ? (
          <>
            <div>
              <dt className="font-semibold">Property</dt>
              <dd>
                {job.property.label} ({job.property.organisationName})
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Getting in</dt>
              <dd className="whitespace-pre-line break-words">
                {job.property.accessNotes ?? "No access notes"}
              </dd>
            </div>
            {job.property.keySafeCode ? (
              <div>
                <dt className="font-semibold">Key-safe code</dt>
                <dd className="font-mono text-lg font-bold tracking-widest">
                  {job.property.keySafeCode}
                </dd>
              </div>
            ) : null}
          </>
        ) : null}
        <div>
          <dt className="font-semibold">What needs doing</dt>
          <dd className="whitespace-pre-line break-words">{job.description}</dd>
        </div>
      </dl>
      <ContactButtons job={job} />
      <NoteList notes={job.accessNotes} label="Access notes" headingId="access-heading" />
      <NoteList notes={job.officeNotes} label="Notes for staff" headingId="office-heading" />
      <PhotoGrid
        photos={job.customerPhotos}
        label="Customer’s photos"
        headingId="customer-photos-heading"
        reference={job.reference}
      />
      {job.nextStep && materials ? (
        <section id="finish" aria-labelledby="next-step-heading" className="card space-y-3 p-4">
          <h2 id="next-step-heading" className="text-xl font-bold">
            {job.nextStep === "finished" ? "Finish the visit" : "Next step"}
          </h2>
          <NextStep
            job={job}
            now={now}
            today={today}
            reply={mine}
            finish={
              <Suspense fallback={null}>
                <FinishForm job={job} reply={mine} materials={materials} />
              </Suspense>
            }
          />
        </section>
      ) : null}
      <Outcome job={job} />
      {takePayment ? (
        <Suspense fallback={null}>
          <TakePaymentSection job={job} takePayment={takePayment} reply={mine} />
        </Suspense>
      ) : null}
      <PhotoGrid
        photos={job.engineerPhotos}
        label="Your photos"
        headingId="engineer-photos-heading"
        reference={job.reference}
      />
      {job.nextStep === "finished" ? null : (
        // On site, the finish form has its own note for the office.
        <section aria-labelledby="note-heading" className="card space-y-3 p-4">
          <h2 id="note-heading" className="text-xl font-bold">
            Tell the office
          </h2>
          <OfficeNoteForm job={job} reply={mine} />
        </section>
      )}
    </div>
  );
}

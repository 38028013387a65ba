import type { z } from "zod";
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useServerForm,
  type FieldView,
} from "~/components/ui/server-form";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FormError, FieldError } from "~/components/ui/form-messages";
import {
  FINISH_PHOTO_FIELDS,
  JOB_OUTCOMES,
  OUTCOME_LABELS,
  SIGN_OFF_MAX_LENGTH,
} from "~/lib/engineer-steps";
import type { finishSchema } from "~/lib/schemas/engineer";
import type { EngineerFormReply, EngineerJob, MaterialChoices } from "~/lib/views/engineer";
import { finishConstraint } from "~/lib/form-constraints/engineer";
import {
  MATERIAL_ROW_NUMBERS,
  materialFields,
  type BillableFieldName,
} from "~/lib/finish-billables";
import { MaterialsFields, TimeOnSiteFields } from "./finish-billables-fields";

/** Each material row's quantity starts at 1. */
const QUANTITY_DEFAULTS = Object.fromEntries(
  MATERIAL_ROW_NUMBERS.map((row) => [materialFields(row).quantity, "1"]),
);

/**
 * The photos' resizing is needed once photos are chosen: it loads after the form is up, not
 * with the page, and the service worker keeps it for use offline.
 */
const loadShrinkPhotos = () => import("~/lib/shrink-photos");

function PhotoField({
  id,
  name,
  label,
  hint,
  error,
  answer,
  onPreparing,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  answer?: object;
  /** Told when smaller copies of the chosen photos are being made, and when they are ready. */
  onPreparing: (preparing: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // A refused upload comes back without a reload: clear the files so they are chosen again.
  useEffect(() => {
    if (error && input.current) input.current.value = "";
  }, [answer, error]);
  useEffect(() => {
    void loadShrinkPhotos().catch(() => undefined);
  }, []);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="field-label text-base">
        {label} <span className="font-normal text-slate-700">(optional, up to 5)</span>
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        {hint}
      </p>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={`${hintId} ${errorId}`}
        aria-invalid={error ? true : undefined}
        className="field-input min-h-12"
        onChange={(event) => {
          const field = event.currentTarget;
          onPreparing(true);
          // Without the resizing (not loaded offline) the photos go as chosen; the server resizes.
          void loadShrinkPhotos()
            .then(({ shrinkChosenPhotos }) => shrinkChosenPhotos(field))
            .catch(() => undefined)
            .finally(() => onPreparing(false));
        }}
      />
      <FieldError id={errorId} errors={error} />
    </div>
  );
}

function TextArea({
  field,
  label,
  hint,
  maxLength,
  rows,
}: {
  field: FieldView;
  label: React.ReactNode;
  hint: string;
  maxLength: number;
  rows: number;
}) {
  const hintId = `${field.id}-hint`;
  const props = getTextareaProps(field, { ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="field-label text-base">
        {label}
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        {hint}
      </p>
      <textarea
        {...props}
        key={field.key}
        rows={rows}
        maxLength={maxLength}
        className="field-input"
      />
      <FieldError field={field} />
    </div>
  );
}

/** The estimate for the follow-up, in pounds: the return visit or the quoted work. */
function EstimateField({ field }: { field: FieldView }) {
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type: "text", ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="field-label text-base">
        Estimate for the follow-up (£){" "}
        <span className="font-normal text-slate-700">(optional)</span>
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        Only with a return visit or a quote, for example 400 or 399.50. Above an organisation&apos;s
        spend limit, the follow-up waits for their approval.
      </p>
      <input
        {...props}
        key={field.key}
        inputMode="decimal"
        autoComplete="off"
        className="field-input min-h-12 max-w-xs"
      />
      <FieldError field={field} />
    </div>
  );
}

/**
 * "Finished": how the visit ended, a summary for the customer, the time on site and the
 * materials used, photos before and after, a note for the office and the customer's name as
 * sign-off. The summary is checked in the browser first, so photos are not sent over a weak
 * signal only to be refused for a missing summary.
 */
export function FinishForm({
  job,
  reply,
  materials,
}: {
  job: EngineerJob;
  reply?: EngineerFormReply;
  materials: MaterialChoices;
}) {
  const mine = reply?.form === "finished" && reply.jobId === job.id ? reply : undefined;
  const [form, fields] = useServerForm<
    z.input<typeof finishSchema> & Record<BillableFieldName, string>
  >({
    id: `finish-${job.id}`,
    lastResult: mine?.result,
    defaultValue: { outcome: "completed", ...QUANTITY_DEFAULTS },
    constraint: finishConstraint,
  });
  const photoError = (name: string) => mine?.result.error?.[name]?.join(" ");
  // How many photo fields are still making smaller copies; the form waits for them.
  const [preparing, setPreparing] = useState(0);
  const onPreparing = (started: boolean) => setPreparing((count) => count + (started ? 1 : -1));
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "finished" &&
    navigation.formData.get("jobId") === job.id;
  const signOff = getInputProps(fields.signedOffBy, { type: "text" });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="expectedStatus" value={job.status} />
      <input type="hidden" name="intent" value="finished" />
      <FormError
        id={form.errorId}
        title="Not marked as finished"
        message={form.errors?.join(" ")}
      />
      <fieldset aria-describedby={fields.outcome.errorId}>
        <legend className="field-label text-base">How did the visit end?</legend>
        <div className="mt-2 space-y-2">
          {JOB_OUTCOMES.map((outcome) => {
            const id = `${fields.outcome.id}-${outcome}`;
            return (
              <div
                key={outcome}
                className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 px-3"
              >
                <input
                  type="radio"
                  id={id}
                  name={fields.outcome.name}
                  value={outcome}
                  defaultChecked={(fields.outcome.initialValue ?? "completed") === outcome}
                  className="h-6 w-6 shrink-0"
                />
                <label htmlFor={id} className="flex-1 py-3 text-base">
                  {OUTCOME_LABELS[outcome]}
                </label>
              </div>
            );
          })}
        </div>
        <FieldError field={fields.outcome} />
      </fieldset>
      <TextArea
        field={fields.summary}
        label="Summary for the customer"
        hint="What you did, in a few words. The customer gets it by e-mail."
        maxLength={finishConstraint.summary.maxLength}
        rows={4}
      />
      <EstimateField field={fields.estimate} />
      <TimeOnSiteFields fields={fields} />
      <MaterialsFields fields={fields} choices={materials} />
      <PhotoField
        id={`${form.id}-before`}
        name={FINISH_PHOTO_FIELDS.before}
        label="Photos before the work"
        hint="Take them with the camera or choose them from the phone's photos."
        error={photoError(FINISH_PHOTO_FIELDS.before)}
        answer={mine}
        onPreparing={onPreparing}
      />
      <PhotoField
        id={`${form.id}-after`}
        name={FINISH_PHOTO_FIELDS.after}
        label="Photos after the work"
        hint="The customer sees these on their tracking page."
        error={photoError(FINISH_PHOTO_FIELDS.after)}
        answer={mine}
        onPreparing={onPreparing}
      />
      <TextArea
        field={fields.internalNote}
        label={
          <>
            Internal note for the office{" "}
            <span className="font-normal text-slate-700">
              (optional, not shown to the customer)
            </span>
          </>
        }
        hint="Parts used, what to quote for, anything the next visit needs to know."
        maxLength={finishConstraint.internalNote.maxLength}
        rows={3}
      />
      <div>
        <label htmlFor={fields.signedOffBy.id} className="field-label text-base">
          Customer’s name, to sign off{" "}
          <span className="font-normal text-slate-700">(optional)</span>
        </label>
        <input
          {...signOff}
          key={fields.signedOffBy.key}
          maxLength={SIGN_OFF_MAX_LENGTH}
          autoComplete="off"
          className="field-input min-h-12"
        />
        <FieldError field={fields.signedOffBy} />
      </div>
      <button
        type="submit"
        className="btn-big"
        disabled={sending || preparing > 0}
        aria-disabled={sending || preparing > 0}
      >
        {sending ? "Saving…" : preparing > 0 ? "Preparing the photos…" : "Finished"}
      </button>
    </Form>
  );
}

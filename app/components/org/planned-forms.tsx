import { getFormProps, useServerForm, getValidInputProps } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import type { z } from "zod";
import { Form } from "@remix-run/react";
import { SubmitButton, TextareaField, SelectField } from "~/components/ui/fields";
import { FieldError } from "~/components/ui/form-messages";
import { describeInterval } from "~/lib/planned-maintenance";
import type { editPlannedSchema } from "~/lib/schemas/organisations-write";
import {
  addPlannedConstraint,
  editPlannedConstraint,
} from "~/lib/form-constraints/organisations-write";

export interface PlannedRow {
  id: string;
  serviceSlug: string;
  serviceName: string;
  description: string;
  everyMonths: number;
  nextDue: string;
  /** "Monday 30 November 2026", from the loader. */
  nextDueLabel: string;
  lastJobReference: string | null;
}

type Option = { value: string; label: string };

/** The fields of planned work: the service, what it is, how often and when next. */
function PlannedForm({
  id,
  planned,
  services,
  minDate,
  lastResult,
}: {
  id: string;
  planned?: PlannedRow;
  services: readonly Option[];
  minDate: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  // The edit schema's plannedId is the only difference; a new item's form has none to check.
  const [form, fields] = useServerForm<z.input<typeof editPlannedSchema>>({
    id,
    lastResult,
    defaultValue: planned
      ? {
          plannedId: planned.id,
          service: planned.serviceSlug,
          description: planned.description,
          everyMonths: String(planned.everyMonths),
          nextDue: planned.nextDue,
        }
      : undefined,
    constraint: planned ? editPlannedConstraint : addPlannedConstraint,
  });
  const everyMonths = getValidInputProps(fields.everyMonths, { type: "number" });
  const nextDue = getValidInputProps(fields.nextDue, { type: "date" });
  const intent = planned ? "edit-planned" : "add-planned";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {planned ? <input type="hidden" name="plannedId" value={planned.id} /> : null}
      <SelectField
        field={fields.service}
        label="Service"
        placeholder="Choose a service"
        options={services}
      />
      <TextareaField
        field={fields.description}
        label="What the work is"
        hint="For example: clear the gutters and downpipes front and back."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.everyMonths.id} className="field-label">
            Every how many months
          </label>
          <input
            {...everyMonths}
            key={fields.everyMonths.key}
            inputMode="numeric"
            min={1}
            max={120}
            className="field-input min-h-11"
          />
          <FieldError field={fields.everyMonths} />
        </div>
        <div>
          <label htmlFor={fields.nextDue.id} className="field-label">
            Next due
          </label>
          <input
            {...nextDue}
            key={fields.nextDue.key}
            min={minDate}
            className="field-input min-h-11"
          />
          <FieldError field={fields.nextDue} />
        </div>
      </div>
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton intent={intent} pendingLabel="Saving…">
        {planned ? "Save the planned work" : "Add the planned work"}
      </SubmitButton>
    </Form>
  );
}

export interface PlannedReply {
  form: string;
  plannedId?: string;
  result: SubmissionResult<string[]>;
}

/**
 * The property's planned maintenance: each item with its interval and next due date, and for
 * managers and owners a form to change or stop it, and one to add another.
 */
export function PlannedMaintenance({
  items,
  services,
  minDate,
  mayEdit,
  reply,
}: {
  items: readonly PlannedRow[];
  services: readonly Option[];
  minDate: string;
  mayEdit: boolean;
  reply?: PlannedReply;
}) {
  return (
    <div className="space-y-4">
      {items.length === 0 ? (
        <p className="text-slate-700">No planned maintenance for this property.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => {
            const replied = reply?.plannedId === item.id ? reply : undefined;
            return (
              <li key={item.id} className="py-3">
                <p className="font-semibold text-slate-900">{item.serviceName}</p>
                <p className="text-slate-800">{item.description}</p>
                <p className="text-sm text-slate-700">
                  {describeInterval(item.everyMonths)} · next due {item.nextDueLabel}
                  {item.lastJobReference ? ` · last request ${item.lastJobReference}` : ""}
                </p>
                {mayEdit ? (
                  <details open={Boolean(replied)} className="mt-2">
                    <summary className="cursor-pointer font-semibold text-brand-800">
                      Change or stop “{item.serviceName}”
                    </summary>
                    <div className="mt-3 space-y-4">
                      <PlannedForm
                        id={`planned-${item.id}`}
                        planned={item}
                        services={services}
                        minDate={minDate}
                        lastResult={replied?.form === "edit-planned" ? replied.result : undefined}
                      />
                      <Form method="post">
                        <input type="hidden" name="plannedId" value={item.id} />
                        <input type="hidden" name="intent" value="archive-planned" />
                        <button type="submit" className="btn-secondary">
                          Stop this planned work
                        </button>
                      </Form>
                    </div>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {mayEdit ? (
        <details open={reply?.form === "add-planned"} className="border-t border-slate-200 pt-3">
          <summary className="cursor-pointer font-semibold text-brand-800">
            Add planned maintenance
          </summary>
          <div className="mt-3">
            <PlannedForm
              id="add-planned"
              services={services}
              minDate={minDate}
              lastResult={reply?.form === "add-planned" ? reply.result : undefined}
            />
          </div>
        </details>
      ) : null}
    </div>
  );
}

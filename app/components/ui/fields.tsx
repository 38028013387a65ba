/**
 * The controls every form shows: labelled fields with their message slot and the submit
 * button. One module so that a form page loads them as one file (decision 0066); the messages
 * are apart (form-messages.tsx) for the pages that show a message without a field.
 */
import type { ReactNode } from "react";
import { useNavigation } from "@remix-run/react";
import {
  getSelectProps,
  getTextareaProps,
  getValidInputProps,
  type FieldView,
} from "~/components/ui/server-form";
import { FieldError } from "~/components/ui/form-messages";

/** The id a field's hint takes, for its control's aria-describedby. */
function hintIdOf(field: FieldView, hint: string | undefined) {
  return hint ? `${field.id}-hint` : undefined;
}

/** A field's label and hint, above its control. */
function FieldLabel({
  field,
  label,
  hint,
  optional,
}: {
  field: FieldView;
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  return (
    <>
      <label htmlFor={field.id} className="field-label">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintIdOf(field, hint)} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </>
  );
}

type InputType = "text" | "email" | "password" | "tel" | "url" | "date";

export function Field({
  field,
  label,
  type = "text",
  hint,
  autoComplete,
  optional,
  inputMode,
  readOnly,
  max,
}: {
  field: FieldView;
  label: string;
  type?: InputType;
  hint?: string;
  autoComplete?: string;
  optional?: boolean;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "text";
  /** A value given by the link that led here (an invitation's address): shown, not changed. */
  readOnly?: boolean;
  /** The latest date a date field takes (today, for money already received). */
  max?: string;
}) {
  const inputProps = getValidInputProps(field, {
    type,
    ariaDescribedBy: hintIdOf(field, hint),
  });
  return (
    <div>
      <FieldLabel field={field} label={label} hint={hint} optional={optional} />
      <input
        {...inputProps}
        key={field.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        {...(max === undefined ? {} : { max })}
        className="field-input"
      />
      <FieldError field={field} />
    </div>
  );
}

export function TextareaField({
  field,
  label,
  hint,
}: {
  field: FieldView;
  label: string;
  hint?: string;
}) {
  const props = getTextareaProps(field, { ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <div>
      <FieldLabel field={field} label={label} hint={hint} />
      <textarea {...props} key={field.key} rows={6} className="field-input" />
      <FieldError field={field} />
    </div>
  );
}

/** A select with its label, an optional hint and the field's message. */
export function SelectField({
  field,
  label,
  hint,
  placeholder,
  options,
  optional,
  onChange,
}: {
  field: FieldView;
  label: string;
  hint?: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  /** Said in the label, and the empty choice is allowed. */
  optional?: boolean;
  onChange?: (value: string) => void;
}) {
  const props = getSelectProps(field, { ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <div>
      <FieldLabel field={field} label={label} hint={hint} optional={optional} />
      <select
        {...props}
        {...(optional ? { required: false } : {})}
        key={field.key}
        className="field-input min-h-11"
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

/** A tickable box with a label that may run to two lines, and its message. */
export function CheckboxField({
  field,
  label,
  hint,
}: {
  field: FieldView;
  label: string;
  hint?: ReactNode;
}) {
  const props = getValidInputProps(field, { type: "checkbox", value: "on" });
  return (
    <div>
      <div className="flex min-h-11 items-start gap-3">
        <input
          {...props}
          key={field.key}
          required={false}
          aria-describedby={field.errorId}
          className="mt-1 h-5 w-5 shrink-0"
        />
        <label htmlFor={field.id} className="text-slate-900">
          <span className="font-semibold">{label}</span>
          {hint ? <span className="block text-sm text-slate-700">{hint}</span> : null}
        </label>
      </div>
      <FieldError field={field} />
    </div>
  );
}

/** Shows that the form is on its way and blocks a second tap while it is. */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  values,
  className = "btn-primary w-full sm:w-auto",
}: {
  children: ReactNode;
  pendingLabel: string;
  /** With several forms on a page: the value of the form's hidden "intent" field. */
  intent?: string;
  /** With the same form repeated (one per job on a list): the hidden values that tell them apart. */
  values?: Readonly<Record<string, string>>;
  className?: string;
}) {
  const { state, formData } = useNavigation();
  const pending =
    state === "submitting" &&
    (intent === undefined || formData?.get("intent") === intent) &&
    Object.entries(values ?? {}).every(([name, value]) => formData?.get(name) === value);
  return (
    <button type="submit" className={className} disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}

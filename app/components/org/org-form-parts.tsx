import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { getValidInputProps } from "~/components/input-props";

/** A select with its label, an optional hint and the field's message. */
export function SelectField({
  field,
  label,
  hint,
  placeholder,
  options,
  onChange,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  onChange?: (value: string) => void;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = getSelectProps(field, { ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <select
        {...props}
        key={props.key}
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
      <div id={field.errorId} className="field-error" aria-live="polite">
        {field.errors?.join(" ")}
      </div>
    </div>
  );
}

/** A tickable box with a label that may run to two lines, and its message. */
export function CheckboxField({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<"on" | undefined>;
  label: string;
  hint?: ReactNode;
}) {
  const props = getValidInputProps(field, { type: "checkbox", value: "on" });
  return (
    <div>
      <div className="flex min-h-11 items-start gap-3">
        <input
          {...props}
          key={props.key}
          required={false}
          aria-describedby={field.errorId}
          className="mt-1 h-5 w-5 shrink-0"
        />
        <label htmlFor={field.id} className="text-slate-900">
          <span className="font-semibold">{label}</span>
          {hint ? <span className="block text-sm text-slate-700">{hint}</span> : null}
        </label>
      </div>
      <div id={field.errorId} className="field-error" aria-live="polite">
        {field.errors?.join(" ")}
      </div>
    </div>
  );
}

/** A section of an organisation page with its own heading. */
export function OrgSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

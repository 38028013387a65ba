import { getSelectProps } from "~/components/ui/form-props";
import type { FieldView } from "~/components/ui/form-view";
import { FieldError } from "~/components/ui/error-slot";

/** A select with its label, an optional hint and the field's message. */
export function SelectField({
  field,
  label,
  hint,
  placeholder,
  options,
  onChange,
}: {
  field: FieldView;
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

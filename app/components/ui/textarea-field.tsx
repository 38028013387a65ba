import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/ui/error-slot";

export function TextareaField({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = getTextareaProps(field, { ariaDescribedBy: hintId });
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
      <textarea {...props} key={props.key} rows={6} className="field-input" />
      <FieldError field={field} />
    </div>
  );
}

import { getTextareaProps } from "~/components/ui/form-props";
import type { FieldView } from "~/components/ui/form-view";
import { FieldError } from "~/components/ui/error-slot";

export function TextareaField({
  field,
  label,
  hint,
}: {
  field: FieldView;
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
      <textarea {...props} key={field.key} rows={6} className="field-input" />
      <FieldError field={field} />
    </div>
  );
}

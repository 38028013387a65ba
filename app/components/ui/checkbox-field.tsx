import type { FieldView } from "~/components/ui/form-view";
import type { ReactNode } from "react";
import { FieldError } from "~/components/ui/error-slot";
import { getValidInputProps } from "~/components/ui/input-props";

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

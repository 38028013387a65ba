import type { FieldView } from "~/components/ui/form-view";
import { FieldError } from "~/components/ui/error-slot";
import { getValidInputProps } from "~/components/ui/input-props";

type InputType = "text" | "email" | "password" | "tel" | "url";

export function Field({
  field,
  label,
  type = "text",
  hint,
  autoComplete,
  optional,
  inputMode,
  readOnly,
}: {
  field: FieldView;
  label: string;
  type?: InputType;
  hint?: string;
  autoComplete?: string;
  optional?: boolean;
  inputMode?: "numeric" | "tel" | "email" | "text";
  /** A value given by the link that led here (an invitation's address): shown, not changed. */
  readOnly?: boolean;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const inputProps = getValidInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        {...inputProps}
        key={field.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        className="field-input"
      />
      <FieldError field={field} />
    </div>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import { getValidInputProps } from "~/components/input-props";

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
  field: FieldMetadata<string | number | undefined>;
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
        key={inputProps.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        className="field-input"
      />
      <div id={field.errorId} className="field-error" aria-live="polite">
        {field.errors?.join(" ")}
      </div>
    </div>
  );
}

/** The form-level error (e.g. "Sign in failed" and the server's message), announced and visible. */
export function FormError({
  title,
  message,
  id,
}: {
  title: string;
  message?: string | null;
  id?: string;
}) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-950"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  );
}

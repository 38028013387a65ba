// A form's messages: beside a field, about a whole small form, or about the whole form.
import type { FieldView } from "~/components/ui/server-form";

type Errors = readonly (string | null)[] | string | null | undefined;

/** A form's field, or anything naming its message the same way (a picker's own props). */
type ErrorSource = {
  errorId: FieldView["errorId"];
  errors?: FieldView["errors"];
};

type FieldErrorProps =
  | { field: ErrorSource }
  /** For messages that do not come from a form's field (a search box, an upload). */
  | { id?: string; errors: Errors };

function joined(errors: Errors) {
  return typeof errors === "string" ? errors : errors?.filter(Boolean).join(" ");
}

/**
 * The one place a field's message is shown. It is always rendered, empty when there is
 * nothing to say, so the input's aria-describedby points at an element that exists and
 * the message is announced when it appears.
 */
export function FieldError(props: FieldErrorProps) {
  const id = "field" in props ? props.field.errorId : props.id;
  const text = joined("field" in props ? props.field.errors : props.errors);
  return (
    <div id={id} className="field-error" aria-live="polite">
      {text}
    </div>
  );
}

/** A message about a whole small form (a row's buttons), interrupting because it has no field. */
export function FormAlert({ errors }: { errors: Errors }) {
  const text = joined(errors);
  if (!text) return null;
  return (
    <div role="alert" className="field-error">
      {text}
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

import { useEffect, useRef } from "react";
import { FieldError } from "~/components/ui/form-messages";

/**
 * A file field for photos (images only, several at once) with its limits in the label, a
 * hint and the server's message. Used by the booking form and the job pages' add-photos form.
 */
export function PhotoInput({
  id,
  label,
  hint,
  maxFiles,
  maxMegabytes,
  error,
  optional = false,
  answer,
}: {
  id: string;
  label: string;
  hint: string;
  maxFiles: number;
  maxMegabytes: number;
  error?: string;
  optional?: boolean;
  /** The server's last answer for this form: each refusal is a new object. */
  answer?: object;
}) {
  const input = useRef<HTMLInputElement>(null);
  // With JavaScript the page is not reloaded, so the refused files would still look chosen.
  // Each answer from the server is a new object: clear the field once per refusal.
  useEffect(() => {
    if (error && input.current) input.current.value = "";
  }, [answer, error]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label} (up to {maxFiles}, {maxMegabytes} MB each)
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        name="photos"
        accept="image/*"
        multiple
        aria-describedby={`${hintId} ${errorId}`}
        aria-invalid={error ? true : undefined}
        className="field-input"
      />
      <FieldError id={errorId} errors={error} />
    </div>
  );
}

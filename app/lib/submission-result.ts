/**
 * What the server answers a form with: the part of Conform's `SubmissionResult` (from
 * `submission.reply()`, decision 0063) that the browser reads. Conform's own type is assignable
 * to it, so loaders and actions keep returning `reply()` unchanged.
 */
export type SubmissionResult<FormError = string[]> = {
  status?: "success" | "error";
  /** The values as typed, by field name; `null` when the form is to be emptied. */
  initialValue?: Record<string, unknown> | null;
  /** Messages by field name; `""` holds the form's own. */
  error?: Record<string, FormError | null>;
};

import { getInputProps } from "~/components/ui/form-props";

type Field = Parameters<typeof getInputProps>[0];
type InputOptions = Parameters<typeof getInputProps>[1];

/** The input types that take `pattern`, `minlength` and `maxlength`. */
const TEXT_TYPES = new Set(["text", "search", "url", "tel", "email", "password"]);
/** The input types that take `min`, `max` and `step`. */
const RANGE_TYPES = new Set(["date", "month", "week", "time", "datetime-local", "number", "range"]);

/**
 * `getInputProps`, keeping only the constraint attributes HTML allows on the
 * input's type. Conform derives them from the zod schema, which does not know the control:
 * a date's format check would become a `pattern` on a date picker, a choice's values a
 * `pattern` on a checkbox, a number's bounds `min`/`max` on a text box. Browsers ignore
 * those, so nothing changes for the person; the server still checks every rule.
 */
export function getValidInputProps(field: Field, options: InputOptions) {
  const { pattern, minLength, maxLength, min, max, step, ...props } = getInputProps(field, options);
  return {
    ...props,
    ...(TEXT_TYPES.has(options.type) ? { pattern, minLength, maxLength } : {}),
    ...(RANGE_TYPES.has(options.type) ? { min, max, step } : {}),
  };
}

import type { FieldView, FormView } from "~/components/ui/form-view";

type AriaOptions = { ariaDescribedBy?: string };

/** `aria-invalid` and the message first in `aria-describedby` while the field has one. */
function ariaOf(field: FieldView, options: AriaOptions) {
  const invalid = field.errors !== undefined;
  const describedBy = invalid
    ? `${field.errorId} ${options.ariaDescribedBy ?? ""}`.trim()
    : options.ariaDescribedBy;
  return {
    ...(invalid ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

function controlOf(field: FieldView, options: AriaOptions) {
  return {
    id: field.id,
    name: field.name,
    ...(field.required ? { required: true } : {}),
    ...ariaOf(field, options),
  };
}

/** The form element's `id` and `noValidate`: the server checks, the browser only constrains. */
export function getFormProps(form: FormView) {
  return {
    id: form.id,
    noValidate: true,
    ...(form.errors ? { "aria-describedby": form.errorId } : {}),
  };
}

type InputOptions = AriaOptions & {
  type:
    | "text"
    | "email"
    | "password"
    | "tel"
    | "url"
    | "search"
    | "number"
    | "date"
    | "time"
    | "datetime-local"
    | "month"
    | "week"
    | "range"
    | "checkbox"
    | "radio"
    | "hidden"
    | "file"
    | "color";
  /** For a checkbox or radio: the value it sends (`"on"` by default); `false` for no default. */
  value?: string | false;
};

/** An input's attributes, starting from the field's value (or ticked when it was). */
export function getInputProps(field: FieldView, options: InputOptions) {
  const props = {
    ...controlOf(field, options),
    type: options.type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
  };
  if (options.value === false) return props;
  if (options.type === "checkbox" || options.type === "radio") {
    const value = options.value ?? "on";
    const initial = field.initialValue;
    const checked = Array.isArray(initial) ? initial.includes(value) : initial === value;
    return { ...props, value, defaultChecked: checked };
  }
  return typeof field.initialValue === "string"
    ? { ...props, defaultValue: field.initialValue }
    : props;
}

export function getTextareaProps(field: FieldView, options: AriaOptions & { value?: false } = {}) {
  const props = {
    ...controlOf(field, options),
    minLength: field.minLength,
    maxLength: field.maxLength,
  };
  return options.value === false
    ? props
    : { ...props, defaultValue: field.initialValue?.toString() };
}

export function getSelectProps(field: FieldView, options: AriaOptions & { value?: false } = {}) {
  const props = { ...controlOf(field, options), multiple: field.multiple };
  return options.value === false ? props : { ...props, defaultValue: field.initialValue };
}

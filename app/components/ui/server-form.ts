/**
 * A form checked on the server only (decision 0063): what it shows from the server's last answer
 * (`formView`, `useServerForm`) and the attributes of its element and controls.
 */
import { useEffect, useId, useRef, useState } from "react";
import type { SubmissionResult } from "~/lib/submission-result";

/** The constraint attributes of one field, as app/lib/form-constraints writes them. */
export type Constraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
};

/** One field of a form checked on the server: what its controls and message need. */
export type FieldView = Constraint & {
  id: string;
  name: string;
  errorId: string;
  /** Changes when the form is emptied after a success, so uncontrolled controls start again. */
  key: string;
  /** As typed before the server's refusal, else the form's default. */
  initialValue: string | string[] | undefined;
  errors: string[] | undefined;
};

export type FormView = {
  id: string;
  errorId: string;
  /** The form's own messages (not of one field). */
  errors: string[] | undefined;
  /** Every field's messages by name, the form's own under `""`. */
  allErrors: Record<string, string[]>;
};

export type FieldsView<Schema> = { readonly [Name in keyof Schema]-?: FieldView };

export type FormViewOptions = {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  constraint?: Readonly<Record<string, Constraint>>;
  defaultValue?: Readonly<Record<string, unknown>> | null;
  /** How many times the form was emptied after a success (the fields' `key`). */
  resets?: number;
};

/** A value as a form control holds it: text, or texts for a field sent several times. */
function asFormValue(value: unknown): string | string[] | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const text = asFormValue(item);
      return typeof text === "string" ? [text] : [];
    });
  }
  return undefined;
}

/** Messages worth showing: Conform writes `null` for a field it checked and found right. */
export function messagesOf(lastResult: FormViewOptions["lastResult"]): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const [name, errors] of Object.entries(lastResult?.error ?? {})) {
    if (errors && errors.length > 0) messages[name] = errors;
  }
  return messages;
}

/** The values the controls start from: as typed after a refusal, else the defaults. */
function startingValues(options: FormViewOptions) {
  const typed = options.lastResult?.initialValue;
  return typed ?? options.defaultValue ?? {};
}

/**
 * What a form shows, from the server's last answer: ids and names in Conform's pattern
 * (`<form>-<field>`, `<field>-error`), each field's messages and starting value.
 */
export function formView<Schema>(options: FormViewOptions): [FormView, FieldsView<Schema>] {
  const messages = messagesOf(options.lastResult);
  const values = startingValues(options);
  const field = (name: string): FieldView => {
    const id = `${options.id}-${name}`;
    return {
      ...options.constraint?.[name],
      id,
      name,
      errorId: `${id}-error`,
      key: `${id}-${options.resets ?? 0}`,
      initialValue: asFormValue(values[name]),
      errors: messages[name],
    };
  };
  const form: FormView = {
    id: options.id,
    errorId: `${options.id}-error`,
    errors: messages[""],
    allErrors: messages,
  };
  return [form, fieldsBy<Schema>(field)];
}

/**
 * Fields by name, made when read, as Conform's are: a schema's fields are a type, not a list
 * the browser has.
 */
function fieldsBy<Schema>(field: (name: string) => FieldView): FieldsView<Schema>;
function fieldsBy(field: (name: string) => FieldView): Record<string, FieldView> {
  return new Proxy<Record<string, FieldView>>(
    {},
    { get: (_, name) => (typeof name === "string" ? field(name) : undefined) },
  );
}

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
export function getValidInputProps(field: FieldView, options: InputOptions) {
  const { pattern, minLength, maxLength, min, max, step, ...props } = getInputProps(field, options);
  return {
    ...props,
    ...(TEXT_TYPES.has(options.type) ? { pattern, minLength, maxLength } : {}),
    ...(RANGE_TYPES.has(options.type) ? { min, max, step } : {}),
  };
}

type Options<Schema> = Omit<FormViewOptions, "id" | "resets" | "defaultValue"> & {
  id?: string;
  defaultValue?: { readonly [Name in keyof Schema]?: unknown } | null;
};

/**
 * A form checked on the server only (decision 0063), without Conform's browser runtime: ids,
 * messages and typed values from the server's answer (`lastResult`), and after an answer the
 * focus on its error summary or else the first field with a message, or the form emptied when the answer says so
 * (`reply({ resetForm: true })`).
 */
export function useServerForm<Schema>(options: Options<Schema>) {
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const [resets, setResets] = useState(0);
  // The answer last acted on: a form may be mounted with its answer (a page that keys it by
  // location), and is then focused too, as when the answer reaches a mounted form.
  const answered = useRef<Options<Schema>["lastResult"]>(undefined);
  const mounted = useRef(false);
  const { lastResult } = options;
  useEffect(() => {
    const onMount = !mounted.current;
    mounted.current = true;
    if (!lastResult || lastResult === answered.current) return;
    answered.current = lastResult;
    const element = document.getElementById(id);
    if (!(element instanceof HTMLFormElement)) return;
    if (lastResult.initialValue === null) {
      if (onMount) return;
      element.reset();
      setResets((count) => count + 1);
      return;
    }
    const messages = messagesOf(lastResult);
    // A long form starts from its error summary (components/ui/error-summary.tsx) when it has one.
    const summary = element.querySelector("[data-error-summary]");
    if (summary instanceof HTMLElement) {
      summary.focus();
      return;
    }
    for (const control of Array.from(element.elements)) {
      const name = control.getAttribute("name");
      if (name && messages[name] && control instanceof HTMLElement) {
        control.focus();
        break;
      }
    }
  }, [id, lastResult]);
  return formView<Schema>({ ...options, id, resets });
}

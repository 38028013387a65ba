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

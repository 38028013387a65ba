import { ErrorSummary } from "~/components/ui/error-summary";
import { useServerForm } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FieldError, FormAlert } from "~/components/ui/form-messages";

type FieldErrors = Record<string, string[] | null | undefined>;

/**
 * One section's form on /admin/settings: a plain POST that works without JavaScript, checked
 * on the server (decision 0063). Fields are drawn by `children`, which gets each
 * field's current text (as typed after a refusal, else as stored) and its errors.
 */
export function SettingsForm({
  id,
  title,
  description,
  defaultValue,
  lastResult,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  defaultValue: Record<string, string>;
  lastResult: SubmissionResult<string[]> | null;
  children: (field: (name: string) => SettingsFieldProps) => React.ReactNode;
}) {
  const [form] = useServerForm({
    id: `settings-${id}`,
    lastResult,
    defaultValue,
  });
  const typed = lastResult?.initialValue ?? null;
  const errors: FieldErrors = form.allErrors;
  const field = (name: string): SettingsFieldProps => {
    const value = typed ? typed[name] : defaultValue[name];
    return {
      formId: form.id,
      name,
      defaultValue: typeof value === "string" ? value : "",
      errors: errors[name] ?? undefined,
    };
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="card mt-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      <Form
        method="post"
        id={form.id}
        noValidate
        className="mt-4"
        aria-labelledby={`${id}-heading`}
      >
        <input type="hidden" name="intent" value={id} />
        <ErrorSummary form={form} />
        <FormAlert errors={form.errors} />
        {children(field)}
        <div className="mt-4">
          <SubmitButton intent={id} pendingLabel="Saving…">
            Save the {title.toLowerCase()}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export interface SettingsFieldProps {
  formId: string;
  name: string;
  defaultValue: string;
  errors: string[] | undefined;
}

/** A labelled text input with its hint and its errors next to it. */
export function SettingsInput({
  field,
  label,
  hint,
  type = "text",
  inputMode,
  autoComplete = "off",
  className,
}: {
  field: SettingsFieldProps;
  label: string;
  hint?: string;
  type?: "text" | "tel" | "email" | "url" | "time";
  inputMode?: "numeric" | "decimal" | "text";
  autoComplete?: string;
  className?: string;
}) {
  const id = `${field.formId}-${field.name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const invalid = Boolean(field.errors?.length);
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={field.name}
        key={`${field.name}:${field.defaultValue}`}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        defaultValue={field.defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [hintId, invalid ? errorId : undefined].filter(Boolean).join(" ") || undefined
        }
        className="field-input"
      />
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}

// The top of a long form after the server refused it: every message, each a link to its field.
import { useEffect, useRef } from "react";
import type { FormView } from "~/components/ui/server-form";

/**
 * Shown when the server's answer has messages for fields: a heading, then each message as a
 * link to its field (`#<form>-<field>`, the id the form kit gives it). It takes the focus when
 * it appears, by `autofocus` without JavaScript and after each answer with it, so a person on a
 * phone or a screen reader starts from the list rather than half-way down the form.
 */
export function ErrorSummary({
  form,
  title = "There is a problem",
}: {
  form: Pick<FormView, "id" | "allErrors">;
  title?: string;
}) {
  const entries = Object.entries(form.allErrors).filter(
    ([name, messages]) => name !== "" && messages.length > 0,
  );
  const ref = useRef<HTMLDivElement>(null);
  const shown = entries.map(([name, messages]) => `${name}:${messages.join()}`).join("|");
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (entries.length === 0) return null;
  const headingId = `${form.id}-summary-heading`;
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      autoFocus
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-300"
    >
      <h2 id={headingId} className="text-lg font-bold text-red-900">
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([name, messages]) => (
          <li key={name}>
            <a href={`#${form.id}-${name}`} className="font-semibold text-red-900 underline">
              {messages.join(" ")}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

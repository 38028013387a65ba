// The top of a long form after the server refused it: every message, each a link to its field.
import type { FormView } from "~/components/ui/server-form";

/** "contactPhone" → "Contact phone": a field's name read as words, when no label is given. */
function nameAsWords(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * With JavaScript the link moves the focus itself: a fragment navigation would reach the
 * router as a navigation and drop the server's answer, and with it what was typed.
 */
function focusField(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: "center" });
  field.focus();
}

/**
 * Shown when the server's answer has messages for fields: a heading, then each field's label as a
 * link to it (`#<form>-<field>`, the id the form kit gives it); the message itself stays beside
 * the field, said once. It takes the focus when it appears, by `autofocus` without JavaScript
 * and by the form kit after each answer with it (useServerForm), so a person on a phone or a
 * screen reader starts from the list rather than half-way down the form.
 */
export function ErrorSummary({
  form,
  labels = {},
  title = "Check these answers",
}: {
  form: Pick<FormView, "id" | "allErrors">;
  /** Each field's label by name, as the form shows it. */
  labels?: Readonly<Record<string, string>>;
  title?: string;
}) {
  const entries = Object.entries(form.allErrors).filter(
    ([name, messages]) => name !== "" && messages.length > 0,
  );
  if (entries.length === 0) return null;
  const headingId = `${form.id}-summary-heading`;
  return (
    <div
      data-error-summary
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
        {entries.map(([name]) => (
          <li key={name}>
            <a
              href={`#${form.id}-${name}`}
              onClick={(event) => focusField(event, `${form.id}-${name}`)}
              className="font-semibold text-red-900 underline"
            >
              {labels[name] ?? nameAsWords(name)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

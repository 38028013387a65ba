import type { EnquiryDetail } from "~/lib/views/contacts";

/** The office's replies (with whether each e-mail has gone) and internal notes, oldest first. */
export function EnquiryThread({ entries }: { entries: EnquiryDetail["thread"] }) {
  return (
    <section aria-labelledby="thread-heading" className="card">
      <h2 id="thread-heading" className="text-xl font-bold text-slate-900">
        Replies and notes
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-700">No replies or notes yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`rounded-lg border-l-4 p-3 ${
                entry.kind === "reply"
                  ? "border-brand-700 bg-slate-50"
                  : "border-amber-600 bg-amber-50"
              }`}
            >
              <p className="text-sm text-slate-800">
                <span className="font-semibold text-slate-900">
                  {entry.kind === "reply" ? "Reply by e-mail" : "Internal note"}
                </span>{" "}
                · {entry.authorName} · <time dateTime={entry.at}>{entry.atLabel}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-900">{entry.body}</p>
              {entry.delivery ? (
                <p
                  className={`mt-1 text-sm font-semibold ${
                    entry.delivery.sent ? "text-green-800" : "text-slate-800"
                  }`}
                >
                  {entry.delivery.label}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import type { ChangeHistoryEntry } from "~/lib/views/admin";

/**
 * A record's recorded changes (who, when, what, before → after), newest first. `children`
 * per entry lets a page add an action to a change (undo on /admin/settings).
 */
export function ChangeHistory({
  entries,
  heading = "History",
  renderAction,
}: {
  entries: ChangeHistoryEntry[];
  heading?: string;
  renderAction?: (entry: ChangeHistoryEntry) => React.ReactNode;
}) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-700">No changes recorded yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 p-3">
              <p className="text-sm text-slate-700">
                <time dateTime={entry.at}>{entry.atLabel}</time> · {entry.who}
              </p>
              <p className="font-semibold text-slate-900">{entry.action}</p>
              {entry.fields.length > 0 ? (
                <dl className="mt-1 grid gap-1 text-sm">
                  {entry.fields.map((field) => (
                    <div key={field.name} className="break-words">
                      <dt className="inline font-semibold">{field.name}: </dt>
                      <dd className="inline">
                        {field.before === null ? null : (
                          <>
                            <span className="text-slate-700 line-through decoration-slate-400">
                              {field.before}
                            </span>{" "}
                            <span aria-hidden="true">→</span>
                            <span className="sr-only">changed to</span>{" "}
                          </>
                        )}
                        {field.after}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {renderAction?.(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import type { TimelineEntry } from "~/lib/views/tracking";

/** Everything the customer may see of the job's history, oldest first (see customerTimeline). */
export function JobTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="space-y-4 border-l-2 border-slate-200 pl-5">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p className="text-sm text-slate-700">
            <time dateTime={entry.at}>{entry.atLabel}</time>
          </p>
          <p className="font-semibold text-slate-900">{entry.title}</p>
          {entry.detail ? (
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{entry.detail}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

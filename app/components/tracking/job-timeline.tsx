import type { TimelineEntry } from "~/.server/tracking/timeline.server";

/** Everything that has happened to the job, oldest first, with the notes meant for the customer. */
export function JobTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="space-y-4 border-l-2 border-slate-200 pl-5">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p className="text-sm text-slate-700">
            <time dateTime={entry.at.iso}>{entry.at.label}</time>
          </p>
          <p className="font-semibold text-slate-900">{entry.label}</p>
          {entry.note ? (
            <p className="mt-1 whitespace-pre-line text-slate-800">{entry.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

import type { CustomerJob } from "~/lib/views/portal";

export function JobTimeline({ job }: { job: CustomerJob }) {
  const headingId = `job-${job.id}-timeline`;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Timeline
        {/* Each job's sections are landmarks: one name per job on a page of several. */}
        <span className="sr-only"> of {job.reference}</span>
      </h3>
      <ol className="mt-2 space-y-3 border-l-2 border-slate-200 pl-4">
        {job.timeline.map((entry) => (
          <li key={entry.id}>
            <p className="font-semibold text-slate-900">{entry.title}</p>
            <p className="text-sm text-slate-700">
              <time dateTime={entry.at}>{entry.atLabel}</time>
            </p>
            {entry.detail ? (
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">{entry.detail}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

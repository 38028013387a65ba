import type { TrackedJob, TrackedPhoto } from "~/lib/views/tracking";

const STAGE_WORDS: Record<NonNullable<TrackedPhoto["stage"]>, string> = {
  before: "Before the work",
  after: "After the work",
};

/** The engineer's photos as thumbnails, each a link to the full photo. */
export function EngineerPhotos({
  photos,
  photoPath,
  reference,
}: {
  photos: TrackedPhoto[];
  /** "/track/<token>/photos" */
  photoPath: string;
  reference: string;
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="engineer-photos-heading" className="card md:col-span-2">
      <h2 id="engineer-photos-heading" className="text-xl font-bold text-slate-900">
        Photos from the engineer
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((photo, index) => {
          const url = `${photoPath}/${photo.id}`;
          const stage = photo.stage ? STAGE_WORDS[photo.stage] : null;
          return (
            <li key={photo.id}>
              <a href={url} className="block overflow-hidden rounded-md border border-slate-200">
                <img
                  src={`${url}?size=thumbnail`}
                  alt={`${stage ? `${stage}: ` : ""}photo ${index + 1} of ${photos.length} of job ${reference}`}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square h-auto w-full object-cover"
                />
              </a>
              {stage ? <p className="mt-1 text-sm text-slate-700">{stage}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Where the engineer is: on the way (and when they expect to arrive), arrived, or finished. */
export function VisitNow({ job }: { job: TrackedJob }) {
  const who = job.engineerFirstName ?? "The engineer";
  if (job.status === "en_route") {
    return (
      <p className="mt-1 text-lg">
        {who} is on the way
        {job.eta ? (
          <>
            {" "}
            and expects to arrive at about <strong className="text-slate-900">{job.eta}</strong>
          </>
        ) : null}
        .
      </p>
    );
  }
  if (job.status === "on_site") {
    return (
      <p className="mt-1 text-lg">
        {who} arrived
        {job.arrivedAt ? (
          <>
            {" "}
            at <time dateTime={job.arrivedAt.iso}>{job.arrivedAt.label.split(", ").pop()}</time>
          </>
        ) : null}{" "}
        and is working on the job.
      </p>
    );
  }
  if (job.finished) {
    return <p className="mt-1 text-lg">{job.finished.outcome}.</p>;
  }
  return null;
}

/** What the engineer wrote for the customer on finishing. */
export function FinishedVisit({ job }: { job: TrackedJob }) {
  if (!job.finished) return null;
  return (
    <section aria-labelledby="visit-heading" className="card space-y-2 md:col-span-2">
      <h2 id="visit-heading" className="text-xl font-bold text-slate-900">
        The visit
      </h2>
      <p>
        <span className="font-semibold text-slate-900">Outcome:</span> {job.finished.outcome}
      </p>
      {job.finished.at ? (
        <p>
          <span className="font-semibold text-slate-900">Finished:</span>{" "}
          <time dateTime={job.finished.at.iso}>{job.finished.at.label}</time>
        </p>
      ) : null}
      {job.finished.summary ? (
        <div>
          <p className="font-semibold text-slate-900">
            What {job.engineerFirstName ?? "the engineer"} did
          </p>
          <p className="whitespace-pre-line break-words">{job.finished.summary}</p>
        </div>
      ) : null}
    </section>
  );
}

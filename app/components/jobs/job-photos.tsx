import type { CustomerJob } from "~/lib/views/portal";

type Photo = CustomerJob["photos"][number];

const STAGE_WORDS: Record<NonNullable<Photo["stage"]>, string> = {
  before: "Before the work",
  after: "After the work",
};

/**
 * The job's photos as small pictures, each a link to the full photo: the customer's own, then
 * the engineer's. Thumbnails keep the page light on a phone; the browser loads them only as
 * they scroll into view.
 */
export function JobPhotos({ job, photoPath }: { job: CustomerJob; photoPath: string }) {
  const own = job.photos.filter((photo) => photo.takenBy === "customer");
  const engineers = job.photos.filter((photo) => photo.takenBy === "engineer");
  return (
    <>
      <PhotoGrid
        job={job}
        photos={own}
        photoPath={photoPath}
        heading="Photos"
        noun="Photo"
        idSuffix="photos"
      />
      <PhotoGrid
        job={job}
        photos={engineers}
        photoPath={photoPath}
        heading="Photos from the engineer"
        noun="Engineer's photo"
        idSuffix="engineer-photos"
      />
    </>
  );
}

function PhotoGrid({
  job,
  photos,
  photoPath,
  heading,
  noun,
  idSuffix,
}: {
  job: CustomerJob;
  photos: Photo[];
  photoPath: string;
  heading: string;
  /** How each photo's text alternative starts: "Photo 1 of 3 for CV-…". */
  noun: string;
  idSuffix: string;
}) {
  if (photos.length === 0) return null;
  const headingId = `job-${job.id}-${idSuffix}`;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
        <span className="sr-only"> of {job.reference}</span>
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((photo, index) => {
          const url = `${photoPath}/${photo.id}`;
          const stage = photo.stage ? ` (${STAGE_WORDS[photo.stage].toLowerCase()})` : "";
          const label = `${noun} ${index + 1} of ${photos.length} for ${job.reference}${stage}`;
          return (
            <li key={photo.id}>
              <a href={url} className="block overflow-hidden rounded-md border border-slate-200">
                <img
                  src={`${url}?size=thumbnail`}
                  alt={label}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square h-auto w-full object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

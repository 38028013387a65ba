import type { CustomerJob } from "~/.server/portal/types.server";

/**
 * The job's photos as small pictures, each a link to the full photo. Thumbnails keep the page
 * light on a phone; the browser loads them only as they scroll into view.
 */
export function JobPhotos({ job, photoPath }: { job: CustomerJob; photoPath: string }) {
  if (job.photos.length === 0) return null;
  const headingId = `job-${job.id}-photos`;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Photos
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {job.photos.map((photo, index) => {
          const url = `${photoPath}/${photo.id}`;
          const label = `Photo ${index + 1} of ${job.photos.length} for ${job.reference}`;
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

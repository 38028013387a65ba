import type { EngineerJob, EngineerJobPhoto, EngineerNote } from "~/lib/views/engineer";
import { PhoneLink } from "~/components/ui/phone-link";

const STATUS_STYLES: Record<EngineerJob["status"], string> = {
  requested: "bg-slate-100 text-slate-900",
  confirmed: "bg-slate-100 text-slate-900",
  scheduled: "bg-brand-50 text-brand-900",
  en_route: "bg-amber-100 text-amber-950",
  on_site: "bg-amber-100 text-amber-950",
  completed: "bg-green-100 text-green-950",
  cancelled: "bg-slate-200 text-slate-900",
};

export function StatusBadge({ job }: { job: EngineerJob }) {
  return (
    <p
      className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[job.status]}`}
    >
      {job.statusLabel}
    </p>
  );
}

/** Call the customer and open the address in maps: two large buttons side by side. */
export function ContactButtons({ job }: { job: EngineerJob }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <PhoneLink phone={job.phoneDisplay} className="btn-secondary min-h-12">
        <span aria-hidden="true">☎</span> Call
        <span className="sr-only">
          {" "}
          {job.customerName} on {job.phoneDisplay}
        </span>
      </PhoneLink>
      <a href={job.mapUrl} className="btn-secondary min-h-12" rel="noreferrer" target="_blank">
        Map<span className="sr-only"> of {job.address} (opens in a new tab)</span>
      </a>
    </div>
  );
}

export function NoteList({
  notes,
  label,
  headingId,
}: {
  notes: readonly EngineerNote[];
  label: string;
  headingId: string;
}) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {label}
      </h3>
      <ul className="mt-1 space-y-2">
        {notes.map((note) => (
          <li key={note.id} className="rounded-lg bg-amber-50 p-3 text-slate-900">
            <p className="whitespace-pre-line break-words">{note.text}</p>
            <p className="mt-1 text-sm text-slate-700">
              {note.from}, <time dateTime={note.at}>{note.atLabel}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Thumbnails that open the full photo; the browser loads them only as they scroll into view. */
export function PhotoGrid({
  photos,
  label,
  headingId,
  reference,
}: {
  photos: readonly EngineerJobPhoto[];
  label: string;
  headingId: string;
  reference: string;
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {label}
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((photo, index) => {
          const url = `/engineer/photos/${photo.id}`;
          const stage = photo.stage ? ` (${photo.stage})` : "";
          return (
            <li key={photo.id}>
              <a href={url} className="block overflow-hidden rounded-md border border-slate-200">
                <img
                  src={`${url}?size=thumbnail`}
                  alt={`${label}: photo ${index + 1} of ${photos.length}${stage}, ${reference}`}
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

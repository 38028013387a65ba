import { Link } from "@remix-run/react";
import type { AdminJobDetail, AdminJobPhoto } from "~/lib/views/admin-jobs";
import { PhoneLink } from "~/components/ui/phone-link";

type Job = AdminJobDetail["job"];

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who the customer is and how to reach them, where the job is, and what it is. */
export function JobFacts({ job }: { job: Job }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Row term="Customer">{job.customerName}</Row>
      <Row term="Phone">
        <PhoneLink phone={job.phone} className="inline-flex min-h-11 items-center">
          {job.phoneDisplay}
        </PhoneLink>
        {job.textsAllowed ? null : (
          <span className="block text-sm text-slate-700">No text messages, please</span>
        )}
      </Row>
      <Row term="E-mail">
        <a href={`mailto:${job.email}`} className="inline-flex min-h-11 items-center break-all">
          {job.email}
        </a>
      </Row>
      <Row term="Address">
        {job.address}, {job.postcode}
        <a
          href={job.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-11 items-center"
        >
          Open in Google Maps
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Row>
      <Row term="Arrival window">
        {job.windowLabel}
        {job.etaLabel ? (
          <span className="block text-sm text-slate-700">Expected at {job.etaLabel}</span>
        ) : null}
      </Row>
      <Row term="Engineer">{job.engineerName ?? "Unassigned"}</Row>
      <Row term="Service">{job.serviceName}</Row>
      <Row term="Booked through">
        {job.sourceLabel}
        {job.organisationName ? ` · ${job.organisationName}` : null}
      </Row>
      <Row term="Booked">{job.bookedLabel}</Row>
      <Row term="Price charged">{job.price ?? "Not set"}</Row>
      {job.followsReference ? (
        <Row term="Follows up">
          <Link to={`/admin/jobs/${job.followsReference}`}>{job.followsReference}</Link>
        </Row>
      ) : null}
      {job.followUps.length > 0 ? (
        <Row term="Return visits">
          {job.followUps.map((reference, index) => (
            <span key={reference}>
              {index > 0 ? ", " : null}
              <Link to={`/admin/jobs/${reference}`}>{reference}</Link>
            </span>
          ))}
        </Row>
      ) : null}
      <div className="sm:col-span-2">
        <dt className="text-sm font-semibold text-slate-700">What needs doing</dt>
        <dd className="whitespace-pre-line break-words text-slate-900">{job.description}</dd>
      </div>
    </dl>
  );
}

/** What the engineer recorded on finishing; read only. */
export function JobOutcome({ job }: { job: Job }) {
  if (!job.outcome && !job.summary && !job.signedOffBy) return null;
  return (
    <section aria-labelledby="outcome-heading" className="card">
      <h2 id="outcome-heading" className="text-xl font-bold text-slate-900">
        Outcome
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        {job.outcome ? <Row term="Result">{job.outcome}</Row> : null}
        {job.signedOffBy ? <Row term="Signed off by">{job.signedOffBy}</Row> : null}
        {job.summary ? (
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-slate-700">Summary for the customer</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{job.summary}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export function PhotoGallery({
  id,
  title,
  photos,
}: {
  id: string;
  title: string;
  photos: AdminJobPhoto[];
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {photos.map((photo) => (
          <li key={photo.url}>
            <a
              href={photo.url}
              className="block overflow-hidden rounded-md border border-slate-200"
            >
              <img
                src={`${photo.url}?size=thumbnail`}
                alt={`${title}: ${photo.label}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className="aspect-square h-auto w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every event of the job, oldest first, internal notes marked, each with who made it. */
export function AdminTimeline({ entries }: { entries: AdminJobDetail["timeline"] }) {
  return (
    <section aria-labelledby="timeline-heading" className="card">
      <h2 id="timeline-heading" className="text-xl font-bold text-slate-900">
        Timeline
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4">
        {entries.map((entry) => (
          <li key={entry.id}>
            <p className="font-semibold text-slate-900">
              {entry.title}
              {entry.internal ? (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-950">
                  Internal
                </span>
              ) : null}
            </p>
            <p className="text-sm text-slate-700">
              <time dateTime={entry.at}>{entry.atLabel}</time> · {entry.by}
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

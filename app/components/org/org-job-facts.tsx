import { Link } from "@remix-run/react";
import type { OrgJobDetail, OrgJobPhoto } from "~/lib/views/organisations";
import { organisationPath } from "~/lib/organisations";
import { OverdueBadge } from "./org-job-badges";

function Fact({
  term,
  wide = false,
  children,
}: {
  term: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** What was asked for, where, how soon, and when we come. */
export function OrgJobFacts({ slug, job }: { slug: string; job: OrgJobDetail }) {
  return (
    <section aria-labelledby="facts-heading" className="card">
      <h2 id="facts-heading" className="text-xl font-bold text-slate-900">
        The job
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Fact term="Property">
          {job.property.id && job.property.label ? (
            <Link to={organisationPath(slug, `/properties/${job.property.id}`)}>
              {job.property.label}
            </Link>
          ) : null}
          <span className="block">
            {job.property.address}, {job.property.postcode}
          </span>
        </Fact>
        <Fact term="Service">{job.serviceName}</Fact>
        <Fact term="What needs doing" wide>
          <span className="whitespace-pre-line">{job.description}</span>
        </Fact>
        {job.priority ? (
          <Fact term="Priority">
            {job.priority.label}, {job.priority.target}
          </Fact>
        ) : null}
        {job.due ? (
          <Fact term="Due by">
            <time dateTime={job.due.at}>{job.due.label}</time>
            {job.overdue ? (
              <span className="ml-2">
                <OverdueBadge />
              </span>
            ) : null}
          </Fact>
        ) : null}
        <Fact term="Status">{job.statusLabel}</Fact>
        <Fact term="Arrival window">{job.windowLabel}</Fact>
        <Fact term="Tenant's availability">{job.tenantAvailability ?? "Not given"}</Fact>
        <Fact term="Tenant told">
          {job.tenantTold
            ? "Yes: the tenant gets the booking e-mails and tracking link"
            : "No: we contact the person who reported it"}
        </Fact>
        {job.estimate ? <Fact term="Estimate">{job.estimate}</Fact> : null}
        {job.price ? <Fact term="Price">{job.price}</Fact> : null}
        <Fact term="Reported">
          <time dateTime={job.reported.at}>{job.reported.label}</time>
        </Fact>
        {job.lastDecision ? (
          <Fact term={job.lastDecision.state === "approved" ? "Spend approved" : "Spend declined"}>
            <time dateTime={job.lastDecision.at.at}>{job.lastDecision.at.label}</time>
            {job.lastDecision.reason ? (
              <span className="block whitespace-pre-line">{job.lastDecision.reason}</span>
            ) : null}
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}

/** The engineer's account of the visit, once the job is finished. */
export function OrgJobVisit({ job }: { job: OrgJobDetail }) {
  if (!job.finished) return null;
  return (
    <section aria-labelledby="visit-heading" className="card space-y-2">
      <h2 id="visit-heading" className="text-xl font-bold text-slate-900">
        The engineer&rsquo;s summary
      </h2>
      <p>
        <span className="font-semibold text-slate-900">Outcome:</span> {job.finished.outcome}
      </p>
      {job.finished.summary ? (
        <p className="whitespace-pre-line break-words">{job.finished.summary}</p>
      ) : (
        <p className="text-slate-700">The engineer left no summary.</p>
      )}
    </section>
  );
}

const STAGE_WORDS: Record<NonNullable<OrgJobPhoto["stage"]>, string> = {
  before: "Before the work",
  after: "After the work",
};

function PhotoGrid({
  id,
  title,
  slug,
  reference,
  photos,
}: {
  id: string;
  title: string;
  slug: string;
  reference: string;
  photos: OrgJobPhoto[];
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((photo, index) => {
          const url = organisationPath(slug, `/photos/${photo.id}`);
          const stage = photo.stage ? STAGE_WORDS[photo.stage] : null;
          return (
            <li key={photo.id}>
              <a href={url} className="block overflow-hidden rounded-md border border-slate-200">
                <img
                  src={`${url}?size=thumbnail`}
                  alt={`${stage ? `${stage}: ` : ""}${title.toLowerCase()}, ${index + 1} of ${photos.length}, job ${reference}`}
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

/** The engineer's photos, and those sent with the report, each a link to the full photo. */
export function OrgJobPhotos({ slug, job }: { slug: string; job: OrgJobDetail }) {
  return (
    <>
      <PhotoGrid
        id="engineer-photos-heading"
        title="Photos from the engineer"
        slug={slug}
        reference={job.reference}
        photos={job.engineerPhotos}
      />
      <PhotoGrid
        id="report-photos-heading"
        title="Photos sent with the report"
        slug={slug}
        reference={job.reference}
        photos={job.reportPhotos}
      />
    </>
  );
}

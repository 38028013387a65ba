import { Link, useLocation } from "@remix-run/react";
import type { JobFormReply, JobListFacts } from "~/lib/views/portal";
import { JobCard } from "./job-card";

/**
 * The jobs of a portal link or a client account. Forms start empty again on every new page
 * (after the redirect that follows a change), and the answer to a failed post goes to its job.
 */
export function CustomerJobList({
  facts,
  reply,
  bookAgain = false,
}: {
  facts: JobListFacts;
  reply?: JobFormReply;
  bookAgain?: boolean;
}) {
  const { key } = useLocation();
  const { jobs, ...shared } = facts;
  if (jobs.length === 0) {
    return (
      <div className="card">
        <p className="text-slate-800">There are no bookings here yet.</p>
        <p className="mt-3">
          <Link to="/book" className="btn-primary">
            Book a job
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div key={key} className="space-y-6">
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          reply={reply?.jobId === job.id ? reply : undefined}
          facts={shared}
          bookAgain={bookAgain}
        />
      ))}
    </div>
  );
}

import { Link } from "@remix-run/react";
import type { AdminJobOrganisation } from "~/lib/views/admin-jobs";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="whitespace-pre-line break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** The organisation's side of the job: whose, where, how to get in, how urgent, by when. */
export function OrganisationFacts({ organisation }: { organisation: AdminJobOrganisation }) {
  return (
    <section aria-labelledby="organisation-heading" className="card">
      <h2 id="organisation-heading" className="text-xl font-bold text-slate-900">
        Organisation
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact term="Organisation">
          {organisation.name} (spend limit {organisation.spendLimit}) ·{" "}
          <Link to={organisation.portalPath}>their jobs</Link>
        </Fact>
        <Fact term="Property">{organisation.propertyLabel ?? "None named"}</Fact>
        <Fact term="Priority">{organisation.priorityLabel ?? "None"}</Fact>
        <Fact term="Due">
          {organisation.dueLabel ?? "No target"}
          {organisation.overdue ? (
            <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-sm font-bold text-white">
              Overdue
            </span>
          ) : null}
        </Fact>
        <Fact term="Access notes">{organisation.accessNotes ?? "None"}</Fact>
        <Fact term="Key-safe code">{organisation.keySafeCode ?? "None"}</Fact>
        <Fact term="Tenant's availability">{organisation.tenantAvailability ?? "Not given"}</Fact>
        <Fact term="Tenant told">
          {organisation.tenantTold
            ? "Yes: the tenant gets the booking e-mails"
            : "No: the member who reported it is the contact"}
        </Fact>
      </dl>
    </section>
  );
}

const STATE_WORDS = { pending: "Waiting", approved: "Approved", declined: "Declined" } as const;

/** Every approval asked for: the estimate, who asked, who decided, how and why. */
export function ApprovalHistory({ organisation }: { organisation: AdminJobOrganisation }) {
  if (organisation.approvals.length === 0) return null;
  return (
    <section aria-labelledby="approvals-heading" className="card">
      <h2 id="approvals-heading" className="text-xl font-bold text-slate-900">
        Approval history
      </h2>
      <ol className="mt-3 space-y-3">
        {organisation.approvals.map((approval) => (
          <li key={approval.id} className="border-l-4 border-violet-400 pl-3">
            <p className="font-semibold text-slate-900">
              {STATE_WORDS[approval.state]}: {approval.estimate} (limit {approval.limit})
            </p>
            <p className="text-sm text-slate-700">
              Asked {approval.requestedLabel} by {approval.requestedBy}.
              {approval.decidedLabel
                ? ` Decided ${approval.decidedLabel} by ${approval.decidedBy ?? "a member"} (${approval.via ?? ""}).`
                : ""}
            </p>
            {approval.reason ? (
              <p className="whitespace-pre-line break-words text-slate-800">
                Reason: {approval.reason}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

import { Form } from "@remix-run/react";
import { ApprovalDecisionForm } from "~/components/approvals/decision-form";
import type { OrgJobDetail } from "~/lib/views/organisations";
import { organisationPath } from "~/lib/organisations";
import { SubmitButton } from "~/components/ui/fields";

/**
 * The spend decision on a job whose estimate is above the organisation's limit. Managers and
 * owners decide here (the form posts to the approval route); members see who can.
 */
export function ApprovalBox({
  slug,
  job,
  mayDecide,
}: {
  slug: string;
  job: OrgJobDetail;
  mayDecide: boolean;
}) {
  const pending = job.pendingApproval;
  if (!pending) return null;
  return (
    <section
      aria-labelledby="approval-heading"
      className="card border-2 border-violet-300 bg-violet-50"
    >
      <h2 id="approval-heading" className="text-xl font-bold text-slate-900">
        Spend waiting for approval
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">Estimate</dt>
          <dd className="text-2xl font-extrabold text-slate-900">{pending.estimate}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Your spend limit</dt>
          <dd className="text-2xl font-extrabold text-slate-900">{pending.spendLimit}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        Asked <time dateTime={pending.requested.at}>{pending.requested.label}</time>. Approved work
        goes back to our queue to be booked; declined work is cancelled with your reason.
      </p>
      {mayDecide ? (
        <div className="mt-4">
          <ApprovalDecisionForm
            id="portal-approval"
            action={organisationPath(slug, `/jobs/${job.reference}/approval`)}
            preselected={null}
            estimate={pending.estimate}
          />
        </div>
      ) : (
        <p className="mt-4 font-semibold text-slate-900">Waiting for a manager&rsquo;s approval.</p>
      )}
    </section>
  );
}

/**
 * A new tracking link for the tenant. Links are kept only as hashes, so the one made here is
 * shown once, in the answer to the button, for the member to copy and pass on.
 */
export function TenantLinkBox({ reference, minted }: { reference: string; minted: string | null }) {
  return (
    <section aria-labelledby="tenant-link-heading" className="card">
      <h2 id="tenant-link-heading" className="text-xl font-bold text-slate-900">
        The tenant&rsquo;s tracking link
      </h2>
      <p className="mt-1 text-slate-700">
        A link for the tenant to follow {reference}: the status, the arrival window and when the
        engineer is on the way. It shows nothing else of yours.
      </p>
      {minted ? (
        <div className="mt-3 space-y-2" role="status">
          <label htmlFor="tenant-link" className="field-label">
            Copy this link and pass it on (it is shown only now)
          </label>
          <input
            id="tenant-link"
            type="url"
            readOnly
            value={minted}
            className="field-input min-h-11 font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p>
            <a href={minted} target="_blank" rel="noreferrer">
              Open the tracking page
            </a>
          </p>
        </div>
      ) : null}
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="tracking-link" />
        <SubmitButton
          intent="tracking-link"
          pendingLabel="Making the link…"
          className="btn-secondary"
        >
          {minted ? "Make another link" : "Make a tracking link"}
        </SubmitButton>
      </Form>
    </section>
  );
}

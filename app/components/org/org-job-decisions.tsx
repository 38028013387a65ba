import { Form } from "@remix-run/react";
import { DecisionControls, DecisionFacts } from "~/components/org/org-decision";
import type { OrgJobDetail } from "~/lib/views/organisations";
import { SubmitButton } from "~/components/ui/fields";

/**
 * What waits for the organisation's decision on a job: spend above its limit, a quote, or
 * both as one decision (decision 0074). Managers and owners decide here (the form posts to
 * the approval route); members see who can.
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
  const item = job.waiting;
  if (!item) return null;
  return (
    <section
      aria-labelledby="approval-heading"
      className="card border-2 border-violet-300 bg-violet-50"
    >
      <h2 id="approval-heading" className="text-xl font-bold text-slate-900">
        {item.quote ? "Quote waiting for your decision" : "Spend waiting for approval"}
      </h2>
      <div className="mt-3">
        <DecisionFacts item={item} />
      </div>
      <DecisionControls slug={slug} item={item} mayDecide={mayDecide} formId="portal-approval" />
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

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { organisationPath } from "~/lib/organisations";
import { siteOrigin } from "~/.server/auth/auth.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { decideApproval } from "~/.server/orgs/approval-decisions.server";
import { requireOrganisation } from "~/.server/http/org-guard.server";
import { findOrgJob } from "~/.server/orgs/org-job-lookup.server";
import { notFound } from "~/.server/http/not-found.server";
import { parseWithZod, approvalDecisionSchema } from "~/lib/schemas/validation.server";

export const headers = routeHeaders;

function jobPath(slug: string, reference: string): string {
  return organisationPath(encodeURIComponent(slug), `/jobs/${encodeURIComponent(reference)}`);
}

/** Nothing to show here: the decision form is on the job's page. */
/** Only the job's page answers a GET; for another organisation's job, the same 404 as there. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const { db } = context.services;
  const job = await findOrgJob(db, scope, params.reference ?? "");
  if (!job) notFound();
  return redirect(jobPath(scope.slug, job.reference), { headers });
}

/**
 * A manager's or owner's decision on spend, or on the job's quote, in the portal (decisions
 * 0033 and 0074): the same domain function as the e-mailed links and the quote's page. Every
 * answer goes back to the job's page (or the list it was sent from) with a toast — a
 * success, or the refusal with its message (the only field is the reason, limited in the form;
 * an empty one on a decline is the toast's message). Another organisation's job is the 404.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug, {
    needs: "manager",
  });
  const { formData } = await readForm(request, {
    schema: approvalDecisionSchema,
    fields: ["return"],
  });
  const reference = params.reference ?? "";
  // The one list of things waiting for a decision answers on itself; the job's page on itself.
  const back =
    formData.get("return") === "approvals"
      ? organisationPath(encodeURIComponent(scope.slug), "/approvals")
      : jobPath(scope.slug, reference);
  const submission = parseWithZod(formData, { schema: approvalDecisionSchema });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {})
      .flat()
      .filter((message): message is string => typeof message === "string");
    throw await redirectWithToast(
      back,
      { type: "error", title: "Decision not sent", description: messages.join(" ") },
      { headers },
    );
  }
  const { db } = context.services;
  const result = await decideApproval(db, { via: "portal", scope, reference }, submission.value, {
    siteOrigin: siteOrigin(request),
  });
  if (!result.ok && result.reason === "not-found") notFound();
  if (!result.ok) {
    throw await redirectWithToast(
      back,
      { type: "error", title: "Nothing changed", description: result.message },
      { headers },
    );
  }
  throw await redirectWithToast(back, decidedToast(result), { headers });
}

function decidedToast(result: {
  decision: "approve" | "decline";
  reference: string;
  estimate: string;
  quoteReference: string | null;
}) {
  if (result.quoteReference) {
    return result.decision === "approve"
      ? {
          type: "success" as const,
          title: "Quote accepted",
          description: `${result.quoteReference} (${result.estimate}) for ${result.reference} is accepted, and with it the spend. Our office books the work.`,
        }
      : {
          type: "success" as const,
          title: "Quote declined",
          description: `${result.quoteReference} for ${result.reference} is declined; our office has your reason.`,
        };
  }
  return result.decision === "approve"
    ? {
        type: "success" as const,
        title: "Estimate approved",
        description: `${result.reference} (${result.estimate}) goes back to our office to book an engineer and a time.`,
      }
    : {
        type: "success" as const,
        title: "Estimate declined",
        description: `${result.reference} is cancelled; our office has your reason.`,
      };
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ApprovalDecisionForm } from "~/components/approvals/decision-form";
import { siteOrigin } from "~/.server/auth/auth.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { decideApproval } from "~/.server/orgs/approval-decisions.server";
import { openApprovalLink } from "~/.server/orgs/approval-links.server";
import { notFound } from "~/.server/http/not-found.server";
import {
  parseWithZod,
  APPROVAL_DECISIONS,
  approvalDecisionSchema,
} from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Approve or decline an estimate | We Fix Coventry" },
  { name: "description", content: "Decide on an estimate above your organisation's spend limit." },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

/**
 * The page of an e-mailed approve/decline link: it names the job and asks for the click, and
 * decides nothing (e-mail scanners fetch links). `?decision=` from the e-mail preselects a
 * choice. Unknown: the site's 404; used, expired or already decided: 410 with the reason.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const visit = await openApprovalLink(db, params.token ?? "", { ip: clientAddress(request) });
  if (!visit.ok && visit.reason === "not-found") notFound();
  if (!visit.ok && visit.reason === "dead") {
    return data(
      { state: "dead" as const, message: visit.message, reference: visit.reference },
      { status: 410 },
    );
  }
  if (!visit.ok) throw data({ message: visit.message }, refusalInit(visit));
  const asked = new URL(request.url).searchParams.get("decision");
  return data({
    state: "open" as const,
    page: visit.page,
    preselected: APPROVAL_DECISIONS.find((choice) => choice === asked) ?? null,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: approvalDecisionSchema });
  const submission = parseWithZod(formData, { schema: approvalDecisionSchema });
  if (submission.status !== "success") {
    return data({ answer: "form" as const, result: submission.reply() }, { status: 400 });
  }
  const { db } = context.services;
  const result = await decideApproval(
    db,
    { via: "link", token: params.token ?? "", ip: clientAddress(request) },
    submission.value,
    { siteOrigin: siteOrigin(request) },
  );
  if (result.ok) {
    // The status is set so the page's own (now dead) link does not turn it into a 410.
    return data({ answer: "decided" as const, ...result }, { status: 200 });
  }
  if (result.reason === "not-found") notFound();
  if (result.reason === "dead") {
    return data({ answer: "dead" as const, message: result.message }, { status: 410 });
  }
  return data(
    { answer: "form" as const, result: submission.reply({ formErrors: [result.message] }) },
    refusalInit(result),
  );
}

function Decided({
  decision,
  reference,
  organisationName,
  estimate,
  quoteReference,
}: {
  decision: "approve" | "decline";
  reference: string;
  organisationName: string;
  estimate: string;
  quoteReference: string | null;
}) {
  const what = quoteReference ? "Quote" : "Estimate";
  return (
    <div role="status" className="card space-y-3 border-l-4 border-green-700">
      <h2 className="text-xl font-bold text-slate-900">
        {decision === "approve"
          ? `${what} ${quoteReference ? "accepted" : "approved"}`
          : `${what} declined`}
      </h2>
      {quoteReference ? (
        <p>
          Quote {quoteReference} is {decision === "approve" ? "accepted" : "declined"}: that was
          also your decision on the spend.
        </p>
      ) : null}
      <p>
        {decision === "approve"
          ? `Thank you. ${reference} (${estimate}) goes back to our office, who will book an engineer and a time and let the job's contact know.`
          : `${reference} is cancelled and our office has your reason. Nothing will be charged to ${organisationName} for this work.`}
      </p>
      <p>This link has now been used and will not work again.</p>
    </div>
  );
}

function DeadLink({ message }: { message: string }) {
  return (
    <div role="alert" className="card space-y-3 border-l-4 border-amber-600">
      <h2 className="text-xl font-bold text-slate-900">This link no longer works</h2>
      <p>{message}</p>
      <p>
        Managers and owners can still see the job, and any decision, in the organisation&apos;s
        portal after signing in.
      </p>
    </div>
  );
}

export default function ApprovalPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  let body: React.ReactNode;
  if (answer?.answer === "decided") body = <Decided {...answer} />;
  else if (answer?.answer === "dead") body = <DeadLink message={answer.message} />;
  else if (loaded.state === "dead") body = <DeadLink message={loaded.message} />;
  else {
    const { page } = loaded;
    body = (
      <div className="space-y-6">
        <section aria-labelledby="job-heading" className="card">
          <h2 id="job-heading" className="text-xl font-bold text-slate-900">
            {page.organisationName}: job {page.reference}
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="font-semibold">Property</dt>
              <dd className="break-words">{page.propertyLabel}</dd>
            </div>
            <div>
              <dt className="font-semibold">Service</dt>
              <dd>{page.serviceName}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="font-semibold">What needs doing</dt>
              <dd className="whitespace-pre-line break-words">{page.description}</dd>
            </div>
            <div>
              <dt className="font-semibold">
                {page.quoteReference ? `Quote ${page.quoteReference}` : "Estimate"}
              </dt>
              <dd className="text-2xl font-extrabold text-slate-900">{page.estimate}</dd>
            </div>
            <div>
              <dt className="font-semibold">Your spend limit</dt>
              <dd className="text-lg">{page.limit}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="decide-heading" className="card">
          <h2 id="decide-heading" className="text-xl font-bold text-slate-900">
            Approve or decline
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            This link was sent to {page.recipientName}. It works once, until {page.expiresLabel}.
          </p>
          {page.quoteReference ? (
            <p className="mt-2 text-slate-800">
              Our office has since sent quote {page.quoteReference} for this work: approving accepts
              it, and declining declines it.
            </p>
          ) : null}
          <div className="mt-4">
            <ApprovalDecisionForm
              id="approval"
              lastResult={answer?.answer === "form" ? answer.result : undefined}
              preselected={loaded.preselected}
              estimate={page.estimate}
              subject={page.quoteReference ? "quote" : "estimate"}
            />
          </div>
        </section>
      </div>
    );
  }
  return (
    <div className="container-page max-w-2xl py-10 text-slate-800">
      <h1 className="text-3xl font-extrabold text-slate-900">Approve or decline an estimate</h1>
      <div className="mt-6">{body}</div>
    </div>
  );
}

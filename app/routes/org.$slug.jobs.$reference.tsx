import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { StatusBadge } from "~/components/admin-jobs/status-badge";
import { ApprovalBadge, OverdueBadge } from "~/components/org/org-job-badges";
import { renderedOnServerOrLoaded } from "~/components/ui/loaded-once-up";
import { OrgJobFacts, OrgJobPhotos, OrgJobVisit } from "~/components/org/org-job-facts";
import { orgShellData, OrgShell } from "~/components/org/org-shell";
import { JobTimeline } from "~/components/tracking/job-timeline";
import { memberMay, organisationPath } from "~/lib/organisations";
import { orgPageMeta } from "~/lib/org-page-meta";
import * as renderedOnServer from "~/routes/org.$slug.jobs.job-forms.server";
import { siteOrigin } from "~/.server/auth/auth.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { addOrgJobComment } from "~/.server/orgs/comments.server";
import { requireOrganisation } from "~/.server/http/org-guard.server";
import { orgJobDetail } from "~/.server/orgs/org-job-detail.server";
import { mintTenantTrackingLink } from "~/.server/orgs/tenant-link.server";
import { notFound } from "~/.server/http/not-found.server";
import { refusalInit } from "~/.server/http/refusal.server";
import {
  parseWithZod,
  orgCommentSchema,
  orgJobIntent,
  tenantLinkSchema,
} from "~/lib/schemas/validation.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  orgPageMeta(loaded ? `Job ${loaded.job.reference}` : "Job", matches);

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const { db } = context.services;
  const job = await orgJobDetail(db, scope, params.reference ?? "");
  if (!job) notFound();
  return data(
    { org: orgShellData(scope), job, mayDecide: memberMay(scope.memberRole, "manager") },
    { headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const { formData } = await readForm(request, {
    schema: [orgCommentSchema, tenantLinkSchema],
    fields: ["intent"],
  });
  const { db } = context.services;
  const reference = params.reference ?? "";
  const intent = orgJobIntent(formData);
  if (intent === "tracking-link") {
    const minted = await mintTenantTrackingLink(db, scope, {
      reference,
      siteOrigin: siteOrigin(request),
    });
    if (!minted.ok && minted.reason === "not-found") notFound();
    if (!minted.ok) throw data({ message: minted.message }, refusalInit(minted, headers));
    // Shown once, in this answer: only the link's hash is kept.
    return data({ trackingLink: minted.url, result: undefined }, { headers });
  }
  if (intent === "comment") {
    const submission = parseWithZod(formData, { schema: orgCommentSchema });
    if (submission.status !== "success") {
      return data({ trackingLink: null, result: submission.reply() }, { status: 400, headers });
    }
    const added = await addOrgJobComment(db, scope, { reference, body: submission.value.body });
    if (!added.ok) notFound();
    return redirectWithToast(
      organisationPath(scope.slug, `/jobs/${reference}`),
      {
        type: "success",
        title: "Comment added",
        description: `The office sees it on ${reference}.`,
      },
      { headers },
    );
  }
  throw data(
    { message: "This form was not one the page has. Please use the page." },
    { status: 400, headers },
  );
}

const loadJobForms = () => import("~/components/org/org-job-forms-in-browser");
const ApprovalBox = renderedOnServerOrLoaded(renderedOnServer.ApprovalBox, () =>
  loadJobForms().then((forms) => forms.ApprovalBox),
);
const TenantLinkBox = renderedOnServerOrLoaded(renderedOnServer.TenantLinkBox, () =>
  loadJobForms().then((forms) => forms.TenantLinkBox),
);
const OrgJobComments = renderedOnServerOrLoaded(renderedOnServer.OrgJobComments, () =>
  loadJobForms().then((forms) => forms.OrgJobComments),
);

export default function OrgJobPage() {
  const { org, job, mayDecide } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <OrgShell org={org} title={`Job ${job.reference}`}>
      <p className="text-sm font-semibold">
        <Link to={organisationPath(org.slug, "/jobs")}>
          <span aria-hidden="true">←</span> Every job
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <StatusBadge status={job.status} label={job.statusLabel} />
        {job.overdue ? <OverdueBadge /> : null}
        {job.approval ? <ApprovalBadge approval={job.approval} /> : null}
      </div>
      <p className="mt-2 text-lg text-slate-800">
        {job.serviceName} at {job.property.label ?? job.property.address}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Suspense fallback={null}>
            <ApprovalBox slug={org.slug} job={job} mayDecide={mayDecide} />
          </Suspense>
          <OrgJobFacts slug={org.slug} job={job} />
          <OrgJobVisit job={job} />
          <OrgJobPhotos slug={org.slug} job={job} />
          <section aria-labelledby="timeline-heading" className="card">
            <h2 id="timeline-heading" className="text-xl font-bold text-slate-900">
              Timeline
            </h2>
            <div className="mt-3">
              <JobTimeline entries={job.timeline} />
            </div>
          </section>
        </div>
        <div className="space-y-6">
          <Suspense fallback={null}>
            <TenantLinkBox reference={job.reference} minted={answer?.trackingLink ?? null} />
            <OrgJobComments
              organisationName={org.name}
              comments={job.comments}
              lastResult={answer?.result}
            />
          </Suspense>
        </div>
      </div>
    </OrgShell>
  );
}

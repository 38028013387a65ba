import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { ChangeHistory } from "~/components/admin/change-history";
import { ApprovalHistory, OrganisationFacts } from "~/components/admin-jobs/job-organisation-facts";
import { renderedOnServerOrLoaded } from "~/components/ui/loaded-once-up";
import {
  AdminTimeline,
  JobFacts,
  JobOutcome,
  PhotoGallery,
} from "~/components/admin-jobs/job-record";
import { EmergencyBadge, StatusBadge } from "~/components/admin-jobs/status-badge";
import { JobMoney } from "~/components/invoices/job-money";
import { londonDate } from "~/lib/calendar-date";
import * as renderedOnServer from "~/routes/admin.jobs.office-forms.server";
import { jobInvoices } from "~/.server/invoices/office-list.server";
import { adminJobDetail } from "~/.server/admin-jobs/job-detail.server";
import { listJobChangeLog } from "~/.server/audit/change-history.server";
import { answerAdminJobForm } from "~/routes/admin.jobs.form-answers.server";
import { siteOrigin } from "~/.server/auth/auth.server";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { notFound } from "~/.server/http/not-found.server";
import {
  ADMIN_JOB_FORM_SCHEMAS,
  estimateSchema,
  officeCommentSchema,
} from "~/lib/schemas/validation.server";

export const meta: MetaFunction<typeof loader> = ({ data: facts }) => [
  { title: `${facts?.job.reference ?? "Job"} | Admin | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const detail = await adminJobDetail(db, params.reference ?? "");
  if (!detail) notFound();
  const history = await listJobChangeLog(db, detail.job.id);
  const invoices = await jobInvoices(db, detail.job.id, londonDate(new Date()));
  return data({ ...detail, history, invoices }, { headers });
}

export const headers = routeHeaders;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, {
    schema: [...ADMIN_JOB_FORM_SCHEMAS, estimateSchema, officeCommentSchema],
    fields: ["intent"],
  });
  const { db } = context.services;
  return answerAdminJobForm(db, formData, {
    reference: params.reference ?? "",
    actor: { id: account.user.id, role: "admin" },
    actorName: account.profile?.full_name || account.user.fullName || account.user.email,
    siteOrigin: siteOrigin(request),
    headers,
  });
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const loadOfficeForms = () => import("~/components/admin-jobs/office-forms-in-browser");
const DispatchForm = renderedOnServerOrLoaded(renderedOnServer.DispatchForm, () =>
  loadOfficeForms().then((forms) => forms.DispatchForm),
);
const EstimateForm = renderedOnServerOrLoaded(renderedOnServer.EstimateForm, () =>
  loadOfficeForms().then((forms) => forms.EstimateForm),
);
const NoteForm = renderedOnServerOrLoaded(renderedOnServer.NoteForm, () =>
  loadOfficeForms().then((forms) => forms.NoteForm),
);
const PriceForm = renderedOnServerOrLoaded(renderedOnServer.PriceForm, () =>
  loadOfficeForms().then((forms) => forms.PriceForm),
);
const CancelForm = renderedOnServerOrLoaded(renderedOnServer.CancelForm, () =>
  loadOfficeForms().then((forms) => forms.CancelForm),
);
const OrganisationComments = renderedOnServerOrLoaded(renderedOnServer.OrganisationComments, () =>
  loadOfficeForms().then((forms) => forms.OrganisationComments),
);

export default function AdminJobPage() {
  const detail = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { job, actions } = detail;
  return (
    <div className="container-page py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin">Dispatch board</Link> · <Link to="/admin/jobs">All jobs</Link> ·{" "}
        <Link to={`/admin/jobs/${job.reference}/quote`}>Quote</Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">{job.reference}</h1>
        <StatusBadge status={job.status} label={job.statusLabel} />
        {job.emergency ? <EmergencyBadge /> : null}
      </div>
      <p className="mt-1 text-lg text-slate-800">
        {job.serviceName} for {job.customerName}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="facts-heading" className="card">
            <h2 id="facts-heading" className="sr-only">
              The job
            </h2>
            <JobFacts job={job} />
          </section>
          {detail.organisation ? <OrganisationFacts organisation={detail.organisation} /> : null}
          <JobOutcome job={job} />
          {job.status === "completed" ? (
            <p>
              <Link to={`/admin/portfolio?reference=${job.reference}#from-job`}>
                Make a portfolio project
              </Link>
            </p>
          ) : null}
          <PhotoGallery
            id="customer-photos"
            title="Customer's photos"
            photos={detail.customerPhotos}
          />
          <PhotoGallery
            id="engineer-photos"
            title="Engineer's photos"
            photos={detail.engineerPhotos}
          />
          {detail.organisation ? (
            <>
              <ApprovalHistory organisation={detail.organisation} />
              <Suspense fallback={null}>
                <OrganisationComments
                  // A new comment starts the form again, empty.
                  key={detail.organisation.comments.length}
                  detail={detail}
                  organisation={detail.organisation}
                  reply={reply}
                />
              </Suspense>
            </>
          ) : null}
          <AdminTimeline entries={detail.timeline} />
        </div>
        {/* Keyed by the job's version: after a change every form shows the job as it is now. */}
        <div className="space-y-6" key={job.version}>
          <Suspense fallback={null}>
            {actions.dispatch ? (
              <Panel id="dispatch-heading" title="Engineer and window">
                <DispatchForm detail={detail} reply={reply} />
              </Panel>
            ) : null}
            {detail.organisation?.awaitingApproval ? (
              <p className="rounded-lg border-l-4 border-violet-600 bg-violet-50 px-4 py-3 text-violet-950">
                Waiting for {detail.organisation.name} to approve the estimate of{" "}
                {detail.organisation.estimate}: no engineer or new window until they do.
              </p>
            ) : null}
            {actions.estimate ? (
              <Panel id="estimate-heading" title="Estimate">
                <EstimateForm detail={detail} reply={reply} />
              </Panel>
            ) : null}
            <Panel id="note-heading" title="Add a note">
              <NoteForm jobId={job.id} reply={reply} />
            </Panel>
            <Panel id="price-heading" title="Price">
              <PriceForm detail={detail} reply={reply} />
            </Panel>
            <JobMoney
              reference={job.reference}
              finished={job.status === "completed"}
              invoices={detail.invoices}
            />
            {actions.cancel ? <CancelForm jobId={job.id} reply={reply} /> : null}
          </Suspense>
        </div>
      </div>
      <ChangeHistory entries={detail.history} heading="Change log" />
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PictureList, UploadForm } from "~/components/admin-portfolio/pictures";
import { ProjectForm } from "~/components/admin-portfolio/project-form";
import { ChangeHistory } from "~/components/admin/change-history";
import { formatLondonDateTime } from "~/lib/booking-rules";
import { CONSENT_METHOD_LABELS, isPortfolioId } from "~/lib/portfolio";
import { listChangeHistory } from "~/.server/audit/change-history.server";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { notFound } from "~/.server/http/not-found.server";
import { answerProjectPage } from "~/routes/admin.portfolio.form-answers.server";
import { PORTFOLIO_ENTITY } from "~/.server/portfolio/portfolio-common.server";
import { PORTFOLIO_UPLOAD_LIMITS } from "~/.server/portfolio/pictures.server";
import { portfolioProjectDetail } from "~/.server/portfolio/portfolio-read.server";
import { storage } from "~/.server/storage/storage.server";
import {
  PORTFOLIO_FILE_FIELDS,
  imageAltSchema,
  moveImageSchema,
  projectFieldsSchema,
  removeImageSchema,
  uploadImagesSchema,
} from "~/lib/schemas/validation.server";

export const meta: MetaFunction<typeof loader> = ({ data: facts }) => [
  { title: `${facts?.project.title ?? "Project"} | Portfolio | Admin | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const projectId = params.projectId ?? "";
  if (!isPortfolioId(projectId)) notFound();
  const { db } = context.services;
  const detail = await portfolioProjectDetail(db, projectId);
  if (!detail) notFound();
  const history = await listChangeHistory(db, { entity: PORTFOLIO_ENTITY, entityId: projectId });
  const consent = detail.consent
    ? {
        ...detail.consent,
        method: detail.consent.method ? CONSENT_METHOD_LABELS[detail.consent.method] : null,
        recordedAt: formatLondonDateTime(detail.consent.recordedAt),
      }
    : null;
  return data({ ...detail, consent, history }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const projectId = params.projectId ?? "";
  if (!isPortfolioId(projectId)) notFound();
  const { formData, refusedFiles } = await readForm(request, {
    schema: [
      projectFieldsSchema,
      uploadImagesSchema,
      imageAltSchema,
      moveImageSchema,
      removeImageSchema,
    ],
    fields: ["intent", ...PORTFOLIO_FILE_FIELDS],
    files: PORTFOLIO_UPLOAD_LIMITS,
  });
  const { db } = context.services;
  return answerProjectPage(db, formData, refusedFiles, projectId, {
    actor: { id: account.user.id, role: "admin" },
    headers,
    fileStorage: storage(),
  });
}

export default function PortfolioProjectPage() {
  const { project, consent, before, after, history } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="container-page py-8">
      <p>
        <Link to="/admin/portfolio">← Portfolio</Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="break-words text-3xl font-extrabold text-slate-900">{project.title}</h1>
        <span
          className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            project.published ? "bg-green-100 text-green-950" : "bg-slate-200 text-slate-900"
          }`}
        >
          {project.published ? "Published" : "Draft"}
        </span>
      </div>
      {project.published ? (
        <p className="mt-1">
          <Link to={`/portfolio#${project.slug}`}>See it on /portfolio</Link>
        </p>
      ) : null}

      {consent ? (
        <section aria-labelledby="consent-heading" className="card mt-6">
          <h2 id="consent-heading" className="text-xl font-bold text-slate-900">
            The customer&rsquo;s consent
          </h2>
          <dl className="mt-2 grid gap-1 text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">From job</dt>
            <dd>
              {consent.jobReference ? (
                <Link to={`/admin/jobs/${consent.jobReference}`}>{consent.jobReference}</Link>
              ) : (
                "—"
              )}
            </dd>
            <dt className="font-semibold">How</dt>
            <dd>{consent.method ?? "—"}</dd>
            <dt className="font-semibold">Recorded</dt>
            <dd>
              {consent.recordedAt}
              {consent.recordedBy ? ` by ${consent.recordedBy}` : ""}
            </dd>
            <dt className="font-semibold">Note</dt>
            <dd className="break-words">{consent.note ?? "—"}</dd>
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="details-heading" className="card mt-6">
        <h2 id="details-heading" className="text-xl font-bold text-slate-900">
          Details
        </h2>
        <ProjectForm
          // Remounted when the stored values change, so the fields show them.
          key={JSON.stringify(project)}
          intent="save"
          defaultValue={project}
          lastResult={reply?.form === "save" ? reply.result : undefined}
          submitLabel="Save the project"
        />
      </section>

      <section aria-labelledby="pictures-heading" className="card mt-6 scroll-mt-4">
        <h2 id="pictures-heading" className="text-xl font-bold text-slate-900">
          Photos
        </h2>
        <UploadForm reply={reply} />
        <PictureList stage="before" pictures={before} reply={reply} firstIndex={0} />
        <PictureList stage="after" pictures={after} reply={reply} firstIndex={before.length} />
      </section>

      <section aria-labelledby="delete-heading" className="card mt-6">
        <h2 id="delete-heading" className="text-xl font-bold text-slate-900">
          Delete the project
        </h2>
        <p className="mt-1 text-slate-700">
          Removes it from /portfolio and deletes its photos for good.
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="btn-secondary min-h-11 text-red-800">
            Delete “{project.title}”
          </button>
        </Form>
      </section>

      <ChangeHistory entries={history} />
    </div>
  );
}

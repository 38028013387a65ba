import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FromJobForm } from "~/components/admin-portfolio/from-job-form";
import { ResponsivePicture } from "~/components/responsive-picture";
import { FormError } from "~/components/ui/form-messages";
import {
  answerPortfolioList,
  listPortfolioProjects,
  moveProjectSchema,
  parsePortfolioCursor,
  projectFromJobSchema,
  readForm,
  requireRole,
  routeHeaders,
  storage,
} from "~/routes/admin.portfolio._index.server-imports.server";

export const meta: MetaFunction = () => [
  { title: "Portfolio | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const url = new URL(request.url);
  const after = parsePortfolioCursor(url.searchParams.get("after"));
  const page = await listPortfolioProjects(db, after);
  // The job page's "Make a portfolio project" link fills the reference in.
  const reference = (url.searchParams.get("reference") ?? "").slice(0, 30);
  return data({ ...page, firstPage: after !== null, reference }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, {
    schema: [moveProjectSchema, projectFromJobSchema],
    fields: ["intent"],
  });
  const { db } = context.services;
  return answerPortfolioList(db, formData, {
    actor: { id: account.user.id, role: "admin" },
    headers,
    fileStorage: storage(),
  });
}

const completed = new Intl.DateTimeFormat("en-GB", {
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

export default function AdminPortfolioPage() {
  const { projects, next, firstPage, reference } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">Portfolio</h1>
        <Link to="/admin/portfolio/new" className="btn-primary">
          Add a project
        </Link>
      </div>
      <p className="mt-2 max-w-2xl text-slate-700">
        Every project, drafts and published, in the order /portfolio shows them. Published ones
        appear there at once.
      </p>
      {reply?.form === "move" ? (
        <div className="mt-4">
          <FormError
            title="Not moved"
            message={Object.values(reply.result.error ?? {})
              .flat()
              .join(" ")}
          />
        </div>
      ) : null}

      <section aria-labelledby="projects-heading" className="mt-6">
        <h2 id="projects-heading" className="sr-only">
          Projects
        </h2>
        {projects.length === 0 ? (
          <p className="text-slate-700">No projects yet.</p>
        ) : (
          <ol className="space-y-3">
            {projects.map((project, index) => (
              <li
                key={project.id}
                id={`project-${project.id}`}
                className="card flex scroll-mt-4 flex-col gap-3 p-3 sm:flex-row sm:items-center"
              >
                <div className="w-full shrink-0 sm:w-32">
                  {project.thumbnail ? (
                    <ResponsivePicture
                      image={project.thumbnail.image}
                      alt={project.thumbnail.alt}
                      sizes="(min-width: 640px) 8rem, 100vw"
                      indexOnPage={index}
                      className="h-auto w-full rounded"
                    />
                  ) : (
                    <p className="rounded bg-slate-100 p-3 text-center text-sm text-slate-700">
                      No photos
                    </p>
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/admin/portfolio/${project.id}`}
                      className="break-words text-lg font-semibold"
                    >
                      {project.title}
                    </Link>
                    <span
                      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                        project.published
                          ? "bg-green-100 text-green-950"
                          : "bg-slate-200 text-slate-900"
                      }`}
                    >
                      {project.published ? "Published" : "Draft"}
                    </span>
                  </p>
                  <p className="text-sm text-slate-700">
                    {project.serviceName} · {project.location} ·{" "}
                    {completed.format(new Date(project.completedOn))}
                  </p>
                </div>
                <div className="flex gap-2">
                  {(["up", "down"] as const).map((direction) => (
                    <Form method="post" key={direction}>
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="projectId" value={project.id} />
                      <input type="hidden" name="direction" value={direction} />
                      <button type="submit" className="btn-secondary min-h-11">
                        {direction === "up" ? "Up" : "Down"}
                        <span className="sr-only"> “{project.title}”</span>
                      </button>
                    </Form>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        )}
        <nav aria-label="Pages" className="mt-4 flex justify-between gap-3">
          {firstPage ? (
            <Link to="/admin/portfolio" className="btn-secondary" rel="first">
              ← First page
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={`/admin/portfolio?after=${next}`} className="btn-secondary" rel="next">
              Next page →
            </Link>
          ) : null}
        </nav>
      </section>

      <section id="from-job" aria-labelledby="from-job-heading" className="card mt-8 scroll-mt-4">
        <h2 id="from-job-heading" className="text-xl font-bold text-slate-900">
          From a completed job
        </h2>
        <p className="mt-1 max-w-2xl text-slate-700">
          Makes a draft from the job&rsquo;s service and district and its engineer&rsquo;s before
          and after photos: never the customer&rsquo;s name, address or full postcode.
        </p>
        <FromJobForm
          reference={reference}
          lastResult={reply?.form === "from-job" ? reply.result : undefined}
        />
      </section>
    </div>
  );
}

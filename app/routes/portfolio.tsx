import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentHtml } from "~/components/content-html";
import { InfoPage } from "~/components/info-page";
import { ResponsivePicture } from "~/components/responsive-picture";
import { infoPageMeta } from "~/lib/content-page-meta";
import { useBusiness } from "~/lib/use-business";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { loadPortfolio } from "~/.server/pages/portfolio-pages.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [page, projects] = await Promise.all([
    loadInfoPage(context.services, "/portfolio"),
    loadPortfolio(db),
  ]);
  return { page, projects };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/portfolio");

const completed = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

interface NumberedPicture {
  alt: string;
  image: { key: string; widths: number[]; width: number; height: number };
  indexOnPage: number;
}

/** One stage's pictures of a project, two across from a tablet up. */
function StagePictures({
  id,
  label,
  project,
  pictures,
}: {
  id: string;
  label: string;
  /** The project's title: each stage's region needs a name of its own on the page. */
  project: string;
  pictures: NumberedPicture[];
}) {
  if (pictures.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-4">
      <h4 id={id} className="text-base font-semibold text-slate-900">
        {label}
        <span className="sr-only">: {project}</span>
      </h4>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {pictures.map((picture) => (
          <li key={picture.image.key}>
            <ResponsivePicture
              image={picture.image}
              alt={picture.alt}
              sizes="(min-width: 1024px) 28rem, (min-width: 640px) 50vw, 100vw"
              indexOnPage={picture.indexOnPage}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function PortfolioPage() {
  const { page, projects } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage page={page} phone={business.phone} phoneDisplay={business.phoneDisplay}>
      <section aria-labelledby="projects-heading" className="mt-10">
        <h2 id="projects-heading" className="text-2xl font-bold text-slate-900">
          Recent projects
        </h2>
        {projects.some((project) => project.before.length + project.after.length > 0) ? (
          // Promised only where it is true: some projects have no pictures.
          <p className="mt-2 text-slate-700">
            Where a project has pictures, they show it before we started and after we finished.
          </p>
        ) : null}
        <ul className="mt-4 space-y-6">
          {projects.map((project) => (
            <li key={project.slug} className="card">
              <h3 className="text-xl font-bold text-slate-900">{project.title}</h3>
              <p className="mt-1 text-sm text-slate-600">
                {project.location} · {completed.format(new Date(project.completedOn))}
              </p>
              <p className="mt-2 font-medium text-slate-800">{project.summary}</p>
              <StagePictures
                id={`${project.slug}-before`}
                label="Before"
                project={project.title}
                pictures={project.before}
              />
              <StagePictures
                id={`${project.slug}-after`}
                label="After"
                project={project.title}
                pictures={project.after}
              />
              <ContentHtml html={project.html} />
            </li>
          ))}
        </ul>
      </section>
    </InfoPage>
  );
}

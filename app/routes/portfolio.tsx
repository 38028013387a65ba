import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentHtml } from "~/components/content-html";
import { InfoPage } from "~/components/info-page";
import { imageLoadingAttributes } from "~/lib/images";
import { infoPageMeta } from "~/lib/page-meta";
import { useBusiness } from "~/lib/use-business";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { loadPortfolio } from "~/.server/pages/portfolio-pages.server";

export const handle = { cache: "public" };

export async function loader() {
  const [page, projects] = await Promise.all([loadInfoPage("/portfolio"), loadPortfolio()]);
  return { page, projects };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/portfolio");

const completed = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

export default function PortfolioPage() {
  const { page, projects } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage page={page} phone={business.phone} phoneDisplay={business.phoneDisplay}>
      <section aria-labelledby="projects-heading" className="mt-10">
        <h2 id="projects-heading" className="text-2xl font-bold text-slate-900">
          Recent projects
        </h2>
        <ul className="mt-4 space-y-6">
          {projects.map((project) => (
            <li key={project.slug} className="card">
              <h3 className="text-xl font-bold text-slate-900">{project.title}</h3>
              <p className="mt-1 text-sm text-slate-600">
                {project.location} · {completed.format(new Date(project.completedOn))}
              </p>
              <p className="mt-2 font-medium text-slate-800">{project.summary}</p>
              {project.images.length > 0 ? (
                <div className="mt-4 grid gap-3 sm:grid-cols-2">
                  {project.images.map((image) => (
                    <figure key={image.src}>
                      <img
                        src={image.src}
                        alt={image.alt}
                        width={800}
                        height={600}
                        className="h-auto w-full rounded-lg"
                        {...imageLoadingAttributes(image.indexOnPage)}
                      />
                      <figcaption className="mt-1 text-sm text-slate-700">{image.label}</figcaption>
                    </figure>
                  ))}
                </div>
              ) : null}
              <ContentHtml html={project.html} />
            </li>
          ))}
        </ul>
      </section>
    </InfoPage>
  );
}

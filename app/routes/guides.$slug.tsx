import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/info-page";
import { contentPageMeta } from "~/lib/content-page-meta";
import { rootMetaData } from "~/lib/root-data";
import { faqPage, howTo } from "~/lib/structured-data";
import { useBusiness } from "~/lib/use-business";
import { loadGuidePage } from "~/.server/pages/guide-pages.server";
import { notFound } from "~/.server/http/not-found.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ params, context }: LoaderFunctionArgs) {
  return (await loadGuidePage(context.services.db, params.slug ?? "")) ?? notFound();
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? contentPageMeta(rootMetaData(matches), {
        title: data.title,
        description: data.metaDescription,
        path: data.path,
        type: "article",
        breadcrumbs: data.breadcrumbs,
        structuredData: [
          howTo({
            name: data.h1,
            description: data.metaDescription,
            steps: data.steps,
            totalTime: data.totalTime,
            tools: data.toolsNeeded,
          }),
          faqPage(data.faqs),
        ],
      })
    : [{ title: "Page not found | We Fix Coventry" }];

export default function GuidePage() {
  const page = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage
      page={page}
      breadcrumbs={page.breadcrumbs}
      phone={business.phone}
      phoneDisplay={business.phoneDisplay}
      aside={
        <div className="card">
          <h2 className="text-xl font-bold text-slate-900">You will need</h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
            {page.toolsNeeded.map((tool) => (
              <li key={tool}>{tool}</li>
            ))}
          </ul>
        </div>
      }
    >
      <section aria-labelledby="steps-heading" className="mt-10">
        <h2 id="steps-heading" className="text-2xl font-bold text-slate-900">
          Step by step
        </h2>
        <ol className="mt-4 space-y-4">
          {page.steps.map((step, index) => (
            <li key={step.heading} className="card">
              <h3 className="text-lg font-semibold text-slate-900">
                {index + 1}. {step.heading}
              </h3>
              <p className="mt-1 text-slate-800">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </InfoPage>
  );
}

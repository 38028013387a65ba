import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/info-page";
import { infoPageMeta } from "~/lib/content-page-meta";
import { useBusiness } from "~/lib/use-business";
import { listGuides } from "~/.server/pages/guide-pages.server";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [page, guides] = await Promise.all([
    loadInfoPage(context.services, "/guides"),
    listGuides(db),
  ]);
  return { page, guides };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/guides");

export default function GuidesPage() {
  const { page, guides } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage page={page} phone={business.phone} phoneDisplay={business.phoneDisplay}>
      <ul className="mt-8 grid gap-4">
        {guides.map((guide) => (
          <li key={guide.slug} className="card">
            <h2 className="text-xl font-bold">
              <Link to={`/guides/${guide.slug}`}>{guide.h1}</Link>
            </h2>
            <p className="mt-2 text-slate-700">{guide.intro}</p>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}

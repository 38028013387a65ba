import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/info-page";
import { publicPageMeta } from "~/lib/page-meta";
import { rootMetaData } from "~/lib/root-data";
import { useBusiness } from "~/lib/use-business";
import { loadBlogIndex } from "~/.server/pages/blog-pages.server";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { notFound } from "~/.server/http/not-found.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [page, listing] = await Promise.all([
    loadInfoPage(context.services, "/blog"),
    loadBlogIndex(db, new URL(request.url).searchParams.get("page")),
  ]);
  return { page, listing: listing ?? notFound() };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  publicPageMeta(rootMetaData(matches), {
    title:
      data && data.listing.page > 1
        ? `${data.page.title} — page ${data.listing.page}`
        : (data?.page.title ?? "Blog"),
    description: data?.page.metaDescription ?? "",
    path: data && data.listing.page > 1 ? `/blog?page=${data.listing.page}` : "/blog",
  });

const published = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeZone: "Europe/London",
});

export default function BlogPage() {
  const { page, listing } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage page={page} phone={business.phone} phoneDisplay={business.phoneDisplay}>
      <section aria-labelledby="posts-heading" className="mt-10">
        <h2 id="posts-heading" className="text-2xl font-bold text-slate-900">
          Latest posts
        </h2>
        <ul className="mt-4 space-y-4">
          {listing.posts.map((post) => (
            <li key={post.slug} className="card">
              <h3 className="text-xl font-bold">
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={post.publishedAt}>
                  {published.format(new Date(post.publishedAt))}
                </time>
              </p>
              <p className="mt-2 text-slate-800">{post.excerpt}</p>
            </li>
          ))}
        </ul>
        {listing.pageCount > 1 ? (
          <nav aria-label="Blog pages" className="mt-6 flex gap-3">
            {listing.page > 1 ? (
              <Link
                to={listing.page === 2 ? "/blog" : `/blog?page=${listing.page - 1}`}
                className="btn-secondary"
              >
                Newer posts
              </Link>
            ) : null}
            {listing.page < listing.pageCount ? (
              <Link to={`/blog?page=${listing.page + 1}`} className="btn-secondary">
                Older posts
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </InfoPage>
  );
}

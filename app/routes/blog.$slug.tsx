import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentHtml } from "~/components/content-html";
import { ResponsivePicture } from "~/components/responsive-picture";
import { CallToAction } from "~/components/page-parts";
import { PageHero } from "~/components/page-hero";
import { contentPageMeta } from "~/lib/content-page-meta";
import { rootMetaData } from "~/lib/root-data";
import { blogPosting, truncateAtWord } from "~/lib/structured-data";
import { useBusiness } from "~/lib/use-business";
import { loadBlogPost, movedBlogPostPath } from "~/.server/pages/blog-pages.server";
import { notFound } from "~/.server/http/not-found.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const slug = params.slug ?? "";
  const post = await loadBlogPost(db, slug);
  if (post) return post;
  // A published post keeps every address it had: the old one answers 301 to the current.
  const moved = await movedBlogPostPath(db, slug);
  if (moved) throw redirect(moved, 301);
  return notFound();
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootMetaData(matches);
  if (!data || !root) return [{ title: "Page not found | We Fix Coventry" }];
  return contentPageMeta(root, {
    title: `${data.title} | We Fix Coventry`,
    description: truncateAtWord(data.excerpt, 160),
    path: data.path,
    type: "article",
    breadcrumbs: data.breadcrumbs,
    structuredData: [
      blogPosting({
        title: data.title,
        description: data.excerpt,
        path: data.path,
        origin: root.siteUrl,
        datePublished: data.publishedAt,
        dateModified: data.updatedAt,
        authorName: data.authorName,
      }),
    ],
  });
};

const published = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeZone: "Europe/London",
});

export default function BlogPostPage() {
  const post = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <article>
      <PageHero h1={post.title} intro={post.excerpt} breadcrumbs={post.breadcrumbs}>
        <p className="mt-3 text-sm text-brand-100">
          By {post.authorName} ·{" "}
          <time dateTime={post.publishedAt}>{published.format(new Date(post.publishedAt))}</time>
        </p>
      </PageHero>
      <div className="container-page max-w-3xl py-10">
        {post.cover ? (
          <div className="mb-8">
            <ResponsivePicture
              image={post.cover.image}
              alt={post.cover.alt}
              sizes="(min-width: 768px) 768px, 100vw"
              indexOnPage={0}
            />
          </div>
        ) : null}
        <ContentHtml html={post.html} />
        <CallToAction phone={business.phone} phoneDisplay={business.phoneDisplay} />
      </div>
    </article>
  );
}

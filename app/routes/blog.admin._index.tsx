import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireRole } from "~/.server/http/guards.server";
import { officeBlogListPage } from "~/.server/blog/post-records.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { StatusTabs } from "~/components/ui/status-tabs";

export const meta: MetaFunction = () => [
  { title: "Blog | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  return data(await officeBlogListPage(db, new URL(request.url).searchParams), { headers });
}

const STATUS_BADGE = {
  draft: "bg-slate-200 text-slate-900",
  scheduled: "bg-amber-100 text-amber-950",
  published: "bg-green-100 text-green-950",
} as const;

export default function BlogAdminListPage() {
  const facts = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">Blog</h1>
        <div className="flex flex-wrap gap-3">
          <Link to="/blog/starter" className="btn-secondary">
            Start from a starter article
          </Link>
          <Link to="/blog/admin/new" className="btn-primary">
            Write a new post
          </Link>
        </div>
      </div>
      <p className="mt-2 text-slate-700">
        Every post, newest first. Published posts are on /blog and in the sitemap; scheduled ones
        publish themselves at their time.
      </p>

      <StatusTabs label="Posts by status" tabs={facts.tabs} />

      <section aria-labelledby="posts-heading" className="mt-6">
        <h2 id="posts-heading" className="text-xl font-bold text-slate-900">
          {facts.tabs.find((tab) => tab.current)?.label ?? "All"} posts
        </h2>
        {facts.posts.length === 0 ? (
          <p className="card mt-4">No posts here yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {facts.posts.map((post) => (
              <li key={post.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <Link to={`/blog/admin/${post.id}`} className="break-words text-lg font-semibold">
                    {post.title}
                  </Link>
                  <p className="break-words text-sm text-slate-700">/blog/{post.slug}</p>
                </div>
                <div className="text-sm text-slate-800 sm:text-right">
                  <span
                    className={`inline-block rounded-full px-2 font-semibold ${STATUS_BADGE[post.status]}`}
                  >
                    {post.statusLabel}
                  </span>
                  {post.when ? <span> · {post.when}</span> : null}
                  <p className="text-slate-700">Changed {post.updatedLabel}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {facts.nextHref || facts.firstHref ? (
          <nav aria-label="Pages of posts" className="mt-4 flex flex-wrap justify-between gap-3">
            {facts.firstHref ? (
              <Link to={facts.firstHref} className="btn-secondary" rel="first">
                ← First page
              </Link>
            ) : (
              <span />
            )}
            {facts.nextHref ? (
              <Link to={facts.nextHref} className="btn-secondary" rel="next">
                Next page →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

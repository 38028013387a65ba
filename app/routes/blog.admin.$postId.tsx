import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ChangeHistory } from "~/components/admin/change-history";
import { PostEditor } from "~/components/blog-admin/post-editor";
import { requireRole } from "~/.server/http/guards.server";
import { EDITOR_FORM, editorAction } from "~/routes/blog.admin.editor-action.server";
import { readForm } from "~/.server/http/form.server";
import { editorPage } from "~/.server/blog/post-records.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { notFound } from "~/.server/http/not-found.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page ? page.post.title : "Post"} | Blog | Admin | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  // editorPage checks the id's format before the bigint column sees it.
  const page = await editorPage(db, params.postId ?? "");
  if (!page) notFound();
  return data(page, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireRole(context.services, request, ["admin"]);
  const form = await readForm(request, EDITOR_FORM);
  return editorAction(context.services.db, staff, params.postId ?? "", form);
}

function statusLine(post: {
  status: string;
  statusLabel: string;
  scheduledLabel: string | null;
  publishedLabel: string | null;
}) {
  if (post.status === "published") return `Published ${post.publishedLabel ?? ""}.`;
  if (post.status === "scheduled") {
    return `Scheduled: it publishes itself at ${post.scheduledLabel ?? ""} (London time).`;
  }
  return "Draft: only the office can see it.";
}

export default function EditBlogPostPage() {
  const { post, preview, history, oldSlugs } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container-page py-8">
      <p>
        <Link to="/blog/admin">← Blog</Link>
      </p>
      <h1 className="mt-2 break-words text-3xl font-extrabold text-slate-900">
        Edit “{post.title}”
      </h1>
      <p className="mt-2 text-slate-700">
        {post.status === "published" ? (
          <Link to={`/blog/${post.slug}`}>See it at /blog/{post.slug}</Link>
        ) : (
          `Its address will be /blog/${post.slug}.`
        )}
        {oldSlugs.length > 0
          ? ` Old addresses that lead here: ${oldSlugs.map((slug) => `/blog/${slug}`).join(", ")}.`
          : null}
      </p>
      <PostEditor
        // A saved change (a redirect back here) starts the form from the stored values.
        key={`${post.id}:${post.status}:${post.slug}:${history[0]?.id ?? ""}`}
        defaults={{
          title: post.title,
          slug: post.slug,
          description: post.description,
          body: post.body,
          tags: post.tags,
          coverAlt: post.coverAlt,
          scheduledFor: post.scheduledFor,
        }}
        state={{ status: post.status, statusLine: statusLine(post), cover: post.cover }}
        answer={answer}
        savedPreview={preview}
      />
      <ChangeHistory entries={history} />
    </div>
  );
}

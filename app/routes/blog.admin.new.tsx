import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PostEditor } from "~/components/blog-admin/post-editor";
import { requireRole } from "~/.server/http/guards.server";
import { EDITOR_FORM, editorAction } from "~/routes/blog.admin.editor-action.server";
import { readForm } from "~/.server/http/form.server";
import { previewPost } from "~/.server/blog/post-checks.server";
import { routeHeaders } from "~/.server/http/route-headers.server";

export const meta: MetaFunction = () => [
  { title: "New post | Blog | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const preview = previewPost({
    title: "",
    description: "",
    body: "",
    slug: "new",
    coverAlt: null,
  });
  return data({ preview }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireRole(context.services, request, ["admin"]);
  const form = await readForm(request, EDITOR_FORM);
  return editorAction(context.services.db, staff, null, form);
}

const EMPTY = {
  title: "",
  slug: "",
  description: "",
  body: "",
  tags: "",
  coverAlt: "",
  scheduledFor: "",
};

export default function NewBlogPostPage() {
  const answer = useActionData<typeof action>();
  const { preview } = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-8">
      <p>
        <Link to="/blog/admin">← Blog</Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">New post</h1>
      <PostEditor
        defaults={EMPTY}
        state={{ status: null, statusLine: "Not saved yet.", cover: null }}
        answer={answer}
        savedPreview={preview}
      />
    </div>
  );
}

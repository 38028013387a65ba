import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { slugFromTitle } from "~/lib/blog-slug";
import { requireRole } from "~/.server/http/guards.server";
import { previewPost } from "~/.server/blog/post-checks.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { notFound } from "~/.server/http/not-found.server";
import { parseWithZod, blogPreviewSchema } from "~/lib/schemas/validation.server";

export const headers = routeHeaders;

/** Only the editor's live preview posts here; there is no page to show. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(context.services, request, ["admin"]);
  return notFound();
}

/** The live preview: the typed post rendered by the site's one pipeline, with its checks. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: blogPreviewSchema });
  const submission = parseWithZod(formData, { schema: blogPreviewSchema });
  if (submission.status !== "success") {
    return data(
      { preview: null, message: "The preview could not be made from what is typed." },
      { status: 400, headers },
    );
  }
  const { title = "", description = "", body = "", coverAlt = "", hasCover } = submission.value;
  const preview = previewPost({
    title,
    description,
    body,
    slug: slugFromTitle(title) || "preview",
    coverAlt: hasCover ? coverAlt : null,
  });
  return data({ preview, message: null }, { headers });
}

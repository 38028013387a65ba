import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { BLOG_POST_STATUS_LABELS } from "~/lib/blog-post-status";
import { londonDateTimeToInstant } from "~/lib/blog-schedule";
import { slugFromTitle } from "~/lib/blog-slug";
import { formatLondonDateTime } from "~/lib/booking-rules";
import {
  BLOG_POST_MESSAGES,
  blogPostSchema,
  isBlogEditorIntent,
  parseTags,
  type BlogEditorIntent,
  type BlogPostForm,
} from "~/lib/schemas/blog-post";
import type { ReadForm, ReadFormOptions, RefusedFile } from "~/.server/http/form.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import {
  previewPost,
  warningsAcknowledged,
  type PostPreview,
} from "~/.server/blog/post-checks.server";
import { loadEditorPost } from "~/.server/blog/post-records.server";
import { savePost, type StatusChange } from "~/.server/blog/post-save.server";
import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/schema.server";

export const COVER_LIMITS = { maxFiles: 1, maxFileBytes: 10 * 1024 * 1024 };

/** What the editor's form posts: the post's fields, the button pressed and a cover picture. */
export const EDITOR_FORM: ReadFormOptions = {
  schema: blogPostSchema,
  fields: ["intent", "cover"],
  files: COVER_LIMITS,
};

/** What the editor's form gets back when the page comes back instead of moving on. */
export interface EditorAnswer {
  result: SubmissionResult<string[]> | null;
  /** The preview and checks of what was typed. */
  preview: PostPreview | null;
  /** Publishing waits for a second click while these warnings stand. */
  confirm: { intent: "publish" | "schedule"; warnings: string[] } | null;
  message: string | null;
}

const UNKNOWN_INTENT = "This button was not recognised. Please use the buttons on the page.";
const CHOOSE_COVER_AGAIN =
  "Choose the cover picture again when you save: a preview does not keep it.";

function answer(body: EditorAnswer, status: number, headers: Headers) {
  return data(body, { status, headers });
}

function coverUpload(
  formData: FormData,
  refusedFiles: RefusedFile[],
): { error: string } | { file: File | null } {
  const tooLarge = refusedFiles.find((file) => file.reason === "too-large");
  if (tooLarge) return { error: `“${tooLarge.fileName}” is larger than 10 MB.` };
  const file = formData.get("cover");
  return { file: file instanceof File && file.size > 0 ? file : null };
}

function statusChangeFor(
  intent: Exclude<BlogEditorIntent, "preview">,
  form: BlogPostForm,
): StatusChange | { error: string } {
  if (intent === "publish") return { to: "published" };
  if (intent === "unpublish") return { to: "draft" };
  if (intent === "save") return { to: "keep" };
  const at = londonDateTimeToInstant(form.scheduledFor ?? "");
  return at ? { to: "scheduled", at } : { error: BLOG_POST_MESSAGES.scheduleFormat };
}

function toastFor(
  intent: BlogEditorIntent,
  status: keyof typeof BLOG_POST_STATUS_LABELS,
  slug: string,
  at: Date | null,
) {
  if (intent === "publish") {
    return { title: "Post published", description: `It is on /blog and at /blog/${slug} now.` };
  }
  if (intent === "schedule" && at) {
    return {
      title: "Post scheduled",
      description: `It appears on /blog at ${formatLondonDateTime(at)} (London time).`,
    };
  }
  if (intent === "unpublish") {
    return { title: "Post unpublished", description: "It is a draft again and no longer public." };
  }
  return {
    title: "Post saved",
    description:
      status === "published"
        ? `The changes are on /blog/${slug} now.`
        : `Saved as ${BLOG_POST_STATUS_LABELS[status].toLowerCase()}.`,
  };
}

/**
 * The editor's one action, for a new post (`postId` null) and an existing one: preview,
 * save, publish, schedule or unpublish. Nothing typed is lost: a refusal, a preview and the
 * warnings before publishing all answer with the form's values. Publishing or scheduling
 * while a search-helper check warns needs the "Publish anyway" button, which sends the
 * warnings the office was shown. The route has checked the account and read the form.
 */
export async function editorAction(
  db: Kysely<Database>,
  staff: { account: { user: { id: string } }; headers: Headers },
  postId: string | null,
  { formData, refusedFiles }: ReadForm,
) {
  const { account, headers } = staff;
  const existing = postId === null ? null : await loadEditorPost(db, postId);
  if (postId !== null && !existing) notFound();

  const intent = formData.get("intent");
  if (!isBlogEditorIntent(intent)) {
    return answer(
      { result: null, preview: null, confirm: null, message: UNKNOWN_INTENT },
      400,
      headers,
    );
  }
  const upload = coverUpload(formData, refusedFiles);
  const submission = parseWithZod(formData, { schema: blogPostSchema });
  if (submission.status !== "success") {
    const fieldErrors: Record<string, string[]> =
      "error" in upload ? { cover: [upload.error] } : {};
    return answer(
      { result: submission.reply({ fieldErrors }), preview: null, confirm: null, message: null },
      400,
      headers,
    );
  }
  const form = submission.value;
  const refuse = (field: string, message: string, preview: PostPreview | null = null) =>
    answer(
      {
        result: submission.reply({ fieldErrors: { [field]: [message] } }),
        preview,
        confirm: null,
        message: null,
      },
      400,
      headers,
    );
  if ("error" in upload) return refuse("cover", upload.error);

  const slug = form.slug ?? slugFromTitle(form.title);
  if (slug === "") return refuse("slug", BLOG_POST_MESSAGES.slugFromTitle);
  const hasCover =
    ("file" in upload && upload.file !== null) ||
    (existing?.cover !== null && existing?.cover !== undefined && !form.removeCover);
  const preview = previewPost({
    title: form.title,
    description: form.description,
    body: form.body,
    slug,
    coverAlt: hasCover ? (form.coverAlt ?? "") : null,
  });
  if (intent === "preview") {
    return answer(
      {
        result: submission.reply(),
        preview,
        confirm: null,
        message: "file" in upload && upload.file ? CHOOSE_COVER_AGAIN : null,
      },
      200,
      headers,
    );
  }

  const change = statusChangeFor(intent, form);
  if ("error" in change) return refuse("scheduledFor", change.error, preview);
  const goesPublic = intent === "publish" || intent === "schedule";
  if (goesPublic && !warningsAcknowledged(preview.warnings, form.acknowledgedWarnings)) {
    return answer(
      {
        result: submission.reply(),
        preview,
        confirm: { intent, warnings: preview.warnings },
        message: "file" in upload && upload.file ? CHOOSE_COVER_AGAIN : null,
      },
      409,
      headers,
    );
  }

  const saved = await savePost(
    db,
    { id: account.user.id, role: "admin" },
    postId,
    {
      title: form.title,
      slug,
      description: form.description,
      body: form.body,
      tags: parseTags(form.tags),
      coverAlt: form.coverAlt ?? "",
    },
    {
      upload: "file" in upload && upload.file ? Buffer.from(await upload.file.arrayBuffer()) : null,
      remove: form.removeCover === "on",
    },
    change,
  );
  if (!saved.ok && saved.reason === "not-found") notFound();
  if (!saved.ok) {
    const message =
      "file" in upload && upload.file && saved.field !== "cover" ? ` ${CHOOSE_COVER_AGAIN}` : "";
    return refuse(saved.field, `${saved.message}${message}`, preview);
  }
  return redirectWithToast(
    `/blog/admin/${saved.postId}`,
    {
      type: "success",
      ...toastFor(intent, saved.status, saved.slug, change.to === "scheduled" ? change.at : null),
    },
    { headers },
  );
}

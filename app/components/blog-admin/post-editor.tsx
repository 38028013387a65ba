import {
  getFormProps,
  getTextareaProps,
  useServerForm,
  getValidInputProps,
} from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { Field } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { ResponsivePicture } from "~/components/responsive-picture";
import type { BlogPostStatus } from "~/lib/blog-post-status";
import type { blogPostSchema } from "~/lib/schemas/blog-post";
import type { PostPreview } from "~/lib/views/blog";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { PostChecks, PostPreviewPanel } from "./post-preview-panel";
import { blogPostConstraint } from "~/lib/form-constraints/blog-post";

export interface EditorValues {
  title: string;
  slug: string;
  description: string;
  body: string;
  tags: string;
  coverAlt: string;
  scheduledFor: string;
}

/** The form's fields: the typed values plus the file, checkbox and confirmation fields. */
type EditorShape = z.input<typeof blogPostSchema> & { cover?: string };

export interface EditorState {
  status: BlogPostStatus | null;
  statusLine: string;
  cover: ResponsiveImage | null;
}

export interface EditorAnswerProps {
  result: SubmissionResult<string[]> | null;
  preview: PostPreview | null;
  confirm: { intent: "publish" | "schedule"; warnings: string[] } | null;
  message: string | null;
}

const PREVIEW_DELAY_MS = 500;

function Buttons({ status, busy }: { status: BlogPostStatus | null; busy: string | null }) {
  const button = (intent: string, label: string, className = "btn-secondary") => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`${className} min-h-11`}
      disabled={busy !== null}
    >
      {busy === intent ? "Working…" : label}
    </button>
  );
  return (
    <div className="flex flex-wrap gap-3">
      {button("preview", "Preview")}
      {button("save", status === null || status === "draft" ? "Save draft" : "Save changes")}
      {status !== "published" ? button("publish", "Publish now", "btn-primary") : null}
      {status === "published" || status === "scheduled"
        ? button("unpublish", "Unpublish (back to draft)")
        : null}
    </div>
  );
}

/**
 * The blog post editor of /blog/admin/new and /blog/admin/{id}: a plain multipart POST
 * without JavaScript ("Preview" brings the page back with the preview and everything typed);
 * with it, the preview and the checks follow the typing through a debounced fetcher, and the
 * server renders them with the site's one Markdown pipeline.
 */
export function PostEditor({
  defaults,
  state,
  answer,
  savedPreview,
}: {
  defaults: EditorValues;
  state: EditorState;
  answer: EditorAnswerProps | undefined;
  savedPreview: PostPreview;
}) {
  const [form, fields] = useServerForm<EditorShape>({
    id: "blog-post",
    lastResult: answer?.result ?? undefined,
    defaultValue: defaults,
    constraint: blogPostConstraint,
  });
  const navigation = useNavigation();
  const busyValue = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const busy = typeof busyValue === "string" ? busyValue : null;
  const live = useFetcher<{ preview: PostPreview | null }>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [typed, setTyped] = useState({
    title: String(answer?.result?.initialValue?.title ?? defaults.title),
    description: String(answer?.result?.initialValue?.description ?? defaults.description),
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const sent = new FormData(element);
      const hasCover =
        (state.cover !== null && sent.get("removeCover") !== "on") ||
        (sent.get("cover") instanceof File && (sent.get("cover") as File).size > 0);
      const body = new FormData();
      for (const name of ["title", "description", "body", "coverAlt"]) {
        body.set(name, String(sent.get(name) ?? ""));
      }
      if (hasCover) body.set("hasCover", "yes");
      setTyped({
        title: String(sent.get("title") ?? ""),
        description: String(sent.get("description") ?? ""),
      });
      live.submit(body, { method: "post", action: "/blog/admin/preview" });
    }, PREVIEW_DELAY_MS);
  };

  const preview = live.data?.preview ?? answer?.preview ?? savedPreview;
  const descriptionHintId = `${fields.description.id}-hint`;
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        onChange={onChange}
        aria-label="Blog post"
        className="min-w-0 space-y-5"
      >
        <FormError title="Not saved" message={answer?.message ?? form.errors?.join(" ")} />
        <Field field={fields.title} label="Title" />
        <Field
          field={fields.slug}
          label="Slug (the post's address)"
          optional
          hint="Lower-case words joined by hyphens, as in /blog/boiler-checks-in-coventry. Left empty, it is made from the title. Changing it later keeps the old address as a redirect."
        />
        <div>
          <label htmlFor={fields.description.id} className="field-label">
            Description
          </label>
          <p id={descriptionHintId} className="text-sm text-slate-600">
            Shown in search results and under the title: at most 160 characters (
            {Array.from(typed.description).length} now).
          </p>
          <textarea
            {...getTextareaProps(fields.description, { ariaDescribedBy: descriptionHintId })}
            key={fields.description.key}
            rows={3}
            className="field-input"
          />
          <FieldError field={fields.description} />
        </div>
        <div>
          <label htmlFor={fields.body.id} className="field-label">
            Post (Markdown)
          </label>
          <p id={`${fields.body.id}-hint`} className="text-sm text-slate-600">
            ## for headings (the title is the main one), **bold**, - for lists, [text](/services)
            for links, ![description](address) for pictures.
          </p>
          <textarea
            {...getTextareaProps(fields.body, { ariaDescribedBy: `${fields.body.id}-hint` })}
            key={fields.body.key}
            rows={18}
            className="field-input font-mono text-sm"
          />
          <FieldError field={fields.body} />
        </div>
        <Field field={fields.tags} label="Tags" optional hint="Separated by commas." />
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">Cover picture</legend>
          {state.cover ? (
            <div className="max-w-xs">
              <ResponsivePicture
                image={state.cover}
                alt={defaults.coverAlt}
                sizes="320px"
                indexOnPage={0}
              />
            </div>
          ) : null}
          <div>
            <label htmlFor="cover" className="field-label">
              {state.cover ? "Replace the picture" : "Picture"}
              <span className="font-normal text-slate-600"> (optional)</span>
            </label>
            <p id="cover-hint" className="text-sm text-slate-600">
              A photo up to 10 MB; it is stored at phone, tablet and desktop sizes.
            </p>
            <input
              id="cover"
              name="cover"
              type="file"
              accept="image/*"
              aria-describedby={`cover-hint ${fields.cover.errorId}`}
              aria-invalid={fields.cover.errors ? true : undefined}
              className="field-input"
            />
            <FieldError field={fields.cover} />
          </div>
          <Field
            field={fields.coverAlt}
            label="Picture description (alt text)"
            optional
            hint="Needed with a picture: what it shows, for people who cannot see it."
          />
          {state.cover ? (
            <label className="flex min-h-11 items-center gap-2">
              <input
                {...getValidInputProps(fields.removeCover, { type: "checkbox" })}
                key={fields.removeCover.key}
              />
              Remove the cover picture
            </label>
          ) : null}
        </fieldset>
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">Status</legend>
          <p className="text-slate-800">{state.statusLine}</p>
          {state.status !== "published" ? (
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-0">
                <label htmlFor={fields.scheduledFor.id} className="field-label">
                  Publish on (London time)
                </label>
                <input
                  {...getValidInputProps(fields.scheduledFor, { type: "datetime-local" })}
                  key={fields.scheduledFor.key}
                  className="field-input min-h-11"
                />
                <FieldError field={fields.scheduledFor} />
              </div>
              <button
                type="submit"
                name="intent"
                value="schedule"
                className="btn-secondary min-h-11"
                disabled={busy !== null}
              >
                {busy === "schedule" ? "Working…" : "Schedule"}
              </button>
            </div>
          ) : null}
        </fieldset>
        {answer?.confirm ? (
          <div role="alert" className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4">
            <p className="font-semibold text-slate-900">
              The search checks have {answer.confirm.warnings.length} warning
              {answer.confirm.warnings.length === 1 ? "" : "s"}:
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-900">
              {answer.confirm.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-800">
              Fix them and try again, or{" "}
              {answer.confirm.intent === "publish" ? "publish" : "schedule"} as it is.
            </p>
            <input
              type="hidden"
              name="acknowledgedWarnings"
              value={answer.confirm.warnings.join("\n")}
            />
            <button
              type="submit"
              name="intent"
              value={answer.confirm.intent}
              className="btn-primary mt-3 min-h-11"
              disabled={busy !== null}
            >
              {answer.confirm.intent === "publish" ? "Publish anyway" : "Schedule anyway"}
            </button>
          </div>
        ) : null}
        <Buttons status={state.status} busy={busy} />
      </Form>
      <div className="min-w-0 space-y-6">
        <PostChecks preview={preview} />
        <PostPreviewPanel
          preview={preview}
          title={typed.title}
          description={typed.description}
          updating={live.state !== "idle"}
        />
      </div>
    </div>
  );
}

import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { ResponsivePicture } from "~/components/responsive-picture";
import { PORTFOLIO_ALT_MAX_LENGTH, type PortfolioStage } from "~/lib/portfolio";
import type { ResponsiveImage } from "~/lib/responsive-image";

/** What a refused post of this page says, as the route answers it. */
export interface PictureReply {
  form: string;
  imageId?: string;
  result: { error?: Record<string, string[] | null> | null };
}

function errorsOf(reply: PictureReply | undefined, form: string, imageId?: string) {
  if (!reply || reply.form !== form || (imageId && reply.imageId !== imageId)) return null;
  return reply.result.error ?? null;
}

function joined(errors: Record<string, string[] | null> | null, name: string): string | null {
  return errors?.[name]?.join(" ") || null;
}

const STAGE_LABEL: Record<PortfolioStage, string> = { before: "Before", after: "After" };

/** Several before and several after photos in one post, each batch with an optional description. */
export function UploadForm({ reply }: { reply: PictureReply | undefined }) {
  const errors = errorsOf(reply, "upload");
  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-4 md:grid-cols-2">
      <input type="hidden" name="intent" value="upload" />
      <div className="md:col-span-2">
        <FormError title="Not uploaded" message={joined(errors, "")} />
      </div>
      {(["before", "after"] as const).map((stage) => {
        const files = `${stage}Photos`;
        const alt = `${stage}Alt`;
        return (
          <fieldset key={stage} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-semibold text-slate-900">
              {STAGE_LABEL[stage]} photos
            </legend>
            <label htmlFor={`upload-${files}`} className="field-label">
              {STAGE_LABEL[stage]} photos (JPEG, PNG, WebP or HEIC; up to 12 at once)
            </label>
            <input
              id={`upload-${files}`}
              type="file"
              name={files}
              multiple
              accept="image/*"
              aria-describedby={`upload-${files}-error`}
              className="field-input min-h-11"
            />
            <FieldError id={`upload-${files}-error`} errors={joined(errors, files)} />
            <label htmlFor={`upload-${alt}`} className="field-label mt-2">
              What they show <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <p id={`upload-${alt}-hint`} className="text-sm text-slate-600">
              Left empty, each gets a description from the title that you can change below.
            </p>
            <input
              id={`upload-${alt}`}
              type="text"
              name={alt}
              maxLength={PORTFOLIO_ALT_MAX_LENGTH}
              aria-describedby={`upload-${alt}-hint upload-${alt}-error`}
              className="field-input"
            />
            <FieldError id={`upload-${alt}-error`} errors={joined(errors, alt)} />
          </fieldset>
        );
      })}
      <div className="md:col-span-2">
        <SubmitButton intent="upload" pendingLabel="Uploading…">
          Upload the photos
        </SubmitButton>
      </div>
    </Form>
  );
}

export interface PictureItem {
  id: string;
  alt: string;
  image: ResponsiveImage;
}

/** One stage's pictures: each with its description, its place in the order and removal. */
export function PictureList({
  stage,
  pictures,
  reply,
  firstIndex,
}: {
  stage: PortfolioStage;
  pictures: PictureItem[];
  reply: PictureReply | undefined;
  firstIndex: number;
}) {
  return (
    <section aria-labelledby={`${stage}-pictures-heading`} className="mt-6">
      <h3 id={`${stage}-pictures-heading`} className="text-lg font-bold text-slate-900">
        {STAGE_LABEL[stage]} ({pictures.length})
      </h3>
      {pictures.length === 0 ? (
        <p className="mt-1 text-slate-700">No {stage} photos yet.</p>
      ) : (
        <ol className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pictures.map((picture, index) => {
            const errors =
              errorsOf(reply, "alt", picture.id) ??
              errorsOf(reply, "move-image", picture.id) ??
              errorsOf(reply, "remove-image", picture.id);
            const altId = `alt-${picture.id}`;
            return (
              <li key={picture.id} id={`picture-${picture.id}`} className="card scroll-mt-4 p-3">
                <ResponsivePicture
                  image={picture.image}
                  alt={picture.alt}
                  sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
                  indexOnPage={firstIndex + index}
                />
                <FormError
                  title="Not saved"
                  message={joined(errors, "") ?? joined(errors, "imageId")}
                />
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="alt" />
                  <input type="hidden" name="imageId" value={picture.id} />
                  <label htmlFor={altId} className="field-label">
                    Description of {stage} photo {index + 1}
                  </label>
                  <textarea
                    id={altId}
                    name="alt"
                    required
                    rows={2}
                    maxLength={PORTFOLIO_ALT_MAX_LENGTH}
                    defaultValue={picture.alt}
                    aria-describedby={`${altId}-error`}
                    className="field-input"
                  />
                  <FieldError id={`${altId}-error`} errors={joined(errors, "alt")} />
                  <button type="submit" className="btn-secondary mt-1 min-h-11">
                    Save the description
                  </button>
                </Form>
                <div className="mt-2 flex flex-wrap gap-2">
                  {(["up", "down"] as const).map((direction) => (
                    <Form method="post" key={direction}>
                      <input type="hidden" name="intent" value="move-image" />
                      <input type="hidden" name="imageId" value={picture.id} />
                      <input type="hidden" name="direction" value={direction} />
                      <button
                        type="submit"
                        className="btn-secondary min-h-11"
                        disabled={direction === "up" ? index === 0 : index === pictures.length - 1}
                      >
                        {direction === "up" ? "Earlier" : "Later"}
                        <span className="sr-only">
                          {" "}
                          ({stage} photo {index + 1})
                        </span>
                      </button>
                    </Form>
                  ))}
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-image" />
                    <input type="hidden" name="imageId" value={picture.id} />
                    <button type="submit" className="btn-secondary min-h-11 text-red-800">
                      Remove
                      <span className="sr-only">
                        {" "}
                        {stage} photo {index + 1}
                      </span>
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

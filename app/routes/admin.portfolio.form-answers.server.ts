// The HTTP layer of the forms of /admin/portfolio and /admin/portfolio/{id}: parses a post with
// its intent's schema, asks the one domain function for that change, and answers with a toast
// or with the refusal next to the field it came from. No rule about the portfolio lives here.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import {
  imageAltSchema,
  moveImageSchema,
  moveProjectSchema,
  projectFieldsSchema,
  projectFromJobSchema,
  removeImageSchema,
  uploadImagesSchema,
} from "~/lib/schemas/portfolio";
import type { Database } from "~/.server/db/schema.server";
import type { RefusedFile } from "~/.server/http/multipart.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import type { FileStorage } from "~/.server/storage/storage.server";
import { createProjectFromJob } from "~/.server/portfolio/from-job.server";
import type { PortfolioRefusal, StaffActor } from "~/.server/portfolio/portfolio-common.server";
import {
  addPortfolioPictures,
  movePicture,
  removePicture,
  updatePictureAlt,
} from "~/.server/portfolio/pictures.server";
import {
  createPortfolioProject,
  deletePortfolioProject,
  movePortfolioProject,
  updatePortfolioProject,
} from "~/.server/portfolio/projects.server";

export const PORTFOLIO_LIST = "/admin/portfolio";
export const UNKNOWN_PORTFOLIO_FORM =
  "This form could not be understood. Please reload the page and try again.";

/** A refused post, back to the form it came from; `imageId` names the picture's own form. */
export interface PortfolioFormReply {
  form: string;
  imageId?: string;
  result: SubmissionResult<string[]>;
}

export interface PortfolioRequest {
  actor: StaffActor;
  headers: Headers;
  fileStorage: FileStorage;
}

/** What the answers need of a Conform submission: its reply, with errors added. */
interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

function refusedReply(
  form: string,
  submission: Submission,
  refusal: PortfolioRefusal,
  headers: Headers,
  imageId?: string,
) {
  if (refusal.reason === "not-found") notFound();
  const result = refusal.field
    ? submission.reply({ fieldErrors: { [refusal.field]: [refusal.message] } })
    : submission.reply({ formErrors: [refusal.message] });
  return data({ form, imageId, result } satisfies PortfolioFormReply, { status: 400, headers });
}

function invalidReply(form: string, submission: Submission, headers: Headers, imageId?: string) {
  return data({ form, imageId, result: submission.reply() } satisfies PortfolioFormReply, {
    status: 400,
    headers,
  });
}

function unknownForm(headers: Headers): never {
  throw data({ message: UNKNOWN_PORTFOLIO_FORM }, { status: 400, headers });
}

/** The new-project form. */
export async function answerNewProject(
  db: Kysely<Database>,
  formData: FormData,
  request: PortfolioRequest,
) {
  const submission = parseWithZod(formData, { schema: projectFieldsSchema });
  if (submission.status !== "success") return invalidReply("project", submission, request.headers);
  const created = await createPortfolioProject(db, request.actor, submission.value);
  if (!created.ok) return refusedReply("project", submission, created, request.headers);
  return redirectWithToast(
    `${PORTFOLIO_LIST}/${created.projectId}`,
    {
      type: "success",
      title: submission.value.published ? "Project published" : "Draft saved",
      description: "Now add its before and after photos.",
    },
    { headers: request.headers },
  );
}

/** /admin/portfolio: move a project up or down, or make one from a completed job. */
export async function answerPortfolioList(
  db: Kysely<Database>,
  formData: FormData,
  request: PortfolioRequest,
) {
  const { actor, headers } = request;
  const intent = formData.get("intent");
  if (intent === "move") {
    const submission = parseWithZod(formData, { schema: moveProjectSchema });
    if (submission.status !== "success") return invalidReply("move", submission, headers);
    const moved = await movePortfolioProject(
      db,
      actor,
      submission.value.projectId,
      submission.value.direction,
    );
    if (!moved.ok) return refusedReply("move", submission, moved, headers);
    return redirectWithToast(
      `${PORTFOLIO_LIST}#project-${submission.value.projectId}`,
      {
        type: "success",
        title: moved.moved ? "Order changed" : "Already there",
        description: moved.moved
          ? `“${moved.title}” moved ${submission.value.direction}; /portfolio shows the new order.`
          : `“${moved.title}” is already at the ${submission.value.direction === "up" ? "top" : "bottom"}.`,
      },
      { headers },
    );
  }
  if (intent === "from-job") {
    const submission = parseWithZod(formData, { schema: projectFromJobSchema });
    if (submission.status !== "success") return invalidReply("from-job", submission, headers);
    const made = await createProjectFromJob(db, request.fileStorage, actor, submission.value);
    if (!made.ok) return refusedReply("from-job", submission, made, headers);
    return redirectWithToast(
      `${PORTFOLIO_LIST}/${made.projectId}`,
      {
        type: "success",
        title: "Draft made from the job",
        description: `“${made.title}” with ${made.pictures} photos and the customer's consent recorded. Check the text and the photos' descriptions, then publish it.`,
      },
      { headers },
    );
  }
  return unknownForm(headers);
}

/** The forms of one project's page. */
export async function answerProjectPage(
  db: Kysely<Database>,
  formData: FormData,
  refusedFiles: readonly RefusedFile[],
  projectId: string,
  request: PortfolioRequest,
) {
  const { actor, headers, fileStorage } = request;
  const back = `${PORTFOLIO_LIST}/${projectId}`;
  const toast = (title: string, description: string, anchor = "") =>
    redirectWithToast(`${back}${anchor}`, { type: "success", title, description }, { headers });
  const intent = formData.get("intent");
  switch (intent) {
    case "save": {
      const submission = parseWithZod(formData, { schema: projectFieldsSchema });
      if (submission.status !== "success") return invalidReply("save", submission, headers);
      const saved = await updatePortfolioProject(db, actor, projectId, submission.value);
      if (!saved.ok) return refusedReply("save", submission, saved, headers);
      return toast(
        saved.changed ? "Project saved" : "Nothing to save",
        saved.changed
          ? submission.value.published
            ? "/portfolio shows it as it is now."
            : "It is a draft: /portfolio does not show it."
          : "The project already had these values.",
      );
    }
    case "upload": {
      const submission = parseWithZod(formData, { schema: uploadImagesSchema });
      if (submission.status !== "success") return invalidReply("upload", submission, headers);
      const added = await addPortfolioPictures(
        db,
        fileStorage,
        actor,
        projectId,
        [
          {
            stage: "before",
            files: filesOf(formData, "beforePhotos"),
            alt: submission.value.beforeAlt,
          },
          {
            stage: "after",
            files: filesOf(formData, "afterPhotos"),
            alt: submission.value.afterAlt,
          },
        ],
        refusedFiles,
      );
      if (!added.ok) return refusedReply("upload", submission, added, headers);
      return toast(
        "Photos added",
        `${added.added} photo${added.added === 1 ? "" : "s"} added. Check each one's description below.`,
        "#pictures-heading",
      );
    }
    case "alt": {
      const submission = parseWithZod(formData, { schema: imageAltSchema });
      const imageId = stringOf(formData, "imageId");
      if (submission.status !== "success") return invalidReply("alt", submission, headers, imageId);
      const changed = await updatePictureAlt(
        db,
        actor,
        projectId,
        submission.value.imageId,
        submission.value.alt,
      );
      if (!changed.ok) return refusedReply("alt", submission, changed, headers, imageId);
      return toast("Description saved", "The photo's description is saved.", `#picture-${imageId}`);
    }
    case "move-image": {
      const submission = parseWithZod(formData, { schema: moveImageSchema });
      const imageId = stringOf(formData, "imageId");
      if (submission.status !== "success")
        return invalidReply("move-image", submission, headers, imageId);
      const moved = await movePicture(
        db,
        actor,
        projectId,
        submission.value.imageId,
        submission.value.direction,
      );
      if (!moved.ok) return refusedReply("move-image", submission, moved, headers, imageId);
      return toast(
        moved.changed ? "Order changed" : "Already there",
        "The photos are in the order shown.",
        `#picture-${imageId}`,
      );
    }
    case "remove-image": {
      const submission = parseWithZod(formData, { schema: removeImageSchema });
      const imageId = stringOf(formData, "imageId");
      if (submission.status !== "success")
        return invalidReply("remove-image", submission, headers, imageId);
      const removed = await removePicture(
        db,
        fileStorage,
        actor,
        projectId,
        submission.value.imageId,
      );
      if (!removed.ok) return refusedReply("remove-image", submission, removed, headers, imageId);
      return toast(
        "Photo removed",
        "The photo and its stored copies are gone.",
        "#pictures-heading",
      );
    }
    case "delete": {
      const deleted = await deletePortfolioProject(db, fileStorage, actor, projectId);
      if (!deleted.ok) notFound();
      return redirectWithToast(
        PORTFOLIO_LIST,
        {
          type: "success",
          title: "Project deleted",
          description: `“${deleted.title}” and its photos are gone.`,
        },
        { headers },
      );
    }
    default:
      return unknownForm(headers);
  }
}

function filesOf(formData: FormData, name: string): File[] {
  return formData.getAll(name).filter((entry): entry is File => typeof entry !== "string");
}

function stringOf(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 40) : undefined;
}

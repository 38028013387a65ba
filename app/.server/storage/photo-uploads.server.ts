import type { FileLimits, RefusedFile } from "../http/multipart.server";
import { prepareJobPhoto, type PreparedPhoto } from "./images.server";

/** Issue 4: up to 5 photos, images only, at most 10 MB each. */
export const JOB_PHOTO_LIMITS: FileLimits = { maxFiles: 5, maxFileBytes: 10 * 1024 * 1024 };

export const CHOOSE_AGAIN = "Please choose the photos again; everything else you typed is kept.";

export type PhotoUploadResult =
  { ok: true; photos: PreparedPhoto[] } | { ok: false; message: string };

/**
 * Checks the photos sent with a form and prepares them for storage. Any problem refuses all of
 * them with one message that names the file: a browser does not keep chosen files when the
 * page comes back, so the visitor chooses them again in one go.
 */
export async function prepareUploadedPhotos(
  entries: FormDataEntryValue[],
  refusedFiles: readonly RefusedFile[],
  limits: FileLimits = JOB_PHOTO_LIMITS,
): Promise<PhotoUploadResult> {
  const files = entries.filter((entry): entry is File => typeof entry !== "string");
  const tooMany =
    files.length > limits.maxFiles || refusedFiles.some((refused) => refused.reason === "too-many");
  if (tooMany) {
    return refuse(
      `You chose more than ${limits.maxFiles} photos: at most ${limits.maxFiles} can be sent.`,
    );
  }
  const tooLarge =
    refusedFiles.find((refused) => refused.reason === "too-large")?.fileName ??
    files.find((file) => file.size > limits.maxFileBytes)?.name;
  if (tooLarge !== undefined) {
    return refuse(`${quoted(tooLarge)} is larger than ${megabytes(limits.maxFileBytes)}.`);
  }
  const photos: PreparedPhoto[] = [];
  for (const file of files) {
    const prepared = await prepareJobPhoto(Buffer.from(await file.arrayBuffer()));
    if ("error" in prepared) return refuse(`${quoted(file.name)}: ${prepared.error}`);
    photos.push(prepared);
  }
  return { ok: true, photos };
}

function refuse(problem: string): PhotoUploadResult {
  return { ok: false, message: `${problem} ${CHOOSE_AGAIN}` };
}

function quoted(fileName: string): string {
  const name = fileName.length > 60 ? `${fileName.slice(0, 57)}…` : fileName;
  return `“${name || "A file"}”`;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

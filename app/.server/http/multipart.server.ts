import {
  MaxPartSizeExceededError,
  data,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { isSpam } from "./honeypot.server";
import { isSameOrigin } from "./origin.server";

export interface FileLimits {
  /** Files beyond this number are read past and reported, not kept. */
  maxFiles: number;
  maxFileBytes: number;
}

/** A file the visitor sent that was not kept, so the form can say which and why. */
export interface RefusedFile {
  fileName: string;
  reason: "too-large" | "too-many";
}

export interface SubmissionWithFiles {
  formData: FormData;
  refusedFiles: RefusedFile[];
}

// Text fields of a form with files: generous for any field we have, small enough that
// a flood of fields cannot fill the memory.
const MAX_TEXT_PART_BYTES = 100_000;
const MAX_TEXT_TOTAL_BYTES = 1_000_000;

class FormTooLargeError extends Error {}

/**
 * readSubmission for forms that may carry files (multipart/form-data): the same Origin check
 * and honeypot, and file parts held in memory within the limits. A file that is too large,
 * or one too many, does not fail the request: it is read past, left out of the form data
 * and reported in refusedFiles, so the form can come back with everything else kept.
 * A form sent without files (urlencoded) is read as usual.
 */
export async function readSubmissionWithFiles(
  request: Request,
  options: { honeypot?: boolean; files: FileLimits },
): Promise<SubmissionWithFiles> {
  if (!isSameOrigin(request)) {
    throw data(
      { message: "This form was sent from another site and has been refused." },
      { status: 403 },
    );
  }
  const refusedFiles: RefusedFile[] = [];
  const formData = isMultipart(request)
    ? await parseMultipart(request, options.files, refusedFiles)
    : await request.formData();
  if (options.honeypot && (await isSpam(formData))) {
    throw data(
      { message: "Your submission could not be accepted. Please try again." },
      { status: 400 },
    );
  }
  return { formData, refusedFiles };
}

function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get("Content-Type") ?? "");
}

async function parseMultipart(
  request: Request,
  limits: FileLimits,
  refusedFiles: RefusedFile[],
): Promise<FormData> {
  try {
    return await unstable_parseMultipartFormData(request, uploadHandler(limits, refusedFiles));
  } catch (error) {
    if (error instanceof FormTooLargeError) {
      throw data({ message: "This form is too large to send." }, { status: 413 });
    }
    throw data({ message: "This form could not be read. Please try again." }, { status: 400 });
  }
}

function uploadHandler(limits: FileLimits, refusedFiles: RefusedFile[]): UploadHandler {
  const readFile = unstable_createMemoryUploadHandler({ maxPartSize: limits.maxFileBytes });
  const readText = unstable_createMemoryUploadHandler({ maxPartSize: MAX_TEXT_PART_BYTES });
  let fileCount = 0;
  let textBytes = 0;
  return async (part) => {
    if (part.filename === undefined) {
      const value = await readText(part).catch((error: unknown) => {
        throw error instanceof MaxPartSizeExceededError ? new FormTooLargeError() : error;
      });
      textBytes += typeof value === "string" ? Buffer.byteLength(value) : 0;
      if (textBytes > MAX_TEXT_TOTAL_BYTES) throw new FormTooLargeError();
      return value;
    }
    // A file input left empty still sends a part, with no file name and no content.
    if (part.filename === "") {
      await drain(part.data);
      return undefined;
    }
    fileCount += 1;
    if (fileCount > limits.maxFiles) {
      await drain(part.data);
      refusedFiles.push({ fileName: part.filename, reason: "too-many" });
      return undefined;
    }
    try {
      return await readFile(part);
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError)) throw error;
      // The parser would buffer whatever is left of the part; reading it here keeps memory flat.
      await drain(part.data);
      refusedFiles.push({ fileName: part.filename, reason: "too-large" });
      return undefined;
    }
  };
}

async function drain(chunks: AsyncIterable<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of chunks) bytes += chunk.byteLength;
  return bytes;
}

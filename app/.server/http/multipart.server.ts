import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";

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

export type MultipartOutcome =
  | { ok: true; formData: FormData; refusedFiles: RefusedFile[] }
  | { ok: false; reason: "too-large" | "unreadable" };

// Text fields of a form with files: generous for any field we have, small enough that
// a flood of fields cannot fill the memory.
const MAX_TEXT_PART_BYTES = 100_000;
const MAX_TEXT_TOTAL_BYTES = 256 * 1024;

class FormTooLargeError extends Error {}

/**
 * A multipart body with files held in memory within the limits. A file that is too large, or
 * one too many, does not fail the request: it is read past, left out and reported, so the
 * form can come back with everything else kept. A body the parser cannot read (no boundary,
 * cut short, a part without a name) is "unreadable", never an exception.
 */
export async function readMultipart(
  request: Request,
  limits: FileLimits,
): Promise<MultipartOutcome> {
  if (!/;\s*boundary=("?)[^";]+\1/i.test(request.headers.get("Content-Type") ?? "")) {
    return { ok: false, reason: "unreadable" };
  }
  const refusedFiles: RefusedFile[] = [];
  try {
    const formData = await unstable_parseMultipartFormData(
      request,
      uploadHandler(limits, refusedFiles),
    );
    return { ok: true, formData, refusedFiles };
  } catch (error) {
    return { ok: false, reason: error instanceof FormTooLargeError ? "too-large" : "unreadable" };
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

import { combineHeaders } from "../http/headers.server";
import { photoThumbnail } from "./images.server";
import { isPublicImageFile } from "./responsive-images.server";
import { storage, type FileStorage, type StoredFileStream } from "./storage.server";

// Only files of the shape the server stores are ever looked up.
const JOB_PHOTO_KEY =
  /^jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{16,64}\.webp$/;

const COMMON_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** The one answer for a photo that is missing, malformed or not the caller's to see. */
export function photoNotFoundResponse(headers?: HeadersInit): Response {
  return new Response("Not found", {
    status: 404,
    headers: combineHeaders(headers, {
      ...COMMON_HEADERS,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    }),
  });
}

export type PhotoSize = "full" | "thumbnail";

/** `?size=thumbnail` asks for the small copy; anything else is the photo itself. */
export function requestedPhotoSize(request: Request): PhotoSize {
  return new URL(request.url).searchParams.get("size") === "thumbnail" ? "thumbnail" : "full";
}

/**
 * A stored job photo as an HTTP response, for a caller already allowed to see it. Photos of
 * someone's home stay in the browser's own cache only ("private"), never a shared one.
 */
export async function storedPhotoResponse(
  key: string,
  options: { headers?: HeadersInit; fileStorage?: FileStorage; size?: PhotoSize } = {},
): Promise<Response> {
  const fileStorage = options.fileStorage ?? storage();
  if (!JOB_PHOTO_KEY.test(key)) return photoNotFoundResponse(options.headers);
  const cacheControl = "private, max-age=3600";
  if (options.size === "thumbnail") {
    // The small copy is made from the whole photo, so that one is read into memory.
    const file = await fileStorage.get(key);
    if (!file) return photoNotFoundResponse(options.headers);
    const body = await photoThumbnail(file.body);
    return new Response(new Uint8Array(body), {
      headers: combineHeaders(options.headers, {
        ...COMMON_HEADERS,
        "Content-Type": "image/webp",
        "Content-Length": String(body.byteLength),
        "Cache-Control": cacheControl,
      }),
    });
  }
  const file = await openStored(fileStorage, key);
  if (!file) return photoNotFoundResponse(options.headers);
  return new Response(file.stream, {
    headers: combineHeaders(options.headers, {
      ...COMMON_HEADERS,
      "Content-Type": file.contentType,
      ...lengthHeader(file.contentLength),
      "Cache-Control": cacheControl,
    }),
  });
}

/** A stored picture of the public site: anyone's to see, and never changed under its name. */
export async function publicImageResponse(
  file: string,
  fileStorage: FileStorage = storage(),
): Promise<Response> {
  const stored = isPublicImageFile(file) ? await openStored(fileStorage, file) : null;
  if (!stored) return photoNotFoundResponse();
  return new Response(stored.stream, {
    headers: {
      "X-Content-Type-Options": "nosniff",
      "Content-Type": stored.contentType,
      ...lengthHeader(stored.contentLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

/**
 * The file as a stream, so a large photo passes through without being held in memory; a
 * storage without `open` (a test double) is read whole and streamed from memory.
 */
async function openStored(fileStorage: FileStorage, key: string): Promise<StoredFileStream | null> {
  if (fileStorage.open) return fileStorage.open(key);
  const file = await fileStorage.get(key);
  if (!file) return null;
  const bytes = new Uint8Array(file.body);
  return {
    stream: new Blob([bytes]).stream(),
    contentType: file.contentType,
    contentLength: bytes.byteLength,
  };
}

function lengthHeader(contentLength: number | null): Record<string, string> {
  return contentLength === null ? {} : { "Content-Length": String(contentLength) };
}

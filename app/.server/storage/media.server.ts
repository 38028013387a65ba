import { combineHeaders } from "../http/headers.server";
import { storage, type FileStorage } from "./storage.server";

// Only files of the shape the server stores are ever looked up.
const JOB_PHOTO_KEY =
  /^jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{16,64}\.webp$/;

const COMMON_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * A stored job photo as an HTTP response, for a caller already allowed to see it. Photos of
 * someone's home stay in the browser's own cache only ("private"), never a shared one.
 */
export async function storedPhotoResponse(
  key: string,
  options: { headers?: HeadersInit; fileStorage?: FileStorage } = {},
): Promise<Response> {
  const fileStorage = options.fileStorage ?? storage();
  const file = JOB_PHOTO_KEY.test(key) ? await fileStorage.get(key) : null;
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: combineHeaders(options.headers, {
        ...COMMON_HEADERS,
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      }),
    });
  }
  return new Response(new Uint8Array(file.body), {
    headers: combineHeaders(options.headers, {
      ...COMMON_HEADERS,
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.byteLength),
      "Cache-Control": "private, max-age=3600",
    }),
  });
}

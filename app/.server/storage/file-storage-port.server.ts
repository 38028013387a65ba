import path from "node:path";

/**
 * Where uploaded files live (DESIGN decision 13). Keys are made by the server, never taken
 * from a visitor, and look like `jobs/<jobId>/<random>.webp`.
 *
 * The local-disk adapter below is the default and suits one server. Several servers behind a
 * load balancer need shared storage: an S3-compatible adapter (Supabase Storage's S3
 * endpoint, or any S3 bucket) implements this same interface and is returned by `storage()`
 * when it is configured. Nothing else in the app knows which adapter is in use.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /**
   * The file as a stream, for answers that pass it on whole (a full-size photo) without
   * holding it in memory. Optional so a test double need not have it; callers fall back to
   * `get`. Null when there is no such file, like `get`.
   */
  open?(key: string): Promise<StoredFileStream | null>;
}

export interface StoredFileStream {
  stream: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes in the stream, when the store says (the disk and S3 always do). */
  contentLength: number | null;
}

/** The only kinds of file stored; the key's extension says which, so the disk keeps no sidecar. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

const MAX_KEY_LENGTH = 512;
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "UnsafeStorageKeyError";
  }
}

/**
 * A relative path of plain segments: no `..`, no absolute path, no backslash, nothing a
 * filesystem or a URL would read as something else.
 */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes(".."));
}

export function contentTypeForKey(key: string): string | null {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? null;
}

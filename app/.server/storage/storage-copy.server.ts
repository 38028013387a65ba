import fs from "node:fs/promises";
import path from "node:path";
import { httpStatusOf } from "./s3-storage.server";
import { contentTypeForKey, isSafeStorageKey } from "./storage.server";

/** What `npm run storage:copy` needs of the bucket: the S3 adapter has both. */
export interface CopyTarget {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
}

export interface CopyCounts {
  copied: number;
  alreadyThere: number;
  /** Half-written `.partial` files, keys the app would never make, unknown kinds of file. */
  skipped: number;
}

export class StorageCopyError extends Error {
  constructor(
    readonly key: string,
    readonly counts: CopyCounts,
    options: { cause: unknown },
  ) {
    super(`The bucket refused ${key}: ${describeRefusal(options.cause)}`, options);
    this.name = "StorageCopyError";
  }
}

/** The store's message, and its HTTP status: a HEAD refused with 403 has no message at all. */
function describeRefusal(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const status = httpStatusOf(cause);
  if (status === undefined) return cause.message;
  const hint =
    status === 403 ? " (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's rights)" : "";
  return `HTTP ${status}, ${cause.name}: ${cause.message}${hint}`;
}

/**
 * Copies the disk adapter's files (`DATA_DIR/uploads`) into the bucket, for the move to S3
 * storage (docs/decisions/0051). Safe to run again: a key already in the bucket with the same
 * size is left alone, and nothing on disk is ever changed or deleted. The first refusal from
 * the bucket stops the copy (a StorageCopyError carrying the counts so far).
 */
export async function copyUploadsToBucket(
  root: string,
  target: CopyTarget,
  options: { onFile?: (key: string, outcome: "copied" | "already there" | "skipped") => void } = {},
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, alreadyThere: 0, skipped: 0 };
  for (const { key, file } of await filesUnder(root)) {
    const contentType = contentTypeForKey(key);
    if (key.endsWith(".partial") || !isSafeStorageKey(key) || !contentType) {
      counts.skipped += 1;
      options.onFile?.(key, "skipped");
      continue;
    }
    try {
      const stat = await fs.stat(file);
      if ((await target.size(key)) === stat.size) {
        counts.alreadyThere += 1;
        options.onFile?.(key, "already there");
        continue;
      }
      await target.put(key, await fs.readFile(file), contentType);
    } catch (error) {
      throw new StorageCopyError(key, counts, { cause: error });
    }
    counts.copied += 1;
    options.onFile?.(key, "copied");
  }
  return counts;
}

/** Every regular file under root, in a stable order, with its key (`/` between segments). */
async function filesUnder(root: string): Promise<{ key: string; file: string }[]> {
  let entries;
  try {
    entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { key: path.relative(root, file).split(path.sep).join("/"), file };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "../env.server";
import {
  UnsafeStorageKeyError,
  contentTypeForKey,
  isSafeStorageKey,
  type FileStorage,
  type StoredFileStream,
} from "./file-storage-port.server";
import { S3Storage, s3ConfigFrom } from "./s3-storage.server";

// The port and its key rules live in their own module, which both adapters import.
export {
  UnsafeStorageKeyError,
  contentTypeForKey,
  isSafeStorageKey,
  type FileStorage,
  type StoredFileStream,
};

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private fileFor(key: string): string {
    if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key);
    const file = path.resolve(this.root, key);
    // Belt and braces: whatever the key check misses, nothing is read or written outside root.
    if (!file.startsWith(this.root + path.sep)) throw new UnsafeStorageKeyError(key);
    return file;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.fileFor(key);
    const expected = contentTypeForKey(key);
    if (expected !== contentType) {
      throw new Error(`A ${contentType} file cannot be stored under ${key}`);
    }
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside its final name and renamed, so a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
    try {
      await fs.writeFile(partial, body, { mode: 0o600 });
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const file = this.fileFor(key);
    const contentType = contentTypeForKey(key);
    if (!contentType) return null;
    try {
      return { body: await fs.readFile(file), contentType };
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<StoredFileStream | null> {
    const file = this.fileFor(key);
    const contentType = contentTypeForKey(key);
    if (!contentType) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, "r");
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      // Linux opens a directory for reading; it is no file of ours.
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle from here and closes it when it ends or is cancelled.
      const stream = createReadStream(file, { fd: handle, autoClose: true });
      return {
        stream: webStreamOf(stream),
        contentType,
        contentLength: stat.size,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileFor(key), { force: true });
  }

  /** Every stored key, sorted; half-written files and anything the app would not store left out. */
  async list(): Promise<string[]> {
    let entries;
    try {
      entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissingFile(error)) return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      )
      .filter((key) => isSafeStorageKey(key) && contentTypeForKey(key) !== null)
      .sort();
  }
}

/**
 * A file's bytes as a web stream; cancelling it (the browser went away) closes the file.
 * Node's `Readable.toWeb` would do, but its type is Node's own ReadableStream, not the one
 * a Response takes.
 */
function webStreamOf(
  file: AsyncIterable<unknown> & { destroy(): void },
): ReadableStream<Uint8Array> {
  const chunks = file[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else if (value instanceof Uint8Array) controller.enqueue(value);
      else controller.error(new Error("A file stream gave something other than bytes"));
    },
    cancel() {
      file.destroy();
    },
  });
}

function isMissingFile(error: unknown): boolean {
  return (
    error instanceof Error &&
    "code" in error &&
    (error.code === "ENOENT" || error.code === "ENOTDIR" || error.code === "EISDIR")
  );
}

/** Both adapters also list their keys, which backups need and the app's pages do not. */
export type ListableStorage = LocalDiskStorage | S3Storage;

let configured: ListableStorage | undefined;

/**
 * The storage the app uses: the S3-compatible bucket when `S3_BUCKET` is set (with the other
 * `S3_*` variables, see `s3ConfigFrom`), otherwise files under `DATA_DIR/uploads`.
 *
 * The `S3_*` variables are read from `process.env` by `s3ConfigFrom` rather than through
 * `env()`: its schema is kept elsewhere, and the function is the one place that checks them.
 * A half-configured bucket throws on first use, naming the missing variable, rather than
 * quietly writing photos to a disk the other servers cannot see.
 */
export function storage(): ListableStorage {
  if (!configured) {
    const s3 = s3ConfigFrom(process.env);
    configured = s3 ? new S3Storage(s3) : new LocalDiskStorage(path.join(env().dataDir, "uploads"));
  }
  return configured;
}

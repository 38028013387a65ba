import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicImageResponse, storedPhotoResponse } from "../../app/.server/storage/media.server";
import type { S3Storage } from "../../app/.server/storage/s3-storage.server";
import {
  StorageCopyError,
  copyUploadsToBucket,
} from "../../app/.server/storage/storage-copy.server";
import { UnsafeStorageKeyError } from "../../app/.server/storage/storage.server";
import { startS3Server, type TestS3Server } from "./support/s3";

const JOB = "0b8f6d7e-3c1a-4e8e-9a51-2f0c6f1f7a10";
/** A job photo's key, of the shape the server makes (and the media route accepts). */
const photoKey = () => `jobs/${JOB}/${randomBytes(16).toString("hex")}.webp`;

let s3: TestS3Server;
let bucket: S3Storage;
/** A server that accepts connections and never answers; it counts the requests it gets. */
let silent: http.Server;
let silentEndpoint: string;
let silentRequests = 0;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = s3.storage();
  silent = http.createServer(() => {
    silentRequests += 1;
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  if (!address || typeof address === "string") throw new Error("no port for the silent server");
  silentEndpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  silent?.closeAllConnections();
  await new Promise((resolve) => silent?.close(resolve));
  await s3?.close();
});

/** The adapter on the server that never answers, with a 300 ms time-out. */
function silentBucket(): S3Storage {
  return s3.storage({ endpoint: silentEndpoint, timeoutMs: 300 });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("S3Storage on a real S3 server", () => {
  it("stores a file and reads back the same bytes and type, whole and as a stream", async () => {
    const key = photoKey();
    const body = randomBytes(200_000);
    await bucket.put(key, body, "image/webp");

    const stored = await bucket.get(key);
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.body.equals(body)).toBe(true);

    const opened = await bucket.open(key);
    if (!opened) throw new Error("not opened");
    expect(opened.contentType).toBe("image/webp");
    expect(opened.contentLength).toBe(body.byteLength);
    expect((await readAll(opened.stream)).equals(body)).toBe(true);
    expect(await bucket.size(key)).toBe(body.byteLength);
  });

  it("deletes a file, and deleting a missing one is fine", async () => {
    const key = photoKey();
    await bucket.put(key, Buffer.from("RIFF-not-really-webp"), "image/webp");
    await bucket.delete(key);
    expect(await bucket.get(key)).toBeNull();
    await expect(bucket.delete(key)).resolves.toBeUndefined();
  });

  it("answers null for a key that is not there", async () => {
    const key = photoKey();
    expect(await bucket.get(key)).toBeNull();
    expect(await bucket.open(key)).toBeNull();
    expect(await bucket.size(key)).toBeNull();
  });

  it("refuses an unsafe key before making any request", async () => {
    const before = silentRequests;
    const adapter = silentBucket();
    for (const key of ["../etc/passwd.webp", "/jobs/a.webp", "jobs//a.webp", "jobs\\a.webp", ""]) {
      await expect(adapter.get(key), key).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(adapter.open(key), key).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(adapter.delete(key), key).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(adapter.put(key, Buffer.from("x"), "image/webp"), key).rejects.toBeInstanceOf(
        UnsafeStorageKeyError,
      );
    }
    // Give a request that was sent by mistake the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(silentRequests).toBe(before);
  });

  it("refuses a file whose type does not match its key's extension, storing nothing", async () => {
    const key = photoKey();
    await expect(bucket.put(key, Buffer.from("x"), "image/png")).rejects.toThrow(
      /cannot be stored/,
    );
    await expect(bucket.put(key, Buffer.from("x"), "text/html")).rejects.toThrow(
      /cannot be stored/,
    );
    expect(await bucket.get(key)).toBeNull();
  });

  it("throws, never answers 'no such file', when the bucket is missing or refuses us", async () => {
    const key = photoKey();
    await bucket.put(key, Buffer.from("RIFF-not-really-webp"), "image/webp");

    const missing = s3.storage({ bucket: "no-such-bucket" });
    await expect(missing.get(key)).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(missing.open(key)).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(missing.put(key, Buffer.from("x"), "image/webp")).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
    await expect(missing.delete(key)).rejects.toMatchObject({ name: "NoSuchBucket" });

    const refused = s3.storage({ accessKeyId: "WRONG", secretAccessKey: "WRONG" });
    await expect(refused.get(key)).rejects.toMatchObject({
      name: "InvalidAccessKeyId",
      $metadata: { httpStatusCode: 403 },
    });
    await expect(refused.put(key, Buffer.from("x"), "image/webp")).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    await expect(refused.delete(key)).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    // And the photo is still there for the right credentials.
    expect(await bucket.get(key)).not.toBeNull();
  });

  it("gives up on a bucket that never answers, within its time-out and retries", async () => {
    const adapter = silentBucket();
    for (const attempt of [
      () => adapter.get(photoKey()),
      () => adapter.put(photoKey(), Buffer.from("x"), "image/webp"),
    ]) {
      const started = performance.now();
      await expect(attempt()).rejects.toMatchObject({ name: "TimeoutError" });
      // Three tries of 300 ms and the back-off between them: seconds at most, never a hang.
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  it("ends a photo's stream with an error when the bucket goes quiet halfway through it", async () => {
    // Answers with the headers and the first bytes of a photo, then says nothing more.
    const stalling = http.createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "image/webp", "Content-Length": "4096" });
      response.write(Buffer.alloc(64, 7));
    });
    await new Promise<void>((resolve) => stalling.listen(0, "127.0.0.1", resolve));
    const address = stalling.address();
    if (!address || typeof address === "string") throw new Error("no port");
    try {
      const adapter = s3.storage({
        endpoint: `http://127.0.0.1:${address.port}`,
        timeoutMs: 300,
      });
      const opened = await adapter.open(photoKey());
      if (!opened) throw new Error("the first bytes should open the stream");
      const started = performance.now();
      await expect(readAll(opened.stream)).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      stalling.closeAllConnections();
      await new Promise((resolve) => stalling.close(resolve));
    }
  });
});

describe("photos served from the bucket", () => {
  it("serves a stored job photo with the same headers as from disk, streamed", async () => {
    const key = photoKey();
    const body = randomBytes(50_000);
    await bucket.put(key, body, "image/webp");
    const response = await storedPhotoResponse(key, { fileStorage: bucket });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "image/webp",
      "content-length": String(body.byteLength),
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
  });

  it("makes the thumbnail from the bucket's copy", async () => {
    const key = photoKey();
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#8899aa" },
    })
      .webp()
      .toBuffer();
    await bucket.put(key, photo, "image/webp");
    const response = await storedPhotoResponse(key, { fileStorage: bucket, size: "thumbnail" });
    expect(response.status).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.byteLength));
    expect((await sharp(body).metadata()).format).toBe("webp");
  });

  it("answers 404 for a photo that is not in the bucket", async () => {
    const response = await storedPhotoResponse(photoKey(), { fileStorage: bucket });
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves a public picture of the site with its long cache", async () => {
    const file = `site/portfolio/${randomBytes(16).toString("hex")}-960.avif`;
    const body = randomBytes(3_000);
    await bucket.put(file, body, "image/avif");
    const response = await publicImageResponse(file, bucket);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "image/avif",
      "content-length": String(body.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
    expect((await publicImageResponse(file.replace("-960", "-480"), bucket)).status).toBe(404);
  });
});

describe("npm run storage:copy", () => {
  it("copies the disk's photos into the bucket once, and a second run finds them there", async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-storage-copy-"));
    try {
      const root = path.join(directory, "uploads");
      const photos = new Map([
        [photoKey(), randomBytes(1_000)],
        [photoKey(), randomBytes(2_000)],
        [`site/blog/${randomBytes(16).toString("hex")}-480.webp`, randomBytes(500)],
      ]);
      for (const [key, body] of photos) {
        await fs.mkdir(path.dirname(path.join(root, key)), { recursive: true });
        await fs.writeFile(path.join(root, key), body);
      }
      const [first] = photos.keys();
      await fs.writeFile(path.join(root, `${first}.a1b2c3.partial`), "half");
      await fs.writeFile(path.join(root, "notes.txt"), "not a photo");
      await fs.writeFile(path.join(root, "jobs", "-odd.webp"), "a name the app never makes");

      const seen: string[] = [];
      expect(
        await copyUploadsToBucket(root, bucket, { onFile: (key, outcome) => seen.push(outcome) }),
      ).toEqual({ copied: 3, alreadyThere: 0, skipped: 3 });
      expect(seen).toHaveLength(6);
      for (const [key, body] of photos) {
        expect((await bucket.get(key))?.body.equals(body), key).toBe(true);
      }

      expect(await copyUploadsToBucket(root, bucket)).toEqual({
        copied: 0,
        alreadyThere: 3,
        skipped: 3,
      });
      // A file changed on disk since (another size) is copied again.
      await fs.writeFile(path.join(root, first ?? ""), randomBytes(1_500));
      expect(await copyUploadsToBucket(root, bucket)).toMatchObject({
        copied: 1,
        alreadyThere: 2,
      });
      // Nothing on disk is deleted.
      for (const key of photos.keys())
        await expect(fs.stat(path.join(root, key))).resolves.toBeTruthy();
      await expect(fs.stat(path.join(root, `${first}.a1b2c3.partial`))).resolves.toBeTruthy();
    } finally {
      await fs.rm(directory, { recursive: true, force: true });
    }
  });

  it("stops at the bucket's first refusal, with the counts so far", async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-storage-copy-"));
    try {
      const key = photoKey();
      await fs.mkdir(path.dirname(path.join(directory, key)), { recursive: true });
      await fs.writeFile(path.join(directory, key), randomBytes(100));
      const refused = s3.storage({ accessKeyId: "WRONG", secretAccessKey: "WRONG" });
      const error = await copyUploadsToBucket(directory, refused).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(StorageCopyError);
      expect(error).toMatchObject({ key, counts: { copied: 0, alreadyThere: 0, skipped: 0 } });
      expect(error).toMatchObject({
        message: expect.stringMatching(/^The bucket refused .+: HTTP 403/),
      });
    } finally {
      await fs.rm(directory, { recursive: true, force: true });
    }
  });

  it("has nothing to copy when there is no uploads folder", async () => {
    expect(await copyUploadsToBucket(path.join(os.tmpdir(), "wfc-no-such-dir"), bucket)).toEqual({
      copied: 0,
      alreadyThere: 0,
      skipped: 0,
    });
  });
});

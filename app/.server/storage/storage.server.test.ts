import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  LocalDiskStorage,
  UnsafeStorageKeyError,
  contentTypeForKey,
  isSafeStorageKey,
} from "./storage.server";

const JOB = "0b8f6d7e-3c1a-4e8e-9a51-2f0c6f1f7a10";
const KEY = `jobs/${JOB}/4f9c2d8e1a7b3c6d.webp`;

let directory: string;
let root: string;
let disk: LocalDiskStorage;

beforeEach(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-storage-"));
  root = path.join(directory, "uploads");
  disk = new LocalDiskStorage(root);
});
afterEach(async () => {
  await fs.rm(directory, { recursive: true, force: true });
});

describe("LocalDiskStorage", () => {
  it("stores, reads back and deletes a file under its root", async () => {
    const body = Buffer.from("RIFF-not-really-webp");
    await disk.put(KEY, body, "image/webp");
    expect(await fs.readFile(path.join(root, KEY))).toEqual(body);
    expect(await disk.get(KEY)).toEqual({ body, contentType: "image/webp" });

    await disk.delete(KEY);
    expect(await disk.get(KEY)).toBeNull();
    await expect(disk.delete(KEY)).resolves.toBeUndefined();
  });

  it("replaces a file whole and leaves no partial files behind", async () => {
    await disk.put(KEY, Buffer.from("first"), "image/webp");
    await disk.put(KEY, Buffer.from("second"), "image/webp");
    expect((await disk.get(KEY))?.body.toString()).toBe("second");
    expect(await fs.readdir(path.join(root, "jobs", JOB))).toEqual(["4f9c2d8e1a7b3c6d.webp"]);
  });

  it("answers null for a missing file, or a key naming a folder", async () => {
    expect(await disk.get(`jobs/${JOB}/missing.webp`)).toBeNull();
    await disk.put(KEY, Buffer.from("x"), "image/webp");
    expect(await disk.get(`jobs/${JOB}`)).toBeNull();
  });

  it("streams a file with its type and length, and null when there is none", async () => {
    const body = Buffer.from("RIFF-streamed-webp");
    await disk.put(KEY, body, "image/webp");
    const opened = await disk.open(KEY);
    if (!opened) throw new Error("not opened");
    expect(opened).toMatchObject({ contentType: "image/webp", contentLength: body.byteLength });
    expect(Buffer.from(await new Response(opened.stream).arrayBuffer())).toEqual(body);
    expect(await disk.open(`jobs/${JOB}/missing.webp`)).toBeNull();
    expect(await disk.open(`jobs/${JOB}`)).toBeNull();
  });

  it("refuses a content type that does not match the key's extension", async () => {
    await expect(disk.put(KEY, Buffer.from("x"), "text/html")).rejects.toThrow(/cannot be stored/);
    await expect(disk.put(`jobs/${JOB}/page.html`, Buffer.from("x"), "text/html")).rejects.toThrow(
      /cannot be stored/,
    );
  });

  it("refuses keys that could leave its root, on every operation", async () => {
    await fs.writeFile(path.join(directory, "secret.webp"), "outside");
    for (const key of [
      "../secret.webp",
      "jobs/../../secret.webp",
      `${directory}/secret.webp`,
      "/etc/passwd",
      "jobs\\..\\..\\secret.webp",
      "jobs//x.webp",
      "jobs/./x.webp",
      "",
    ]) {
      await expect(disk.get(key), key).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(disk.put(key, Buffer.from("x"), "image/webp"), key).rejects.toBeInstanceOf(
        UnsafeStorageKeyError,
      );
      await expect(disk.delete(key), key).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(disk.open(key), key).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    }
    expect(await fs.readFile(path.join(directory, "secret.webp"), "utf8")).toBe("outside");
  });
});

describe("storage keys", () => {
  it("are relative paths of plain segments", () => {
    expect(isSafeStorageKey(KEY)).toBe(true);
    expect(isSafeStorageKey("jobs/a..b/x.webp")).toBe(false);
    expect(isSafeStorageKey(".hidden/x.webp")).toBe(false);
    expect(isSafeStorageKey("jobs/x.webp\0.png")).toBe(false);
    expect(isSafeStorageKey(`jobs/${"a".repeat(600)}.webp`)).toBe(false);
  });

  it("carry their content type in the extension", () => {
    expect(contentTypeForKey(KEY)).toBe("image/webp");
    expect(contentTypeForKey("jobs/x.JPG")).toBe("image/jpeg");
    expect(contentTypeForKey("jobs/x.svg")).toBeNull();
  });
});

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { JOB_PHOTO_THUMBNAIL_EDGE } from "./images.server";
import { publicImageResponse, requestedPhotoSize, storedPhotoResponse } from "./media.server";
import { LocalDiskStorage, type FileStorage } from "./storage.server";

const KEY = "jobs/0b8f6d7e-3c1a-4e8e-9a51-2f0c6f1f7a10/4f9c2d8e1a7b3c6d4f9c2d8e1a7b3c6d.webp";
const BODY = Buffer.from("RIFF....WEBPVP8 stand-in bytes");

let directory: string;
let fileStorage: LocalDiskStorage;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-media-"));
  fileStorage = new LocalDiskStorage(directory);
  await fileStorage.put(KEY, BODY, "image/webp");
  await fs.writeFile(path.join(directory, "notes.txt"), "not a photo");
});
afterAll(async () => {
  await fs.rm(directory, { recursive: true, force: true });
});

describe("storedPhotoResponse", () => {
  it("serves a stored photo privately, with its type and length", async () => {
    const response = await storedPhotoResponse(KEY, { fileStorage });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(BODY.byteLength),
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BODY);
  });

  it("keeps the caller's headers, such as a refreshed session cookie", async () => {
    const response = await storedPhotoResponse(KEY, {
      fileStorage,
      headers: { "Set-Cookie": "wfc_token=abc; Path=/; HttpOnly" },
    });
    expect(response.headers.getSetCookie()).toEqual(["wfc_token=abc; Path=/; HttpOnly"]);
  });

  it("answers 404 to a missing photo and to anything that is not a job photo's key", async () => {
    for (const key of [
      KEY.replace("4f9c", "0000"),
      "notes.txt",
      "../../etc/passwd",
      KEY.replace(".webp", ".png"),
      `${KEY}/x`,
      "",
    ]) {
      const response = await storedPhotoResponse(key, { fileStorage });
      expect(response.status, key).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("makes a small WebP copy when the thumbnail is asked for", async () => {
    const big = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#8899aa" },
    })
      .webp()
      .toBuffer();
    const bigKey = KEY.replace("4f9c2d8e", "9a9a9a9a");
    await fileStorage.put(bigKey, big, "image/webp");
    const response = await storedPhotoResponse(bigKey, { fileStorage, size: "thumbnail" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.byteLength));
    const { width, height, format } = await sharp(body).metadata();
    expect({ width, height, format }).toEqual({
      width: JOB_PHOTO_THUMBNAIL_EDGE,
      height: (JOB_PHOTO_THUMBNAIL_EDGE * 3) / 4,
      format: "webp",
    });
  });

  it("serves the same from a storage that cannot stream", async () => {
    const withoutOpen: FileStorage = {
      put: (key, body, contentType) => fileStorage.put(key, body, contentType),
      get: (key) => fileStorage.get(key),
      delete: (key) => fileStorage.delete(key),
    };
    const response = await storedPhotoResponse(KEY, { fileStorage: withoutOpen });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(BODY.byteLength));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BODY);
    expect(
      (await storedPhotoResponse(KEY.replace("4f9c", "0000"), { fileStorage: withoutOpen })).status,
    ).toBe(404);
  });

  it("reads the size from the address", () => {
    expect(requestedPhotoSize(new Request("http://x/p?size=thumbnail"))).toBe("thumbnail");
    expect(requestedPhotoSize(new Request("http://x/p?size=huge"))).toBe("full");
    expect(requestedPhotoSize(new Request("http://x/p"))).toBe("full");
  });
});

describe("publicImageResponse", () => {
  it("serves a picture of the public site for a year, and 404 for anything else", async () => {
    const file = `site/blog/${"ab".repeat(16)}-480.webp`;
    await fileStorage.put(file, BODY, "image/webp");
    const response = await publicImageResponse(file, fileStorage);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "image/webp",
      "content-length": String(BODY.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BODY);
    for (const other of [file.replace("-480", "-960"), KEY, "site/blog/../../notes.txt"]) {
      expect((await publicImageResponse(other, fileStorage)).status, other).toBe(404);
    }
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NOT_A_PICTURE } from "./images.server";
import {
  deleteResponsiveImage,
  isPublicImageFile,
  storeResponsiveImage,
  widthsFor,
} from "./responsive-images.server";
import type { FileStorage } from "./storage.server";

class MemoryStorage implements FileStorage {
  readonly files = new Map<string, { body: Buffer; contentType: string }>();
  async put(key: string, body: Buffer, contentType: string) {
    this.files.set(key, { body, contentType });
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

describe("widthsFor", () => {
  it("stores every standard width below the picture's own, and its own capped at 1600", () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(960)).toEqual([480, 960]);
    expect(widthsFor(300)).toEqual([300]);
  });
});

describe("storeResponsiveImage", () => {
  it("stores AVIF and WebP at each width, upright and without metadata", async () => {
    const fileStorage = new MemoryStorage();
    const input = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: "#2e86c1" },
    })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneMaker" } })
      .toBuffer();
    const result = await storeResponsiveImage(fileStorage, "portfolio", input);
    if (!result.ok) throw new Error(result.error);
    expect(result.image).toMatchObject({ widths: [480, 960, 1600], width: 1600, height: 800 });
    expect(fileStorage.files.size).toBe(6);
    for (const [file, stored] of fileStorage.files) {
      expect(isPublicImageFile(file)).toBe(true);
      const metadata = await sharp(stored.body).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.format).toBe(file.endsWith(".avif") ? "heif" : "webp");
    }
    await deleteResponsiveImage(fileStorage, result.image);
    expect(fileStorage.files.size).toBe(0);
  });

  it("refuses a file that is not a picture and stores nothing", async () => {
    const fileStorage = new MemoryStorage();
    const result = await storeResponsiveImage(fileStorage, "blog", Buffer.from("<svg></svg>"));
    expect(result).toEqual({ ok: false, error: NOT_A_PICTURE });
    expect(fileStorage.files.size).toBe(0);
  });
});

describe("isPublicImageFile", () => {
  it("accepts only the names the server makes", () => {
    expect(isPublicImageFile(`site/blog/${"a".repeat(32)}-960.webp`)).toBe(true);
    expect(isPublicImageFile(`site/blog/${"a".repeat(32)}-960.png`)).toBe(false);
    expect(isPublicImageFile(`jobs/${"a".repeat(32)}-960.webp`)).toBe(false);
    expect(isPublicImageFile(`site/../jobs/${"a".repeat(32)}-960.webp`)).toBe(false);
  });
});

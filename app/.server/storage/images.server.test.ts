import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NOT_A_PICTURE, PICTURE_TOO_BIG, prepareJobPhoto } from "./images.server";

function canvas(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } });
}

async function prepared(input: Buffer) {
  const result = await prepareJobPhoto(input);
  if ("error" in result) throw new Error(`Refused: ${result.error}`);
  return result;
}

/** A tiny PNG whose header claims another size: a decompression bomb's calling card. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await canvas(8, 8).png().toBuffer());
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width, height, …, CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

// The GPS IFD pointer (tag 0x8825) as it appears in little-endian EXIF.
const GPS_POINTER_TAG = "2588";

describe("prepareJobPhoto", () => {
  it("fits a large photo within 1600×1600 and encodes it as WebP", async () => {
    const photo = await prepared(await canvas(4000, 3000).jpeg().toBuffer());
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1600, height: 1200 });
    const metadata = await sharp(photo.body).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1600, height: 1200 });
  });

  it("fits a tall photo by its height", async () => {
    const photo = await prepared(await canvas(1000, 5000).png().toBuffer());
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 320, height: 1600 });
  });

  it("never enlarges a small picture", async () => {
    const photo = await prepared(await canvas(300, 200).png().toBuffer());
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 300, height: 200 });
  });

  it("turns a photo upright from its EXIF orientation and drops all metadata, location included", async () => {
    const input = await canvas(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "TestPhone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 24/1 30/1" },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString("hex")).toContain(GPS_POINTER_TAG);

    const photo = await prepared(input);
    // Orientation 6 means "rotate 90° clockwise to view": the stored photo is portrait.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 100, height: 200 });
    const after = await sharp(photo.body).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(photo.body.toString("latin1")).not.toContain("TestPhone");
  });

  it("reads WebP, GIF and AVIF too", async () => {
    for (const input of [
      await canvas(40, 30).webp().toBuffer(),
      await canvas(40, 30).gif().toBuffer(),
      await canvas(40, 30).avif().toBuffer(),
    ]) {
      const photo = await prepared(input);
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 40, height: 30 });
    }
  });

  it("refuses a file that is not a picture, whatever it is called", async () => {
    expect(
      await prepareJobPhoto(Buffer.from("Shopping list: washers, silicone, PTFE tape\n")),
    ).toEqual({ error: NOT_A_PICTURE });
    expect(await prepareJobPhoto(Buffer.alloc(0))).toEqual({ error: NOT_A_PICTURE });
  });

  it("refuses SVG documents", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await prepareJobPhoto(svg)).toEqual({ error: NOT_A_PICTURE });
  });

  it("refuses a broken picture", async () => {
    const png = await canvas(64, 64).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    expect(await prepareJobPhoto(broken)).toEqual({ error: NOT_A_PICTURE });
  });

  it("refuses a small file that declares a huge canvas", async () => {
    expect(await prepareJobPhoto(await pngDeclaring(12_000, 10_000))).toEqual({
      error: PICTURE_TOO_BIG,
    });
  });

  it("names only formats this sharp build reads (its HEIF support is AVIF, not HEIC)", () => {
    expect(sharp.format.heif.input.fileSuffix).not.toContain(".heic");
    expect(NOT_A_PICTURE).not.toContain("HEIC");
  });
});

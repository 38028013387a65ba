import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NOT_A_PICTURE } from "./images.server";
import { CHOOSE_AGAIN, JOB_PHOTO_LIMITS, prepareUploadedPhotos } from "./photo-uploads.server";

async function photo(name: string, width = 64, height = 48) {
  const body = await sharp({ create: { width, height, channels: 3, background: "#2e86c1" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(body)], name, { type: "image/png" });
}

describe("prepareUploadedPhotos", () => {
  it("allows up to 5 photos of at most 10 MB each", () => {
    expect(JOB_PHOTO_LIMITS).toEqual({ maxFiles: 5, maxFileBytes: 10 * 1024 * 1024 });
  });

  it("prepares every photo sent, and nothing when none was", async () => {
    const result = await prepareUploadedPhotos(
      [await photo("a.png"), await photo("b.png", 30, 20)],
      [],
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.photos.map(({ width, height }) => [width, height])).toEqual([
      [64, 48],
      [30, 20],
    ]);
    expect(await prepareUploadedPhotos([], [])).toEqual({ ok: true, photos: [] });
    // What an empty file input can turn into.
    expect(await prepareUploadedPhotos([""], [])).toEqual({ ok: true, photos: [] });
  });

  it("refuses a file that is not a picture, naming it", async () => {
    const text = new File(["Shopping list: washers"], "list.png", { type: "image/png" });
    expect(await prepareUploadedPhotos([await photo("a.png"), text], [])).toEqual({
      ok: false,
      message: `“list.png”: ${NOT_A_PICTURE} ${CHOOSE_AGAIN}`,
    });
    expect(CHOOSE_AGAIN).toMatch(/^Please choose the photos again/);
  });

  it("refuses too many photos, whether the reader left some out or not", async () => {
    const expected = {
      ok: false,
      message: `You chose more than 5 photos: at most 5 can be sent. ${CHOOSE_AGAIN}`,
    };
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(`${n}.png`)));
    expect(await prepareUploadedPhotos(five, [{ fileName: "6.png", reason: "too-many" }])).toEqual(
      expected,
    );
    expect(await prepareUploadedPhotos([...five, await photo("6.png")], [])).toEqual(expected);
  });

  it("refuses a photo over 10 MB, naming it", async () => {
    expect(
      await prepareUploadedPhotos([], [{ fileName: "huge.jpg", reason: "too-large" }]),
    ).toEqual({ ok: false, message: `“huge.jpg” is larger than 10 MB. ${CHOOSE_AGAIN}` });
    const oneMegabyte = { maxFiles: 5, maxFileBytes: 1024 * 1024 };
    const big = new File([new Uint8Array(1_100_000)], "big.png", { type: "image/png" });
    expect(await prepareUploadedPhotos([big], [], oneMegabyte)).toEqual({
      ok: false,
      message: `“big.png” is larger than 1 MB. ${CHOOSE_AGAIN}`,
    });
  });
});

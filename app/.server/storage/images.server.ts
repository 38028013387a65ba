import sharp, { type SharpOptions } from "sharp";

const JOB_PHOTO_MAX_EDGE = 1600;
export const JOB_PHOTO_CONTENT_TYPE = "image/webp";

export const NOT_A_PICTURE =
  "That file is not a picture. Please choose a photo (JPEG, PNG or WebP).";
export const PICTURE_TOO_BIG =
  "That picture has too many pixels to process. Please choose a smaller photo.";

// The formats a phone or camera produces that this sharp build can read (its prebuilt libvips
// reads HEIF only with AV1 inside, i.e. AVIF, not the HEVC of an iPhone's HEIC; iPhones send
// JPEG to a web page anyway). SVG is refused: it is a document, not a photo.
const PHOTO_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp", "gif", "heif", "tiff"]);

// A 10 MB file can still declare a huge canvas; 100 megapixels covers every phone camera and
// keeps one decode well under a gigabyte of memory.
const MAX_INPUT_PIXELS = 100_000_000;

export type PreparedPhoto = { body: Buffer; width: number; height: number };

/**
 * Turns an upload into the stored photo: checks that it really is a picture (whatever its
 * name or declared type), turns it upright from its EXIF orientation, drops every piece of
 * metadata (a phone's GPS position among them), fits it within 1600×1600 without enlarging,
 * and encodes it as WebP.
 */
export async function prepareJobPhoto(input: Buffer): Promise<PreparedPhoto | { error: string }> {
  const checked = await checkPicture(input);
  if (checked) return checked;
  try {
    // Without withMetadata(), sharp writes no EXIF, XMP or ICC data into the output.
    const { data, info } = await sharp(input, PICTURE_DECODE_OPTIONS)
      .autoOrient()
      .resize({
        width: JOB_PHOTO_MAX_EDGE,
        height: JOB_PHOTO_MAX_EDGE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch (error) {
    return { error: pictureRefusal(error) };
  }
}

/** How every upload is decoded: strict, and never past the pixel limit. */
export const PICTURE_DECODE_OPTIONS: SharpOptions = {
  failOn: "error",
  limitInputPixels: MAX_INPUT_PIXELS,
};

/** Null when the upload is a picture this server reads, else the refusal to show the user. */
export async function checkPicture(input: Buffer): Promise<{ error: string } | null> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, PICTURE_DECODE_OPTIONS).metadata());
  } catch (error) {
    return { error: pictureRefusal(error) };
  }
  return format && PHOTO_FORMATS.has(format) ? null : { error: NOT_A_PICTURE };
}

export function pictureRefusal(error: unknown): string {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? PICTURE_TOO_BIG
    : NOT_A_PICTURE;
}

export const JOB_PHOTO_THUMBNAIL_EDGE = 480;

/**
 * A small copy of a stored photo for a page's list of pictures, made when asked for: a
 * phone on a weak signal fetches a few kilobytes per picture, and the full photo only when
 * it is opened.
 */
export async function photoThumbnail(stored: Buffer): Promise<Buffer> {
  return sharp(stored)
    .resize({
      width: JOB_PHOTO_THUMBNAIL_EDGE,
      height: JOB_PHOTO_THUMBNAIL_EDGE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .webp({ quality: 70 })
    .toBuffer();
}

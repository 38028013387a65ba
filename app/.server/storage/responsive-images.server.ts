import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { checkPicture, PICTURE_DECODE_OPTIONS, pictureRefusal } from "./images.server";
import type { FileStorage } from "./storage.server";

/** The widths a public picture is stored at: a phone, a tablet or half a desktop, a desktop. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;
const LARGEST_WIDTH = 1600;

/** Which part of the public site a picture belongs to: the first segment after `site/`. */
export type PublicImageFolder = "portfolio" | "blog";

// Only names of this shape are ever served by the public media route.
const PUBLIC_IMAGE_FILE = /^site\/(?:portfolio|blog)\/[0-9a-f]{32}-(\d{2,4})\.(avif|webp)$/;

export function isPublicImageFile(file: string): boolean {
  return PUBLIC_IMAGE_FILE.test(file);
}

/** The widths to store for a picture this wide: every standard width below it, and its own. */
export function widthsFor(ownWidth: number): number[] {
  const own = Math.min(ownWidth, LARGEST_WIDTH);
  const smaller = RESPONSIVE_WIDTHS.filter((width) => width < own);
  return [...smaller, own];
}

/**
 * Checks an upload is a picture, turns it upright, drops its metadata (a phone's GPS position
 * among them) and stores it at each width as AVIF and WebP under a new random name. Nothing is
 * left stored when any copy fails.
 */
export async function storeResponsiveImage(
  fileStorage: FileStorage,
  folder: PublicImageFolder,
  input: Buffer,
): Promise<{ ok: true; image: ResponsiveImage } | { ok: false; error: string }> {
  const refused = await checkPicture(input);
  if (refused) return { ok: false, error: refused.error };
  const key = `site/${folder}/${randomBytes(16).toString("hex")}`;
  const stored: string[] = [];
  try {
    // Without withMetadata(), sharp writes no EXIF, XMP or ICC data into the output.
    const upright = await sharp(input, PICTURE_DECODE_OPTIONS)
      .autoOrient()
      .toBuffer({ resolveWithObject: true });
    const widths = widthsFor(upright.info.width);
    let height = upright.info.height;
    for (const width of widths) {
      const resized = sharp(upright.data).resize({ width, withoutEnlargement: true });
      const webp = await resized
        .clone()
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      // Effort 2 of 9: a quarter of the default's encoding time on a 2-core server, a few
      // per cent larger files.
      const avif = await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer();
      await fileStorage.put(`${key}-${width}.webp`, webp.data, "image/webp");
      stored.push(`${key}-${width}.webp`);
      await fileStorage.put(`${key}-${width}.avif`, avif, "image/avif");
      stored.push(`${key}-${width}.avif`);
      height = webp.info.height;
    }
    return {
      ok: true,
      image: { key, widths, width: widths[widths.length - 1] ?? upright.info.width, height },
    };
  } catch (error) {
    await Promise.all(stored.map((file) => fileStorage.delete(file)));
    return { ok: false, error: pictureRefusal(error) };
  }
}

/** Removes every stored copy of a picture (after the row that named it is gone). */
export async function deleteResponsiveImage(
  fileStorage: FileStorage,
  image: Pick<ResponsiveImage, "key" | "widths">,
): Promise<void> {
  await Promise.all(
    image.widths.flatMap((width) => [
      fileStorage.delete(`${image.key}-${width}.avif`),
      fileStorage.delete(`${image.key}-${width}.webp`),
    ]),
  );
}

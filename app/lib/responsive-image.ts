/**
 * A picture of the public site (portfolio, blog covers) stored at several widths, each as
 * AVIF and WebP (DESIGN decision 13). `key` is the stored name without width and format:
 * the files are `${key}-${width}.avif` and `${key}-${width}.webp`.
 */
export interface ResponsiveImage {
  key: string;
  /** The stored widths, smallest first; the last is the picture's own width. */
  widths: number[];
  /** The largest copy's size: the `width` and `height` of its <img>, so nothing shifts. */
  width: number;
  height: number;
}

export type ResponsiveImageFormat = "avif" | "webp";

/** Where the public site serves one stored copy. */
export function responsiveImageUrl(
  image: Pick<ResponsiveImage, "key">,
  width: number,
  format: ResponsiveImageFormat,
): string {
  return `/media/${image.key}-${width}.${format}`;
}

/** The `srcset` of one format: every stored width. */
export function responsiveSrcSet(image: ResponsiveImage, format: ResponsiveImageFormat): string {
  return image.widths
    .map((width) => `${responsiveImageUrl(image, width, format)} ${width}w`)
    .join(", ");
}

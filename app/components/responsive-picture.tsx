import { imageLoadingAttributes } from "~/lib/images";
import { responsiveImageUrl, responsiveSrcSet, type ResponsiveImage } from "~/lib/responsive-image";

/**
 * A stored public picture: AVIF where the browser reads it, WebP otherwise, at the width the
 * layout needs (`sizes`), with its own width and height so the page never shifts while it loads.
 */
export function ResponsivePicture({
  image,
  alt,
  sizes,
  indexOnPage,
  className,
}: {
  image: ResponsiveImage;
  alt: string;
  /** The width the picture takes in the layout, e.g. "(min-width: 640px) 50vw, 100vw". */
  sizes: string;
  /** Its position among the page's pictures, from 0: the first three load at once. */
  indexOnPage: number;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={responsiveSrcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={responsiveSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={responsiveImageUrl(image, image.width, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className ?? "h-auto w-full rounded-lg"}
        {...imageLoadingAttributes(indexOnPage)}
      />
    </picture>
  );
}

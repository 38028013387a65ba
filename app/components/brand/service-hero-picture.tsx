import { ResponsivePicture } from "~/components/responsive-picture";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { ServiceIllustration } from "./service-illustration";

/** The owner's own photo of this kind of work when the portfolio has one, else the drawing. */
export function ServiceHeroPicture({
  slug,
  serviceName,
  photo,
}: {
  slug: string;
  serviceName: string;
  photo: { alt: string; image: ResponsiveImage } | null;
}) {
  if (photo) {
    return (
      <ResponsivePicture
        image={photo.image}
        alt={photo.alt}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 24rem, 100vw"
        indexOnPage={0}
        className="h-auto w-full rounded-xl shadow-lg"
      />
    );
  }
  return <ServiceIllustration slug={slug} label={`${serviceName}: an illustration`} />;
}

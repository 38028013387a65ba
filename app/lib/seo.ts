import type { MetaDescriptor } from "@remix-run/node";

const SITE_LOCALE = "en_GB";

/** A page's picture for link previews: a path on this site or an absolute URL, with its size. */
export interface SeoImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

interface SeoInput {
  title: string;
  description: string;
  /** The page's path; any query string or fragment is dropped from the canonical URL. */
  path: string;
  /** The site's origin, e.g. the root loader's `siteUrl`. */
  origin: string;
  /** The business's name as the settings keep it: og:site_name. */
  siteName: string;
  type?: "website" | "article";
  noindex?: boolean;
  image?: SeoImage;
}

/**
 * One absolute URL per page, so the same page reached through `?utm=…` or with a trailing
 * slash is indexed once.
 */
export function canonicalUrl(origin: string, path: string): string {
  const base = origin.replace(/\/+$/, "");
  const pathOnly = path.split(/[?#]/, 1)[0] ?? "";
  const rooted = pathOnly.startsWith("/") ? pathOnly : `/${pathOnly}`;
  const trimmed = rooted.replace(/\/+$/, "");
  return `${base}${trimmed === "" ? "/" : trimmed}`;
}

function absoluteImageUrl(origin: string, image: string): string {
  return /^https?:\/\//i.test(image) ? image : canonicalUrl(origin, image);
}

/** Title, description, canonical link, Open Graph and Twitter (X) tags for a `meta` export. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const url = canonicalUrl(input.origin, input.path);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: SITE_LOCALE },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.image) {
    const imageUrl = absoluteImageUrl(input.origin, input.image.url);
    tags.push(
      { property: "og:image", content: imageUrl },
      { property: "og:image:width", content: String(input.image.width) },
      { property: "og:image:height", content: String(input.image.height) },
      { property: "og:image:alt", content: input.image.alt },
      { name: "twitter:image", content: imageUrl },
      { name: "twitter:image:alt", content: input.image.alt },
    );
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** Remix renders each as `<script type="application/ld+json">`, escaped for HTML. */
export function jsonLd(...objects: object[]): MetaDescriptor[] {
  return objects.map((object) => ({ "script:ld+json": object }));
}

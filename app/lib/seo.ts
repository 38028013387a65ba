import type { MetaDescriptor } from "@remix-run/node";

const SITE_NAME = "We Fix Coventry";
const SITE_LOCALE = "en_GB";

interface SeoInput {
  title: string;
  description: string;
  /** The page's path; any query string or fragment is dropped from the canonical URL. */
  path: string;
  /** The site's origin, e.g. the root loader's `siteUrl`. */
  origin: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** Absolute URL, or a path on this site. */
  image?: string;
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

/** Title, description, canonical link, Open Graph and Twitter tags for a `meta` export. */
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
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: SITE_LOCALE },
    { name: "twitter:card", content: "summary" },
  ];
  if (input.image) {
    tags.push({ property: "og:image", content: absoluteImageUrl(input.origin, input.image) });
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** Remix renders each as `<script type="application/ld+json">`, escaped for HTML. */
export function jsonLd(...objects: object[]): MetaDescriptor[] {
  return objects.map((object) => ({ "script:ld+json": object }));
}

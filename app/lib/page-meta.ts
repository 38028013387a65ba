import type { MetaDescriptor } from "@remix-run/node";
import type { Business } from "./business";
import { jsonLd, seo } from "./seo";
import { SITE_SOCIAL_CARD, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from "./social-cards";

/** What the root loader gives every page's meta. */
export interface RootMetaData {
  business: Business;
  siteUrl: string;
  /** The business's JSON-LD (`localBusiness`), built by the root loader. */
  businessStructuredData: object;
}

export interface PublicPageMeta {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  /** Page-specific JSON-LD (BreadcrumbList, Service, FAQPage, HowTo, BlogPosting …). */
  structuredData?: object[];
  /** Its social card (app/lib/social-cards.ts); the site's own when the page has none. */
  socialCard?: string;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags with the page's social card, and JSON-LD for a public page: the business
 * on every page and the page's own objects. Pages with breadcrumbs, questions or a service
 * take `contentPageMeta` (content-page-meta.ts), which builds those objects: apart, so that
 * the booking and assistant pages do not load the builders.
 */
export function publicPageMeta(
  root: RootMetaData | undefined,
  page: PublicPageMeta,
): MetaDescriptor[] {
  if (!root) return [{ title: page.title }, { name: "description", content: page.description }];
  const origin = root.siteUrl;
  return [
    ...seo({
      title: page.title,
      description: page.description,
      path: page.path,
      origin,
      siteName: root.business.name,
      type: page.type,
      image: {
        url: page.socialCard ?? SITE_SOCIAL_CARD,
        width: SOCIAL_CARD_WIDTH,
        height: SOCIAL_CARD_HEIGHT,
        alt: `${page.title} — ${root.business.name}`,
      },
    }),
    ...jsonLd(root.businessStructuredData, ...(page.structuredData ?? [])),
  ];
}

import type { MetaDescriptor } from "@remix-run/node";
import type { Business } from "./business";
import { rootMetaData } from "./root-data";
import { jsonLd, seo } from "./seo";
import { breadcrumbList, faqPage, serviceSchema } from "./structured-data";

/** What the root loader gives every page's meta. */
export interface RootMetaData {
  business: Business;
  siteUrl: string;
  /** The business's JSON-LD (`localBusiness`), built by the root loader. */
  businessStructuredData: object;
}

interface PublicPageMeta {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  breadcrumbs?: { name: string; path: string }[];
  /** Page-specific JSON-LD (Service, FAQPage, HowTo, BlogPosting …). */
  structuredData?: object[];
}

/**
 * Title, description, canonical URL, Open Graph, and JSON-LD for a public page: the business
 * on every page, breadcrumbs when given, and the page's own objects.
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
      type: page.type,
    }),
    ...jsonLd(
      root.businessStructuredData,
      ...(page.breadcrumbs && page.breadcrumbs.length > 1
        ? [breadcrumbList(page.breadcrumbs, origin)]
        : []),
      ...(page.structuredData ?? []),
    ),
  ];
}

interface InfoMetaData {
  title: string;
  metaDescription: string;
  path: string;
  faqs: { question: string; answer: string }[];
}

/** The meta function of a fixed content page; pages with many questions also get FAQPage. */
export function infoPageMeta(path: string, options: { faqStructuredData?: boolean } = {}) {
  return ({
    data,
    matches,
  }: {
    data: { page: InfoMetaData } | undefined;
    matches: ReadonlyArray<{ id: string; data: unknown }>;
  }) =>
    publicPageMeta(rootMetaData(matches), {
      title: data?.page.title ?? "We Fix Coventry",
      description: data?.page.metaDescription ?? "",
      path,
      structuredData: data && options.faqStructuredData ? [faqPage(data.page.faqs)] : [],
    });
}

interface ServiceMetaData {
  name: string;
  title: string;
  metaDescription: string;
  path: string;
  breadcrumbs: { name: string; path: string }[];
  faqs: { question: string; answer: string }[];
  parent?: { name: string };
  /** The call-out price from the price list, "45.00": the Service's offer. */
  offerPrice: string | null;
}

/** The meta function of a service page or a job page under it: Service with its offer, and FAQPage. */
export function servicePageMeta({
  data,
  matches,
}: {
  data: ServiceMetaData | undefined;
  matches: ReadonlyArray<{ id: string; data: unknown }>;
}) {
  const root = rootMetaData(matches);
  if (!data || !root) return [{ title: "Page not found | We Fix Coventry" }];
  return publicPageMeta(root, {
    title: data.title,
    description: data.metaDescription,
    path: data.path,
    breadcrumbs: data.breadcrumbs,
    structuredData: [
      serviceSchema({
        name: data.name,
        description: data.metaDescription,
        path: data.path,
        origin: root.siteUrl,
        business: root.business,
        serviceType: data.parent?.name,
        offerPrice: data.offerPrice,
      }),
      faqPage(data.faqs),
    ],
  });
}

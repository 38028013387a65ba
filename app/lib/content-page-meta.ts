import type { MetaDescriptor } from "@remix-run/node";
import { publicPageMeta, type PublicPageMeta, type RootMetaData } from "./page-meta";
import { rootMetaData } from "./root-data";
import { serviceSocialCard } from "./social-cards";
import { breadcrumbList, faqPage, serviceSchema } from "./structured-data";

/** A public page's meta (`publicPageMeta`) with its trail as BreadcrumbList JSON-LD. */
export function contentPageMeta(
  root: RootMetaData | undefined,
  page: PublicPageMeta & { breadcrumbs?: { name: string; path: string }[] },
): MetaDescriptor[] {
  const { breadcrumbs, ...rest } = page;
  const trail =
    root && breadcrumbs && breadcrumbs.length > 1
      ? [breadcrumbList(breadcrumbs, root.siteUrl)]
      : [];
  return publicPageMeta(root, {
    ...rest,
    structuredData: [...trail, ...(page.structuredData ?? [])],
  });
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
    contentPageMeta(rootMetaData(matches), {
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
  /** The service's slug; a job page's is its own, and its service's is the parent's. */
  slug: string;
  parent?: { name: string; slug: string };
  /** The page's own price from the price list: the Service's Offer. */
  offer: { price: string; basis: "fixed" | "from" | "per-hour" } | null;
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
  return contentPageMeta(root, {
    title: data.title,
    description: data.metaDescription,
    path: data.path,
    breadcrumbs: data.breadcrumbs,
    socialCard: serviceSocialCard(data.parent?.slug ?? data.slug),
    structuredData: [
      serviceSchema({
        name: data.name,
        description: data.metaDescription,
        path: data.path,
        origin: root.siteUrl,
        business: root.business,
        serviceType: data.parent?.name,
        offer: data.offer,
      }),
      faqPage(data.faqs),
    ],
  });
}

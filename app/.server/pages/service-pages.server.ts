import { findService, services } from "~/content/services";
import { findSubService, subServices } from "~/content/sub-services";
import { loadPagePrices } from "./prices.server";
import { renderMarkdown } from "../content/markdown.server";

function subServicePath(sub: { categoryPath: string; slug: string }) {
  return `/services/${sub.categoryPath}/${sub.slug}`;
}

/** Every service with its sub-pages, for /services and navigation. */
export function listServices() {
  return services.map((service) => ({
    slug: service.slug,
    name: service.name,
    summary: service.summary,
    subPages: subServices
      .filter((sub) => sub.parentSlug === service.slug)
      .map((sub) => ({ name: sub.name, path: subServicePath(sub) })),
  }));
}

export async function loadServicePage(slug: string) {
  const service = findService(slug);
  if (!service) return null;
  const path = `/services/${service.slug}`;
  const prices = await loadPagePrices(service.priceKeys, path);
  return {
    path,
    slug: service.slug,
    name: service.name,
    title: service.title,
    metaDescription: service.metaDescription,
    h1: service.h1,
    intro: service.intro,
    html: renderMarkdown(service.body, { currentPath: path, fallbackAlt: service.h1 }).html,
    included: service.included,
    prices: prices.rows,
    offerPrice: prices.offerPrice,
    faqs: service.faqs,
    subPages: subServices
      .filter((sub) => sub.parentSlug === service.slug)
      .map((sub) => ({ name: sub.name, summary: sub.summary, path: subServicePath(sub) })),
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: service.name, path },
    ],
  };
}

export async function loadSubServicePage(categoryPath: string, slug: string) {
  const sub = findSubService(categoryPath, slug);
  const parent = sub ? findService(sub.parentSlug) : undefined;
  if (!sub || !parent) return null;
  const path = subServicePath(sub);
  const prices = await loadPagePrices(sub.priceKeys, path);
  return {
    path,
    slug: sub.slug,
    name: sub.name,
    parent: { name: parent.name, path: `/services/${parent.slug}`, slug: parent.slug },
    title: sub.title,
    metaDescription: sub.metaDescription,
    h1: sub.h1,
    intro: sub.intro,
    html: renderMarkdown(sub.body, { currentPath: path, fallbackAlt: sub.h1 }).html,
    included: sub.included,
    prices: prices.rows,
    offerPrice: prices.offerPrice,
    faqs: sub.faqs,
    siblings: subServices
      .filter((other) => other.parentSlug === sub.parentSlug && other.slug !== sub.slug)
      .map((other) => ({ name: other.name, path: subServicePath(other) })),
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: parent.name, path: `/services/${parent.slug}` },
      { name: sub.name, path },
    ],
  };
}

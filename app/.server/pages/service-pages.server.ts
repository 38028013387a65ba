import type { Kysely } from "kysely";
import { findService, services } from "~/content/services";
import { findSubService, subServices } from "~/content/sub-services";
import { siteCopy, type CopyFacts } from "../content/site-copy.server";
import { currentCopyFacts } from "./current-copy-facts.server";
import { renderMarkdown } from "../content/markdown.server";
import { pageOfferOf, priceRowsOf } from "../prices/price-list.server";
import type { Database } from "../db/schema.server";
import { latestServicePhoto } from "../public-content/portfolio.server";

function subServicePath(sub: { categoryPath: string; slug: string }) {
  return `/services/${sub.categoryPath}/${sub.slug}`;
}

/** Every service with its sub-pages, for /services and the home page, prices filled in. */
export function serviceListOf(facts: CopyFacts) {
  const copy = siteCopy(facts, "/services");
  return services.map((service) => ({
    slug: service.slug,
    name: service.name,
    summary: copy.text(service.summary),
    subPages: subServices
      .filter((sub) => sub.parentSlug === service.slug)
      .map((sub) => ({ name: sub.name, path: subServicePath(sub) })),
  }));
}

export async function listServices(db: Kysely<Database>) {
  return serviceListOf(await currentCopyFacts(db));
}

/**
 * A service page from one reading of the price list: its copy's figures, its price table and
 * its structured data's Offer (the page's own item, the first of its table) state the same prices.
 */
export function servicePageOf(slug: string, facts: CopyFacts) {
  const service = findService(slug);
  if (!service) return null;
  const path = `/services/${service.slug}`;
  const copy = siteCopy(facts, path);
  const h1 = copy.text(service.h1);
  return {
    path,
    slug: service.slug,
    name: service.name,
    title: copy.text(service.title),
    metaDescription: copy.text(service.metaDescription),
    h1,
    intro: copy.text(service.intro),
    html: renderMarkdown(copy.text(service.body), { currentPath: path, fallbackAlt: h1 }).html,
    included: copy.lines(service.included),
    prices: priceRowsOf(facts.prices, service.priceKeys, path),
    offer: pageOfferOf(facts.prices, service.priceKeys, path),
    faqs: copy.faqs(service.faqs),
    subPages: subServices
      .filter((sub) => sub.parentSlug === service.slug)
      .map((sub) => ({
        name: sub.name,
        summary: copy.text(sub.summary),
        path: subServicePath(sub),
      })),
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: service.name, path },
    ],
  };
}

export async function loadServicePage(db: Kysely<Database>, slug: string) {
  if (!findService(slug)) return null;
  const [facts, heroPhoto] = await Promise.all([
    currentCopyFacts(db),
    latestServicePhoto(db, slug),
  ]);
  const page = servicePageOf(slug, facts);
  return page ? { ...page, heroPhoto } : null;
}

export function subServicePageOf(categoryPath: string, slug: string, facts: CopyFacts) {
  const sub = findSubService(categoryPath, slug);
  const parent = sub ? findService(sub.parentSlug) : undefined;
  if (!sub || !parent) return null;
  const path = subServicePath(sub);
  const copy = siteCopy(facts, path);
  const h1 = copy.text(sub.h1);
  return {
    path,
    slug: sub.slug,
    name: sub.name,
    parent: { name: parent.name, path: `/services/${parent.slug}`, slug: parent.slug },
    title: copy.text(sub.title),
    metaDescription: copy.text(sub.metaDescription),
    h1,
    intro: copy.text(sub.intro),
    html: renderMarkdown(copy.text(sub.body), { currentPath: path, fallbackAlt: h1 }).html,
    included: copy.lines(sub.included),
    prices: priceRowsOf(facts.prices, sub.priceKeys, path),
    offer: pageOfferOf(facts.prices, sub.priceKeys, path),
    faqs: copy.faqs(sub.faqs),
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

export async function loadSubServicePage(db: Kysely<Database>, categoryPath: string, slug: string) {
  const sub = findSubService(categoryPath, slug);
  if (!sub) return null;
  const [facts, heroPhoto] = await Promise.all([
    currentCopyFacts(db),
    latestServicePhoto(db, sub.parentSlug),
  ]);
  const page = subServicePageOf(categoryPath, slug, facts);
  return page ? { ...page, heroPhoto } : null;
}

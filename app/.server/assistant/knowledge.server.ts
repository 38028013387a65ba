import type { Kysely } from "kysely";
import { guides } from "~/content/guides";
import { infoPages } from "~/content/info-pages";
import type { PageCopy } from "~/content/types";
import { locations } from "~/content/locations";
import { services } from "~/content/services";
import { subServices } from "~/content/sub-services";
import { listAreaNames, type Business } from "~/lib/business";
import { describeOpeningHours } from "~/lib/opening-hours";
import { bookableHours, type BookingRules } from "~/lib/booking-rules";
import { describePrice } from "~/lib/money";
import { describeServedArea } from "~/lib/postcode";
import { CATEGORY_HEADINGS, type PriceCategory } from "~/lib/prices";
import { getBusiness } from "../business/business.server";
import { siteCopy, type SiteCopy } from "../content/site-copy.server";
import type { Database } from "../db/schema.server";
import { getBookingSettings } from "../jobs/settings.server";
import { paymentWaysInWords } from "../payments/payment-ways.server";
import { getPriceList, type PriceList } from "../prices/price-list.server";
import { queryPublishedPostTexts } from "../public-content/blog.server";
import { passagesOfPage, type PageSource, type Passage } from "./passages";
import { serviceAliases } from "./service-match";

/** Everything the assistant knows: the site's passages and the structured facts beside them. */
export interface Knowledge {
  passages: Passage[];
  prices: PriceList;
  business: Business;
  rules: BookingRules;
}

/** A page of app/content as the search sees it: its copy with the prices filled in. */
function pageSource(
  copy: SiteCopy,
  href: string,
  kind: PageSource["kind"],
  page: PageCopy,
  extra: { body?: string; keywords?: readonly string[] } = {},
): PageSource {
  return {
    href,
    pageTitle: copy.text(page.h1),
    kind,
    intro: copy.text(page.intro),
    body: extra.body ?? copy.text(page.body),
    faqs: copy.faqs(page.faqs),
    ...(extra.keywords ? { keywords: extra.keywords.join(" ") } : {}),
  };
}

function contentPages(copy: SiteCopy): PageSource[] {
  return [
    ...services.map((service) =>
      pageSource(copy, `/services/${service.slug}`, "service", service, {
        body: `${copy.text(service.body)}\n\n## What a visit includes\n\n${copy
          .lines(service.included)
          .map((line) => `- ${line}`)
          .join("\n")}`,
        keywords: [service.name, ...serviceAliases(service.slug)],
      }),
    ),
    ...subServices.map((page) =>
      pageSource(copy, `/services/${page.categoryPath}/${page.slug}`, "service", page, {
        keywords: [page.name, ...serviceAliases(page.slug)],
      }),
    ),
    ...locations.map((page) =>
      pageSource(copy, `/locations/${page.slug}`, "location", page, {
        keywords: [page.place, ...page.areas],
      }),
    ),
    ...guides.map((page) => pageSource(copy, `/guides/${page.slug}`, "guide", page)),
    ...infoPages.map((page) => pageSource(copy, page.path, "info", page)),
  ];
}

/** The price list as passages: one per category, so "how much is a TV mounting" finds its line. */
function pricePassages(prices: PriceList, vatRegistered: boolean): Passage[] {
  const byCategory = new Map<PriceCategory, string[]>();
  for (const item of prices.items) {
    const note = item.note ? ` ${item.note.replace(/([^.!?])$/, "$1.")}` : "";
    const line = `${item.label}: ${describePrice(item)}.${note}`;
    byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), line]);
  }
  return [...byCategory.entries()].map(([category, lines]) => ({
    id: `/prices#${category}`,
    href: "/prices",
    pageTitle: "Prices",
    heading: CATEGORY_HEADINGS[category],
    text: `${lines.join(" ")} ${vatRegistered ? "All prices include VAT." : "No VAT is added to any price."}`,
    kind: "price",
  }));
}

/** The booking rules and the profile as sentences, cited to the pages that state them. */
function rulePassages(business: Business, rules: BookingRules): Passage[] {
  const passage = (
    id: string,
    href: string,
    pageTitle: string,
    heading: string,
    text: string,
    keywords: string,
  ): Passage => ({ id, href, pageTitle, heading, text, keywords, kind: "rules" });
  return [
    passage(
      "rules:hours",
      "/contact",
      "Contact us",
      "Opening hours",
      `We are open ${describeOpeningHours(business.openingHours)}. Call ${business.phoneDisplay} or e-mail ${business.email}.`,
      "opening hours open closed times phone number telephone call ring e-mail email contact weekend sunday saturday bank holiday",
    ),
    passage(
      "rules:booking",
      "/book",
      "Book online",
      "How booking works",
      `Arrival windows are ${rules.windowHours} hours long, ${describeOpeningHours(bookableHours(rules))}. Book a window online at least ${Math.round(rules.minNoticeMinutes / 60)} hours ahead and up to ${rules.maxDaysAhead} days ahead. An emergency call-out can be booked for the same day.`,
      "book booking notice advance ahead arrival arrive window slot time minutes quickly soon fast someone come door",
    ),
    passage(
      "rules:changes",
      "/book",
      "Book online",
      "Moving or cancelling a booking",
      `You can move or cancel a booking online until ${rules.changeCutoffHours} hours before its window: use the customer portal link in your confirmation e-mail. After that, call us on ${business.phoneDisplay}.`,
      "move change reschedule rearrange cancel cancelling another day date booking portal",
    ),
    passage(
      "rules:area",
      "/areas-we-cover",
      "Areas we cover",
      "Postcodes we cover",
      `We cover ${listAreaNames(business.serviceAreas)}: the postcodes ${describeServedArea(rules.servedOutwardCodes)}.`,
      "area areas cover covered postcode postcodes travel serve towns",
    ),
  ];
}

function blogPages(
  posts: readonly { slug: string; title: string; excerpt: string; body: string }[],
): PageSource[] {
  return posts.map((post) => ({
    href: `/blog/${post.slug}`,
    pageTitle: post.title,
    kind: "blog",
    intro: post.excerpt,
    body: post.body,
  }));
}

/** Reads everything now: the caller caches it (the index is rebuilt when content changes). */
export async function loadKnowledge(
  db: Kysely<Database>,
  options: { payOnline: boolean },
): Promise<Knowledge> {
  const [prices, business, rules, posts, payWays] = await Promise.all([
    getPriceList(db),
    getBusiness(db),
    getBookingSettings(db),
    queryPublishedPostTexts(db),
    paymentWaysInWords(db, options.payOnline),
  ]);
  const copy = siteCopy(
    {
      prices,
      openingHours: business.openingHours,
      changeCutoffHours: rules.changeCutoffHours,
      vatRegistered: business.vatRegistered,
      payWays,
    },
    "the assistant's knowledge",
  );
  const passages = [...contentPages(copy), ...blogPages(posts)].flatMap(passagesOfPage);
  return {
    passages: [
      ...passages,
      ...pricePassages(prices, business.vatRegistered),
      ...rulePassages(business, rules),
    ],
    prices,
    business,
    rules,
  };
}

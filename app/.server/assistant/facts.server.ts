import type { Kysely } from "kysely";
import { describeOpeningHours } from "~/lib/opening-hours";
import { londonDate } from "~/lib/booking-rules";
import { describePrice } from "~/lib/money";
import { describeServedArea, servedAreasOf } from "~/lib/postcode";
import { CALLOUT_PRICE_KEY, EMERGENCY_CALLOUT_PRICE_KEY } from "~/lib/prices";
import type { Database } from "../db/schema.server";
import { nextFreeWindows } from "./availability.server";
import type { Knowledge } from "./knowledge.server";
import type { Whereabouts } from "./follow-up";
import { nearestServedArea } from "./nearest-area";
import type { RateAsked, ReadQuestion } from "./question";
import type { MatchedService } from "./service-match";
import type { AssistantFact, Citation } from "./types";

/**
 * The exact facts an answer states, each from structured data (decision 20): the price list,
 * the served postcodes, the live availability, the business profile. Never from the copy.
 */

type Library = Pick<Knowledge, "prices" | "rules" | "business">;

function priceFact(library: Library, key: string): AssistantFact | null {
  const item = library.prices.byKey.get(key);
  return item ? { label: "Price", value: `${item.label}: ${describePrice(item)}` } : null;
}

/** The price-list lines a question can name without a service. */
const RATE_KEYS: Readonly<Record<RateAsked, string>> = {
  callout: CALLOUT_PRICE_KEY,
  "emergency-callout": EMERGENCY_CALLOUT_PRICE_KEY,
  hour: "labour.hour",
  "half-day": "labour.half-day",
  day: "labour.day",
};

/** Covered or not, from the served postcodes in the booking settings. */
function areaFact(library: Library, read: Whereabouts): AssistantFact | null {
  const served = library.rules.servedOutwardCodes.map((code) => code.trim().toUpperCase());
  const everywhere = describeServedArea(served);
  if (read.postcode) {
    const town = servedAreasOf(served).find((area) =>
      area.postcodes.includes(read.postcode?.outward ?? ""),
    );
    return town
      ? { label: "Area", value: `Yes, we cover ${read.postcode.text} (${town.name}).` }
      : {
          label: "Area",
          value: `No, ${read.postcode.text} is outside the area we cover: ${everywhere}.`,
        };
  }
  if (read.place) {
    const covered =
      read.place.town !== null &&
      servedAreasOf(served).some((area) => area.name === read.place?.town);
    const where =
      read.place.town && read.place.town !== read.place.name
        ? `${read.place.name} (${read.place.town})`
        : read.place.name;
    return covered
      ? { label: "Area", value: `Yes, we cover ${where}.` }
      : { label: "Area", value: `No, ${where} is outside the area we cover: ${everywhere}.` };
  }
  return null;
}

function isOutOfArea(fact: AssistantFact | null): boolean {
  return fact?.value.startsWith("No,") ?? false;
}

/** Whether "Book this" may pre-fill a place the conversation named: never one we do not cover. */
export function outsideTheArea(library: Library, where: Whereabouts): boolean {
  return isOutOfArea(areaFact(library, where));
}

/** Instead of a bare no: our nearest town and the phone, from the settings. */
function outOfAreaFacts(library: Library, where: Whereabouts): AssistantFact[] {
  const nearest = nearestServedArea(where, library.business, library.rules.servedOutwardCodes);
  return [
    ...(nearest ? [{ label: "Nearest area we cover", value: nearest.description }] : []),
    { label: "Phone", value: library.business.phoneDisplay },
  ];
}

export interface GatheredFacts {
  facts: AssistantFact[];
  citations: Citation[];
  /** The question named something structured data answers (a service, a place, a day, the hours). */
  structured: boolean;
  emergency: boolean;
  windows: boolean;
  outOfArea: boolean;
}

const CITE = {
  prices: { href: "/prices", title: "Prices" },
  emergency: { href: "/emergency-callout", title: "Emergency call-out" },
  areas: { href: "/areas-we-cover", title: "Areas we cover" },
  book: { href: "/book", title: "Book online" },
  contact: { href: "/contact", title: "Contact us" },
} as const satisfies Record<string, Citation>;

export async function gatherFacts(
  db: Kysely<Database>,
  library: Library,
  ask: { read: ReadQuestion; service: MatchedService | null; now: Date },
): Promise<GatheredFacts> {
  const { read, service, now } = ask;
  const facts: AssistantFact[] = [];
  const citations: Citation[] = [];
  const emergency = !read.asks.gasSafety && (read.asks.emergency || (service?.emergency ?? false));
  const rate = read.asks.price && read.rate ? priceFact(library, RATE_KEYS[read.rate]) : null;
  if (rate) facts.push(rate);
  if (service) {
    facts.push({ label: "Service", value: service.name });
    citations.push({ href: service.href, title: service.name });
    const price = priceFact(library, service.priceKey);
    if (price) facts.push(price);
  }
  if (!rate && (emergency || (read.asks.price && !service))) {
    const callout = priceFact(library, emergency ? EMERGENCY_CALLOUT_PRICE_KEY : CALLOUT_PRICE_KEY);
    if (callout) facts.push(callout);
  }
  if (emergency) citations.push(CITE.emergency);
  if (facts.some((fact) => fact.label === "Price")) citations.push(CITE.prices);

  const area = areaFact(library, read);
  const outOfArea = isOutOfArea(area);
  if (area) {
    facts.push(area, ...(outOfArea ? outOfAreaFacts(library, read) : []));
    citations.push(
      read.place?.href && !outOfArea
        ? { href: read.place.href, title: read.place.name }
        : CITE.areas,
    );
    if (outOfArea) citations.push(CITE.contact);
  }

  const windows =
    !outOfArea &&
    !read.asks.gasSafety &&
    (read.asks.availability || emergency || (service !== null && area !== null));
  if (windows) {
    // Emergency windows are today's only: an emergency asked about for a later day books as usual.
    const sameDay = read.day === null || read.day === londonDate(now);
    facts.push(
      await nextFreeWindows(db, library.rules, {
        day: read.day,
        partOfDay: read.partOfDay,
        emergency: emergency && sameDay,
        now,
      }),
    );
    citations.push(CITE.book);
  }
  if (read.asks.hours) {
    facts.push({
      label: "Opening hours",
      value: describeOpeningHours(library.business.openingHours),
    });
    citations.push(CITE.contact);
  }
  if (read.asks.phone && !facts.some((fact) => fact.label === "Phone")) {
    facts.push({ label: "Phone", value: library.business.phoneDisplay });
    citations.push(CITE.contact);
  }
  return {
    facts,
    citations,
    structured: service !== null || area !== null || windows || read.asks.hours || read.asks.phone,
    emergency,
    windows,
    outOfArea,
  };
}

/** Pages the question points at weigh more in the search: its service, its place, the guides. */
export function passageBoost(
  read: ReadQuestion,
  service: MatchedService | null,
): (href: string) => number {
  return (href) => {
    if (read.asks.diy && href.startsWith("/guides/")) return 4;
    if (service && href === service.href) return read.asks.diy ? 1.5 : 3;
    if (read.place?.href && href === read.place.href) return 1.5;
    if ((read.asks.phone || read.asks.hours) && href === "/contact") return 3;
    if (read.asks.emergency && href === "/emergency-callout") return 2;
    return 1;
  };
}

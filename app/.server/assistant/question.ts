import { locations } from "~/content/locations";
import { addCalendarDays, londonDate } from "~/lib/booking-rules";
import { normalisePostcode } from "~/lib/postcode";

/**
 * What a visitor's question names, read with rules rather than guessed: a postcode, a place,
 * a day, and what they want to know. Pure, so every rule is unit-tested.
 */

export interface NamedPlace {
  /** As the visitor wrote it, e.g. "Earlsdon". */
  name: string;
  /** The town it belongs to when it is one of ours, e.g. "Coventry"; null for elsewhere. */
  town: string | null;
  /** The location page about it, when there is one. */
  href: string | null;
}

export interface NamedPostcode {
  /** "CV3 5AB", or just the outward code "CV3" when only that was given. */
  text: string;
  outward: string;
  full: boolean;
}

export type OffTopic =
  | { topic: "gas"; covered: true }
  | { topic: "roofing" | "structural"; covered: true }
  | {
      topic: "vehicles" | "medical" | "legal" | "money" | "other-trade" | "unrelated";
      covered: false;
    };

export interface ReadQuestion {
  postcode: NamedPostcode | null;
  place: NamedPlace | null;
  /** A London calendar date, "2026-11-24". */
  day: string | null;
  dayWords: string | null;
  asks: {
    price: boolean;
    hours: boolean;
    phone: boolean;
    availability: boolean;
    area: boolean;
    emergency: boolean;
    /** "How do I fix it myself?": the guides answer before the service pages. */
    diy: boolean;
    /** Smelling gas: the site's safety advice, never a booking. */
    gasSafety: boolean;
  };
  offTopic: OffTopic | null;
  /** Content words for the search: question words and filler removed. */
  terms: string[];
}

const OUTWARD_OR_FULL = /\b([A-Z]{1,2}[0-9][A-Z0-9]?)(?:\s*([0-9][A-Z]{2}))?\b/g;
/** Letters that start no UK postcode area on their own ("I1", "Q1" are not districts). */
const NOT_POSTCODE_AREAS = new Set(["I", "J", "K", "Q", "V", "X", "Z"]);

export function findPostcode(question: string): NamedPostcode | null {
  for (const match of question.toUpperCase().matchAll(OUTWARD_OR_FULL)) {
    const outward = match[1] ?? "";
    const inward = match[2];
    const area = /^[A-Z]+/.exec(outward)?.[0] ?? "";
    if (area.length === 1 && NOT_POSTCODE_AREAS.has(area)) continue;
    if (inward) {
      const full = normalisePostcode(`${outward} ${inward}`);
      if (full) return { text: full, outward, full: true };
    }
    // A bare outward code is taken only when it is a real district shape.
    if (normalisePostcode(`${outward} 1AA`)) return { text: outward, outward, full: false };
  }
  return null;
}

/** Our towns by the names people use. */
const TOWNS: readonly { words: readonly string[]; town: string; href: string | null }[] = [
  { words: ["coventry", "cov"], town: "Coventry", href: "/locations/coventry-handyman" },
  { words: ["warwick"], town: "Warwick", href: "/locations/warwick-handyman" },
  { words: ["kenilworth"], town: "Kenilworth", href: "/locations/kenilworth-handyman" },
  {
    words: ["leamington spa", "royal leamington spa", "leamington", "leam"],
    town: "Leamington Spa",
    href: "/areas-we-cover",
  },
];

/** Towns nearby that are not ours, so "do you cover Rugby?" gets a plain no. */
const ELSEWHERE: readonly string[] = [
  "rugby",
  "nuneaton",
  "bedworth",
  "birmingham",
  "solihull",
  "stratford",
  "stratford-upon-avon",
  "daventry",
  "hinckley",
  "southam",
  "banbury",
  "redditch",
  "northampton",
  "leicester",
  "london",
  "wolverhampton",
  "oxford",
  "tamworth",
  "lutterworth",
  "atherstone",
  "meriden",
  "balsall common",
  "coleshill",
  "alcester",
  "manchester",
  "bristol",
  "milton keynes",
  "wellesbourne",
  "bulkington",
];

function townOf(place: string): (typeof TOWNS)[number] | undefined {
  const lower = place.toLowerCase();
  return TOWNS.find((town) => lower.includes(town.town.toLowerCase()));
}

/** Villages and districts /areas-we-cover names beyond the location pages, by town. */
const AREA_PAGE_PLACES: Readonly<Record<string, readonly string[]>> = {
  Coventry: [
    "Allesley",
    "Bell Green",
    "Binley",
    "Binley Woods",
    "Canley",
    "Chapelfields",
    "Cheylesmore",
    "Coundon",
    "Earlsdon",
    "Eastern Green",
    "Finham",
    "Foleshill",
    "Hillfields",
    "Holbrooks",
    "Keresley",
    "Lower Stoke",
    "Radford",
    "Spon End",
    "Stoke",
    "Styvechale",
    "Tile Hill",
    "Walsgrave",
    "Whitley",
    "Willenhall",
    "Wyken",
  ],
  Kenilworth: ["Abbey Fields", "Burton Green", "Crackley", "Knowle Hill"],
  "Leamington Spa": [
    "Lillington",
    "Milverton",
    "Sydenham",
    "Whitnash",
    "Radford Semele",
    "Cubbington",
  ],
  Warwick: [
    "Chase Meadow",
    "Woodloes Park",
    "Warwick Gates",
    "Myton",
    "Hampton Magna",
    "Barford",
    "Leek Wootton",
    "Bishop's Tachbrook",
  ],
};

/** Neighbourhoods named on our location pages, each with its town and page. */
const NEIGHBOURHOODS: readonly { word: string; place: NamedPlace }[] = [
  ...locations.flatMap((page) => {
    const town = townOf(page.place);
    return page.areas
      .filter((area) => !/^[A-Z]{1,2}\d/.test(area))
      .map((area) => ({
        word: area.toLowerCase(),
        place: { name: area, town: town?.town ?? null, href: `/locations/${page.slug}` },
      }));
  }),
  ...Object.entries(AREA_PAGE_PLACES).flatMap(([town, places]) =>
    places.map((name) => ({
      word: name.toLowerCase(),
      place: { name, town, href: "/areas-we-cover" },
    })),
  ),
];

function containsWords(text: string, words: string): boolean {
  const pattern = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[^a-z])${pattern}(?:$|[^a-z])`).test(text);
}

export function findPlace(question: string): NamedPlace | null {
  const text = question.toLowerCase();
  // The longest neighbourhood first: "Leamington Old Town" before "Old Town".
  const neighbourhood = [...NEIGHBOURHOODS]
    .sort((a, b) => b.word.length - a.word.length)
    .find((entry) => containsWords(text, entry.word));
  if (neighbourhood) return neighbourhood.place;
  const elsewhere = ELSEWHERE.find((word) => containsWords(text, word));
  if (elsewhere) {
    return { name: elsewhere.replace(/\b[a-z]/g, (c) => c.toUpperCase()), town: null, href: null };
  }
  for (const town of TOWNS) {
    const word = town.words.find((candidate) => containsWords(text, candidate));
    if (word) return { name: town.town, town: town.town, href: town.href };
  }
  return null;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** The weekday (0 = Sunday) of a London calendar date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The day a question names, as a London date, with the words that named it. */
export function findDay(question: string, now: Date): { date: string; words: string } | null {
  const text = question.toLowerCase();
  const today = londonDate(now);
  if (/\b(day after tomorrow)\b/.test(text))
    return { date: addCalendarDays(today, 2), words: "the day after tomorrow" };
  if (/\b(tomorrow|tmrw|tomorow)\b/.test(text))
    return { date: addCalendarDays(today, 1), words: "tomorrow" };
  if (/\b(today|tonight|this (morning|afternoon|evening)|right now|now)\b/.test(text)) {
    return { date: today, words: "today" };
  }
  const dated = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? (${MONTHS.join("|")})\\b`).exec(
    text,
  );
  if (dated) {
    const day = Number(dated[1]);
    const month = MONTHS.indexOf(dated[2] ?? "") + 1;
    const year = Number(today.slice(0, 4));
    const pad = (value: number) => String(value).padStart(2, "0");
    let date = `${year}-${pad(month)}-${pad(day)}`;
    if (date < today) date = `${year + 1}-${pad(month)}-${pad(day)}`;
    if (
      !Number.isNaN(new Date(`${date}T12:00:00Z`).getTime()) &&
      new Date(`${date}T12:00:00Z`).getUTCDate() === day
    ) {
      return { date, words: `${day} ${dated[2]}` };
    }
  }
  if (/\b(this |at the )?weekend\b/.test(text)) {
    const ahead = (6 - weekdayOf(today) + 7) % 7;
    return { date: addCalendarDays(today, ahead), words: "at the weekend" };
  }
  if (/\bnext week\b/.test(text)) {
    const ahead = (1 - weekdayOf(today) + 7) % 7 || 7;
    return { date: addCalendarDays(today, ahead), words: "next week" };
  }
  const named = WEEKDAYS.findIndex((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (named >= 0) {
    const ahead = (named - weekdayOf(today) + 7) % 7 || 7;
    const name = WEEKDAYS[named] ?? "";
    return {
      date: addCalendarDays(today, ahead),
      words: `on ${name[0]?.toUpperCase()}${name.slice(1)}`,
    };
  }
  return null;
}

/** Topics we do not answer, each with the words that give it away. Order matters: the first wins. */
const OFF_TOPICS: readonly { topic: OffTopic; pattern: RegExp }[] = [
  {
    topic: { topic: "gas", covered: true },
    // Smelling gas is a safety question the site answers (leave, call the gas emergency line).
    pattern:
      /\b(boilers?|combi|gas safe|corgi|flue|(?<!smell |smell of |smelling |smelling of )gas(?! (leak|smell)))\b/,
  },
  {
    topic: { topic: "roofing", covered: true },
    pattern: /\b(roof|roofs|roofing|roofer|chimney stack|chimney pot|slates?)\b/,
  },
  {
    topic: { topic: "structural", covered: true },
    pattern: /\b(structural|load[- ]bearing|knock (down|through)|underpinning|rsj|steel beam)\b/,
  },
  {
    topic: { topic: "vehicles", covered: false },
    pattern: /\b(car|cars|mot|tyres?|vehicle|engine|clutch|brakes|motorbike|scooter)\b/,
  },
  {
    topic: { topic: "medical", covered: false },
    pattern:
      /\b(doctor|gp|painkillers?|paracetamol|ibuprofen|bad back|back pain|toothache|symptoms?|medicine|medication|prescription|rash|fever|headache|injur(y|ed|ies)|pregnan\w*|diagnos\w*|nhs|hospital|chest pain|covid|tablets?)\b/,
  },
  {
    topic: { topic: "legal", covered: false },
    pattern:
      /\b(solicitor|lawyer|legal advice|sue|suing|court|divorce|lawsuit|small claims|my rights|evict\w*|section 21)\b/,
  },
  {
    topic: { topic: "money", covered: false },
    pattern: /\b(mortgage|tax return|taxes|invest\w*|bitcoin|crypto|shares|pension|loan)\b/,
  },
  {
    topic: { topic: "other-trade", covered: false },
    pattern:
      /\b(pest control|wasps?|rats|mice|bed bugs|removals?|man and van|skip hire|window clean\w*|carpet clean\w*|oven clean\w*|house clean\w*|deep clean\w*|end of tenancy clean\w*|cleaners?|deep clean\w*|end of tenancy clean\w*|cleaners|chimney sweep|tree surgeon|tree felling|asbestos|septic tank|solar panels?|heat pump|air conditioning|satellite dish|computer repair|phone repair|laptop|tattoo|hairdress\w*|dog walk\w*|babysit\w*|loft conversion|driving lessons?)\b/,
  },
  {
    topic: { topic: "unrelated", covered: false },
    pattern:
      /\b(weather|recipe|football|poem|joke|song|homework|essay|capital of|president|prime minister|lottery|horoscope|translate|write (me )?(a|some) code|javascript|python|movie|film)\b/,
  },
];

export function findOffTopic(question: string): OffTopic | null {
  const text = question.toLowerCase();
  return OFF_TOPICS.find((entry) => entry.pattern.test(text))?.topic ?? null;
}

/** Words that carry no meaning for the search. */
const STOP_WORDS = new Set(
  (
    "a an the and or but if then so of to in on at by for with from into about as is are was were be been being " +
    "do does did doing done can could would should will shall may might must i me my mine we us our you your yours " +
    "he she it its they them their this that these those there here what which who whom whose when where why how " +
    "much many any some all each every no not yes please thanks thank hi hello hey just also very really get got " +
    "have has had need needs want wants like know tell let im i'm it's its what's whats dont don't does doesn't " +
    "out up one someone anyone somebody come came take you'll we'll i'll they'll"
  ).split(" "),
);

export function contentTerms(question: string): string[] {
  return question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z0-9£']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

export function readQuestion(question: string, now: Date): ReadQuestion {
  const text = question.toLowerCase();
  const day = findDay(question, now);
  const postcode = findPostcode(question);
  const place = findPlace(question);
  return {
    postcode,
    place,
    day: day?.date ?? null,
    dayWords: day?.words ?? null,
    asks: {
      price:
        /\b(how much|cost|costs|price|prices|pricing|charge|charges|fee|fees|rate|rates|quote|expensive|cheap|call-?out|call out)\b|£|\bfree\b(?! (slot|window|time|day))/.test(
          text,
        ),
      hours:
        /\b(open|opening|hours|close|closed|closing|what time|sundays?|bank holidays?|christmas|overnight|at night|middle of the night|\d{1,2} ?(am|pm))\b/.test(
          text,
        ),
      phone: /\b(phone|number|call(?!-?out| out)|ring|telephone|speak to|talk to|contact)\b/.test(
        text,
      ),
      availability:
        day !== null ||
        /\b(when|available|availability|soonest|earliest|next free|free slot|slots?|come out|can you come|how soon|how quickly|how fast|book|in \d+ minutes|within (an|the) hour)\b/.test(
          text,
        ),
      area:
        postcode !== null ||
        place !== null ||
        /\b(cover|covered|area|areas|serve|travel|come to|postcode|near me|local)\b/.test(text),
      emergency:
        /\b(emergency|emergencies|urgent|urgently|asap|burst|flood\w*|overflowing|won't stop|will not stop|locked out|tonight|out of hours|right now|come now|break-in|broke in|broken into|burgled|no power|trip switch|tripping)\b/.test(
          text,
        ),
      diy: /\b(myself|diy|yourself|do it my ?self|how (do|can|should) i (fix|repair|stop|unblock|bleed|change|replace))\b/.test(
        text,
      ),
      gasSafety: /\b(smell(ing)? (of )?gas|gas (leak|smell))\b/.test(text),
    },
    offTopic: findOffTopic(question),
    terms: contentTerms(question),
  };
}

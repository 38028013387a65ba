import { locations } from "~/content/locations";
import { normalisePostcode } from "~/lib/postcode";

/**
 * The places a question names: a postcode or a district, one of our towns or their
 * neighbourhoods, or a town nearby that we do not cover (with where it is, so an answer can
 * name the nearest place we do cover). Pure, so every rule is unit-tested.
 */

export interface NamedPlace {
  /** As the visitor wrote it, e.g. "Earlsdon". */
  name: string;
  /** The town it belongs to when it is one of ours, e.g. "Coventry"; null for elsewhere. */
  town: string | null;
  /** The location page about it, when there is one. */
  href: string | null;
  /** Where a town we do not cover is, so the answer can name our nearest. */
  at?: Coordinates;
}

export interface NamedPostcode {
  /** "CV3 5AB", or just the outward code "CV3" when only that was given. */
  text: string;
  outward: string;
  full: boolean;
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

/** Where a place is, roughly (its centre): enough to tell which of our towns is nearest. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Towns nearby that are not ours, so "do you cover Rugby?" gets a plain no and our nearest town. */
const ELSEWHERE: readonly { word: string; at: Coordinates }[] = [
  { word: "rugby", at: { latitude: 52.37, longitude: -1.265 } },
  { word: "nuneaton", at: { latitude: 52.523, longitude: -1.468 } },
  { word: "bedworth", at: { latitude: 52.479, longitude: -1.469 } },
  { word: "birmingham", at: { latitude: 52.486, longitude: -1.89 } },
  { word: "solihull", at: { latitude: 52.412, longitude: -1.778 } },
  { word: "stratford", at: { latitude: 52.192, longitude: -1.707 } },
  { word: "stratford-upon-avon", at: { latitude: 52.192, longitude: -1.707 } },
  { word: "daventry", at: { latitude: 52.257, longitude: -1.163 } },
  { word: "hinckley", at: { latitude: 52.541, longitude: -1.373 } },
  { word: "southam", at: { latitude: 52.252, longitude: -1.39 } },
  { word: "banbury", at: { latitude: 52.063, longitude: -1.34 } },
  { word: "redditch", at: { latitude: 52.306, longitude: -1.945 } },
  { word: "northampton", at: { latitude: 52.24, longitude: -0.903 } },
  { word: "leicester", at: { latitude: 52.637, longitude: -1.135 } },
  { word: "london", at: { latitude: 51.507, longitude: -0.128 } },
  { word: "wolverhampton", at: { latitude: 52.587, longitude: -2.129 } },
  { word: "oxford", at: { latitude: 51.752, longitude: -1.258 } },
  { word: "tamworth", at: { latitude: 52.634, longitude: -1.695 } },
  { word: "lutterworth", at: { latitude: 52.455, longitude: -1.2 } },
  { word: "atherstone", at: { latitude: 52.578, longitude: -1.548 } },
  { word: "meriden", at: { latitude: 52.437, longitude: -1.646 } },
  { word: "balsall common", at: { latitude: 52.39, longitude: -1.651 } },
  { word: "coleshill", at: { latitude: 52.499, longitude: -1.707 } },
  { word: "alcester", at: { latitude: 52.215, longitude: -1.876 } },
  { word: "manchester", at: { latitude: 53.48, longitude: -2.243 } },
  { word: "bristol", at: { latitude: 51.455, longitude: -2.588 } },
  { word: "milton keynes", at: { latitude: 52.041, longitude: -0.759 } },
  { word: "wellesbourne", at: { latitude: 52.196, longitude: -1.594 } },
  { word: "bulkington", at: { latitude: 52.477, longitude: -1.425 } },
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

/** Each place's pattern, made once: every question and every FAQ heading is read with them. */
const WORD_PATTERNS = new Map<string, RegExp>();

function containsWords(text: string, words: string): boolean {
  let pattern = WORD_PATTERNS.get(words);
  if (!pattern) {
    const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    pattern = new RegExp(`(?:^|[^a-z])${escaped}(?:$|[^a-z])`);
    WORD_PATTERNS.set(words, pattern);
  }
  return pattern.test(text);
}

/** The longest neighbourhood first: "Leamington Old Town" before "Old Town". */
const NEIGHBOURHOODS_LONGEST_FIRST = [...NEIGHBOURHOODS].sort(
  (a, b) => b.word.length - a.word.length,
);

/** The business's own name holds a town: "Who are We Fix Coventry?" names no place. */
const OUR_NAME = /\bwe\s*fix\s*coventry\b/g;

export function findPlace(question: string): NamedPlace | null {
  const text = question.toLowerCase().replace(OUR_NAME, " ");
  const neighbourhood = NEIGHBOURHOODS_LONGEST_FIRST.find((entry) =>
    containsWords(text, entry.word),
  );
  if (neighbourhood) return neighbourhood.place;
  const elsewhere = ELSEWHERE.find((entry) => containsWords(text, entry.word));
  if (elsewhere) {
    const name = elsewhere.word.replace(/\b[a-z]/g, (c) => c.toUpperCase());
    return { name, town: null, href: null, at: elsewhere.at };
  }
  for (const town of TOWNS) {
    const word = town.words.find((candidate) => containsWords(text, candidate));
    if (word) return { name: town.town, town: town.town, href: town.href };
  }
  return null;
}

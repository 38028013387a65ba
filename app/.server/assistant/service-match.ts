import { services } from "~/content/services";
import { subServices } from "~/content/sub-services";
import { ALIASES, NOT_SERVICE_WORDS } from "./service-words";

/**
 * Which of our services a question is about, from the words people use on the phone ("my tap
 * drips", "put a telly on the wall"). Pure: the words are ours, the services are app/content.
 */

export interface MatchedService {
  /** The page's URL segment (a service's slug, or a sub-service's). */
  slug: string;
  name: string;
  href: string;
  /** Its line on the price list. */
  priceKey: string;
  /** The service /book takes (a sub-service books as its parent, the job named in the description). */
  bookingSlug: string;
  emergency: boolean;
}

export function serviceAliases(slug: string): readonly string[] {
  return ALIASES[slug] ?? [];
}

interface Candidate {
  service: MatchedService;
  phrases: string[];
  /** Sub-services win a tie: the more specific page answers better. */
  specific: boolean;
}

function phrasesOf(name: string, slug: string): string[] {
  return [name.toLowerCase(), ...serviceAliases(slug)];
}

const CANDIDATES: readonly Candidate[] = [
  ...subServices.map((page): Candidate => ({
    service: {
      slug: page.slug,
      name: page.name,
      href: `/services/${page.categoryPath}/${page.slug}`,
      priceKey: `sub.${page.categoryPath}.${page.slug}`,
      bookingSlug: page.parentSlug,
      emergency: page.parentSlug === "emergency-repairs" || page.slug === "emergency-lockout",
    },
    phrases: phrasesOf(page.name, page.slug),
    specific: true,
  })),
  ...services.map((page): Candidate => ({
    service: {
      slug: page.slug,
      name: page.name,
      href: `/services/${page.slug}`,
      priceKey: `service.${page.slug}`,
      bookingSlug: page.slug,
      emergency: page.slug === "emergency-repairs",
    },
    phrases: phrasesOf(page.name, page.slug),
    specific: false,
  })),
];

function escapeForPattern(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whole words only: "tap" is not in "tapestry", "pat" is not in "patio". Made once per phrase. */
const PHRASE_PATTERNS = new Map(
  CANDIDATES.flatMap((candidate) => candidate.phrases).map((phrase) => [
    phrase,
    new RegExp(`(?:^|[^a-z0-9])${escapeForPattern(phrase)}(?:e?s)?(?:$|[^a-z0-9])`),
  ]),
);

function mentions(text: string, phrase: string): boolean {
  return text.includes(phrase) && (PHRASE_PATTERNS.get(phrase)?.test(text) ?? false);
}

/**
 * The service a question names, or null. The longest phrase found wins (so "burst pipe" beats
 * "pipe"); on equal length a sub-service beats its parent, and a parent named alongside one of
 * its own sub-services gives way to it ("PAT testing for offices" is office PAT testing).
 */
export function matchService(
  question: string,
  options: { ignore?: readonly string[] } = {},
): MatchedService | null {
  let text = question.toLowerCase().replace(/[’']/g, "'");
  // Words that name something else: a place ("Tile Hill"), a booking's "arrival window".
  for (const words of [...(options.ignore ?? []), ...NOT_SERVICE_WORDS]) {
    text = text.split(words.toLowerCase()).join(" ");
  }
  const found: { candidate: Candidate; length: number }[] = [];
  for (const candidate of CANDIDATES) {
    const lengths = candidate.phrases
      .filter((phrase) => mentions(text, phrase))
      .map((p) => p.length);
    if (lengths.length > 0) found.push({ candidate, length: Math.max(...lengths) });
  }
  const better = (a: (typeof found)[number], b: (typeof found)[number]) =>
    b.length - a.length || Number(b.candidate.specific) - Number(a.candidate.specific);
  const best = [...found].sort(better)[0];
  if (!best) return null;
  const child = best.candidate.specific
    ? undefined
    : found
        .filter(
          ({ candidate }) =>
            candidate.specific && candidate.service.bookingSlug === best.candidate.service.slug,
        )
        .sort(better)[0];
  return (child ?? best).candidate.service;
}

/** Every page a service can be cited as, for tests that check the aliases point somewhere real. */
export function knownServiceSlugs(): string[] {
  return CANDIDATES.map((candidate) => candidate.service.slug);
}

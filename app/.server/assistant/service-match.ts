import { services } from "~/content/services";
import { subServices } from "~/content/sub-services";

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

/**
 * Words and stems that point at a page, beyond its own name. Sub-services come first in the
 * matching, so "leaking tap" finds leaky tap repairs before plumbing in general.
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  "leaky-tap-repairs": [
    "tap",
    "taps",
    "dripping tap",
    "leaking tap",
    "drip",
    "dripping",
    "mixer tap",
  ],
  "toilet-installation": ["toilet", "loo", "cistern", "wc", "flush"],
  "drain-clearing": [
    "drain",
    "blocked drain",
    "blocked sink",
    "blocked toilet",
    "blocked bath",
    "blockage",
    "unblock",
    "clogged",
    "gully",
  ],
  "shower-repairs": ["shower", "showers"],
  "radiator-repairs": ["radiator", "radiators", "bleed", "cold radiator", "trv"],
  "socket-installation": ["socket", "sockets", "plug socket", "usb socket", "power point"],
  "light-fitting": [
    "light",
    "lights",
    "light fitting",
    "ceiling light",
    "downlight",
    "downlights",
    "lamp",
    "chandelier",
    "spotlights",
  ],
  "fuse-box-upgrade": ["fuse box", "fusebox", "consumer unit", "fuse board", "rcd"],
  "electrical-testing": [
    "eicr",
    "electrical certificate",
    "electrical safety certificate",
    "electrical inspection",
    "electrical test",
  ],
  "door-hanging": [
    "hang a door",
    "hanging a door",
    "internal door",
    "internal doors",
    "sticking door",
    "new door",
    "fit a door",
    "door fitting",
    "door that sticks",
    "door won't close",
  ],
  "shelving-installation": ["shelf", "shelves", "shelving", "bracket", "brackets", "alcove"],
  "kitchen-fitting": [
    "kitchen fitting",
    "kitchen units",
    "worktop",
    "worktops",
    "cabinet",
    "cabinets",
    "cupboard doors",
  ],
  "flooring-installation": ["floor", "flooring", "laminate", "floorboards", "vinyl", "skirting"],
  "interior-painting": [
    "paint a room",
    "painting a room",
    "interior painting",
    "emulsion",
    "walls painted",
    "ceiling painted",
    "repaint",
    "decorate",
    "decorating",
  ],
  "exterior-painting": [
    "exterior painting",
    "outside painting",
    "masonry paint",
    "paint the outside",
    "render",
  ],
  "lock-repairs": [
    "lock",
    "locks",
    "lock repair",
    "broken lock",
    "stiff lock",
    "euro cylinder",
    "cylinder",
  ],
  "security-upgrades": [
    "security upgrade",
    "door chain",
    "spy hole",
    "peephole",
    "security light",
    "security lights",
  ],
  "door-window-security": [
    "window lock",
    "window locks",
    "patio door",
    "door security",
    "window security",
  ],
  "key-cutting": ["key cutting", "spare key", "spare keys", "cut a key", "keys cut"],
  "digital-locks": ["smart lock", "digital lock", "keypad lock", "keyless"],
  "emergency-lockout": [
    "locked out",
    "lockout",
    "lost my keys",
    "lost keys",
    "locked myself out",
    "key snapped",
  ],
  "window-repairs": [
    "window",
    "windows",
    "window handle",
    "window hinge",
    "sash",
    "misted",
    "draughty window",
  ],
  "kitchen-renovations": ["kitchen renovation", "new kitchen", "kitchen refit", "kitchen makeover"],
  "bathroom-renovations": [
    "bathroom renovation",
    "new bathroom",
    "bathroom refit",
    "en suite",
    "ensuite",
    "wet room",
  ],
  "washing-machine-installation": [
    "washing machine",
    "dishwasher",
    "tumble dryer",
    "plumb in",
    "plumbed in",
  ],
  "tv-wall-mounting": [
    "tv",
    "telly",
    "television",
    "tv bracket",
    "mount a tv",
    "wall mount",
    "soundbar",
  ],
  "emergency-plumbing": [
    "burst pipe",
    "burst",
    "flood",
    "flooding",
    "water leak",
    "leak",
    "leaking pipe",
    "stopcock",
    "no water",
  ],
  "fence-repairs": ["fence", "fences", "fence panel", "fence post", "gate"],
  "office-pat-testing": ["office pat", "workplace pat", "office appliances"],
  "general-repairs": [
    "handyman",
    "odd jobs",
    "small jobs",
    "flat pack",
    "flat-pack",
    "furniture assembly",
    "curtain pole",
    "curtain rail",
    "blinds",
    "mirror",
    "pictures",
    "picture hanging",
    "repairs",
    "sealant",
    "silicone",
    "reseal",
  ],
  "carpentry-joinery": [
    "carpenter",
    "carpentry",
    "joinery",
    "joiner",
    "woodwork",
    "wardrobe",
    "built-in",
  ],
  "painting-decorating": ["painter", "painting", "paint", "decorator", "wallpaper", "wallpapering"],
  "electrical-services": [
    "electrician",
    "electrical",
    "electrics",
    "wiring",
    "switch",
    "switches",
    "extractor fan",
  ],
  "plumbing-repairs": [
    "plumber",
    "plumbing",
    "pipe",
    "pipes",
    "sink",
    "basin",
    "bath",
    "waste pipe",
    "overflow",
    "water pressure",
  ],
  "security-locks": ["security", "locksmith", "burglar", "burgled", "break-in", "break in"],
  "home-improvements": [
    "home improvement",
    "home improvements",
    "renovation",
    "renovate",
    "refurbishment",
    "extension",
  ],
  "appliance-installation": [
    "appliance",
    "appliances",
    "oven",
    "cooker",
    "hob",
    "fridge",
    "freezer",
    "integrated",
  ],
  "emergency-repairs": ["emergency", "urgent", "urgently"],
  "garden-maintenance": ["garden", "gardening", "hedge", "lawn", "decking", "shed", "patio"],
  "pat-testing": ["pat", "pat test", "pat testing", "portable appliance"],
  "gutter-cleaning": ["gutter", "gutters", "guttering", "downpipe", "downpipes"],
  "pressure-washing": [
    "pressure wash",
    "pressure washing",
    "jet wash",
    "jet washing",
    "driveway",
    "moss",
  ],
  "tiling-services": ["tile", "tiles", "tiling", "tiler", "grout", "regrout", "splashback"],
  "insulation-services": [
    "insulation",
    "insulate",
    "loft insulation",
    "draught proofing",
    "draught-proofing",
    "lagging",
  ],
};

/** Phrases that contain a service's word without being about it. */
const NOT_SERVICE_WORDS: readonly string[] = [
  "arrival window",
  "time window",
  "two-hour window",
  "2-hour window",
  "free window",
  "window you give",
  "at my door",
  "to my door",
  "on my door",
  "door to door",
];

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

/** Whole words only: "tap" is not in "tapestry", "pat" is not in "patio". */
function mentions(text: string, phrase: string): boolean {
  return new RegExp(`(?:^|[^a-z0-9])${escapeForPattern(phrase)}(?:e?s)?(?:$|[^a-z0-9])`).test(text);
}

/**
 * The service a question names, or null. The longest phrase found wins (so "burst pipe" beats
 * "pipe"); on equal length a sub-service beats its parent.
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
  let best: { candidate: Candidate; length: number } | null = null;
  for (const candidate of CANDIDATES) {
    for (const phrase of candidate.phrases) {
      if (!mentions(text, phrase)) continue;
      const better =
        !best ||
        phrase.length > best.length ||
        (phrase.length === best.length && candidate.specific && !best.candidate.specific);
      if (better) best = { candidate, length: phrase.length };
    }
  }
  return best?.candidate.service ?? null;
}

/** Every page a service can be cited as, for tests that check the aliases point somewhere real. */
export function knownServiceSlugs(): string[] {
  return CANDIDATES.map((candidate) => candidate.service.slug);
}

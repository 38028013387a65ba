/**
 * Keywords that link body copy to the service page people searching for them want.
 * Each category links once per page, at its first mention (spec section 9).
 *
 * Only phrases that name a service, of two words or more: a single common word ("leak",
 * "lock", "garden", "paint", "urgent") inside a story or an article is a word, not a reference,
 * and a link on it reads as noise (issue 28). keyword-links.test.ts keeps it so.
 */
export interface KeywordCategory {
  category: string;
  path: string;
  keywords: string[];
}

export const KEYWORD_CATEGORIES: KeywordCategory[] = [
  {
    category: "plumbing",
    path: "/services/plumbing-repairs",
    keywords: [
      "plumbing repairs",
      "plumbing repair",
      "dripping tap",
      "leaking tap",
      "blocked toilet",
    ],
  },
  {
    category: "electrical",
    path: "/services/electrical-services",
    keywords: [
      "electrical services",
      "electrical work",
      "light fitting",
      "fuse box",
      "consumer unit",
    ],
  },
  {
    category: "carpentry",
    path: "/services/carpentry-joinery",
    keywords: ["carpentry and joinery", "door hanging", "shelving installation"],
  },
  {
    category: "painting",
    path: "/services/painting-decorating",
    keywords: ["painting and decorating", "interior painting", "exterior painting"],
  },
  {
    category: "security",
    path: "/services/security-locks",
    keywords: ["security and locks", "lock repairs", "door security"],
  },
  {
    category: "emergency",
    path: "/emergency-callout",
    keywords: ["emergency call-out", "emergency callout", "emergency repairs"],
  },
  {
    category: "gutters",
    path: "/services/gutter-cleaning",
    keywords: ["gutter cleaning", "gutter clearing", "blocked gutters"],
  },
  {
    category: "tiling",
    path: "/services/tiling-services",
    keywords: ["tiling services", "wall tiling", "floor tiling"],
  },
  {
    category: "garden",
    path: "/services/garden-maintenance",
    keywords: ["garden maintenance", "fence repairs", "fence repair"],
  },
  {
    category: "appliances",
    path: "/services/appliance-installation",
    keywords: ["appliance installation", "washing machine installation", "tv mounting"],
  },
  {
    category: "insulation",
    path: "/services/insulation-services",
    keywords: ["loft insulation", "draught proofing", "insulation services"],
  },
  {
    category: "pat",
    path: "/services/pat-testing",
    keywords: ["pat testing"],
  },
  {
    category: "pressure washing",
    path: "/services/pressure-washing",
    keywords: ["pressure washing", "patio cleaning", "driveway cleaning"],
  },
  {
    category: "home improvements",
    path: "/services/home-improvements",
    keywords: ["home improvements", "kitchen renovation", "bathroom renovation"],
  },
  {
    category: "general",
    path: "/services/general-repairs",
    keywords: ["general repairs", "odd jobs", "handyman jobs"],
  },
];

interface KeywordMatch {
  /** Position of the first character of the match in the searched text. */
  index: number;
  /** The text as written, e.g. "Dripping  Tap". */
  text: string;
  category: KeywordCategory;
}

type KeywordMatcher = (text: string) => KeywordMatch | undefined;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Finds the earliest whole-word, case-insensitive keyword of the given categories in a text.
 * Alternatives are tried longest first, so at one position "loft insulation" beats
 * "insulation"; words of a phrase may be separated by any whitespace, as a line break in
 * Markdown source often does.
 */
export function createKeywordMatcher(categories: readonly KeywordCategory[]): KeywordMatcher {
  const entries = categories
    .flatMap((category) => category.keywords.map((keyword) => ({ keyword, category })))
    .sort((a, b) => b.keyword.length - a.keyword.length);
  if (entries.length === 0) return () => undefined;

  const alternatives = entries.map(({ keyword }) =>
    keyword.trim().split(/\s+/).map(escapeRegExp).join("\\s+"),
  );
  const groups = alternatives.map((alternative) => `(${alternative})`).join("|");
  // Letters and digits on either side mean the keyword is part of a longer word ("leaky").
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${groups})(?![\\p{L}\\p{N}])`, "iu");

  return (text) => {
    const match = pattern.exec(text);
    if (!match) return undefined;
    const groupIndex = match.findIndex((group, index) => index > 0 && group !== undefined);
    const entry = entries[groupIndex - 1];
    if (!entry) return undefined;
    return { index: match.index, text: match[0], category: entry.category };
  };
}

import MiniSearch, { type SearchResult } from "minisearch";
import type { Passage } from "./passages";
import { contentTerms } from "./question";

/**
 * The passages in a minisearch index. Pure (no database): the server module builds it from
 * the knowledge and caches it; tests build one from a handful of passages.
 */

/** "leaking" and "leaks" find "leak", "repairs" finds "repair": a light suffix stemmer. */
export function stem(word: string): string {
  let term = word.toLowerCase();
  if (term.length > 4 && term.endsWith("ies")) return `${term.slice(0, -3)}y`;
  if (term.length > 5 && term.endsWith("ing")) term = term.slice(0, -3);
  else if (term.length > 4 && term.endsWith("ed")) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith("s") && !term.endsWith("ss")) term = term.slice(0, -1);
  // "dripp" → "drip", "fitt" → "fit"
  if (term.length > 3 && /([bdfglmnprt])\1$/.test(term)) term = term.slice(0, -1);
  return term;
}

/** The words the question reader drops (question words, filler) are left out of the index too. */
function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return contentTerms(lower).length === 0 ? null : stem(lower);
}

export type PassageIndex = MiniSearch<Passage>;

/** Words visitors use for what the pages call something else. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  move: ["reschedule"],
  rearrange: ["reschedule"],
  postpone: ["reschedule"],
  insured: ["insurance"],
  warranty: ["guarantee", "guaranteed"],
  guarantee: ["guaranteed"],
  vetted: ["dbs"],
  background: ["dbs"],
  pay: ["payment"],
  card: ["payment"],
  cost: ["price"],
  quote: ["price", "estimate"],
};

function withSynonyms(terms: readonly string[]): string[] {
  return [...terms, ...terms.flatMap((term) => SYNONYMS[term] ?? [])];
}

export function buildIndex(passages: readonly Passage[]): PassageIndex {
  const index = new MiniSearch<Passage>({
    idField: "id",
    fields: ["text", "heading", "pageTitle", "keywords"],
    storeFields: ["id", "href", "pageTitle", "heading", "text", "kind"],
    processTerm,
    tokenize: (text) => text.split(/[^a-zA-Z0-9£]+/).filter(Boolean),
  });
  index.addAll([...passages]);
  return index;
}

export interface FoundPassage {
  passage: Passage;
  score: number;
  /** The share of the question's content words this passage matched, 0–1. */
  coverage: number;
}

function passageOf(result: SearchResult): Passage {
  const stored = (field: string) => {
    const value: unknown = result[field];
    return typeof value === "string" ? value : "";
  };
  const kind = stored("kind");
  const kinds: readonly Passage["kind"][] = [
    "service",
    "location",
    "guide",
    "info",
    "blog",
    "faq",
    "price",
    "rules",
  ];
  return {
    id: String(result.id),
    href: stored("href"),
    pageTitle: stored("pageTitle"),
    heading: stored("heading"),
    text: stored("text"),
    kind: kinds.find((candidate) => candidate === kind) ?? "info",
  };
}

/**
 * The passages best matching the question's words, with pages the question points at (its
 * service, its place) boosted. `terms` are the question's content words.
 */
export function searchPassages(
  index: PassageIndex,
  terms: readonly string[],
  options: { boost?: (href: string) => number; limit?: number } = {},
): FoundPassage[] {
  if (terms.length === 0) return [];
  const wanted = new Set(terms.map(stem));
  const results = index.search(withSynonyms(terms).join(" "), {
    boost: { heading: 2, pageTitle: 1.5, keywords: 2.5 },
    prefix: (term) => term.length > 4,
    fuzzy: (term) => (term.length > 5 ? 0.15 : false),
    combineWith: "OR",
    boostDocument: (_id, _term, stored) => {
      const href = typeof stored?.href === "string" ? stored.href : "";
      return options.boost?.(href) ?? 1;
    },
  });
  return results.slice(0, options.limit ?? 8).map((result) => {
    const matched = new Set(result.queryTerms.map(stem));
    const coverage = [...wanted].filter((term) => matched.has(term)).length / wanted.size;
    return { passage: passageOf(result), score: result.score, coverage };
  });
}

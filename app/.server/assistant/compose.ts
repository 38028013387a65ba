import type { Passage } from "./passages";
import { sentencesOf } from "./passages";
import type { FoundPassage } from "./search-index";
import { stem } from "./search-index";
import type { AssistantFact, Citation } from "./types";

/**
 * The model-free wording: the best passages, trimmed to the sentences that carry the
 * question's words, joined under the facts. Pure; every sentence is the site's own.
 */

/** A passage counts only when it matches at least this share of the question's words... */
const MIN_COVERAGE = 0.3;
/** ...and scores at least this share of the best passage's score. */
const MIN_SHARE_OF_BEST = 0.35;
const PASSAGES_QUOTED = 2;
const SENTENCES_PER_PASSAGE = 2;

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9£]+/)
      .filter((word) => word.length > 2),
  );
}

/** Two passages saying nearly the same (an FAQ repeated on several pages) are quoted once. */
function saysTheSame(a: string, b: string): boolean {
  const first = wordsOf(a);
  const second = wordsOf(b);
  const shared = [...first].filter((word) => second.has(word)).length;
  return shared / Math.max(1, Math.min(first.size, second.size)) > 0.6;
}

export function relevantPassages(
  found: readonly FoundPassage[],
  options: { minCoverage?: number } = {},
): FoundPassage[] {
  const best = found[0]?.score ?? 0;
  const minCoverage = options.minCoverage ?? MIN_COVERAGE;
  const chosen: FoundPassage[] = [];
  for (const candidate of found) {
    if (candidate.coverage < minCoverage || candidate.score < best * MIN_SHARE_OF_BEST) continue;
    if (chosen.some((entry) => saysTheSame(entry.passage.text, candidate.passage.text))) continue;
    chosen.push(candidate);
    if (chosen.length === PASSAGES_QUOTED) break;
  }
  return chosen;
}

/** The sentences of a passage that carry the question's words (its first ones when none do). */
export function trimPassage(passage: Passage, terms: readonly string[]): string {
  const wanted = terms.map(stem);
  const sentences = sentencesOf(passage.text);
  const carrying = sentences.filter((sentence) => {
    const words = sentence
      .toLowerCase()
      .split(/[^a-z0-9£-]+/)
      .map(stem);
    return wanted.some((term) => words.includes(term));
  });
  const chosen = (carrying.length > 0 ? carrying : sentences).slice(0, SENTENCES_PER_PASSAGE);
  return chosen.join(" ");
}

/** Pages cited once each, in the order used. */
export function uniqueCitations(citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    if (seen.has(citation.href)) return false;
    seen.add(citation.href);
    return true;
  });
}

export function citationOf(passage: Passage): Citation {
  return { href: passage.href, title: passage.pageTitle };
}

/** The facts as sentences, for an answer no passage adds to (and for a model to reword). */
export function factsAsText(facts: readonly AssistantFact[]): string {
  return facts
    .map((fact) => `${fact.label}: ${fact.value}${/[.!?]$/.test(fact.value) ? "" : "."}`)
    .join(" ");
}

/** The offer every declined answer ends with: a person, the form, the list of services. */
export function handOverText(phoneDisplay: string): string {
  return `For anything about our work, call us on ${phoneDisplay}, send us a message through the contact form, or look through the services we offer.`;
}

export const HAND_OVER_CITATIONS: readonly Citation[] = [
  { href: "/contact", title: "Contact us" },
  { href: "/services", title: "Our services" },
];

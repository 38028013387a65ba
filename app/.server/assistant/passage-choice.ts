import type { Passage } from "./passages";
import { sentencesOf } from "./passages";
import { readQuestion, type ReadQuestion } from "./question";
import type { FoundPassage } from "./search-index";
import { stem } from "./search-index";
import type { MatchedService } from "./service-match";

/**
 * Which of the passages the search found are quoted, and which of their sentences: only
 * those that answer the question asked, not merely share its words. Pure.
 */

/** A passage counts only when it matches at least this share of the question's words... */
const MIN_COVERAGE = 0.3;
/** ...and scores at least this share of the best passage's score. */
const MIN_SHARE_OF_BEST = 0.35;
const PASSAGES_QUOTED = 2;
const SENTENCES_PER_PASSAGE = 2;

/** What a question asks, as choosing its passages needs it. */
export interface PassageAsk {
  read: ReadQuestion;
  /** The service the answer is about, and whether this very question named it. */
  service: MatchedService | null;
  serviceNamed: boolean;
  now: Date;
}

/**
 * The things structured facts answer, and the words a sentence about each carries: a time
 * of day alone ("a morning job in Radford") is not about booking, a town alone ("engineers
 * across Coventry") not about the area.
 */
const TOPICS = {
  price:
    /£|\b(price|prices|priced|cost|costs|charge|charged|charges|fee|fees|rate|rates|free|vat|pay|paid)\b/i,
  availability:
    /\b(book|booking|booked|window|windows|slot|slots|arrive|arrival|available|same[- ]day|notice|ahead)\b/i,
  area: /\b(cover|covered|covers|area|areas|postcode|postcodes|travel|CV\d{1,2})\b/i,
  hours: /\b(open|opening|hours|closed|every day|\d\d:\d\d)\b/i,
  phone: /\b(call|phone|ring|contact|e-mail|email)\b/i,
} as const;

type Topic = keyof typeof TOPICS;
const TOPIC_NAMES: readonly Topic[] = ["price", "availability", "area", "hours", "phone"];

function topicsAsked(ask: PassageAsk): Topic[] {
  return TOPIC_NAMES.filter((topic) => ask.read.asks[topic]);
}

/** FAQs say what question they answer: one asking what the visitor did not is no answer. */
const FAQ_ASKS = ["price", "availability", "area", "hours", "phone", "emergency", "diy"] as const;

/** What each FAQ asks, read once: the site's FAQs are few, and read for every answer. */
const FAQ_READINGS = new Map<string, ReadQuestion["asks"]>();

function faqAsksSomethingElse(passage: Passage, ask: PassageAsk): boolean {
  if (passage.kind !== "faq") return false;
  let faq = FAQ_READINGS.get(passage.heading);
  if (!faq) {
    // What a question asks does not depend on the day it is read.
    faq = readQuestion(passage.heading, ask.now).asks;
    FAQ_READINGS.set(passage.heading, faq);
  }
  return FAQ_ASKS.some((topic) => faq[topic] && !ask.read.asks[topic]);
}

function onPageOf(href: string, service: MatchedService): boolean {
  return href === service.href || href === `/services/${service.bookingSlug}`;
}

/** "Can you fix a tap in CV34?" asks about the job itself; "how much is it?" only its price. */
function asksAboutTheJob(ask: PassageAsk, href: string): boolean {
  return (
    ask.serviceNamed && !ask.read.asks.price && ask.service !== null && onPageOf(href, ask.service)
  );
}

/**
 * Whether a passage can answer the question asked, beyond sharing its words: not an FAQ that
 * answers another question ("Is a dripping tap an emergency?" for "how much is it?"), not a
 * page about another service, and, when the question asks something the facts answer (a
 * price, a time, the area, the hours, the phone), a passage about that.
 */
export function answersTheQuestion(passage: Passage, ask: PassageAsk): boolean {
  if (faqAsksSomethingElse(passage, ask)) return false;
  const topics = topicsAsked(ask);
  if (passage.href.startsWith("/services/")) {
    if (ask.service ? !onPageOf(passage.href, ask.service) : topics.length > 0) return false;
  }
  return (
    topics.length === 0 ||
    asksAboutTheJob(ask, passage.href) ||
    topics.some((topic) => TOPICS[topic].test(passage.text))
  );
}

/** A sentence worth quoting: about what was asked (any sentence when it asks nothing the facts answer). */
function sentenceAnswers(sentence: string, passage: Passage, ask: PassageAsk): boolean {
  const topics = topicsAsked(ask);
  return (
    topics.length === 0 ||
    asksAboutTheJob(ask, passage.href) ||
    topics.some((topic) => TOPICS[topic].test(sentence))
  );
}

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9£]+/)
      .filter((word) => word.length > 2),
  );
}

/** Most of a sentence's words are already in the text before it: it says nothing new. */
function repeats(said: string, sentence: string): boolean {
  const before = wordsOf(said);
  const words = [...wordsOf(sentence)];
  return words.length > 0 && words.filter((word) => before.has(word)).length / words.length > 0.6;
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
  options: { minCoverage?: number; answers?: (passage: Passage) => boolean } = {},
): FoundPassage[] {
  const best = found[0]?.score ?? 0;
  const minCoverage = options.minCoverage ?? MIN_COVERAGE;
  const chosen: FoundPassage[] = [];
  for (const candidate of found) {
    if (candidate.coverage < minCoverage || candidate.score < best * MIN_SHARE_OF_BEST) continue;
    if (options.answers && !options.answers(candidate.passage)) continue;
    if (chosen.some((entry) => saysTheSame(entry.passage.text, candidate.passage.text))) continue;
    chosen.push(candidate);
    if (chosen.length === PASSAGES_QUOTED) break;
  }
  return chosen;
}

/**
 * The sentences of a passage worth quoting: those carrying the question's words (its first
 * ones when none do) that answer what was asked and do not repeat what the answer already
 * says. Empty when no sentence is left.
 */
export function trimPassage(
  passage: Passage,
  terms: readonly string[],
  options: { ask?: PassageAsk; said?: string } = {},
): string {
  const wanted = terms.map(stem);
  const { ask, said = "" } = options;
  const sentences = sentencesOf(passage.text).filter(
    (sentence) => (!ask || sentenceAnswers(sentence, passage, ask)) && !repeats(said, sentence),
  );
  const carrying = sentences.filter((sentence) => {
    const words = sentence
      .toLowerCase()
      .split(/[^a-z0-9£-]+/)
      .map(stem);
    return wanted.some((term) => words.includes(term));
  });
  return (carrying.length > 0 ? carrying : sentences).slice(0, SENTENCES_PER_PASSAGE).join(" ");
}

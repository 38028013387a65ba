import type { Kysely } from "kysely";
import { memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";
import { gatherFacts, passageBoost } from "./facts.server";
import { bookingLink } from "./booking-link";
import {
  citationOf,
  factsAsText,
  HAND_OVER_CITATIONS,
  handOverText,
  relevantPassages,
  trimPassage,
  uniqueCitations,
} from "./compose";
import { loadKnowledge, type Knowledge } from "./knowledge.server";
import type { ModelPassage } from "./model.server";
import { readQuestion, type ReadQuestion } from "./question";
import { buildIndex, searchPassages, type PassageIndex } from "./search-index";
import { matchService, type MatchedService } from "./service-match";
import type { AssistantAnswer, AssistantTurn, Citation } from "./types";

interface Library extends Knowledge {
  index: PassageIndex;
}

/**
 * Every edit the public site shows (a price, a setting, a published post) drops the memo
 * (decision 0036), so the index is rebuilt on the next question; the TTL is a backstop.
 */
const LIBRARY_TTL_MS = 10 * 60_000;

export function assistantLibrary(db: Kysely<Database>, payOnline: boolean): Promise<Library> {
  return memo(`assistant:library:${payOnline ? "online" : "offline"}`, LIBRARY_TTL_MS, async () => {
    const knowledge = await loadKnowledge(db, { payOnline });
    return { ...knowledge, index: buildIndex(knowledge.passages) };
  });
}

export interface AnswerOptions {
  now?: Date;
  /** Stripe is configured (services.stripe): the site's copy offers card and Direct Debit. */
  payOnline: boolean;
}

/** Words that make a short question lean on the previous one: "how much is it?". */
const FOLLOW_UP = /\b(it|that|this|them|those|one|same|also|too|then)\b/i;

interface Understood {
  read: ReadQuestion;
  service: MatchedService | null;
  searchTerms: string[];
}

/** The question read on its own, then filled from the turns before when it leans on them. */
function understand(question: string, history: readonly AssistantTurn[], now: Date): Understood {
  const read = readQuestion(question, now);
  let service = matchService(question, { ignore: read.place ? [read.place.name] : [] });
  // Smelling gas is answered from the site's gas-safety sentences, whatever room it is in.
  const searchTerms = read.asks.gasSafety ? ["smell", "gas"] : [...read.terms];
  const leansBack =
    read.terms.length <= 6 &&
    (FOLLOW_UP.test(question) || read.asks.price || read.asks.availability);
  if (leansBack) {
    for (const turn of [...history].reverse()) {
      const earlier = readQuestion(turn.question, now);
      if (!service) {
        const earlierService = matchService(turn.question);
        if (earlierService) {
          service = earlierService;
          searchTerms.push(...earlier.terms);
        }
      }
      if (!read.postcode && !read.place && read.asks.availability) {
        read.postcode = earlier.postcode;
        read.place = earlier.place;
      }
      if (service) break;
    }
  }
  return { read, service, searchTerms };
}

function declined(
  library: Library,
  reason: "off-topic" | "not-found",
  lead: string,
  citations: readonly Citation[],
): AssistantAnswer {
  return {
    kind: "declined",
    reason,
    text: `${lead}\n\n${handOverText(library.business.phoneDisplay)}`,
    facts: [{ label: "Phone", value: library.business.phoneDisplay }],
    citations: uniqueCitations([...citations, ...HAND_OVER_CITATIONS]),
    book: null,
    confidence: "low",
    wording: "composed",
  };
}

/** Work the site says we do not take on: the decline quotes the site's own words. */
function notOurWork(library: Library): { text: string; citation: Citation } | null {
  const passage = library.passages.find(
    (candidate) => candidate.href === "/about" && candidate.heading === "What we do not do",
  );
  return passage ? { text: passage.text, citation: citationOf(passage) } : null;
}

export interface ComposedAnswer {
  answer: AssistantAnswer;
  /** The passages the wording quotes: all an optional model may reword from. */
  passages: ModelPassage[];
}

/**
 * The assistant's answer without any language model: structured facts first (service,
 * price, area, free windows, hours, phone), then the site's best passages, every page cited.
 */
export async function answerQuestion(
  db: Kysely<Database>,
  input: { question: string; history: AssistantTurn[] },
  options: AnswerOptions,
): Promise<AssistantAnswer> {
  return (await composeAnswer(db, input, options)).answer;
}

export async function composeAnswer(
  db: Kysely<Database>,
  input: { question: string; history: AssistantTurn[] },
  options: AnswerOptions,
): Promise<ComposedAnswer> {
  const now = options.now ?? new Date();
  const library = await assistantLibrary(db, options.payOnline);
  const { read, service, searchTerms } = understand(input.question, input.history, now);

  if (read.offTopic) {
    const site = read.offTopic.covered ? notOurWork(library) : null;
    return site
      ? { answer: declined(library, "off-topic", site.text, [site.citation]), passages: [] }
      : {
          passages: [],
          answer: declined(
            library,
            "off-topic",
            "Sorry, that is not something we can help with: we are a handyman and property-maintenance team, and I can only answer questions about our services, prices, areas and bookings.",
            [],
          ),
        };
  }

  const gathered = await gatherFacts(db, library, { read, service, now });
  const { facts, citations } = gathered;
  const found = relevantPassages(
    searchPassages(library.index, searchTerms, { boost: passageBoost(read, service) }),
    // With no fact of its own, a passage must match at least half the question's words.
    { minCoverage: facts.length === 0 ? 0.5 : undefined },
  );

  if (facts.length === 0 && found.length === 0) {
    return {
      passages: [],
      answer: declined(
        library,
        "not-found",
        "Sorry, I could not find an answer to that on our site, and I would rather not guess.",
        [],
      ),
    };
  }

  const quoted = found.map((entry) => trimPassage(entry.passage, searchTerms));
  const text = quoted.length > 0 ? quoted.join("\n\n") : factsAsText(facts);
  const strong = gathered.structured || (found[0]?.coverage ?? 0) >= 0.5;
  const answer: AssistantAnswer = {
    kind: "answered",
    text,
    facts,
    citations: uniqueCitations([...citations, ...found.map((entry) => citationOf(entry.passage))]),
    book:
      (service || gathered.windows) && !gathered.outOfArea && !read.asks.gasSafety
        ? bookingLink({ question: input.question, service, read, emergency: gathered.emergency })
        : null,
    confidence: strong ? "high" : "low",
    wording: "composed",
  };
  return {
    answer,
    passages: found.map(({ passage }, index) => ({
      href: passage.href,
      title: passage.pageTitle,
      text: quoted[index] ?? passage.text,
    })),
  };
}

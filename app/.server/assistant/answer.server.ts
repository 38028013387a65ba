import type { Kysely } from "kysely";
import { memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";
import { gatherFacts, outsideTheArea, passageBoost } from "./facts.server";
import { bookingLink } from "./booking-link";
import {
  citationOf,
  factsAsText,
  HAND_OVER_CITATIONS,
  handOverText,
  leadOf,
  uniqueCitations,
} from "./compose";
import {
  answersTheQuestion,
  relevantPassages,
  trimPassage,
  type PassageAsk,
} from "./passage-choice";
import { understand } from "./follow-up";
import { loadKnowledge, type Knowledge } from "./knowledge.server";
import type { ModelPassage } from "./model.server";
import { buildIndex, searchPassages, type PassageIndex } from "./search-index";
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
  const understood = understand(input.question, input.history, now);
  const { read, service, searchTerms, booking } = understood;

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
  const ask: PassageAsk = {
    read,
    service,
    serviceNamed: service !== null && !understood.serviceCarried,
    now,
  };
  const found = relevantPassages(
    searchPassages(library.index, searchTerms, { boost: passageBoost(read, service) }),
    {
      // With no fact of its own, a passage must match at least half the question's words.
      minCoverage: facts.length === 0 ? 0.5 : undefined,
      answers: (passage) => answersTheQuestion(passage, ask),
    },
  );

  const lead = leadOf(facts, read.asks);
  const used: { entry: (typeof found)[number]; quoted: string }[] = [];
  for (const entry of found) {
    const said = [lead, ...used.map(({ quoted }) => quoted)].join(" ");
    const quoted = trimPassage(entry.passage, searchTerms, { ask, said });
    if (quoted) used.push({ entry, quoted });
  }
  if (facts.length === 0 && used.length === 0) {
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

  const paragraphs = [lead, ...used.map(({ quoted }) => quoted)].filter(Boolean);
  const text = paragraphs.length > 0 ? paragraphs.join("\n\n") : factsAsText(facts);
  const bookable =
    !gathered.outOfArea && !read.asks.gasSafety && !outsideTheArea(library, booking.where);
  const strong = gathered.structured || (used[0]?.entry.coverage ?? 0) >= 0.5;
  const answer: AssistantAnswer = {
    kind: "answered",
    text,
    facts,
    citations: uniqueCitations([
      ...citations,
      ...used.map(({ entry }) => citationOf(entry.passage)),
    ]),
    book:
      (booking.service || gathered.windows) && bookable
        ? bookingLink({ ...booking, emergency: gathered.emergency || booking.emergency })
        : null,
    confidence: strong ? "high" : "low",
    wording: "composed",
  };
  return {
    answer,
    passages: used.map(({ entry, quoted }) => ({
      href: entry.passage.href,
      title: entry.passage.pageTitle,
      text: quoted,
    })),
  };
}

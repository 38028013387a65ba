/**
 * Runs the question set against the assistant on a database and measures it: what the
 * integration test asserts and what `npm run eval:assistant` prints.
 */
import { performance } from "node:perf_hooks";
import type { Kysely } from "kysely";
import { answerQuestion } from "~/.server/assistant/answer.server";
import { getBusiness } from "~/.server/business/business.server";
import type { Database } from "~/.server/db/schema.server";
import type { AssistantAnswer } from "~/.server/assistant/types";
import { getBookingSettings } from "~/.server/jobs/settings.server";
import { getPriceList } from "~/.server/prices/price-list.server";
import { guides } from "~/content/guides";
import { infoPages } from "~/content/info-pages";
import { locations } from "~/content/locations";
import { services } from "~/content/services";
import { subServices } from "~/content/sub-services";
import { amountsIn, judgeAnswer, type JudgingSources } from "./answer-checks";
import type { QuestionCategory, QuestionCase } from "./question-case";
import { questionSet } from "./questions";

export interface QuestionResult {
  id: string;
  category: QuestionCategory;
  question: string;
  /** Correct and nothing wrong. */
  ok: boolean;
  correct: boolean;
  cited: boolean | null;
  declinedRight: boolean | null;
  wrong: boolean;
  ms: number;
  failures: string[];
  /** What was answered, for the report: kind, text and facts in one line each. */
  answered: string;
}

export interface QuestionSetSummary {
  questions: number;
  correct: number;
  citesExpected: number;
  citedRight: number;
  declinesExpected: number;
  declinedRight: number;
  /** Declined where the case expects an answer. */
  declinedWrongly: number;
  wrong: number;
  p50Ms: number;
  p95Ms: number;
  byCategory: Record<string, { questions: number; correct: number }>;
}

export interface QuestionSetRun {
  results: QuestionResult[];
  summary: QuestionSetSummary;
}

/**
 * The figures a true answer may state: the price list, and any amount the site's own copy or
 * its published posts write out (the £2m insurance, the £250 spend limit), which are no prices.
 */
export async function readSources(db: Kysely<Database>): Promise<JudgingSources> {
  const [priceList, business, rules, posts] = await Promise.all([
    getPriceList(db),
    getBusiness(db),
    getBookingSettings(db),
    db
      .selectFrom("blog_posts")
      .select(["title", "excerpt", "body"])
      .where("status", "=", "published")
      .execute(),
  ]);
  const copy = JSON.stringify([services, subServices, locations, guides, infoPages, posts]);
  const pricePenceByKey = new Map(priceList.items.map((item) => [item.key, item.pricePence]));
  const allowedAmounts = new Set([
    ...[...pricePenceByKey.values()].map((pence) => `${pence}p`),
    ...amountsIn(copy),
  ]);
  return {
    pricePenceByKey,
    phoneDisplay: business.phoneDisplay,
    phone: business.phone,
    allowedAmounts,
    servedOutwardCodes: new Set(rules.servedOutwardCodes.map((code) => code.trim().toUpperCase())),
  };
}

/** Nearest-rank percentile of durations in milliseconds, rounded to a tenth. */
export function percentile(durations: readonly number[], fraction: number): number {
  if (durations.length === 0) return 0;
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return Math.round((sorted[rank - 1] ?? 0) * 10) / 10;
}

export function summarise(results: readonly QuestionResult[]): QuestionSetSummary {
  const count = (test: (result: QuestionResult) => boolean) => results.filter(test).length;
  const byCategory: QuestionSetSummary["byCategory"] = {};
  for (const result of results) {
    const tally = (byCategory[result.category] ??= { questions: 0, correct: 0 });
    tally.questions += 1;
    if (result.ok) tally.correct += 1;
  }
  const durations = results.map((result) => result.ms);
  return {
    questions: results.length,
    correct: count((result) => result.ok),
    citesExpected: count((result) => result.cited !== null),
    citedRight: count((result) => result.cited === true),
    declinesExpected: count((result) => result.declinedRight !== null),
    declinedRight: count((result) => result.declinedRight === true),
    declinedWrongly: count((result) =>
      result.failures.some((failure) => failure.startsWith("declined (")),
    ),
    wrong: count((result) => result.wrong),
    p50Ms: percentile(durations, 0.5),
    p95Ms: percentile(durations, 0.95),
    byCategory,
  };
}

/** One question answered as the page would answer it, and judged. */
export async function answerAndJudge(
  db: Kysely<Database>,
  now: Date,
  testCase: QuestionCase,
  sources: JudgingSources,
): Promise<{ result: QuestionResult; answer: AssistantAnswer }> {
  const started = performance.now();
  const answer = await answerQuestion(
    db,
    { question: testCase.question, history: testCase.history ?? [] },
    // As the site runs with Stripe: the copy offers card and Direct Debit (decision 0073).
    { now, payOnline: true },
  );
  const ms = performance.now() - started;
  const judgement = judgeAnswer(answer, testCase, sources);
  const result: QuestionResult = {
    id: testCase.id,
    category: testCase.category,
    question: testCase.question,
    ok: judgement.correct && !judgement.wrong,
    correct: judgement.correct,
    cited: judgement.cited,
    declinedRight: judgement.declinedRight,
    wrong: judgement.wrong,
    ms,
    failures: judgement.failures,
    answered: [
      `${answer.kind}${answer.reason ? ` (${answer.reason})` : ""}: ${answer.text.replace(/\s+/g, " ")}`,
      ...answer.facts.map((fact) => `${fact.label}: ${fact.value}`),
      `cites: ${answer.citations.map((citation) => citation.href).join(", ") || "nothing"}`,
      ...(answer.book ? [`book: ${answer.book.href}`] : []),
    ].join("\n"),
  };
  return { result, answer };
}

export async function runQuestionSet(
  db: Kysely<Database>,
  now: Date,
  cases: readonly QuestionCase[] = questionSet,
): Promise<QuestionSetRun> {
  const sources = await readSources(db);
  const results: QuestionResult[] = [];
  for (const testCase of cases) {
    results.push((await answerAndJudge(db, now, testCase, sources)).result);
  }
  return { results, summary: summarise(results) };
}

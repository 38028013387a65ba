/**
 * How one answer is judged against its case: the expectations the case states, and the checks
 * every answer must pass whatever it was asked (no pound amount and no postcode that the
 * sources do not hold). Pure, so the judging itself is unit-tested.
 */
import type { AssistantAnswer } from "~/.server/assistant/types";
import type { Expected, QuestionCase } from "./question-case";

/** What the runner reads from the database before judging: the figures the set refers to. */
export interface JudgingSources {
  /** Price-list key → price in pence. */
  pricePenceByKey: ReadonlyMap<string, number>;
  /** "024 7699 0123" */
  phoneDisplay: string;
  /** E.164, "+442476990123". */
  phone: string;
  /** Normalised amounts ("4500p", "£2m") a true answer may state: the price list and the site's own copy. */
  allowedAmounts: ReadonlySet<string>;
  /** Outward codes the business serves, upper case. */
  servedOutwardCodes: ReadonlySet<string>;
}

export interface Judgement {
  /** Every expectation of the case holds. */
  correct: boolean;
  /** Whether the expected page was cited; null when the case names none. */
  cited: boolean | null;
  /** Whether a case that must be declined was; null when it need not be. */
  declinedRight: boolean | null;
  /** The answer states something untrue or invented (see `inventedIn`). */
  wrong: boolean;
  failures: string[];
}

const MONEY = /£\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(million|bn|m|k)\b)?/gi;

/** "£45", "£45.00" → "4500p"; "£2m" → "£2m": one spelling per amount, for comparing. */
export function amountsIn(text: string): string[] {
  return [...text.matchAll(MONEY)].map((match) => {
    const pounds = (match[1] ?? "0").replace(/,/g, "");
    const suffix = match[3]?.toLowerCase();
    if (suffix) return `£${pounds}${suffix === "million" ? "m" : suffix}`;
    const pence = Number(pounds) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
    return `${pence}p`;
  });
}

/** Single-letter postcode areas (Birmingham, London E…, Glasgow, …); any two letters pass. */
const POSTCODE = /\b((?:[BEGLMNSW]|[A-Z]{2})\d{1,2}[A-Z]?)(?:\s?\d[A-Z]{2})?\b/g;

/** The outward codes of the postcodes in a text, "CV3 5AB" and "CV3" alike → "CV3". */
export function outwardCodesIn(text: string): string[] {
  return [...text.matchAll(POSTCODE)].map((match) => match[1] ?? "");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A price as an answer may write it: "£65.00" or "£65", "£1,250.00" or "£1250". */
export function pricePattern(pence: number): RegExp {
  const whole = Math.floor(pence / 100);
  const rest = pence % 100;
  // Digits and commas only, so nothing in them needs escaping.
  const grouped = whole.toLocaleString("en-GB");
  const pounds = grouped === String(whole) ? grouped : `(?:${grouped}|${whole})`;
  const fraction = rest === 0 ? "(?:\\.00)?" : `\\.${String(rest).padStart(2, "0")}`;
  return new RegExp(`£\\s?${pounds}${fraction}(?![\\d.,]?\\d)`, "i");
}

interface Matcher {
  label: string;
  test(haystack: string): boolean;
}

function matcherOf(expected: Expected, sources: JudgingSources): Matcher | string {
  if (typeof expected === "string") {
    const needle = expected.toLowerCase();
    return {
      label: JSON.stringify(expected),
      test: (haystack) => haystack.toLowerCase().includes(needle),
    };
  }
  if (expected instanceof RegExp) {
    const pattern = new RegExp(expected.source, expected.flags.replace("g", ""));
    return { label: String(expected), test: (haystack) => pattern.test(haystack) };
  }
  if ("priceOf" in expected) {
    const pence = sources.pricePenceByKey.get(expected.priceOf);
    if (pence === undefined) return `the price list has no "${expected.priceOf}"`;
    const pattern = pricePattern(pence);
    return { label: `price of ${expected.priceOf}`, test: (haystack) => pattern.test(haystack) };
  }
  const spaced = new RegExp(
    `${escapeRegExp(sources.phoneDisplay).replace(/\\? /g, "\\s?")}|${escapeRegExp(sources.phone)}`,
  );
  return { label: "the phone number", test: (haystack) => spaced.test(haystack) };
}

function factValue(answer: AssistantAnswer, label: string): string | undefined {
  return answer.facts.find((fact) => fact.label.toLowerCase() === label.toLowerCase())?.value;
}

function withoutFragment(href: string): string {
  return href.replace(/[#?].*$/, "");
}

/** Whether a page the case names is among the citations; null when it names none. */
function citesExpected(answer: AssistantAnswer, expect: QuestionCase["expect"]): boolean | null {
  if (expect.cites === undefined) return null;
  const wanted: readonly string[] =
    typeof expect.cites === "string" ? [expect.cites] : expect.cites;
  return answer.citations.some((citation) => wanted.includes(withoutFragment(citation.href)));
}

/** The answer's words before its first blank line: what a visitor reads first. */
export function firstParagraphOf(answer: AssistantAnswer): string {
  return answer.text.split(/(?:\r?\n){2,}/)[0] ?? "";
}

/** The fields a "Book this" link must pre-fill, each failure as a sentence. */
function prefillFailures(
  answer: AssistantAnswer,
  wanted: Readonly<Record<string, string>> | undefined,
): string[] {
  if (!wanted) return [];
  if (!answer.book) return ["no Book this link to pre-fill"];
  const query = new URL(answer.book.href, "http://assistant.test").searchParams;
  return Object.entries(wanted)
    .filter(([field, value]) => query.get(field) !== value)
    .map(
      ([field, value]) =>
        `Book this should pre-fill ${field}=${value} (has ${query.get(field) ?? "none"})`,
    );
}

/** The case's own expectations, each failure as a sentence. */
function expectationFailures(
  answer: AssistantAnswer,
  haystack: string,
  expect: QuestionCase["expect"],
  sources: JudgingSources,
): string[] {
  const failures: string[] = [];
  if (expect.declines && answer.kind !== "declined") failures.push("should decline but answered");
  if (!expect.declines && answer.kind === "declined") {
    failures.push(`declined (${answer.reason ?? "no reason"}) but should answer`);
  }
  for (const expected of expect.contains ?? []) {
    const matcher = matcherOf(expected, sources);
    if (typeof matcher === "string") failures.push(matcher);
    else if (!matcher.test(haystack)) failures.push(`missing ${matcher.label}`);
  }
  const cited = citesExpected(answer, expect);
  if (cited === false) {
    const hrefs = answer.citations.map((citation) => withoutFragment(citation.href));
    const wanted = typeof expect.cites === "string" ? expect.cites : expect.cites?.join(" or ");
    failures.push(`does not cite ${wanted} (cites ${hrefs.join(", ") || "nothing"})`);
  }
  for (const expected of expect.opens ?? []) {
    const matcher = matcherOf(expected, sources);
    if (typeof matcher === "string") failures.push(matcher);
    else if (!matcher.test(firstParagraphOf(answer))) {
      failures.push(`does not open with ${matcher.label}`);
    }
  }
  if (expect.book && !answer.book?.href.startsWith("/book")) failures.push("no Book this link");
  if (expect.noBook && answer.book) failures.push(`offers ${answer.book.href}, should not`);
  failures.push(...prefillFailures(answer, expect.bookPrefills));
  if (expect.covered !== undefined) {
    const area = factValue(answer, "Area");
    const says =
      area === undefined
        ? null
        : /^\s*yes/i.test(area)
          ? true
          : /^\s*no/i.test(area)
            ? false
            : null;
    if (says !== expect.covered) {
      failures.push(
        `Area fact should start "${expect.covered ? "Yes" : "No"}" (is ${area ?? "absent"})`,
      );
    }
  }
  for (const label of expect.facts ?? []) {
    if (factValue(answer, label) === undefined) failures.push(`no "${label}" fact`);
  }
  for (const label of expect.notFacts ?? []) {
    const value = factValue(answer, label);
    if (value !== undefined) failures.push(`should show no "${label}" fact (shows ${value})`);
  }
  return failures;
}

/** What makes an answer wrong whatever the case expected: invented figures and places, forbidden words. */
function inventions(haystack: string, testCase: QuestionCase, sources: JudgingSources): string[] {
  const found: string[] = [];
  const amounts = amountsIn(haystack);
  for (const amount of new Set(amounts)) {
    if (!sources.allowedAmounts.has(amount))
      found.push(`states an amount not in the sources: ${amount}`);
  }
  if (testCase.expect.declines && amounts.length > 0)
    found.push("gives a price where it should decline");
  const asked = [testCase.question, ...(testCase.history ?? []).map((turn) => turn.question)]
    .join(" ")
    .toUpperCase();
  const askedCodes = new Set(outwardCodesIn(asked));
  for (const code of new Set(outwardCodesIn(haystack))) {
    if (!sources.servedOutwardCodes.has(code) && !askedCodes.has(code)) {
      found.push(`names a postcode neither asked about nor served: ${code}`);
    }
  }
  for (const forbidden of testCase.expect.notContains ?? []) {
    const matcher = matcherOf(forbidden, sources);
    if (typeof matcher !== "string" && matcher.test(haystack)) found.push(`says ${matcher.label}`);
  }
  return found;
}

/** The answer's words as judged: the text and every fact's value. */
export function haystackOf(answer: AssistantAnswer): string {
  return [answer.text, ...answer.facts.map((fact) => fact.value)].join("\n");
}

export function judgeAnswer(
  answer: AssistantAnswer,
  testCase: QuestionCase,
  sources: JudgingSources,
): Judgement {
  const haystack = haystackOf(answer);
  const failures = expectationFailures(answer, haystack, testCase.expect, sources);
  const invented = inventions(haystack, testCase, sources);
  return {
    correct: failures.length === 0 && invented.length === 0,
    cited: citesExpected(answer, testCase.expect),
    declinedRight: testCase.expect.declines ? answer.kind === "declined" : null,
    wrong: invented.length > 0,
    failures: [...failures, ...invented.map((reason) => `wrong: ${reason}`)],
  };
}

/**
 * The check a language model's wording must pass before a visitor sees it (decision 20): it
 * may only restate what the retrieved passages and exact facts say. Every figure and postcode
 * in it must be found in them, it must cite the passages it used, and it must not send the
 * visitor anywhere off the site. Pure, so it is unit-tested without a provider.
 */

export interface ModelWordingSources {
  passages: { text: string }[];
  facts: { label: string; value: string }[];
  /** Lends only the visitor's own full postcode, never a figure: see postcodeAllowed. */
  question: string;
}

export type ModelWordingCheck = { ok: true } | { ok: false; reason: string };

/** Longer than this is not the short answer the page has room for. */
export const MODEL_WORDING_MAX_LENGTH = 1200;

type FigureKind = "money" | "time" | "percent" | "phone" | "number";

interface Figure {
  kind: FigureKind;
  /** Canonical: pence for money, minutes after midnight for times, digits for phone numbers. */
  value: string;
}

const FIGURE_NAMES: Record<FigureKind, string> = {
  money: "a price",
  time: "a time",
  percent: "a percentage",
  phone: "a phone number",
  number: "a number",
};

const CITATION_MARKER = /\[\s*(\d+(?:\s*[,;]\s*\d+)*)\s*\]/g;

const SCHEME_ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\./i;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Lower case after the dot, so a missing space ("done.Then") is not taken for a domain.
const BARE_DOMAIN = /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/;
// A path of this site ("/book", "/services/plumbing") after a space or bracket: not a figure.
const SITE_PATH = /(^|[\s("'])\/[a-z][a-z0-9\-/]*/gi;

// UK postcodes: area letters, district, then an optional inward code ("CV3", "CV3 5AB", "EC1A 1BB").
const POSTCODE = /\b([A-PR-UWYZ][A-HK-Y]?\d[A-HJKPS-UW\d]?)(?:\s?(\d[ABD-HJLNP-UW-Z]{2}))?\b/gi;
// A run of districts in one area, as the booking rules write them: "CV1–CV6", "CV31-33".
const DISTRICT_RANGE = /\b([A-Z]{1,2})(\d{1,2})\s?(?:-|–|—|to)\s?(?:\1)?(\d{1,2})\b/gi;
const LARGEST_DISTRICT_RANGE = 99;

const PHONE = /(?:\+44\s?(?:\(0\)\s?)?|\b0)\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}\b/g;

const AMOUNT = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
const DASH = String.raw`(?:-|–|—|to)`;
const MONEY_RANGE = new RegExp(String.raw`£\s?(${AMOUNT})\s?${DASH}\s?£?\s?(${AMOUNT})`, "gi");
const MONEY = new RegExp(
  String.raw`£\s?(${AMOUNT})|\bGBP\s?(${AMOUNT})|\b(${AMOUNT})\s?(?:GBP\b|pounds?\b|quid\b)|\b(\d+)p\b`,
  "gi",
);

const MERIDIEM = String.raw`([ap])\.?\s?m\b\.?`;
const TIME_RANGE_WITH_MERIDIEM = new RegExp(
  String.raw`\b(\d{1,2})(?:[:.](\d{2}))?\s?(?:${DASH}|until|till)\s?(\d{1,2})(?:[:.](\d{2}))?\s?${MERIDIEM}`,
  "gi",
);
const TIME_WITH_MERIDIEM = new RegExp(String.raw`\b(\d{1,2})(?:[:.](\d{2}))?\s?${MERIDIEM}`, "gi");
const CLOCK_TIME = /\b(\d{1,2}):(\d{2})\b/g;

const PERCENT = /\b(\d+(?:\.\d+)?)\s?(?:%|per\s?cent\b)/gi;
const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/** The passage numbers a model's text cites with [n] or [n, m]. */
export function citationNumbers(text: string): number[] {
  return [...text.matchAll(CITATION_MARKER)].flatMap((match) =>
    (match[1] ?? "").split(/[,;]/).map((part) => Number(part.trim())),
  );
}

/** The model's text without its [n] markers, spaced and punctuated as if they were never there. */
export function withoutCitationMarkers(text: string): string {
  return text
    .replace(CITATION_MARKER, "")
    .replace(/[ \t]+([.,;:!?)])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function pence(amount: string): string {
  const [pounds = "0", decimals = ""] = amount.replace(/,/g, "").split(".");
  return String(Number(pounds) * 100 + Number(decimals.padEnd(2, "0")));
}

function canonicalNumber(digits: string): string {
  return String(Number(digits.replace(/,/g, "")));
}

function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.startsWith("44") ? `0${digits.slice(2).replace(/^0+/, "")}` : digits;
}

function minutesAfterMidnight(hours: string, minutes = "0", meridiem?: string): string | null {
  let hour = Number(hours);
  const minute = Number(minutes);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === "p" ? 12 : 0);
  } else if (hour > 24) {
    return null;
  }
  return String((hour % 24) * 60 + minute);
}

/**
 * Takes every match a reader accepts out of the text (spaces in its place, so later patterns
 * do not read its digits again) and keeps the figures it read.
 */
function takeAll(
  text: string,
  pattern: RegExp,
  read: (match: RegExpExecArray) => Figure[] | null,
  figures: Figure[],
): string {
  let rest = "";
  let end = 0;
  for (const match of text.matchAll(pattern)) {
    const found = read(match);
    if (!found) continue;
    figures.push(...found);
    rest += text.slice(end, match.index) + " ".repeat(match[0].length);
    end = match.index + match[0].length;
  }
  return rest + text.slice(end);
}

function figure(kind: FigureKind, value: string | null): Figure[] | null {
  return value === null ? null : [{ kind, value }];
}

/**
 * Every figure in a text: phone numbers, prices, times, percentages, then any other number.
 * Times with am/pm are read before single prices so "8p.m." is not taken for 8 pence.
 */
function figuresOf(text: string): Figure[] {
  const figures: Figure[] = [];
  let rest = text
    .replace(CITATION_MARKER, (marker) => " ".repeat(marker.length))
    .replace(SITE_PATH, (path, before: string) => before + " ".repeat(path.length - before.length))
    .replace(POSTCODE, (postcode) => " ".repeat(postcode.length));
  rest = takeAll(rest, PHONE, (match) => figure("phone", phoneDigits(match[0])), figures);
  rest = takeAll(
    rest,
    MONEY_RANGE,
    ([, low = "", high = ""]) => [
      { kind: "money", value: pence(low) },
      { kind: "money", value: pence(high) },
    ],
    figures,
  );
  rest = takeAll(
    rest,
    TIME_RANGE_WITH_MERIDIEM,
    ([, fromHours = "", fromMinutes, toHours = "", toMinutes, meridiem]) => {
      const from = minutesAfterMidnight(fromHours, fromMinutes, meridiem);
      const to = minutesAfterMidnight(toHours, toMinutes, meridiem);
      return from === null || to === null
        ? null
        : [
            { kind: "time", value: from },
            { kind: "time", value: to },
          ];
    },
    figures,
  );
  rest = takeAll(
    rest,
    TIME_WITH_MERIDIEM,
    ([, hours = "", minutes, meridiem]) =>
      figure("time", minutesAfterMidnight(hours, minutes, meridiem)),
    figures,
  );
  rest = takeAll(
    rest,
    MONEY,
    ([, sterling, gbp, words, pennies]) => {
      const pounds = sterling ?? gbp ?? words;
      if (pounds !== undefined) return figure("money", pence(pounds));
      return figure("money", pennies === undefined ? null : String(Number(pennies)));
    },
    figures,
  );
  rest = takeAll(
    rest,
    CLOCK_TIME,
    ([, hours = "", minutes]) => figure("time", minutesAfterMidnight(hours, minutes)),
    figures,
  );
  rest = takeAll(
    rest,
    PERCENT,
    ([, amount = ""]) => figure("percent", canonicalNumber(amount)),
    figures,
  );
  takeAll(rest, NUMBER, ([digits]) => figure("number", canonicalNumber(digits)), figures);
  return figures;
}

interface Postcodes {
  /** Outward codes, upper case: "CV3". */
  districts: Set<string>;
  /** Full postcodes, upper case with one space: "CV3 5AB". */
  full: Set<string>;
}

function postcodesOf(text: string): Postcodes {
  const districts = new Set<string>();
  const full = new Set<string>();
  for (const [, outward = "", inward] of text.matchAll(POSTCODE)) {
    districts.add(outward.toUpperCase());
    if (inward) full.add(`${outward} ${inward}`.toUpperCase());
  }
  for (const [, area = "", first = "", last = ""] of text.matchAll(DISTRICT_RANGE)) {
    const low = Number(first);
    const high = Number(last);
    if (high <= low || high - low > LARGEST_DISTRICT_RANGE) continue;
    for (let district = low; district <= high; district += 1) {
      districts.add(`${area.toUpperCase()}${district}`);
    }
  }
  return { districts, full };
}

/**
 * A district must be in the passages or facts. A full postcode too, or else be the one the
 * visitor typed, in a district the sources name: "CV3 5AB is in our area" when a fact says CV3
 * is. The question never vouches for a district on its own, or "do you cover CV47?" could be
 * answered "we cover CV47".
 */
function postcodeAllowed(postcode: string, known: Postcodes, asked: Postcodes): boolean {
  const [outward = "", inward] = postcode.toUpperCase().split(/\s+/);
  if (!inward) return known.districts.has(outward);
  const full = `${outward} ${inward}`;
  return known.full.has(full) || (asked.full.has(full) && known.districts.has(outward));
}

function figureAllowed(found: Figure, known: Figure[]): boolean {
  if (found.kind !== "number") {
    return known.some((source) => source.kind === found.kind && source.value === found.value);
  }
  // A bare number may restate any figure of the sources: "65" of "£65", "2" of "2 hours".
  return known.some((source) => {
    if (source.kind === "money") return Number(source.value) / 100 === Number(found.value);
    return source.kind !== "time" && source.value === found.value;
  });
}

function addressProblem(text: string, sourceText: string): string | null {
  if (SCHEME_ADDRESS.test(text)) return "a web address";
  const knownEmails = new Set(
    [...sourceText.matchAll(EMAIL)].map(([address]) => address.toLowerCase()),
  );
  let withoutEmails = text;
  for (const [address] of text.matchAll(EMAIL)) {
    if (!knownEmails.has(address.toLowerCase())) return "an e-mail address not in the sources";
    withoutEmails = withoutEmails.replace(address, " ");
  }
  return BARE_DOMAIN.test(withoutEmails) ? "a web address" : null;
}

/** Whether a model's wording may be shown: see the module comment; the reason names no value. */
export function checkModelWording(text: string, sources: ModelWordingSources): ModelWordingCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, reason: "empty" };
  if (trimmed.length > MODEL_WORDING_MAX_LENGTH) {
    return { ok: false, reason: `too long (${trimmed.length} characters)` };
  }

  const cited = citationNumbers(trimmed);
  if (cited.length === 0) return { ok: false, reason: "no citation" };
  const outOfRange = cited.find(
    (number) => !Number.isInteger(number) || number < 1 || number > sources.passages.length,
  );
  if (outOfRange !== undefined) {
    return { ok: false, reason: `citation [${outOfRange}] is not a passage` };
  }

  const sourceText = [
    ...sources.passages.map((passage) => passage.text),
    ...sources.facts.map((fact) => `${fact.label}: ${fact.value}`),
  ].join("\n");

  const address = addressProblem(trimmed, sourceText);
  if (address) return { ok: false, reason: address };

  const known = postcodesOf(sourceText);
  const asked = postcodesOf(sources.question);
  for (const [postcode] of trimmed.matchAll(POSTCODE)) {
    if (!postcodeAllowed(postcode, known, asked)) {
      return { ok: false, reason: "a postcode not in the sources" };
    }
  }

  const knownFigures = figuresOf(sourceText);
  for (const found of figuresOf(trimmed)) {
    if (!figureAllowed(found, knownFigures)) {
      return { ok: false, reason: `${FIGURE_NAMES[found.kind]} not in the sources` };
    }
  }
  return { ok: true };
}

import { formatPence } from "./money";

/**
 * Prices in the marketing copy (app/content) are written as placeholders naming a price-list
 * key, so the copy states what /prices states after the owner edits a price (decision 0042):
 *
 * - `{price:callout.standard}` → "£45.00", as the price list shows it;
 * - `{price-short:labour.day}` → "£295" (pence shown only when the price has them: "£295.50");
 * - the key `@lowest` / `@highest` → the cheapest / dearest item of the whole list.
 *
 * So are the ways a customer can pay (decision 0073), which follow the settings:
 *
 * - `{pay:ways}` → "online by card or Direct Debit, or by bank transfer" (app/lib/payment-ways).
 *
 * Braces do not occur in the copy's prose or Markdown, and the filler runs before Markdown.
 */

export interface PricesForCopy {
  items: readonly { pricePence: number }[];
  byKey: ReadonlyMap<string, { pricePence: number }>;
  /** What {pay:ways} stands for; a reader that does not know (or a site that takes no
   * payment itself) leaves it out, and the sentence goes like an unknown price's. */
  payWays?: string | null;
}

/** Anything that starts like a placeholder, well formed or not: none may reach a visitor. */
const PLACEHOLDER_START = /\{(?:price|pay)[^{}\s]*\}?/gi;
const PLACEHOLDER = /^\{price(-short)?:(@lowest|@highest|[a-z0-9.-]{1,100})\}$/;
export const PAY_WAYS_PLACEHOLDER = "{pay:ways}";

const wholePounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});

function shortPrice(pence: number): string {
  return pence % 100 === 0 ? wholePounds.format(pence / 100) : formatPence(pence);
}

function pricePenceOf(key: string, prices: PricesForCopy): number | undefined {
  if (key === "@lowest" || key === "@highest") {
    if (prices.items.length === 0) return undefined;
    const all = prices.items.map((item) => item.pricePence);
    return key === "@lowest" ? Math.min(...all) : Math.max(...all);
  }
  return prices.byKey.get(key)?.pricePence;
}

/** The figure a placeholder stands for, or null for a malformed one or a key the list lacks. */
export function placeholderValue(placeholder: string, prices: PricesForCopy): string | null {
  if (placeholder === PAY_WAYS_PLACEHOLDER) return prices.payWays ?? null;
  const match = PLACEHOLDER.exec(placeholder);
  if (!match) return null;
  const [, short, key = ""] = match;
  const pence = pricePenceOf(key, prices);
  if (pence === undefined) return null;
  return short ? shortPrice(pence) : formatPence(pence);
}

/** The placeholders a text contains, as written (for tests and checks over the content). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_START)].map((match) => match[0]);
}

const SENTENCE_END = /[.?!]/;
const SPACE = /[ \t]/;

/** Where the sentence around `from` starts: after the previous full stop and its space, or the line's start. */
function sentenceStart(text: string, from: number): number {
  let index = from;
  while (index > 0) {
    const before = text.charAt(index - 1);
    if (before === "\n") return index;
    if (SPACE.test(before) && SENTENCE_END.test(text.charAt(index - 2))) return index;
    index -= 1;
  }
  return 0;
}

/** Where the sentence around `from` ends: past its full stop and the spaces after it, or at the line's end. */
function sentenceEnd(text: string, from: number): number {
  let index = from;
  while (index < text.length) {
    const character = text.charAt(index);
    if (character === "\n") return index;
    index += 1;
    if (SENTENCE_END.test(character) && (index === text.length || /\s/.test(text.charAt(index)))) {
      while (index < text.length && SPACE.test(text.charAt(index))) index += 1;
      return index;
    }
  }
  return text.length;
}

/** A sentence that fills its whole line (a list item, a one-sentence paragraph) takes the line with it. */
function widenToLine(text: string, start: number, end: number): [number, number] {
  const startsLine = start === 0 || text.charAt(start - 1) === "\n";
  const endsLine = end === text.length || text.charAt(end) === "\n";
  return startsLine && endsLine && end < text.length ? [start, end + 1] : [start, end];
}

/**
 * The text with every placeholder replaced by its price. A placeholder that cannot be filled
 * (a key the list lacks, a malformed token) takes its whole sentence out: copy without the
 * figure it is about reads wrong ("from  including the first hour"), copy without the sentence
 * still reads. `onUnfilled` hears of each such placeholder, so the owner's list can be put right.
 */
export function fillPricePlaceholders(
  text: string,
  prices: PricesForCopy,
  onUnfilled: (placeholder: string) => void = () => {},
): string {
  const cuts: [number, number][] = [];
  const fills: { start: number; end: number; value: string }[] = [];
  for (const match of text.matchAll(PLACEHOLDER_START)) {
    const start = match.index;
    const end = start + match[0].length;
    const value = placeholderValue(match[0], prices);
    if (value === null) {
      onUnfilled(match[0]);
      cuts.push(widenToLine(text, sentenceStart(text, start), sentenceEnd(text, end)));
    } else {
      fills.push({ start, end, value });
    }
  }
  if (cuts.length === 0 && fills.length === 0) return text;

  let result = "";
  let position = 0;
  const isCut = (index: number) => cuts.some(([from, to]) => index >= from && index < to);
  for (const fill of fills) {
    if (isCut(fill.start)) continue;
    result += keptBetween(text, position, fill.start, cuts);
    result += fill.value;
    position = fill.end;
  }
  result += keptBetween(text, position, text.length, cuts);
  return cuts.length === 0 ? result : result.trim();
}

/** The characters of text[from, to) outside every cut. */
function keptBetween(text: string, from: number, to: number, cuts: [number, number][]): string {
  let kept = "";
  let index = from;
  while (index < to) {
    const cut = cuts.find(([start, end]) => index >= start && index < end);
    if (cut) {
      index = cut[1];
      // "First sentence. {cut}" at a line's end leaves no trailing space behind.
      if (index === text.length || text.charAt(index) === "\n") kept = kept.replace(/[ \t]+$/, "");
      continue;
    }
    const nextCut = Math.min(to, ...cuts.map(([start]) => start).filter((start) => start > index));
    kept += text.slice(index, nextCut);
    index = nextCut;
  }
  return kept;
}

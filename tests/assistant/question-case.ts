/**
 * The shape of one question in the assistant's question set (issue 13, section 4), and the
 * references the runner resolves against the database at run time: a price or the phone
 * number is never typed into an expectation, so an edit in the office does not break the set.
 */
import type { AssistantTurn } from "~/.server/assistant/types";

export type QuestionCategory =
  | "price"
  | "area-in"
  | "area-out"
  | "service"
  | "not-offered"
  | "emergency"
  | "booking"
  | "availability"
  | "follow-up"
  | "adversarial"
  | "general"
  /** A turn of a multi-turn conversation (conversation-case.ts). */
  | "conversation";

/** A price-list item's figure, "£55.00" (or "£55"), read from the `price_list` table. */
export interface PriceReference {
  priceOf: string;
}

/** The business's phone number as the profile shows it, read from `business_settings`. */
export interface PhoneReference {
  businessPhone: true;
}

export type Expected = string | RegExp | PriceReference | PhoneReference;

export interface QuestionExpectation {
  /** The answer must be of kind "declined" (off-topic or not found). */
  declines?: true;
  /** Each must appear, case-insensitively, in the text and the facts' values together. */
  contains?: Expected[];
  /** This href must be among the citations; of a list, any one (pages equally right). */
  cites?: string | readonly string[];
  /** None may appear in the text or the facts' values. */
  notContains?: Expected[];
  /** Each must appear in the answer's first paragraph: what it opens with. */
  opens?: Expected[];
  /** A "Book this" link into /book must be offered. */
  book?: true;
  /** No "Book this" link: nothing can be booked (outside the area, a safety answer). */
  noBook?: true;
  /** The "Book this" link must pre-fill these fields of /book, e.g. `{ postcode: "CV5" }`. */
  bookPrefills?: Readonly<Record<string, string>>;
  /** The "Area" fact must say the place is covered (value starts "Yes") or not ("No"). */
  covered?: boolean;
  /** Facts with these labels must be shown ("Price", "Next free windows", …). */
  facts?: string[];
  /** Facts with these labels must not be shown: "Tile Hill" names a place, not a tiling job. */
  notFacts?: string[];
}

export interface QuestionCase {
  id: string;
  category: QuestionCategory;
  question: string;
  history?: AssistantTurn[];
  expect: QuestionExpectation;
}

export function price(key: string): PriceReference {
  return { priceOf: key };
}

export const PHONE: PhoneReference = { businessPhone: true };

/** The history of a follow-up: earlier questions with the gist of what was answered. */
export function after(question: string, answer: string): AssistantTurn[] {
  return [{ question, answer }];
}

export interface AssistantAnswer {
  /** "declined": the answer says plainly it cannot help and offers the phone, the form, the services. */
  kind: "answered" | "declined";
  reason?: DeclineReason;
  /** The wording under the facts: short paragraphs separated by a blank line, plain text. */
  text: string;
  facts: AssistantFact[];
  citations: Citation[];
  /** "Book this": /book pre-filled with the service, description, postcode and day. */
  book: { href: string; label: string } | null;
  /** "low" when the best passage only loosely matches: such questions are logged for the owner. */
  confidence: "high" | "low";
  /** "model" when an optional language model reworded it and its wording passed the check. */
  wording: "composed" | "model";
}

/** A page of the site an answer used: every answer cites the pages it came from. */
export interface Citation {
  /** Site path, e.g. "/services/plumbing/leaky-tap-repairs". */
  href: string;
  title: string;
}

/** An exact fact from structured data, shown above the wording: "Price", "£65.00 (from)". */
export interface AssistantFact {
  label: string;
  value: string;
}

export type DeclineReason =
  /** Other trades, medical, legal, anything the business does not do. */
  | "off-topic"
  /** Nothing on the site is close enough to the question. */
  | "not-found";

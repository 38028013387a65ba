import type { QuoteState } from "./views/quote";

const STATE_WORDS: Record<QuoteState, string> = {
  draft: "Draft",
  open: "Sent, waiting for the customer",
  expired: "Expired",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** How the office reads a quote's state. */
export function quoteStateWords(state: QuoteState): string {
  return STATE_WORDS[state];
}

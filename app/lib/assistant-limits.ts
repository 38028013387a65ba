// The assistant's limits, apart from its schema so the chat can count without zod (decision 0063).

/** At most this many characters in a question (the limit). */
export const QUESTION_MAX_LENGTH = 500;
/** The turns kept so "how much is it?" follows on from the previous question. */
export const TURNS_KEPT = 4;
/** An earlier answer carried back by the page is only context: its first part is enough. */
export const CARRIED_ANSWER_MAX_LENGTH = 1500;

import { z } from "zod";
import { text } from "./text";

export const UNKNOWN_STARTER_MESSAGE =
  "Choose one of the starter articles on the page to make a draft from.";

/** The "Make a draft" button of a starter article on /blog/starter. */
export const makeStarterDraftSchema = z.object({
  starter: text({ required_error: UNKNOWN_STARTER_MESSAGE })
    .min(1, UNKNOWN_STARTER_MESSAGE)
    .max(120, UNKNOWN_STARTER_MESSAGE),
});

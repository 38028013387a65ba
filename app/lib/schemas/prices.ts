import { z } from "zod";
import {
  PRICE_BASES,
  PRICE_LABEL_MAX_LENGTH,
  PRICE_MESSAGES,
  PRICE_NOTE_MAX_LENGTH,
  parsePoundsToPence,
} from "../prices";
import { text } from "./text";

/** What a price-list key looks like ("sub.plumbing.leaky-tap-repairs"). */
export const PRICE_KEY_PATTERN = /^[a-z0-9.-]{1,100}$/;

/** Price typed in pounds and pence → whole pence, with the field's message when it is not one. */
const poundsField = z
  .string({ required_error: PRICE_MESSAGES.empty })
  .transform((typed, context) => {
    const parsed = parsePoundsToPence(typed);
    if (parsed.ok) return parsed.pence;
    context.addIssue({ code: z.ZodIssueCode.custom, message: parsed.message });
    return z.NEVER;
  });

/** The editable fields of one price-list item, as the admin form and an undo send them. */
export const priceFieldsSchema = z.object({
  label: text({ required_error: "Enter the item's name as the price list shows it" })
    .min(1, "Enter the item's name as the price list shows it")
    .max(PRICE_LABEL_MAX_LENGTH, `Keep the name to ${PRICE_LABEL_MAX_LENGTH} characters`),
  price: poundsField,
  basis: z.enum(PRICE_BASES, {
    errorMap: () => ({ message: "Choose fixed price, from, or per hour" }),
  }),
  note: text()
    .max(PRICE_NOTE_MAX_LENGTH, `Keep the note to ${PRICE_NOTE_MAX_LENGTH} characters`)
    .optional(),
});

export type PriceFields = z.output<typeof priceFieldsSchema>;

/** One item's form on /admin/settings/prices. */
export const savePriceSchema = priceFieldsSchema.extend({
  key: text({ required_error: "This form names no price-list item" }).regex(
    PRICE_KEY_PATTERN,
    "This form names no price-list item",
  ),
});

/** The Undo button of one change in the price list's history. */
export const undoPriceChangeSchema = z.object({
  changeId: z
    .string({ required_error: "This form names no change" })
    .regex(/^[1-9][0-9]{0,17}$/, "This form names no change"),
});

export const PRICE_FORM_INTENTS = ["save", "undo"] as const;

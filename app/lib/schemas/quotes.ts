import { z } from "zod";
import { parseQuantity, VAT_RATES } from "../invoice-lines";
import { parsePounds } from "../pounds";
import { jobIdSchema } from "./portal";
import { multilineText, text } from "./text";

/** The forms of a quote: the office's page under the job, and the customer's /quote/{token}. */

export const QUOTE_LIMITS = {
  description: 300,
  notes: 2000,
  name: 120,
  declineReason: 500,
  /** £100,000.00 a unit: quote_lines' own limit. */
  unitPricePence: 10_000_000,
  /** 10,000 units: quote_lines' own limit is in hundredths. */
  quantityHundredths: 1_000_000,
} as const;

export const QUOTE_MESSAGES = {
  quantity: "Enter a quantity like 1, 2.5 or 0.25 (up to two decimal places)",
  unitPrice: "Enter the unit price in pounds, like 45 or 19.99",
  needsPrice: "Enter a unit price, or choose a price from the list",
  needsDescription: "Describe the line, or choose a price from the list",
  vatRate: "Choose the VAT rate",
  long: (max: number) => `Use at most ${max} characters`,
  name: "Type your full name to accept the quote",
} as const;

const quoteId = jobIdSchema;

export const addQuoteLineSchema = z
  .object({
    intent: z.literal("add-line"),
    quoteId,
    priceKey: text().max(120).optional(),
    description: text()
      .max(QUOTE_LIMITS.description, QUOTE_MESSAGES.long(QUOTE_LIMITS.description))
      .optional(),
    quantity: text({ required_error: QUOTE_MESSAGES.quantity })
      .max(10, QUOTE_MESSAGES.quantity)
      .transform((value, context) => {
        const hundredths = parseQuantity(value);
        if (hundredths === null || hundredths < 1 || hundredths > QUOTE_LIMITS.quantityHundredths) {
          context.addIssue({ code: "custom", message: QUOTE_MESSAGES.quantity });
          return z.NEVER;
        }
        return hundredths;
      }),
    unitPrice: text().max(20, QUOTE_MESSAGES.unitPrice).optional(),
    vatRate: z.enum(VAT_RATES, { errorMap: () => ({ message: QUOTE_MESSAGES.vatRate }) }),
  })
  .transform((value, context) => {
    const pence = parsePounds(value.unitPrice ?? "");
    if (pence === "invalid" || (pence !== null && pence > QUOTE_LIMITS.unitPricePence)) {
      context.addIssue({ code: "custom", path: ["unitPrice"], message: QUOTE_MESSAGES.unitPrice });
      return z.NEVER;
    }
    const priceKey = value.priceKey || null;
    if (!priceKey && pence === null) {
      context.addIssue({ code: "custom", path: ["unitPrice"], message: QUOTE_MESSAGES.needsPrice });
    }
    if (!priceKey && !value.description) {
      context.addIssue({
        code: "custom",
        path: ["description"],
        message: QUOTE_MESSAGES.needsDescription,
      });
    }
    return {
      intent: value.intent,
      quoteId: value.quoteId,
      line: {
        priceKey,
        description: value.description || null,
        quantityHundredths: value.quantity,
        unitPricePence: pence,
        vatRate: value.vatRate,
      },
    };
  });

export const removeQuoteLineSchema = z.object({
  intent: z.literal("remove-line"),
  quoteId,
  lineId: text().regex(/^[1-9]\d{0,17}$/, "Choose a line"),
});

export const quoteDetailsSchema = z.object({
  intent: z.literal("details"),
  quoteId,
  consumer: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  notes: multilineText()
    .trim()
    .max(QUOTE_LIMITS.notes, QUOTE_MESSAGES.long(QUOTE_LIMITS.notes))
    .optional()
    .transform((value) => value || null),
});

export const startQuoteSchema = z.object({ intent: z.literal("start") });
export const sendQuoteSchema = z.object({ intent: z.literal("send"), quoteId });
export const withdrawQuoteSchema = z.object({ intent: z.literal("withdraw"), quoteId });

export const QUOTE_OFFICE_SCHEMAS = {
  start: startQuoteSchema,
  "add-line": addQuoteLineSchema,
  "remove-line": removeQuoteLineSchema,
  details: quoteDetailsSchema,
  send: sendQuoteSchema,
  withdraw: withdrawQuoteSchema,
} as const;

export const acceptQuoteSchema = z.object({
  intent: z.literal("accept"),
  name: text({ required_error: QUOTE_MESSAGES.name })
    .min(2, QUOTE_MESSAGES.name)
    .max(QUOTE_LIMITS.name, QUOTE_MESSAGES.long(QUOTE_LIMITS.name)),
  startEarly: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

export const declineQuoteSchema = z.object({
  intent: z.literal("decline"),
  reason: multilineText()
    .trim()
    .max(QUOTE_LIMITS.declineReason, QUOTE_MESSAGES.long(QUOTE_LIMITS.declineReason))
    .optional()
    .transform((value) => value || null),
});

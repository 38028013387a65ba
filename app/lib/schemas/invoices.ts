import { z } from "zod";
import { parseQuantity, VAT_RATES } from "../invoice-lines";
import { isCalendarDate } from "../calendar-date";
import { parsePoundsToPence } from "../prices";
import { text } from "./text";

const pounds = (empty: string) =>
  z.string({ required_error: empty }).transform((typed, context) => {
    const parsed = parsePoundsToPence(typed);
    if (parsed.ok) return parsed.pence;
    context.addIssue({ code: z.ZodIssueCode.custom, message: parsed.message });
    return z.NEVER;
  });

const position = z
  .string({ required_error: "This form names no line" })
  .regex(/^\d{1,3}$/, "This form names no line")
  .transform(Number);

/** "Make the invoice" on the job page. */
export const makeDraftSchema = z.object({
  reference: text({ required_error: "This form names no job" })
    .min(1, "This form names no job")
    .max(40, "This form names no job"),
});

/** A draft's line, added or changed; the unit price is without VAT. */
export const invoiceLineSchema = z.object({
  position: position.optional(),
  description: text({ required_error: "Describe the line" })
    .min(1, "Describe the line")
    .max(300, "Keep the description to 300 characters"),
  quantity: z.string({ required_error: "Enter a quantity" }).transform((typed, context) => {
    const parsed = parseQuantity(typed);
    if (parsed !== null && parsed > 0 && parsed <= 1_000_000) return parsed;
    context.addIssue({
      code: z.ZodIssueCode.custom,
      message: "Enter a quantity such as 1, 2 or 1.5",
    });
    return z.NEVER;
  }),
  unitPrice: pounds("Enter the unit price without VAT"),
  vatRate: z.enum(VAT_RATES, { errorMap: () => ({ message: "Choose a VAT rate" }) }),
});

/** Remove one line of a draft; credit one line of an issued invoice. */
export const invoiceLinePositionSchema = z.object({ position });

/** Record money the office received. */
export const manualPaymentSchema = z.object({
  amount: pounds("Enter the amount received"),
  method: z.enum(["bank_transfer", "cash", "card_terminal"], {
    errorMap: () => ({ message: "Choose how it was paid" }),
  }),
  receivedOn: z
    .string({ required_error: "Enter the date it was received" })
    .refine(isCalendarDate, "Enter the date it was received"),
  reference: text().max(120, "Keep the reference to 120 characters").optional(),
});

const paymentId = z
  .string({ required_error: "This form names no payment" })
  .uuid("This form names no payment");

/** Money the office sent back by hand: the fields of a payment received, and which payment. */
export const refundByHandSchema = manualPaymentSchema.extend({ paymentId });

/** Ask Stripe to refund what is left to send back of one of its payments. */
export const stripeRefundSchema = z.object({ paymentId });

export const REFUND_FORM_INTENTS = ["refund-by-hand", "refund-stripe"] as const;

export const INVOICE_FORM_INTENTS = [
  "add-line",
  "change-line",
  "remove-line",
  "issue",
  "credit-line",
  "credit-all",
  "payment",
] as const;

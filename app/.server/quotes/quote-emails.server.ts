import {
  CANCELLATION_DAYS,
  cancellationNotice,
  modelCancellationForm,
  type Trader,
} from "~/lib/consumer-cancellation";
import { VAT_RATE_LABELS } from "~/lib/invoice-lines";
import { formatPence } from "~/lib/money";
import type { QuoteView } from "~/lib/views/quote";
import type { Business } from "../business/business.server";
import type { OutgoingEmail } from "../email/outbox.server";
import { signOff } from "../jobs/booking-emails.server";

export function traderOf(business: Business): Trader {
  return {
    name: business.name,
    address: `${business.address}, ${business.city} ${business.postalCode}`,
    phone: business.phoneDisplay,
    email: business.email,
  };
}

/** The lines and totals as plain text, VAT only when the quote carries it. */
export function quoteFigures(quote: QuoteView): string {
  const lines = quote.lines.map((line) => {
    const rate = quote.vatRegistered ? ` (VAT ${VAT_RATE_LABELS[line.vatRate]})` : "";
    return `- ${line.description}: ${line.quantity} × ${formatPence(line.unitPricePence)} = ${formatPence(line.netPence)}${rate}`;
  });
  const totals = quote.vatRegistered
    ? [
        `Total without VAT: ${formatPence(quote.netPence)}`,
        `VAT: ${formatPence(quote.vatPence)}`,
        `Total: ${formatPence(quote.grossPence)}`,
      ]
    : [`Total: ${formatPence(quote.grossPence)}`];
  return [...lines, "", ...totals].join("\n");
}

function depositLine(quote: QuoteView): string {
  return quote.depositPence > 0
    ? `\nA deposit of ${formatPence(quote.depositPence)} is asked when you accept.\n`
    : "";
}

export function quoteSentEmail(input: {
  quote: QuoteView;
  business: Business;
  siteOrigin: string;
  link: string;
}): OutgoingEmail {
  const { quote, business } = input;
  const text = `Hello ${quote.customerName},

Here is our quote ${quote.reference} for the work at ${quote.address}, ${quote.postcode}.

${quoteFigures(quote)}
${depositLine(quote)}
Read it, and accept or decline it, here (no account needed):
${input.link}

The quote is open until ${quote.validUntilLabel ?? "the date on the page"}. Once you accept, we book the work with you.${quote.consumer ? ` You keep the right to cancel within ${CANCELLATION_DAYS} days of accepting.` : ""}

${signOff(business, input.siteOrigin)}`;
  return {
    to: quote.customerEmail,
    subject: `Your quote ${quote.reference} from ${business.name}`,
    text,
    kind: "quote.sent",
  };
}

/**
 * The confirmation of an acceptance. A consumer's carries the cancellation notice and the
 * model cancellation form, as the Regulations ask (on a durable medium: this e-mail).
 */
export function quoteAcceptedEmail(input: {
  quote: QuoteView;
  business: Business;
  siteOrigin: string;
  link: string;
  cancellationLastDayLabel: string;
}): OutgoingEmail {
  const { quote, business } = input;
  const consumerPart = quote.consumer
    ? `${
        quote.startWithinCancellationPeriod
          ? `You asked us to start the work within the ${CANCELLATION_DAYS}-day cancellation period. If you cancel after we start, you pay for the work done until you tell us.`
          : `You did not ask us to start within the ${CANCELLATION_DAYS}-day cancellation period, so we book the work for after ${input.cancellationLastDayLabel}.`
      }

${cancellationNotice(traderOf(business), input.cancellationLastDayLabel)}

${modelCancellationForm(traderOf(business))}

`
    : "";
  const text = `Hello ${quote.customerName},

Thank you: you accepted our quote ${quote.reference} (accepted by ${quote.acceptedName ?? quote.customerName}, ${quote.decidedAtLabel ?? ""}).

${quoteFigures(quote)}
${depositLine(quote)}
What happens next: we will be in touch to book the work. The quote stays at:
${input.link}

${consumerPart}${signOff(business, input.siteOrigin)}`;
  return {
    to: quote.customerEmail,
    subject: `Quote ${quote.reference} accepted: ${business.name}`,
    text,
    kind: "quote.accepted",
  };
}

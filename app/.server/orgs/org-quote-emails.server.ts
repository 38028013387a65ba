import type { Transaction } from "kysely";
import { formatPence } from "~/lib/money";
import { organisationPath } from "~/lib/organisations";
import type { QuoteView } from "~/lib/views/quote";
import { getBusiness, type Business } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmailOnce } from "../email/outbox-once.server";
import type { OutgoingEmail } from "../email/outbox.server";
import { signOff } from "../jobs/booking-emails.server";
import { quoteFigures } from "../quotes/quote-emails.server";
import { approvalRecipients, type OrgRecipient } from "./approval-emails.server";

/** What the organisation's e-mails about one quote say besides the quote itself. */
export interface OrgQuoteFacts {
  organisationName: string;
  organisationSlug: string;
  /** The spend limit the quote is above, when its acceptance is also the spend approval. */
  aboveLimitPence: number | null;
}

function portalLink(siteOrigin: string, slug: string): string {
  return `${siteOrigin}${organisationPath(slug, "/approvals")}`;
}

function orgQuoteSentEmail(input: {
  to: OrgRecipient;
  quote: QuoteView;
  facts: OrgQuoteFacts;
  link: string;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const { quote, facts } = input;
  const spend =
    facts.aboveLimitPence === null
      ? ""
      : `\nThe quote is above ${facts.organisationName}'s spend limit of ${formatPence(facts.aboveLimitPence)}: accepting it is also your approval of the spend, and declining it cancels the job. There is nothing else to approve.\n`;
  const text = `Hello ${input.to.name},

Here is our quote ${quote.reference} for ${facts.organisationName}${quote.jobReference ? `, job ${quote.jobReference}` : ""}, at ${quote.address}, ${quote.postcode}.

${quoteFigures(quote)}
${spend}
Read it, and accept or decline it, here (no sign-in needed):
${input.link}

Or decide in your portal, with the other things waiting for your decision:
${portalLink(input.siteOrigin, facts.organisationSlug)}

The quote is open until ${quote.validUntilLabel ?? "the date on the page"}.

${signOff(input.business, input.siteOrigin)}`;
  return {
    to: input.to.email,
    subject: `Quote ${quote.reference} for ${facts.organisationName}: ${formatPence(quote.grossPence)}`,
    text,
    kind: "quote.sent",
  };
}

function orgQuoteAcceptedEmail(input: {
  to: OrgRecipient;
  quote: QuoteView;
  facts: OrgQuoteFacts;
  how: string;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const { quote, facts } = input;
  const text = `Hello ${input.to.name},

${facts.organisationName} accepted our quote ${quote.reference} (accepted by ${quote.acceptedName ?? "a manager"} ${input.how}, ${quote.decidedAtLabel ?? ""}).

${quoteFigures(quote)}

What happens next: we book the work and let the job's contact know. Everything waiting for your decision is here:
${portalLink(input.siteOrigin, facts.organisationSlug)}

${signOff(input.business, input.siteOrigin)}`;
  return {
    to: input.to.email,
    subject: `Quote ${quote.reference} accepted: ${input.business.name}`,
    text,
    kind: "quote.accepted",
  };
}

/**
 * One e-mail about a quote to each of the people who decide the organisation's spend (the
 * managers and owners who opted in, else its owners, as approvals do), each their own copy
 * written once. Returns how many were written to.
 */
async function emailDeciders(
  trx: Transaction<Database>,
  input: { quote: QuoteView; jobId: string | null; organisationId: string },
  event: "quote-sent" | "quote-accepted",
  write: (to: OrgRecipient, business: Business) => OutgoingEmail,
): Promise<number> {
  const [recipients, business] = await Promise.all([
    approvalRecipients(trx, input.organisationId),
    getBusiness(trx),
  ]);
  for (const to of recipients) {
    await enqueueEmailOnce(trx, write(to, business), {
      dedupeKey: `${event}:${input.quote.id}:${to.userId}`,
      jobId: input.jobId,
      quoteId: input.quote.id,
    });
  }
  return recipients.length;
}

/** An organisation's quote, to the people who decide its spend; the link is the quote's one link. */
export function emailQuoteToOrganisation(
  trx: Transaction<Database>,
  input: {
    quote: QuoteView;
    jobId: string | null;
    organisationId: string;
    facts: OrgQuoteFacts;
    link: string;
  },
  options: { siteOrigin: string },
): Promise<number> {
  return emailDeciders(trx, input, "quote-sent", (to, business) =>
    orgQuoteSentEmail({ ...input, to, business, siteOrigin: options.siteOrigin }),
  );
}

/** The organisation's confirmation that its quote is accepted, to the same people. */
export async function emailQuoteAcceptedToOrganisation(
  trx: Transaction<Database>,
  input: {
    quote: QuoteView;
    jobId: string | null;
    organisationId: string;
    facts: OrgQuoteFacts;
    how: string;
  },
  options: { siteOrigin: string },
): Promise<void> {
  await emailDeciders(trx, input, "quote-accepted", (to, business) =>
    orgQuoteAcceptedEmail({ ...input, to, business, siteOrigin: options.siteOrigin }),
  );
}

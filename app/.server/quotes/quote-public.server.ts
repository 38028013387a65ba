import type { Kysely } from "kysely";
import { addCalendarDays, londonDate } from "~/lib/calendar-date";
import { CANCELLATION_DAYS } from "~/lib/consumer-cancellation";
import { formatCalendarDate } from "~/lib/formatting.server";
import { formatVatNumber } from "~/lib/money-settings";
import type { QuoteSeller, QuoteState, QuoteView } from "~/lib/views/quote";
import { hashToken, isWellFormedToken } from "../auth/crypto.server";
import { loadBusiness } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmailOnce } from "../email/outbox-once.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import { readMoneySettings } from "../settings/money-settings.server";
import { quoteAcceptedEmail } from "./quote-emails.server";
import { quoteIdForTokenHash } from "./quote-links.server";
import { readQuote } from "./quote-read.server";
import { quoteLink } from "./quote-send.server";
import { quoteDepositStillDue } from "../payments/amount-due.server";
import { decideSpend } from "../orgs/spend-decision.server";

export interface CustomerQuote {
  quote: QuoteView;
  seller: QuoteSeller;
  /** A consumer's last day to cancel, once accepted. */
  cancellationLastDayLabel: string | null;
  /** The deposit still to pay once accepted (0 when none is asked or it is paid). */
  depositDuePence: number;
}

type Visit<T> = { ok: true; found: T } | { ok: false; reason: "not-found" } | Refusal;

/**
 * Every use of a quote link (reading, accepting, declining) is counted against the visitor's
 * token-link limit before the token is looked at, as the tracking links are; an unknown or
 * malformed token, and a draft (which has none), are "not-found". Any of the quote's links
 * (the e-mail's, or one a customer's page gave) opens it.
 */
async function withQuoteLink<T>(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string },
  find: (quoteId: string) => Promise<T | null>,
): Promise<Visit<T>> {
  const refusal = await attemptAllowed(db, "token-link", { ip: visitor.ip });
  if (refusal) return refusal;
  if (!isWellFormedToken(token)) return { ok: false, reason: "not-found" };
  try {
    const quoteId = await quoteIdForTokenHash(db, hashToken(token));
    const found = quoteId === null ? null : await find(quoteId);
    return found === null ? { ok: false, reason: "not-found" } : { ok: true, found };
  } catch (error) {
    return unavailable(error);
  }
}

function lastDayToCancel(decidedAt: Date): string {
  return formatCalendarDate(addCalendarDays(londonDate(decidedAt), CANCELLATION_DAYS));
}

async function customerQuote(
  db: Kysely<Database>,
  quoteId: string,
  now: Date,
): Promise<CustomerQuote | null> {
  const quote = await readQuote(db, { id: quoteId }, now);
  if (!quote || quote.state === "draft") return null;
  const [business, money, decided, depositDue] = await Promise.all([
    loadBusiness(db),
    readMoneySettings(db),
    db.selectFrom("quotes").select("decided_at").where("id", "=", quote.id).executeTakeFirst(),
    quoteDepositStillDue(db, quote.id),
  ]);
  return {
    quote,
    seller: {
      name: business.name,
      address: `${business.address}, ${business.city} ${business.postalCode}`,
      phone: business.phoneDisplay,
      email: business.email,
      vatNumber: quote.vatRegistered && money.vatNumber ? formatVatNumber(money.vatNumber) : null,
    },
    cancellationLastDayLabel:
      quote.consumer && quote.status === "accepted" && decided?.decided_at
        ? lastDayToCancel(decided.decided_at)
        : null,
    depositDuePence: Math.max(0, depositDue ?? 0),
  };
}

/** The customer's page of a quote. */
export function visitQuote(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string },
  now: Date,
): Promise<Visit<CustomerQuote>> {
  return withQuoteLink(db, token, visitor, (quoteId) => customerQuote(db, quoteId, now));
}

export type QuoteDecision =
  | { done: true; quote: CustomerQuote }
  /** Someone (perhaps this person, a moment ago) decided first, or it expired or was withdrawn. */
  | { done: false; state: QuoteState; quote: CustomerQuote };

/**
 * Accepts an open quote with the name the customer typed; a consumer may ask for the work to
 * start within the cancellation period. The decision is `decideSpend`'s, the one rule for
 * every page (decision 0074): exactly one of two decisions at once decides, and an
 * organisation's quote bound to a spend approval approves it too. The job reacts, its timeline
 * records it, and a consumer's confirmation (with the cancellation notice and model form) is
 * written to the outbox once; an organisation's goes to its managers.
 */
export function acceptQuote(
  db: Kysely<Database>,
  token: string,
  input: { name: string; startWithinCancellationPeriod: boolean },
  context: { ip: string; now: Date; siteOrigin: string },
): Promise<Visit<QuoteDecision>> {
  return withQuoteLink(db, token, context, async (quoteId) => {
    const business = await loadBusiness(db);
    const decided = await db.transaction().execute(async (trx) => {
      const outcome = await decideSpend(
        trx,
        { quoteId },
        { decision: "approve", reason: null },
        {
          via: "quote-link",
          name: input.name,
          startWithinCancellationPeriod: input.startWithinCancellationPeriod,
        },
        context,
      );
      if (!outcome.decided) return false;
      const quote = outcome.acceptedQuote;
      // An organisation's confirmation went to its managers with the decision.
      if (quote && outcome.organisationId === null) {
        await enqueueEmailOnce(
          trx,
          quoteAcceptedEmail({
            quote,
            business,
            siteOrigin: context.siteOrigin,
            link: quoteLink(context.siteOrigin, token),
            cancellationLastDayLabel: lastDayToCancel(context.now),
          }),
          { dedupeKey: `quote-accepted:${quote.id}`, quoteId: quote.id },
        );
      }
      return true;
    });
    return decisionOf(db, quoteId, decided, context.now);
  });
}

/** Declines an open quote with the customer's reason; the office reads it on the job's timeline. */
export function declineQuote(
  db: Kysely<Database>,
  token: string,
  input: { reason: string | null },
  context: { ip: string; now: Date; siteOrigin: string },
): Promise<Visit<QuoteDecision>> {
  return withQuoteLink(db, token, context, async (quoteId) => {
    const decided = await db.transaction().execute(async (trx) => {
      const outcome = await decideSpend(
        trx,
        { quoteId },
        { decision: "decline", reason: input.reason },
        { via: "quote-link", name: "its recipient", startWithinCancellationPeriod: false },
        context,
      );
      return outcome.decided;
    });
    return decisionOf(db, quoteId, decided, context.now);
  });
}

async function decisionOf(
  db: Kysely<Database>,
  quoteId: string,
  done: boolean,
  now: Date,
): Promise<QuoteDecision | null> {
  const quote = await customerQuote(db, quoteId, now);
  if (!quote) return null;
  return done ? { done: true, quote } : { done: false, state: quote.quote.state, quote };
}

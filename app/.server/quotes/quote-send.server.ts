import type { Kysely, Transaction } from "kysely";
import { addCalendarDays, londonDate } from "~/lib/calendar-date";
import { formatPence } from "~/lib/money";
import { depositFor } from "~/lib/money-settings";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { hashToken, newToken } from "../auth/crypto.server";
import { loadBusiness } from "../business/business.server";
import type { Database, JobActorRole } from "../db/schema.server";
import { enqueueEmailOnce } from "../email/outbox-once.server";
import { readMoneySettings } from "../settings/money-settings.server";
import { refreshQuoteFigures } from "./quote-drafts.server";
import { quoteSentEmail } from "./quote-emails.server";
import { readQuote } from "./quote-read.server";

/** The customer's page of a quote: the token is in the link only, the database keeps its hash. */
export function quoteLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/quote/${token}`;
}

/** A line on the job's timeline about its quote (the office's words come from its kind). */
export async function writeQuoteEvent(
  trx: Transaction<Database>,
  event: {
    jobId: string | null;
    kind: "quote-sent" | "quote-withdrawn" | "quote-accepted" | "quote-declined";
    actor: { role: JobActorRole; id: string | null };
    at: Date;
    note: string;
  },
): Promise<void> {
  if (event.jobId === null) return;
  await trx
    .insertInto("job_events")
    .values({
      job_id: event.jobId,
      at: event.at,
      kind: event.kind,
      actor_role: event.actor.role,
      actor_id: event.actor.id,
      note: event.note,
      // The office's record: the customer has the quote's own page and e-mails.
      internal: true,
    })
    .execute();
}

export type SendQuoteResult =
  | { ok: true; token: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-draft" | "no-lines"; message: string };

/**
 * Sends a draft: its figures again with today's VAT registration, the deposit from the money
 * settings, valid through today in London plus the validity days, a new link whose token is
 * stored as its SHA-256, and the e-mail with the link written to the outbox once.
 */
export async function sendQuote(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { quoteId: string; now: Date; siteOrigin: string },
): Promise<SendQuoteResult> {
  const business = await loadBusiness(db);
  return db.transaction().execute(async (trx): Promise<SendQuoteResult> => {
    const quote = await trx
      .selectFrom("quotes")
      .select(["status", "job_id"])
      .where("id", "=", input.quoteId)
      .forUpdate()
      .executeTakeFirst();
    if (!quote) return { ok: false, reason: "not-found" };
    if (quote.status !== "draft") {
      return { ok: false, reason: "not-draft", message: "This quote has already been sent." };
    }
    const settings = await readMoneySettings(trx);
    const totals = await refreshQuoteFigures(trx, input.quoteId, settings.vatRegistered, input.now);
    const lines = await trx
      .selectFrom("quote_lines")
      .select("id")
      .where("quote_id", "=", input.quoteId)
      .limit(1)
      .execute();
    if (lines.length === 0) {
      return { ok: false, reason: "no-lines", message: "Add at least one line before sending." };
    }
    const token = newToken();
    const validUntil = addCalendarDays(londonDate(input.now), settings.quoteValidityDays);
    await trx
      .updateTable("quotes")
      .set({
        status: "sent",
        sent_at: input.now,
        token_hash: hashToken(token),
        valid_until: validUntil,
        deposit_pence: depositFor(settings, totals.grossPence),
        updated_at: input.now,
      })
      .where("id", "=", input.quoteId)
      .execute();
    const sent = await readQuote(trx, { id: input.quoteId }, input.now);
    if (!sent) throw new Error(`Quote ${input.quoteId} vanished while being sent`);
    await enqueueEmailOnce(
      trx,
      quoteSentEmail({
        quote: sent,
        business,
        siteOrigin: input.siteOrigin,
        link: quoteLink(input.siteOrigin, token),
      }),
      { dedupeKey: `quote-sent:${input.quoteId}`, jobId: quote.job_id, quoteId: input.quoteId },
    );
    await writeQuoteEvent(trx, {
      jobId: quote.job_id,
      kind: "quote-sent",
      actor,
      at: input.now,
      note: `${sent.reference} sent to ${sent.customerEmail}: ${formatPence(sent.grossPence)}, open until ${sent.validUntilLabel ?? validUntil}.`,
    });
    await logChange(trx, {
      actor,
      entity: "quote",
      entityId: input.quoteId,
      action: "send-quote",
      after: { grossPence: sent.grossPence, validUntil, depositPence: sent.depositPence },
    });
    return { ok: true, token };
  });
}

export type WithdrawQuoteResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "decided"; message: string };

/**
 * Withdraws a draft or a sent quote (expired or not): its link then says so. An accepted or
 * declined quote is the customer's decision and stays as it is.
 */
export async function withdrawQuote(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { quoteId: string; now: Date },
): Promise<WithdrawQuoteResult> {
  return db.transaction().execute(async (trx): Promise<WithdrawQuoteResult> => {
    const withdrawn = await trx
      .updateTable("quotes")
      .set({ status: "withdrawn", withdrawn_at: input.now, updated_at: input.now })
      .where("id", "=", input.quoteId)
      .where("status", "in", ["draft", "sent"])
      .returning(["reference", "job_id"])
      .executeTakeFirst();
    if (!withdrawn) {
      const exists = await trx
        .selectFrom("quotes")
        .select("status")
        .where("id", "=", input.quoteId)
        .executeTakeFirst();
      if (!exists) return { ok: false, reason: "not-found" };
      return {
        ok: false,
        reason: "decided",
        message: `The customer has already ${exists.status === "withdrawn" ? "been told it is withdrawn" : `${exists.status} it`}.`,
      };
    }
    await writeQuoteEvent(trx, {
      jobId: withdrawn.job_id,
      kind: "quote-withdrawn",
      actor,
      at: input.now,
      note: `${withdrawn.reference} withdrawn: its link now says so.`,
    });
    await logChange(trx, {
      actor,
      entity: "quote",
      entityId: input.quoteId,
      action: "withdraw-quote",
    });
    return { ok: true };
  });
}

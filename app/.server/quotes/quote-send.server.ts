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
import type { QuoteView } from "~/lib/views/quote";
import { emailQuoteToOrganisation } from "../orgs/org-quote-emails.server";
import { bindQuoteToSpend, unbindQuoteFromSpend } from "../orgs/quote-spend.server";

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
    // The job's row first, as every decision on its spend takes it (decision 0074).
    await lockJobOfQuote(trx, input.quoteId);
    const quote = await trx
      .selectFrom("quotes")
      .select(["status", "job_id", "organisation_id"])
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
    const link = quoteLink(input.siteOrigin, token);
    let sentTo = sent.customerEmail;
    if (quote.organisation_id) {
      sentTo = await sendToOrganisation(trx, actor, {
        quote: sent,
        jobId: quote.job_id,
        organisationId: quote.organisation_id,
        link,
        now: input.now,
        siteOrigin: input.siteOrigin,
      });
    } else {
      await enqueueEmailOnce(
        trx,
        quoteSentEmail({ quote: sent, business, siteOrigin: input.siteOrigin, link }),
        { dedupeKey: `quote-sent:${input.quoteId}`, jobId: quote.job_id, quoteId: input.quoteId },
      );
    }
    await writeQuoteEvent(trx, {
      jobId: quote.job_id,
      kind: "quote-sent",
      actor,
      at: input.now,
      note: `${sent.reference} sent to ${sentTo}: ${formatPence(sent.grossPence)}, open until ${sent.validUntilLabel ?? validUntil}.`,
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

async function lockJobOfQuote(trx: Transaction<Database>, quoteId: string): Promise<void> {
  const owner = await trx
    .selectFrom("quotes")
    .select("job_id")
    .where("id", "=", quoteId)
    .executeTakeFirst();
  if (owner?.job_id) {
    await trx.selectFrom("jobs").select("id").where("id", "=", owner.job_id).forUpdate().execute();
  }
}

/**
 * An organisation's quote (decision 0074): bound to the job's spend approval when it needs
 * one, and e-mailed to the people who decide the organisation's spend. Returns whom it went
 * to, for the job's timeline.
 */
async function sendToOrganisation(
  trx: Transaction<Database>,
  actor: StaffActor,
  input: {
    quote: QuoteView;
    jobId: string | null;
    organisationId: string;
    link: string;
    now: Date;
    siteOrigin: string;
  },
): Promise<string> {
  const { quote } = input;
  const spend = input.jobId
    ? await bindQuoteToSpend(
        trx,
        actor,
        {
          id: quote.id,
          reference: quote.reference,
          jobId: input.jobId,
          grossPence: quote.grossPence,
        },
        input,
      )
    : { aboveLimitPence: null };
  const organisation = await trx
    .selectFrom("organisations")
    .select(["name", "slug"])
    .where("id", "=", input.organisationId)
    .executeTakeFirstOrThrow();
  const recipients = await emailQuoteToOrganisation(
    trx,
    {
      quote,
      jobId: input.jobId,
      organisationId: input.organisationId,
      link: input.link,
      facts: {
        organisationName: organisation.name,
        organisationSlug: organisation.slug,
        aboveLimitPence: spend.aboveLimitPence,
      },
    },
    input,
  );
  const approval =
    spend.aboveLimitPence === null ? "" : " (above its spend limit: accepting it is the approval)";
  return `${recipients} of ${organisation.name}'s managers and owners${approval}`;
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
    // As a decision on the quote does: the job, then the quote and its approval.
    await lockJobOfQuote(trx, input.quoteId);
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
    await unbindQuoteFromSpend(trx, input.quoteId);
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

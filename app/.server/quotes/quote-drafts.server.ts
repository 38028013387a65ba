import type { Kysely, Transaction } from "kysely";
import { lineFigures, type VatRate } from "~/lib/invoice-lines";
import { unitPriceFromList } from "~/lib/quote-lines";
import type { StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { readPriceList } from "../prices/price-list.server";
import { readMoneySettings } from "../settings/money-settings.server";

/** Lines one quote may hold: more is a typing slip, and the page lists them all. */
export const MAX_QUOTE_LINES = 40;
/**
 * £1,000,000.00 a line and £10,000,000.00 a quote: far beyond a handyman's work, and within
 * the integer columns the figures are stored in even if VAT is added at sending.
 */
export const MAX_LINE_PENCE = 100_000_000;
export const MAX_QUOTE_PENCE = 1_000_000_000;

export type DraftRefusal =
  | { ok: false; reason: "not-found" }
  | {
      ok: false;
      reason: "not-draft" | "too-many-lines" | "unknown-price" | "too-large";
      message: string;
    };

const NOT_DRAFT: DraftRefusal = {
  ok: false,
  reason: "not-draft",
  message: "This quote has been sent: withdraw it and start a new one to change it.",
};

/**
 * The job's draft quote, made from the job's customer and address when it has none: one draft
 * per job at a time, so a second tap (or a second office tab) opens the first. An
 * organisation's job is a business customer's, so it carries no consumer cancellation right,
 * and the quote is addressed to the organisation (its managers decide it, decision 0074).
 */
export async function startQuote(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { jobReference: string; now: Date },
): Promise<StartedQuote> {
  return db.transaction().execute((trx) => startQuoteIn(trx, actor, input));
}

export type StartedQuote =
  { ok: true; quoteId: string; created: boolean } | { ok: false; reason: "not-found" };

/**
 * startQuote inside the caller's transaction; `contactId` links a new draft to the enquiry it
 * answers (decision 0075).
 */
export async function startQuoteIn(
  trx: Transaction<Database>,
  actor: StaffActor,
  input: { jobReference: string; now: Date; contactId?: string | null },
): Promise<StartedQuote> {
  // The job's row lock serialises two offices starting a quote at once.
  const job = await trx
    .selectFrom("jobs")
    .leftJoin("organisations as org", "org.id", "jobs.organisation_id")
    .select([
      "jobs.id",
      "jobs.customer_name",
      "jobs.customer_email",
      "jobs.address",
      "jobs.postcode",
      "jobs.organisation_id",
      "jobs.property_id",
      "org.name as organisation_name",
      "org.contact_email as organisation_email",
    ])
    .where("jobs.reference", "=", input.jobReference)
    .forUpdate("jobs")
    .executeTakeFirst();
  if (!job) return { ok: false, reason: "not-found" };
  const draft = await trx
    .selectFrom("quotes")
    .select("id")
    .where("job_id", "=", job.id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (draft) return { ok: true, quoteId: draft.id, created: false };
  const { vatRegistered } = await readMoneySettings(trx);
  const quote = await trx
    .insertInto("quotes")
    .values({
      job_id: job.id,
      organisation_id: job.organisation_id,
      property_id: job.property_id,
      contact_id: input.contactId ?? null,
      // An organisation's quote is the organisation's, never its tenant's (decision 0074).
      customer_name: (job.organisation_name ?? job.customer_name).slice(0, 120),
      customer_email: job.organisation_email ?? job.customer_email,
      address: job.address.slice(0, 300),
      postcode: job.postcode,
      consumer: job.organisation_id === null,
      vat_registered: vatRegistered,
      created_by: actor.id,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, quoteId: quote.id, created: true };
}

/** The draft's row, locked for the change; null when it is not a draft (or not there). */
async function lockDraft(
  trx: Transaction<Database>,
  quoteId: string,
): Promise<{ found: false } | { found: true; draft: boolean }> {
  const quote = await trx
    .selectFrom("quotes")
    .select("status")
    .where("id", "=", quoteId)
    .forUpdate()
    .executeTakeFirst();
  return quote ? { found: true, draft: quote.status === "draft" } : { found: false };
}

/**
 * Works every line's figures and the quote's totals again with the VAT registration given,
 * and stores both: totals are the sums of the stored lines (decision 0064).
 */
export async function refreshQuoteFigures(
  trx: Transaction<Database>,
  quoteId: string,
  vatRegistered: boolean,
  now: Date,
): Promise<{ netPence: number; vatPence: number; grossPence: number }> {
  const lines = await trx
    .selectFrom("quote_lines")
    .select(["id", "quantity_hundredths", "unit_price_pence", "vat_rate"])
    .where("quote_id", "=", quoteId)
    .execute();
  const totals = { netPence: 0, vatPence: 0, grossPence: 0 };
  for (const line of lines) {
    const figures = lineFigures(
      {
        quantityHundredths: line.quantity_hundredths,
        unitPricePence: line.unit_price_pence,
        vatRate: line.vat_rate,
      },
      vatRegistered,
    );
    await trx
      .updateTable("quote_lines")
      .set({
        net_pence: figures.netPence,
        vat_pence: figures.vatPence,
        gross_pence: figures.grossPence,
      })
      .where("id", "=", line.id)
      .execute();
    totals.netPence += figures.netPence;
    totals.vatPence += figures.vatPence;
    totals.grossPence += figures.grossPence;
  }
  await trx
    .updateTable("quotes")
    .set({
      vat_registered: vatRegistered,
      net_pence: totals.netPence,
      vat_pence: totals.vatPence,
      gross_pence: totals.grossPence,
      updated_at: now,
    })
    .where("id", "=", quoteId)
    .execute();
  return totals;
}

export interface NewQuoteLine {
  /** A price list item: its label and price are copied unless the office typed their own. */
  priceKey: string | null;
  description: string | null;
  quantityHundredths: number;
  unitPricePence: number | null;
  vatRate: VatRate;
}

/** Adds a line at the end of a draft: from the price list or free, then the totals again. */
export async function addQuoteLine(
  db: Kysely<Database>,
  input: { quoteId: string; line: NewQuoteLine; now: Date },
): Promise<{ ok: true } | DraftRefusal> {
  const prices = input.line.priceKey ? await readPriceList(db) : null;
  return db.transaction().execute(async (trx): Promise<{ ok: true } | DraftRefusal> => {
    const quote = await lockDraft(trx, input.quoteId);
    if (!quote.found) return { ok: false, reason: "not-found" };
    if (!quote.draft) return NOT_DRAFT;
    const { vatRegistered } = await readMoneySettings(trx);
    const item = input.line.priceKey ? prices?.byKey.get(input.line.priceKey) : null;
    if (input.line.priceKey && !item) {
      return {
        ok: false,
        reason: "unknown-price",
        message: "That price is no longer on the price list: choose another or type the line.",
      };
    }
    const description = input.line.description ?? item?.label ?? "";
    const unitPricePence =
      input.line.unitPricePence ??
      (item ? unitPriceFromList(item.pricePence, input.line.vatRate, vatRegistered) : 0);
    const last = await trx
      .selectFrom("quote_lines")
      .select((eb) => [
        eb.fn.countAll<string>().as("count"),
        eb.fn.max("position").as("last"),
        eb.fn.sum<string | null>("gross_pence").as("gross"),
      ])
      .where("quote_id", "=", input.quoteId)
      .executeTakeFirstOrThrow();
    if (Number(last.count) >= MAX_QUOTE_LINES) {
      return {
        ok: false,
        reason: "too-many-lines",
        message: `A quote holds at most ${MAX_QUOTE_LINES} lines.`,
      };
    }
    const figures = lineFigures(
      {
        quantityHundredths: input.line.quantityHundredths,
        unitPricePence,
        vatRate: input.line.vatRate,
      },
      vatRegistered,
    );
    if (
      figures.grossPence > MAX_LINE_PENCE ||
      Number(last.gross ?? 0) + figures.grossPence > MAX_QUOTE_PENCE
    ) {
      return {
        ok: false,
        reason: "too-large",
        message:
          "That line is too large: a line may be at most £1,000,000 and a quote £10,000,000.",
      };
    }
    await trx
      .insertInto("quote_lines")
      .values({
        quote_id: input.quoteId,
        position: last.last === null ? 0 : Number(last.last) + 1,
        price_key: item ? item.key : null,
        description: description.slice(0, 300),
        quantity_hundredths: input.line.quantityHundredths,
        unit_price_pence: unitPricePence,
        vat_rate: input.line.vatRate,
        net_pence: figures.netPence,
        vat_pence: figures.vatPence,
        gross_pence: figures.grossPence,
      })
      .execute();
    await refreshQuoteFigures(trx, input.quoteId, vatRegistered, input.now);
    return { ok: true };
  });
}

/** Takes a line off a draft; a line of another quote is not found. */
export async function removeQuoteLine(
  db: Kysely<Database>,
  input: { quoteId: string; lineId: string; now: Date },
): Promise<{ ok: true } | DraftRefusal> {
  return db.transaction().execute(async (trx): Promise<{ ok: true } | DraftRefusal> => {
    const quote = await lockDraft(trx, input.quoteId);
    if (!quote.found) return { ok: false, reason: "not-found" };
    if (!quote.draft) return NOT_DRAFT;
    const removed = await trx
      .deleteFrom("quote_lines")
      .where("id", "=", input.lineId)
      .where("quote_id", "=", input.quoteId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return { ok: false, reason: "not-found" };
    const { vatRegistered } = await readMoneySettings(trx);
    await refreshQuoteFigures(trx, input.quoteId, vatRegistered, input.now);
    return { ok: true };
  });
}

/** Whether the customer is a consumer (the cancellation right) and the quote's own notes. */
export async function updateQuoteDetails(
  db: Kysely<Database>,
  input: { quoteId: string; consumer: boolean; notes: string | null; now: Date },
): Promise<{ ok: true } | DraftRefusal> {
  return db.transaction().execute(async (trx): Promise<{ ok: true } | DraftRefusal> => {
    const quote = await lockDraft(trx, input.quoteId);
    if (!quote.found) return { ok: false, reason: "not-found" };
    if (!quote.draft) return NOT_DRAFT;
    await trx
      .updateTable("quotes")
      .set({ consumer: input.consumer, notes: input.notes, updated_at: input.now })
      .where("id", "=", input.quoteId)
      .execute();
    return { ok: true };
  });
}

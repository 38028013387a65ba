import type { Kysely } from "kysely";
import { formatPence } from "~/lib/money";
import { describeDeposit } from "~/lib/money-settings";
import { quoteStateWords } from "~/lib/quote-states";
import type { QuoteView } from "~/lib/views/quote";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import type { Database } from "../db/schema.server";
import { readPriceList } from "../prices/price-list.server";
import { readMoneySettings } from "../settings/money-settings.server";
import { readQuote, quoteState } from "./quote-read.server";

export interface QuoteOfficePage {
  job: {
    id: string;
    reference: string;
    customerName: string;
    statusLabel: string;
    address: string;
  };
  /** The job's newest quote, whatever its state. */
  current: QuoteView | null;
  earlier: { id: string; reference: string; state: string; total: string }[];
  priceOptions: { value: string; label: string }[];
  vatRegistered: boolean;
  depositLabel: string;
  validityDays: number;
}

/** The office's quote page of a job, or null when there is no such job. */
export async function loadQuoteOfficePage(
  db: Kysely<Database>,
  reference: string,
  now: Date,
): Promise<QuoteOfficePage | null> {
  const job = await db
    .selectFrom("jobs")
    .select(["id", "reference", "customer_name", "status", "address", "postcode"])
    .where("reference", "=", reference)
    .executeTakeFirst();
  if (!job) return null;
  const [quotes, prices, money] = await Promise.all([
    db
      .selectFrom("quotes")
      .select(["id", "reference", "status", "gross_pence"])
      .select((eb) => eb.cast<string | null>("valid_until", "text").as("valid_until"))
      .where("job_id", "=", job.id)
      .orderBy("created_at", "desc")
      .orderBy("reference", "desc")
      .execute(),
    readPriceList(db),
    readMoneySettings(db),
  ]);
  const [newest, ...older] = quotes;
  return {
    job: {
      id: job.id,
      reference: job.reference,
      customerName: job.customer_name,
      statusLabel: JOB_STATUS_LABELS[job.status],
      address: `${job.address}, ${job.postcode}`,
    },
    current: newest ? await readQuote(db, { id: newest.id }, now) : null,
    earlier: older.map((quote) => ({
      id: quote.id,
      reference: quote.reference,
      state: quoteStateWords(quoteState(quote, now)),
      total: formatPence(quote.gross_pence),
    })),
    priceOptions: prices.items.map((item) => ({
      value: item.key,
      label: `${item.label} (${formatPence(item.pricePence)})`,
    })),
    vatRegistered: money.vatRegistered,
    depositLabel: describeDeposit(money),
    validityDays: money.quoteValidityDays,
  };
}

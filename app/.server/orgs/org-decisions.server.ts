import { sql, type Kysely } from "kysely";
import { formatLondonDateTime } from "~/lib/booking-rules";
import { londonDate } from "~/lib/calendar-date";
import { VAT_RATE_LABELS } from "~/lib/invoice-lines";
import { formatPence } from "~/lib/money";
import type { OrgDecisionItem, WaitingQuote } from "~/lib/views/org-money";
import type { Database } from "../db/schema.server";
import { quoteState, readQuote } from "../quotes/quote-read.server";
import { serviceNameOf } from "./org-job-rows.server";
import type { OrgScope } from "./scope.server";

/** More waiting at once is not a list anyone decides from; the oldest come first. */
const MOST_WAITING = 50;

async function waitingQuote(
  db: Kysely<Database>,
  quoteId: string,
  now: Date,
): Promise<WaitingQuote | null> {
  const quote = await readQuote(db, { id: quoteId }, now);
  if (!quote) return null;
  return {
    reference: quote.reference,
    total: formatPence(quote.grossPence),
    net: quote.vatRegistered ? formatPence(quote.netPence) : null,
    vat: quote.vatRegistered ? formatPence(quote.vatPence) : null,
    validUntilLabel: quote.validUntilLabel,
    lines: quote.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: formatPence(line.unitPricePence),
      vatRate: quote.vatRegistered ? VAT_RATE_LABELS[line.vatRate] : null,
      amount: formatPence(line.netPence),
    })),
  };
}

function jobsOf(db: Kysely<Database>, organisationId: string) {
  return db
    .selectFrom("jobs")
    .leftJoin("organisation_properties as property", (join) =>
      join
        .onRef("property.id", "=", "jobs.property_id")
        .onRef("property.organisation_id", "=", "jobs.organisation_id"),
    )
    .where("jobs.organisation_id", "=", organisationId);
}

/**
 * Everything waiting for the organisation's decision, in one list (decision 0074): pending
 * spend approvals — with the quote each is bound to, if any — and open quotes that need no
 * approval. An approval and its quote are one item, decided once. Oldest first; only the
 * scope's organisation's, always. `jobId` narrows it to one job (its page).
 */
export async function waitingDecisions(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId">,
  now: Date,
  filter: { jobId?: string } = {},
): Promise<OrgDecisionItem[]> {
  const today = londonDate(now);
  let approvals = jobsOf(db, scope.organisationId)
    .innerJoin("job_approvals as approval", (join) =>
      join
        .onRef("approval.job_id", "=", "jobs.id")
        .onRef("approval.organisation_id", "=", "jobs.organisation_id"),
    )
    .leftJoin("quotes as quote", "quote.id", "approval.quote_id")
    .select([
      "jobs.reference",
      "jobs.address",
      "jobs.service_slug",
      "jobs.description",
      "property.label as property_label",
      "approval.estimate_pence",
      "approval.spend_limit_pence",
      "approval.requested_at as asked_at",
      "quote.id as quote_id",
      "quote.status as quote_status",
      sql<string | null>`quote.valid_until::text`.as("quote_valid_until"),
    ])
    .where("approval.state", "=", "pending")
    .orderBy("approval.requested_at")
    .limit(MOST_WAITING);
  let quotes = jobsOf(db, scope.organisationId)
    .innerJoin("quotes as quote", (join) =>
      join
        .onRef("quote.job_id", "=", "jobs.id")
        .onRef("quote.organisation_id", "=", "jobs.organisation_id"),
    )
    .select([
      "jobs.reference",
      "jobs.address",
      "jobs.service_slug",
      "jobs.description",
      "property.label as property_label",
      "quote.id as quote_id",
      "quote.gross_pence",
      "quote.sent_at as asked_at",
    ])
    .where("quote.status", "=", "sent")
    .where(sql<boolean>`quote.valid_until >= ${today}::date`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("job_approvals as bound")
            .select("bound.id")
            .whereRef("bound.quote_id", "=", "quote.id")
            .where("bound.state", "=", "pending"),
        ),
      ),
    )
    .orderBy("quote.sent_at")
    .limit(MOST_WAITING);
  if (filter.jobId) {
    approvals = approvals.where("jobs.id", "=", filter.jobId);
    quotes = quotes.where("jobs.id", "=", filter.jobId);
  }
  const [approvalRows, quoteRows] = await Promise.all([approvals.execute(), quotes.execute()]);
  const items: (OrgDecisionItem & { sortAt: number })[] = [];
  for (const row of approvalRows) {
    const state =
      row.quote_status && row.quote_id
        ? quoteState({ status: row.quote_status, valid_until: row.quote_valid_until }, now)
        : null;
    items.push({
      jobReference: row.reference,
      propertyLabel: row.property_label ?? row.address,
      serviceName: serviceNameOf(row.service_slug),
      description: row.description,
      amount: formatPence(row.estimate_pence),
      spendLimit: formatPence(row.spend_limit_pence),
      quote: state === "open" && row.quote_id ? await waitingQuote(db, row.quote_id, now) : null,
      quoteExpired: state === "expired",
      asked: { at: row.asked_at.toISOString(), label: formatLondonDateTime(row.asked_at) },
      sortAt: row.asked_at.getTime(),
    });
  }
  for (const row of quoteRows) {
    const askedAt = row.asked_at ?? now;
    items.push({
      jobReference: row.reference,
      propertyLabel: row.property_label ?? row.address,
      serviceName: serviceNameOf(row.service_slug),
      description: row.description,
      amount: formatPence(row.gross_pence),
      spendLimit: null,
      quote: await waitingQuote(db, row.quote_id, now),
      quoteExpired: false,
      asked: { at: askedAt.toISOString(), label: formatLondonDateTime(askedAt) },
      sortAt: askedAt.getTime(),
    });
  }
  return items
    .sort((a, b) => a.sortAt - b.sortAt)
    .slice(0, MOST_WAITING)
    .map(({ sortAt: _sortAt, ...item }) => item);
}

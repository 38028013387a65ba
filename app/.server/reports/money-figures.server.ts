import type { Kysely } from "kysely";
import { percentOf, type ReportFigure } from "~/components/charts/figure-model";
import { formatPence } from "~/lib/money";
import type { AgedDebt } from "~/lib/views/invoices";
import type { Database } from "../db/schema.server";
import {
  outstandingToday,
  paymentsByWeek,
  QUOTE_OUTCOMES,
  quoteOutcomes,
  type QuoteOutcome,
  type QuoteOutcomes,
  type WeekPayments,
} from "./money-queries.server";
import type { ReportRange } from "./range.server";
import { shortDate } from "./weeks.server";

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString("en-GB")} ${value === 1 ? one : many}`;

/** Money paid per London week: received, refunded (negative) and what stayed. */
export function revenuePaidFigure(
  rows: readonly WeekPayments[],
  weeks: readonly string[],
): ReportFigure {
  const weekOf = (week: string) => rows.find((row) => row.week === week);
  const netOf = (row: WeekPayments | undefined) =>
    (row?.receivedPence ?? 0) + (row?.refundedPence ?? 0);
  const totals = rows.reduce(
    (sum, row) => ({
      payments: sum.payments + row.payments,
      receivedPence: sum.receivedPence + row.receivedPence,
      refunds: sum.refunds + row.refunds,
      refundedPence: sum.refundedPence + row.refundedPence,
    }),
    { payments: 0, receivedPence: 0, refunds: 0, refundedPence: 0 },
  );
  const netPence = totals.receivedPence + totals.refundedPence;
  return {
    id: "revenue-paid",
    title: "Revenue paid",
    summary: `${formatPence(netPence)} paid in the range: ${formatPence(totals.receivedPence)} from ${count(totals.payments, "payment", "payments")}, less ${formatPence(Math.abs(totals.refundedPence))} refunded.`,
    definition:
      "Money that arrived in the range by the London day it moved (card, Bacs Direct Debit, bank transfer, cash, card terminal; invoices and deposits alike), in London weeks from Monday; refunds count on the day they were made, as negative amounts. A Direct Debit counts once collected, not when it was set up. Money flagged to be refunded counts until it is refunded.",
    chart: {
      kind: "stacked-columns",
      categories: weeks.map(shortDate),
      series: [{ label: "Net paid", values: weeks.map((week) => netOf(weekOf(week))) }],
      valueFormat: "pence",
    },
    table: {
      caption: "Money paid per week (week starting Monday)",
      columns: [
        { label: "Week starting", format: "text" },
        { label: "Payments", format: "count" },
        { label: "Received", format: "pence" },
        { label: "Refunds", format: "count" },
        { label: "Refunded", format: "pence" },
        { label: "Net paid", format: "pence" },
      ],
      rows: [
        ...weeks.map((week) => {
          const row = weekOf(week);
          return [
            week,
            row?.payments ?? 0,
            row?.receivedPence ?? 0,
            row?.refunds ?? 0,
            row?.refundedPence ?? 0,
            netOf(row),
          ];
        }),
        [
          "Total",
          totals.payments,
          totals.receivedPence,
          totals.refunds,
          totals.refundedPence,
          netPence,
        ],
      ],
    },
  };
}

/** What issued invoices owe today, by how long past due: /admin/invoices' aged debt. */
export function outstandingFigure(aged: AgedDebt): ReportFigure {
  const buckets: [string, number][] = [
    ["Not yet due", aged.current],
    ["0–30 days overdue", aged.days0to30],
    ["31–60 days overdue", aged.days31to60],
    ["61–90 days overdue", aged.days61to90],
    ["Over 90 days overdue", aged.over90],
  ];
  const overdue = aged.total - aged.current;
  return {
    id: "outstanding",
    title: "Outstanding invoices",
    summary: `${formatPence(aged.total)} owed today, ${formatPence(overdue)} of it overdue.`,
    definition:
      "Today, whatever the range: what every issued invoice still owes (its total less payments, refunds added back, and credit notes), by how many days it is past its due date, from the same status query as /admin/invoices and its aged debt. Credited and paid invoices owe nothing.",
    chart: {
      kind: "bars",
      bars: buckets.map(([label, value]) => ({ label, value })),
      valueFormat: "pence",
    },
    table: {
      caption: "Owed today by days past the due date",
      columns: [
        { label: "Age", format: "text" },
        { label: "Owed", format: "pence" },
      ],
      rows: [...buckets, ["Total owed", aged.total]],
    },
  };
}

const OUTCOME_LABELS: Record<QuoteOutcome, string> = {
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired without an answer",
  open: "Still open",
  withdrawn: "Withdrawn by the office",
};

/** Quotes sent in the range and how they were answered: accepted ÷ decided (decision 0075). */
export function quoteAcceptanceFigure(outcomes: QuoteOutcomes): ReportFigure {
  const decided = outcomes.accepted.quotes + outcomes.declined.quotes + outcomes.expired.quotes;
  const sent = QUOTE_OUTCOMES.reduce((sum, outcome) => sum + outcomes[outcome].quotes, 0);
  const sentPence = QUOTE_OUTCOMES.reduce((sum, outcome) => sum + outcomes[outcome].pence, 0);
  const rate = percentOf(outcomes.accepted.quotes, decided);
  const ofSent = percentOf(outcomes.accepted.quotes, sent);
  const isDecided = (outcome: QuoteOutcome) =>
    outcome === "accepted" || outcome === "declined" || outcome === "expired";
  return {
    id: "quote-acceptance",
    title: "Quote acceptance rate",
    summary:
      rate === null
        ? `${count(sent, "quote", "quotes")} sent in the range; none decided yet.`
        : `${rate.toFixed(1)}% of ${count(decided, "decided quote", "decided quotes")} accepted, ${formatPence(outcomes.accepted.pence)} of work; ${ofSent?.toFixed(1) ?? "0.0"}% of the ${count(sent, "quote", "quotes")} sent in the range.`,
    definition:
      "Quotes sent in the range (by the moment they were sent), as they stand now. The rate is accepted ÷ decided, where decided means accepted, declined, or expired without an answer; quotes still open are not decided yet, and quotes the office withdrew (usually to send a corrected one) are left out. Accepted ÷ sent is given beside it. Values include VAT.",
    chart: {
      kind: "bars",
      bars: QUOTE_OUTCOMES.map((outcome) => ({
        label: OUTCOME_LABELS[outcome],
        value: outcomes[outcome].quotes,
      })),
      valueFormat: "count",
    },
    table: {
      caption: "Quotes sent in the range by outcome",
      columns: [
        { label: "Outcome", format: "text" },
        { label: "Quotes", format: "count" },
        { label: "Value", format: "pence" },
        { label: "Share of decided", format: "percent" },
      ],
      rows: [
        ...QUOTE_OUTCOMES.map((outcome) => [
          OUTCOME_LABELS[outcome],
          outcomes[outcome].quotes,
          outcomes[outcome].pence,
          isDecided(outcome) ? percentOf(outcomes[outcome].quotes, decided) : null,
        ]),
        ["Sent", sent, sentPence, null],
      ],
    },
  };
}

/** The three money figures, in the page's order, after the revenue of recorded prices. */
export async function moneyFigures(
  db: Kysely<Database>,
  range: ReportRange,
  weeks: readonly string[],
  now: Date,
): Promise<ReportFigure[]> {
  const [paid, aged, quotes] = await Promise.all([
    paymentsByWeek(db, range),
    outstandingToday(db, now),
    quoteOutcomes(db, range, now),
  ]);
  return [revenuePaidFigure(paid, weeks), outstandingFigure(aged), quoteAcceptanceFigure(quotes)];
}

import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { Database } from "../../app/.server/db/schema.server";
import { agedDebt } from "../../app/.server/invoices/office-list.server";
import { figureCsv } from "../../app/.server/reports/report-csv.server";
import { buildReport } from "../../app/.server/reports/report.server";
import type { ReportFigure } from "../../app/components/charts/figure-model";
import { createTestDatabase } from "./support/database";
import { insertCreditNote, insertIssuedInvoice, insertQuote } from "./support/money";

/*
 * The money figures of /admin/reports (decision 0075) over a hand-made ledger, invoices and
 * quotes whose sums are worked out by hand. London 28 October 2026 is "today"; October holds
 * the clocks going back (Sunday 25th), so its first and last hours sit on either side of UTC.
 */

let handle: DatabaseHandle;
let db: Kysely<Database>;
const NOW = new Date("2026-10-28T12:00:00Z");
const OCTOBER = { from: "2026-10-01", to: "2026-10-31" };

type Payment = [
  amount: number,
  receivedOn: string,
  state?: "succeeded" | "pending" | "failed",
  method?: "card" | "bacs" | "bank_transfer" | "cash",
];

async function pay(target: { invoiceId?: string; quoteId?: string }, payments: Payment[]) {
  for (const [amount, receivedOn, state = "succeeded", method = "bank_transfer"] of payments) {
    await db
      .insertInto("payments")
      .values({
        invoice_id: target.invoiceId ?? null,
        quote_id: target.quoteId ?? null,
        amount_pence: amount,
        method,
        state,
        received_on: receivedOn,
      })
      .execute();
  }
}

function figure(figures: ReportFigure[], id: string): ReportFigure {
  const found = figures.find((one) => one.id === id);
  if (!found) throw new Error(`no figure ${id}`);
  return found;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;

  // The ledger's October, on a deposit (no invoice, so outstanding is left alone).
  const deposit = await insertQuote(db, {
    status: "accepted",
    depositPence: 1_000_000,
    sentAt: "2026-08-01T10:00:00Z",
  });
  await pay({ quoteId: deposit.id }, [
    [10_000, "2026-10-01", "succeeded", "card"], // week of 28 Sep
    [2_550, "2026-10-04", "succeeded", "cash"], // Sunday: still the week of 28 Sep
    [7_000, "2026-10-05"], // week of 5 Oct
    [5_000, "2026-10-06", "pending", "bacs"], // not collected: no money moved
    [3_000, "2026-10-07", "failed", "bacs"], // refused: no money moved
    [-2_550, "2026-10-20", "succeeded", "cash"], // a refund, week of 19 Oct
    [1_234, "2026-10-31"], // the last day, week of 26 Oct
    [99_999, "2026-09-30"], // the day before
    [88_888, "2026-11-01"], // the day after
  ]);

  // What is owed today (28 October): one invoice in each age, and three that owe nothing.
  await insertIssuedInvoice(db, 10_000, { dueDate: "2026-11-10" }); // not yet due
  const partPaid = await insertIssuedInvoice(db, 20_000, { dueDate: "2026-10-20" }); // 8 days
  await pay({ invoiceId: partPaid.id }, [[5_000, "2026-09-01"]]);
  await insertIssuedInvoice(db, 30_000, { dueDate: "2026-09-15" }); // 43 days
  await insertIssuedInvoice(db, 40_000, { dueDate: "2026-08-10" }); // 79 days
  await insertIssuedInvoice(db, 50_000, { dueDate: "2026-06-01" }); // 149 days
  const credited = await insertIssuedInvoice(db, 60_000, { dueDate: "2026-10-01" });
  await insertCreditNote(db, credited.id, 60_000);
  const paid = await insertIssuedInvoice(db, 7_000, { dueDate: "2026-10-01" });
  await pay({ invoiceId: paid.id }, [[7_000, "2026-09-02"]]);
  const overpaid = await insertIssuedInvoice(db, 1_000, { dueDate: "2026-10-01" });
  await pay({ invoiceId: overpaid.id }, [[1_500, "2026-09-03"]]);

  // Quotes sent in October (London), and two just outside it.
  const quotes: [Parameters<typeof insertQuote>[1]["status"], string, string, number][] = [
    // 00:30 on 1 October in London (summer time) is still 30 September in UTC: inside.
    ["accepted", "2026-09-30T23:30:00Z", "2026-10-30", 40_000],
    ["accepted", "2026-10-10T10:00:00Z", "2026-11-09", 60_000],
    ["declined", "2026-10-12T10:00:00Z", "2026-11-11", 25_000],
    ["sent", "2026-10-05T10:00:00Z", "2026-10-27", 15_000], // expired yesterday
    ["sent", "2026-10-20T10:00:00Z", "2026-10-28", 12_000], // open through today
    ["withdrawn", "2026-10-21T10:00:00Z", "2026-11-20", 9_000],
    ["declined", "2026-09-30T22:59:00Z", "2026-10-30", 1_000], // 23:59 on 30 September
    ["accepted", "2026-11-01T00:30:00Z", "2026-12-01", 2_000], // 1 November (GMT again)
  ];
  for (const [status, sentAt, validUntil, grossPence] of quotes) {
    await insertQuote(db, { status, depositPence: 0, sentAt, validUntil, grossPence });
  }
});
afterAll(async () => {
  await handle?.close();
});

describe("the money figures of /admin/reports", () => {
  it("counts money paid by the day it moved, per London week, refunds negative", async () => {
    const report = await buildReport(db, OCTOBER, NOW);
    const paidFigure = figure(report.figures, "revenue-paid");
    expect(paidFigure.table.rows).toEqual([
      ["2026-09-28", 2, 12_550, 0, 0, 12_550],
      ["2026-10-05", 1, 7_000, 0, 0, 7_000],
      ["2026-10-12", 0, 0, 0, 0, 0],
      ["2026-10-19", 0, 0, 1, -2_550, -2_550],
      ["2026-10-26", 1, 1_234, 0, 0, 1_234],
      ["Total", 4, 20_784, 1, -2_550, 18_234],
    ]);
    expect(paidFigure.summary).toBe(
      "£182.34 paid in the range: £207.84 from 4 payments, less £25.50 refunded.",
    );
    expect(paidFigure.chart).toMatchObject({
      kind: "stacked-columns",
      series: [{ values: [12_550, 7_000, 0, -2_550, 1_234] }],
    });
  });

  it("shows what is owed today by age, the same figures as /admin/invoices' aged debt", async () => {
    const report = await buildReport(db, OCTOBER, NOW);
    const owed = figure(report.figures, "outstanding");
    expect(owed.table.rows).toEqual([
      ["Not yet due", 10_000],
      ["0–30 days overdue", 15_000],
      ["31–60 days overdue", 30_000],
      ["61–90 days overdue", 40_000],
      ["Over 90 days overdue", 50_000],
      ["Total owed", 145_000],
    ]);
    expect(owed.summary).toBe("£1,450.00 owed today, £1,350.00 of it overdue.");
    expect(await agedDebt(db, "2026-10-28")).toMatchObject({ total: 145_000, current: 10_000 });
  });

  it("gives the quote acceptance rate as accepted ÷ decided, with accepted ÷ sent beside it", async () => {
    const report = await buildReport(db, OCTOBER, NOW);
    const quotes = figure(report.figures, "quote-acceptance");
    expect(quotes.table.rows).toEqual([
      ["Accepted", 2, 100_000, 50],
      ["Declined", 1, 25_000, 25],
      ["Expired without an answer", 1, 15_000, 25],
      ["Still open", 1, 12_000, null],
      ["Withdrawn by the office", 1, 9_000, null],
      ["Sent", 6, 161_000, null],
    ]);
    expect(quotes.summary).toBe(
      "50.0% of 4 decided quotes accepted, £1,000.00 of work; 33.3% of the 6 quotes sent in the range.",
    );
    // A day later the open quote has expired too: 2 of 5 decided.
    const later = await buildReport(db, OCTOBER, new Date("2026-10-29T12:00:00Z"));
    expect(figure(later.figures, "quote-acceptance").table.rows[0]).toEqual([
      "Accepted",
      2,
      100_000,
      40,
    ]);
  });

  it("says so when nothing was paid or quoted in the range", async () => {
    const report = await buildReport(db, { from: "2025-01-01", to: "2025-01-31" }, NOW);
    expect(figure(report.figures, "revenue-paid").summary).toBe(
      "£0.00 paid in the range: £0.00 from 0 payments, less £0.00 refunded.",
    );
    expect(figure(report.figures, "quote-acceptance").summary).toBe(
      "0 quotes sent in the range; none decided yet.",
    );
  });

  it("writes each money figure as CSV, refunds as plain negative pounds", async () => {
    const params = new URLSearchParams({ figure: "revenue-paid", ...OCTOBER });
    const csv = await figureCsv(db, params, NOW);
    if (!csv.ok) throw new Error(csv.message);
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFWeek starting,Payments,Received (GBP),Refunds,Refunded (GBP),Net paid (GBP)",
    );
    expect(lines[4]).toBe("2026-10-19,0,0.00,1,-25.50,-25.50");
    expect(lines[6]).toBe("Total,4,207.84,1,-25.50,182.34");
    for (const figureId of ["outstanding", "quote-acceptance"]) {
      const other = await figureCsv(db, new URLSearchParams({ figure: figureId, ...OCTOBER }), NOW);
      expect(other.ok).toBe(true);
    }
  });
});

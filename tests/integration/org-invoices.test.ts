import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "../../app/.server/audit/change-log.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { issueCreditNote } from "../../app/.server/invoices/credit.server";
import { makeDraftInvoice } from "../../app/.server/invoices/draft.server";
import { issueInvoice } from "../../app/.server/invoices/issue.server";
import { invoiceIdForToken } from "../../app/.server/invoices/links.server";
import { recordManualPayment } from "../../app/.server/invoices/payments.server";
import { invoiceStandingQuery } from "../../app/.server/invoices/status.server";
import {
  orgInvoiceLink,
  orgInvoicesPage,
  orgStatementFile,
} from "../../app/.server/orgs/org-invoices.server";
import {
  monthlyStatement,
  type MonthlyStatement,
} from "../../app/.server/orgs/org-statement.server";
import { penceAsPounds } from "../../app/.server/orgs/statement-export.server";
import { formatPence } from "../../app/lib/money";
import { createTestDatabase } from "./support/database";
import { addOffice, finishedJob, registerForVat } from "./support/invoices";
import { SITE } from "./support/jobs";
import { addOrganisation, type OrgFixture } from "./support/organisations";

/*
 * An organisation's invoices and monthly statement (decision 0074): statuses from the one
 * status query, sums to the penny (opening + invoiced − credited − paid = closing), and
 * nothing of another organisation's, ever.
 */

let handle: DatabaseHandle;
let office: StaffActor;
let acme: OrgFixture;
let bravo: OrgFixture;
// What the statement and invoice functions are scoped by: each organisation's own scope.
let acmeScope: { organisationId: string; slug: string };
let bravoScope: { organisationId: string; slug: string };
let customer = 0;

const OCTOBER = new Date("2026-10-14T10:00:00Z");
const NOVEMBER = new Date("2026-11-09T10:00:00Z");
const LATE_NOVEMBER = new Date("2026-11-27T10:00:00Z");
const DECEMBER = new Date("2026-12-02T10:00:00Z");

async function issued(org: OrgFixture, pricePence: number, now: Date) {
  const job = await finishedJob(handle.db, ++customer, {
    pricePence,
    organisationId: org.id,
  });
  const draft = await makeDraftInvoice(handle.db, job.reference, office);
  if (!draft.ok) throw new Error("no draft");
  const result = await issueInvoice(handle.db, draft.invoiceId, {
    now,
    actor: office,
    siteOrigin: SITE,
  });
  if (!result.ok) throw new Error("not issued");
  const { gross_pence: gross } = await handle.db
    .selectFrom("invoices")
    .select("gross_pence")
    .where("id", "=", draft.invoiceId)
    .executeTakeFirstOrThrow();
  return { id: draft.invoiceId, number: result.number, job, gross };
}

async function pay(invoiceId: string, amountPence: number, receivedOn: string) {
  const now = new Date(`${receivedOn}T12:00:00Z`);
  const paid = await recordManualPayment(
    handle.db,
    invoiceId,
    { amountPence, method: "bank_transfer", receivedOn, reference: null },
    { now, actor: office },
  );
  if (!paid.ok) throw new Error("not paid");
}

const acmeInvoices: Record<string, { id: string; number: string; gross: number }> = {};
/** The invoices' totals as issued (VAT worked per line, decision 0064): what the sums use. */
const gross = (name: string) => acmeInvoices[name]?.gross ?? Number.NaN;

beforeAll(async () => {
  handle = await createTestDatabase();
  office = await addOffice(handle.db, "org-invoices-office@example.com");
  // 60 days to pay: due in late November still, overdue by the new year.
  await registerForVat(handle.db, 60);
  acme = await addOrganisation(handle.db, "acme");
  bravo = await addOrganisation(handle.db, "bravo");
  acmeScope = acme.manager;
  bravoScope = bravo.manager;
  await handle.db
    .updateTable("organisations")
    .set({ billing_address: "Acme Lettings Ltd\nFloor 2, 1 Hertford Street\nCoventry CV1 1LF" })
    .where("id", "=", acme.id)
    .execute();

  // October: two invoices, one paid in part.
  acmeInvoices.octA = await issued(acme, 12_345, OCTOBER);
  acmeInvoices.octB = await issued(acme, 20_001, OCTOBER);
  await pay(acmeInvoices.octA.id, 5_000, "2026-10-20");
  // November: one invoice, October's B credited in full, A's rest and a refund of 1p.
  acmeInvoices.nov = await issued(acme, 9_999, NOVEMBER);
  const credited = await issueCreditNote(handle.db, acmeInvoices.octB.id, "all", {
    now: NOVEMBER,
    actor: office,
    siteOrigin: SITE,
  });
  if (!credited.ok) throw new Error("not credited");
  // A's rest and a penny too many (flagged for a refund), then the penny refunded.
  await pay(acmeInvoices.octA.id, acmeInvoices.octA.gross - 5_000 + 1, "2026-11-12");
  await handle.db
    .insertInto("payments")
    .values({
      invoice_id: acmeInvoices.octA.id,
      amount_pence: -1,
      method: "bank_transfer",
      state: "succeeded",
      received_on: "2026-11-28",
    })
    .execute();
  // A payment still pending (Bacs) counts nowhere until it succeeds.
  await handle.db
    .insertInto("payments")
    .values({
      invoice_id: acmeInvoices.nov.id,
      amount_pence: acmeInvoices.nov.gross,
      method: "bacs",
      state: "pending",
      received_on: "2026-11-29",
    })
    .execute();
  // December: another invoice, paid the same day.
  acmeInvoices.dec = await issued(acme, 4_200, DECEMBER);
  await pay(acmeInvoices.dec.id, acmeInvoices.dec.gross, "2026-12-02");
  // Bravo's own, which acme never sees.
  await issued(bravo, 77_777, NOVEMBER);
});
afterAll(async () => {
  await handle?.close();
});

function sumsHold(statement: MonthlyStatement) {
  expect(statement.closingPence).toBe(
    statement.openingPence +
      statement.invoicedPence -
      statement.creditedPence -
      statement.paidPence,
  );
  const last = statement.lines.at(-1);
  expect(last ? last.balancePence : statement.openingPence).toBe(statement.closingPence);
}

describe("an organisation's monthly statement", () => {
  it("adds up to the penny, month after month", async () => {
    const october = await monthlyStatement(handle.db, acmeScope, "2026-10");
    expect(october).toMatchObject({
      openingPence: 0,
      invoicedPence: gross("octA") + gross("octB"),
      creditedPence: 0,
      paidPence: 5_000,
      closingPence: gross("octA") + gross("octB") - 5_000,
    });
    sumsHold(october);
    const november = await monthlyStatement(handle.db, acmeScope, "2026-11");
    expect(november).toMatchObject({
      openingPence: october.closingPence,
      invoicedPence: gross("nov"),
      creditedPence: gross("octB"),
      // The pending Bacs payment counts nowhere until it succeeds.
      paidPence: gross("octA") - 5_000,
      closingPence: gross("nov"),
    });
    sumsHold(november);
    expect(november.lines.map((line) => [line.date, line.kind, line.amountPence])).toEqual([
      ["2026-11-09", "invoice", gross("nov")],
      ["2026-11-09", "credit_note", -gross("octB")],
      ["2026-11-12", "payment", -(gross("octA") - 4_999)],
      ["2026-11-28", "refund", 1],
    ]);
    const december = await monthlyStatement(handle.db, acmeScope, "2026-12");
    expect(december.openingPence).toBe(november.closingPence);
    sumsHold(december);
    expect(december.closingPence).toBe(gross("nov"));
    const january = await monthlyStatement(handle.db, acmeScope, "2027-01");
    expect(january).toMatchObject({
      openingPence: gross("nov"),
      closingPence: gross("nov"),
      lines: [],
    });
  });

  it("ends where the one status query's balances end", async () => {
    const standings = await invoiceStandingQuery(handle.db, "2026-12-31", {
      organisationId: acmeScope.organisationId,
    }).execute();
    const owed = standings.reduce((total, row) => total + row.balancePence, 0);
    expect((await monthlyStatement(handle.db, acmeScope, "2026-12")).closingPence).toBe(owed);
  });

  it("as CSV: the same figures, its columns summing to the month's totals", async () => {
    const file = await orgStatementFile(handle.db, acmeScope, "2026-11", "csv");
    expect(file).toMatchObject({
      filename: "acme-statement-2026-11.csv",
      contentType: "text/csv; charset=utf-8",
    });
    const lines = String(file.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Date,Type,Reference,Details,Invoiced (GBP),Credited (GBP),Paid (GBP),Balance (GBP)",
    );
    const opening = gross("octA") + gross("octB") - 5_000;
    expect(lines[1]).toBe(`2026-11-01,Opening balance,,November 2026,,,,${penceAsPounds(opening)}`);
    expect(lines.at(-1)).toBe(
      [
        ",Closing balance,,November 2026",
        penceAsPounds(gross("nov")),
        penceAsPounds(gross("octB")),
        penceAsPounds(gross("octA") - 5_000),
        penceAsPounds(gross("nov")),
      ].join(","),
    );
    const cells = lines.slice(2, -1).map((line) => line.split(","));
    const pence = (row: string[], index: number) => Math.round(Number(row[index] || 0) * 100);
    const column = (index: number) => cells.reduce((total, row) => total + pence(row, index), 0);
    const column4 = (row: string[]) => pence(row, 4);
    const column5 = (row: string[]) => pence(row, 5);
    const column6 = (row: string[]) => pence(row, 6);
    expect([column(4), column(5), column(6)]).toEqual([
      gross("nov"),
      gross("octB"),
      gross("octA") - 5_000,
    ]);
    // Each line's balance is the one before it moved by the line, to the penny.
    let balance = opening;
    for (const row of cells) {
      balance += column4(row) - column5(row) - column6(row);
      expect(Math.round(Number(row[7]) * 100)).toBe(balance);
    }
    expect(cells.find((row) => row[1] === "Refund")?.[6]).toBe("-0.01");
  });

  it("as PDF, addressed to the organisation's billing address", async () => {
    const file = await orgStatementFile(handle.db, acmeScope, "2026-11", "pdf");
    expect(file.contentType).toBe("application/pdf");
    expect(file.body.slice(0, 5).toString()).toBe("%PDF-");
  });

  it("isolation: another organisation's statement holds nothing of this one's", async () => {
    const bravoNovember = await monthlyStatement(handle.db, bravoScope, "2026-11");
    expect(bravoNovember.invoicedPence).toBe(77_777);
    const numbers = bravoNovember.lines.map((line) => line.reference);
    for (const invoice of Object.values(acmeInvoices)) {
      expect(numbers).not.toContain(invoice.number);
    }
    expect(
      String((await orgStatementFile(handle.db, bravoScope, "2026-11", "csv")).body),
    ).not.toMatch(/acme/i);
  });
});

describe("an organisation's invoices page", () => {
  it("shows each invoice's status from the one status query, and where invoices are addressed", async () => {
    const page = await orgInvoicesPage(handle.db, acmeScope, "2026-11", LATE_NOVEMBER);
    expect(page.billing).toMatchObject({
      name: "acme Lettings",
      address: "Acme Lettings Ltd\nFloor 2, 1 Hertford Street\nCoventry CV1 1LF",
      constructionRoleLabel: "End user (VAT charged as usual)",
    });
    expect(page.issued.map((row) => [row.number, row.kind, row.status])).toEqual(
      expect.arrayContaining([
        [acmeInvoices.nov?.number, "invoice", "due"],
        [expect.stringMatching(/^CN-/), "credit_note", null],
      ]),
    );
    const standings = await invoiceStandingQuery(handle.db, "2026-11-27", {
      organisationId: acme.id,
    }).execute();
    const byId = new Map(standings.map((row) => [row.invoiceId, row]));
    // October's A: paid a penny too much, then the penny refunded: paid, nothing owed.
    expect(byId.get(acmeInvoices.octA?.id ?? "")).toMatchObject({
      status: "paid",
      balancePence: 0,
    });
    expect(byId.get(acmeInvoices.octB?.id ?? "")).toMatchObject({ status: "credited" });
    // What the page says is what the one status query says, invoice by invoice.
    for (const row of [...page.issued, ...page.outstanding].filter(
      (row) => row.kind === "invoice",
    )) {
      const id = Object.values(acmeInvoices).find((invoice) => invoice.number === row.number)?.id;
      expect(row.status).toBe(byId.get(id ?? "")?.status);
    }
    expect(page.outstanding.map((row) => [row.number, row.status, row.balance])).toEqual([
      [acmeInvoices.nov?.number, "due", formatPence(gross("nov"))],
    ]);
    expect(page.outstandingTotal).toBe(formatPence(gross("nov")));
    expect(page.statement).toMatchObject({
      opening: formatPence(gross("octA") + gross("octB") - 5_000),
      closing: formatPence(gross("nov")),
    });
    const later = await orgInvoicesPage(
      handle.db,
      acmeScope,
      "2026-11",
      new Date("2027-01-15T10:00:00Z"),
    );
    expect(later.outstanding.map((row) => row.status)).toEqual(["overdue"]);
  });

  it("issues organisation invoices to the billing address, on one line", async () => {
    const { id } = await issued(acme, 1_000, DECEMBER);
    const invoice = await handle.db
      .selectFrom("invoices")
      .select(["buyer_name", "buyer_address"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({
      buyer_name: "acme Lettings",
      buyer_address: "Acme Lettings Ltd, Floor 2, 1 Hertford Street, Coventry CV1 1LF",
    });
  });

  it("opens its own invoices by a new link, and never another organisation's", async () => {
    const number = acmeInvoices.nov?.number ?? "";
    const link = await orgInvoiceLink(handle.db, acmeScope, number, {
      siteOrigin: SITE,
      pdf: false,
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/invoice\/[A-Za-z0-9_-]{43}$/);
    const token = link?.split("/").pop() ?? "";
    expect(await invoiceIdForToken(handle.db, token)).toBe(acmeInvoices.nov?.id);
    const pdf = await orgInvoiceLink(handle.db, acmeScope, number, { siteOrigin: SITE, pdf: true });
    expect(pdf).toMatch(/\/invoice\/[A-Za-z0-9_-]{43}\.pdf$/);
    expect(
      await orgInvoiceLink(handle.db, bravoScope, number, { siteOrigin: SITE, pdf: false }),
    ).toBe(null);
    expect(
      await orgInvoiceLink(handle.db, acmeScope, "x".repeat(500), { siteOrigin: SITE, pdf: false }),
    ).toBe(null);
    const bravoPage = await orgInvoicesPage(handle.db, bravoScope, "2026-11", LATE_NOVEMBER);
    const shown = [...bravoPage.issued, ...bravoPage.outstanding].map((row) => row.number);
    for (const invoice of Object.values(acmeInvoices)) expect(shown).not.toContain(invoice.number);
  });
});

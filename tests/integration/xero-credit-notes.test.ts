import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "../../app/.server/audit/change-log.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { issueCreditNote } from "../../app/.server/invoices/credit.server";
import { editDraftLine, makeDraftInvoice } from "../../app/.server/invoices/draft.server";
import { issueInvoice } from "../../app/.server/invoices/issue.server";
import { xeroInvoicesCsv, XERO_COLUMNS } from "../../app/.server/invoices/xero-csv.server";
import { createTestDatabase } from "./support/database";
import { addOffice, finishedJob, registerForVat } from "./support/invoices";
import { SITE } from "./support/jobs";

/*
 * The Xero export with credit notes (decision 0075): an invoice and the credit note of one of
 * its lines, issued through the invoices module, read back as Xero's invoice import reads them.
 */

let handle: DatabaseHandle;
let office: StaffActor;
const NOW = new Date("2026-11-30T10:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  office = await addOffice(handle.db);
  await registerForVat(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

/** The CSV as rows of cells by column name (no cell here holds a comma or a quote). */
function rowsOf(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.split("\r\n").filter(Boolean);
  const names = (header ?? "").split(",");
  return lines.map((line) =>
    Object.fromEntries(line.split(",").map((cell, index) => [names[index] ?? "", cell])),
  );
}

describe("the Xero export", () => {
  it("writes a credit note after its invoice, with negative amounts and the invoice as reference", async () => {
    const job = await finishedJob(handle.db, 1, { pricePence: 12_000 });
    const draft = await makeDraftInvoice(handle.db, job.reference, office);
    if (!draft.ok) throw new Error("no draft");
    await editDraftLine(
      handle.db,
      draft.invoiceId,
      {
        kind: "add",
        line: {
          priceKey: null,
          description: "Radiator valve",
          quantityHundredths: 200,
          unitPricePence: 1_250,
          vatRate: "standard",
        },
      },
      office,
    );
    const issued = await issueInvoice(handle.db, draft.invoiceId, {
      now: NOW,
      actor: office,
      siteOrigin: SITE,
    });
    if (!issued.ok) throw new Error("not issued");
    const credited = await issueCreditNote(handle.db, draft.invoiceId, [1], {
      now: NOW,
      actor: office,
      siteOrigin: SITE,
    });
    if (!credited.ok) throw new Error("not credited");

    const csv = await xeroInvoicesCsv(handle.db, { from: "2026-11-30", to: "2026-11-30" });
    expect(csv.split("\r\n")[0]).toBe(XERO_COLUMNS.join(","));
    const rows = rowsOf(csv);
    expect(rows.map((row) => row.InvoiceNumber)).toEqual([
      issued.number,
      issued.number,
      credited.number,
    ]);
    const invoiceLine = rows[1];
    const creditLine = rows[2];
    expect(invoiceLine).toMatchObject({
      Reference: job.reference,
      InvoiceDate: "30/11/2026",
      Description: "Radiator valve",
      Quantity: "2",
      UnitAmount: "12.50",
      TaxType: "20% (VAT on Income)",
      TaxAmount: "5.00",
    });
    expect(creditLine).toMatchObject({
      ContactName: invoiceLine?.ContactName,
      Reference: issued.number,
      InvoiceDate: "30/11/2026",
      DueDate: "30/11/2026",
      Total: "-30.00",
      Description: "Radiator valve",
      Quantity: "2",
      UnitAmount: "-12.50",
      AccountCode: "200",
      TaxType: "20% (VAT on Income)",
      TaxAmount: "-5.00",
      Currency: "GBP",
    });
    // Xero works a line as quantity × unit amount + tax: the credit note's line is its total.
    expect(2 * -12.5 + -5).toBe(Number(creditLine?.Total));
  });

  it("leaves out what was issued outside the dates", async () => {
    expect(rowsOf(await xeroInvoicesCsv(handle.db, { from: "2026-12-01", to: "2026-12-31" })))
      .toEqual([]);
  });
});

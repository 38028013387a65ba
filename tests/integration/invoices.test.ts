import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffActor } from "../../app/.server/audit/change-log.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { issueCreditNote } from "../../app/.server/invoices/credit.server";
import { editDraftLine, makeDraftInvoice } from "../../app/.server/invoices/draft.server";
import { issueInvoice } from "../../app/.server/invoices/issue.server";
import { invoiceIdForToken } from "../../app/.server/invoices/links.server";
import { recordManualPayment } from "../../app/.server/invoices/payments.server";
import { readInvoiceDocument } from "../../app/.server/invoices/records.server";
import { sendDueInvoiceReminders } from "../../app/.server/invoices/reminders.server";
import { claimDueMessages } from "../../app/.server/messages/outbox-claim.server";
import { createTestDatabase } from "./support/database";
import { addOffice, finishedJob, registerForVat } from "./support/invoices";
import { addOrganisation } from "./support/organisations";
import { SITE, tokenOf } from "./support/jobs";

let handle: DatabaseHandle;
let office: StaffActor;
let customer = 0;

const NOW = new Date("2026-11-30T10:00:00Z");
const TODAY = "2026-11-30";

beforeAll(async () => {
  handle = await createTestDatabase();
  office = await addOffice(handle.db);
  await registerForVat(handle.db);
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom("email_outbox").execute();
});

async function draftFor(options: Parameters<typeof finishedJob>[2] = {}) {
  const job = await finishedJob(handle.db, ++customer, options);
  const draft = await makeDraftInvoice(handle.db, job.reference, office);
  if (!draft.ok) throw new Error("no draft");
  return { job, invoiceId: draft.invoiceId };
}

async function issued(options: Parameters<typeof finishedJob>[2] = {}, now = NOW) {
  const { job, invoiceId } = await draftFor(options);
  const result = await issueInvoice(handle.db, invoiceId, { now, actor: office, siteOrigin: SITE });
  if (!result.ok) throw new Error("not issued");
  return { job, invoiceId, number: result.number };
}

async function document(invoiceId: string, today = TODAY) {
  const found = await readInvoiceDocument(handle.db, invoiceId, today);
  if (!found) throw new Error("no invoice");
  return found;
}

async function outbox(kind: string) {
  return handle.db
    .selectFrom("email_outbox")
    .select(["id", "to_address", "subject", "text_body", "attachments", "invoice_id"])
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();
}

describe("draft invoices", () => {
  it("makes one line from the job's price with VAT, and finds the same draft again", async () => {
    const { job, invoiceId } = await draftFor({ pricePence: 12_000 });
    const draft = await document(invoiceId);
    expect(draft.draft).toBe(true);
    expect(draft.lines).toHaveLength(1);
    expect([draft.netPence, draft.vatPence, draft.grossPence]).toEqual([10_000, 2_000, 12_000]);
    const again = await makeDraftInvoice(handle.db, job.reference, office);
    expect(again).toEqual({ ok: true, invoiceId, created: false });
  });

  it("takes the accepted quote's lines and the materials, not the job's price", async () => {
    const job = await finishedJob(handle.db, ++customer, { pricePence: 99_900 });
    const quote = await handle.db
      .insertInto("quotes")
      .values({
        job_id: job.id,
        customer_name: "Payer",
        customer_email: "payer@example.com",
        address: "12 Spon Street",
        postcode: "CV1 5DZ",
        status: "accepted",
        sent_at: NOW,
        decided_at: NOW,
        accepted_name: "Payer",
        token_hash: `quote-${customer}`,
        valid_until: TODAY,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("quote_lines")
      .values({
        quote_id: quote.id,
        position: 0,
        description: "Replace the kitchen tap",
        quantity_hundredths: 100,
        unit_price_pence: 9_000,
        vat_rate: "standard",
        net_pence: 9_000,
        vat_pence: 1_800,
        gross_pence: 10_800,
      })
      .execute();
    await handle.db
      .insertInto("job_materials")
      .values({
        job_id: job.id,
        description: "Tap cartridge",
        quantity_hundredths: 200,
        unit_price_pence: 850,
      })
      .execute();
    const draft = await makeDraftInvoice(handle.db, job.reference, office);
    if (!draft.ok) throw new Error("no draft");
    const made = await document(draft.invoiceId);
    expect(made.lines.map((line) => [line.description, line.netPence])).toEqual([
      ["Replace the kitchen tap", 9_000],
      ["Tap cartridge", 1_700],
    ]);
    expect(made.grossPence).toBe(10_800 + 2_040);
  });

  it("refuses a job that is not finished, and an unknown one", async () => {
    const job = await finishedJob(handle.db, ++customer);
    await handle.db
      .updateTable("jobs")
      .set({ status: "scheduled" })
      .where("id", "=", job.id)
      .execute();
    expect(await makeDraftInvoice(handle.db, job.reference, office)).toMatchObject({
      ok: false,
      reason: "refused",
    });
    expect(await makeDraftInvoice(handle.db, "WFC-0000-000000", office)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("adds, changes and removes lines, the totals always the sum of the lines", async () => {
    const { invoiceId } = await draftFor({ pricePence: 6_000 });
    const line = {
      priceKey: null,
      description: "Silicone sealant",
      quantityHundredths: 150,
      unitPricePence: 333,
      vatRate: "reduced" as const,
    };
    expect(await editDraftLine(handle.db, invoiceId, { kind: "add", line }, office)).toEqual({
      ok: true,
    });
    await editDraftLine(
      handle.db,
      invoiceId,
      { kind: "change", position: 1, line: { ...line, quantityHundredths: 300 } },
      office,
    );
    let draft = await document(invoiceId);
    expect(draft.lines[1]).toMatchObject({ netPence: 999, vatPence: 50, grossPence: 1_049 });
    expect(draft.grossPence).toBe(draft.lines.reduce((sum, each) => sum + each.grossPence, 0));
    await editDraftLine(handle.db, invoiceId, { kind: "remove", position: 0 }, office);
    draft = await document(invoiceId);
    expect(draft.lines.map((each) => [each.position, each.description])).toEqual([
      [0, "Silicone sealant"],
    ]);
    expect(
      await editDraftLine(handle.db, invoiceId, { kind: "remove", position: 5 }, office),
    ).toMatchObject({ ok: false });
  });
});

describe("issuing", () => {
  it("numbers, dates and addresses the invoice, and e-mails it once with its PDF", async () => {
    const before = await handle.db
      .selectFrom("document_counters")
      .select("last_number")
      .where("series", "=", "invoice")
      .executeTakeFirstOrThrow();
    const { invoiceId, number } = await issued({ pricePence: 12_000 });
    expect(number).toBe(`INV-${String(before.last_number + 1).padStart(6, "0")}`);
    const invoice = await document(invoiceId);
    expect(invoice).toMatchObject({
      draft: false,
      sellerName: "We Fix Coventry",
      vatNumber: "GB123456789",
      issueDate: TODAY,
      taxPoint: TODAY,
      dueDate: "2026-12-14",
      simplified: true,
      reverseCharge: false,
    });
    expect(invoice.standing).toMatchObject({ status: "due", balancePence: 12_000 });
    const again = await issueInvoice(handle.db, invoiceId, {
      now: NOW,
      actor: office,
      siteOrigin: SITE,
    });
    expect(again).toEqual({ ok: true, invoiceId, number, alreadyIssued: true });
    const emails = await outbox("invoice.issued");
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toContain(number);
    const [pdf] = email?.attachments ?? [];
    expect(pdf?.contentType).toBe("application/pdf");
    expect(
      Buffer.from(pdf?.content ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // The e-mail's link opens the issued invoice, without signing in.
    const link = /\/invoice\/[A-Za-z0-9_-]+/.exec(email?.text_body ?? "")?.[0] ?? "";
    expect(await invoiceIdForToken(handle.db, tokenOf(`${SITE}${link}`))).toBe(invoiceId);
  });

  it("is a full invoice above £250 and for an organisation", async () => {
    const big = await issued({ pricePence: 30_000 });
    expect((await document(big.invoiceId)).simplified).toBe(false);
  });

  it("addresses an organisation's invoice to it, with the reverse charge for a contractor", async () => {
    const organisation = await addOrganisation(handle.db, "builders");
    await handle.db
      .updateTable("organisations")
      .set({ construction_services_role: "contractor" })
      .where("id", "=", organisation.id)
      .execute();
    const { invoiceId } = await issued({ pricePence: 12_000, organisationId: organisation.id });
    const invoice = await document(invoiceId);
    expect(invoice).toMatchObject({
      buyerName: "builders Lettings",
      buyerEmail: "office@builders.example.com",
      reverseCharge: true,
      simplified: false,
      vatPence: 0,
      grossPence: 10_000,
    });
  });

  it("never changes an issued invoice or its lines: the database refuses", async () => {
    const { invoiceId } = await issued();
    await expect(
      handle.db
        .updateTable("invoices")
        .set({ gross_pence: 1 })
        .where("id", "=", invoiceId)
        .execute(),
    ).rejects.toThrow(/cannot change/);
    await expect(
      handle.db
        .updateTable("invoice_lines")
        .set({ net_pence: 1 })
        .where("invoice_id", "=", invoiceId)
        .execute(),
    ).rejects.toThrow(/cannot change/);
    await expect(
      handle.db.deleteFrom("invoices").where("id", "=", invoiceId).execute(),
    ).rejects.toThrow(/cannot be deleted/);
    const line = {
      priceKey: null,
      description: "More",
      quantityHundredths: 100,
      unitPricePence: 100,
      vatRate: "standard" as const,
    };
    expect(await editDraftLine(handle.db, invoiceId, { kind: "add", line }, office)).toMatchObject({
      ok: false,
    });
  });
});

describe("status, payments and credit notes", () => {
  it("goes from due to part-paid to paid, and overdue after the due date", async () => {
    const { invoiceId } = await issued({ pricePence: 12_000 });
    expect((await document(invoiceId, "2026-12-15")).standing?.status).toBe("overdue");
    const pay = (amountPence: number) =>
      recordManualPayment(
        handle.db,
        invoiceId,
        { amountPence, method: "bank_transfer", receivedOn: TODAY, reference: null },
        { now: NOW, actor: office },
      );
    expect(await pay(5_000)).toMatchObject({ ok: true, needsRefund: false });
    expect((await document(invoiceId)).standing).toMatchObject({
      status: "due",
      paidPence: 5_000,
      balancePence: 7_000,
      partPaid: true,
    });
    await pay(7_000);
    expect((await document(invoiceId, "2027-06-01")).standing).toMatchObject({
      status: "paid",
      balancePence: 0,
      partPaid: false,
    });
    expect(await pay(100)).toMatchObject({ ok: true, needsRefund: true });
  });

  it("credits chosen lines, never more than is left, and flags money to give back", async () => {
    const { invoiceId } = await draftFor({ pricePence: 12_000 });
    await editDraftLine(
      handle.db,
      invoiceId,
      {
        kind: "add",
        line: {
          priceKey: null,
          description: "Washer",
          quantityHundredths: 100,
          unitPricePence: 500,
          vatRate: "standard",
        },
      },
      office,
    );
    await issueInvoice(handle.db, invoiceId, { now: NOW, actor: office, siteOrigin: SITE });
    await recordManualPayment(
      handle.db,
      invoiceId,
      { amountPence: 12_600, method: "cash", receivedOn: TODAY, reference: null },
      { now: NOW, actor: office },
    );
    const first = await issueCreditNote(handle.db, invoiceId, [1], {
      now: NOW,
      actor: office,
      siteOrigin: SITE,
    });
    expect(first).toMatchObject({ ok: true, number: expect.stringMatching(/^CN-\d{6}$/) });
    let invoice = await document(invoiceId);
    expect(invoice.standing).toMatchObject({ status: "paid", creditedPence: 600 });
    const payments = await handle.db
      .selectFrom("payments")
      .select("needs_refund")
      .where("invoice_id", "=", invoiceId)
      .execute();
    expect(payments.map((row) => row.needs_refund)).toEqual([true]);
    // The washer is credited already; the whole would be more than is left.
    expect(
      await issueCreditNote(handle.db, invoiceId, "all", {
        now: NOW,
        actor: office,
        siteOrigin: SITE,
      }),
    ).toMatchObject({ ok: false, reason: "refused" });
    await issueCreditNote(handle.db, invoiceId, [0], { now: NOW, actor: office, siteOrigin: SITE });
    invoice = await document(invoiceId);
    expect(invoice.standing).toMatchObject({ status: "credited", balancePence: 0 });
    expect(await outbox("invoice.credit-note")).toHaveLength(2);
    const late = await recordManualPayment(
      handle.db,
      invoiceId,
      { amountPence: 1_000, method: "card_terminal", receivedOn: TODAY, reference: null },
      { now: NOW, actor: office },
    );
    expect(late).toMatchObject({ ok: true, needsRefund: true });
  });

  it("refuses a credit note for a draft", async () => {
    const { invoiceId } = await draftFor();
    expect(
      await issueCreditNote(handle.db, invoiceId, "all", {
        now: NOW,
        actor: office,
        siteOrigin: SITE,
      }),
    ).toMatchObject({ ok: false, reason: "refused" });
    expect(await invoiceIdForToken(handle.db, "x".repeat(43))).toBeNull();
  });
});

describe("reminders", () => {
  it("sends at most two, after the due date and a week later, and skips a paid invoice's", async () => {
    await handle.db
      .updateTable("invoices")
      .set({ reminders_sent: 2 })
      .where("status", "=", "issued")
      .execute();
    const { invoiceId } = await issued({ pricePence: 12_000 });
    const sweep = (at: string) =>
      sendDueInvoiceReminders(handle.db, { now: new Date(`${at}T09:00:00Z`), siteOrigin: SITE });
    expect(await sweep("2026-12-14")).toEqual({ sent: 0 });
    expect(await sweep("2026-12-15")).toEqual({ sent: 1 });
    expect(await sweep("2026-12-16")).toEqual({ sent: 0 });
    expect(await sweep("2026-12-21")).toEqual({ sent: 0 });
    expect(await sweep("2026-12-22")).toEqual({ sent: 1 });
    expect(await sweep("2027-02-01")).toEqual({ sent: 0 });
    const reminders = await outbox("invoice.reminder");
    expect(reminders.map((row) => row.subject)).toEqual([
      expect.stringMatching(/^Reminder: invoice INV-/),
      expect.stringMatching(/^Second reminder: invoice INV-/),
    ]);
    // Paid before the sender gets to them: both are skipped, not sent.
    await recordManualPayment(
      handle.db,
      invoiceId,
      { amountPence: 12_000, method: "bank_transfer", receivedOn: TODAY, reference: null },
      { now: NOW, actor: office },
    );
    await handle.db.deleteFrom("email_outbox").where("kind", "<>", "invoice.reminder").execute();
    const { messages, skipped } = await claimDueMessages(handle.db, "email");
    expect(messages).toEqual([]);
    expect(skipped).toBe(2);
    const reasons = await handle.db
      .selectFrom("email_outbox")
      .select("skip_reason")
      .where("invoice_id", "=", invoiceId)
      .execute();
    expect(reasons.map((row) => row.skip_reason)).toEqual([
      "The invoice is paid or credited.",
      "The invoice is paid or credited.",
    ]);
    expect(
      await handle.db
        .selectFrom("invoices")
        .select(sql<number>`reminders_sent`.as("sent"))
        .where("id", "=", invoiceId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ sent: 2 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "../../app/.server/audit/change-log.server";
import { hashToken, newToken } from "../../app/.server/auth/crypto.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { issueCreditNote } from "../../app/.server/invoices/credit.server";
import {
  customerMoney,
  type MoneyContext,
  type MoneyOwner,
} from "../../app/.server/invoices/customer-money.server";
import { makeDraftInvoice } from "../../app/.server/invoices/draft.server";
import { issueInvoice } from "../../app/.server/invoices/issue.server";
import { invoiceIdForToken } from "../../app/.server/invoices/links.server";
import { recordManualPayment } from "../../app/.server/invoices/payments.server";
import { invoiceStandings } from "../../app/.server/invoices/status.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { findCustomerByPortalToken } from "../../app/.server/jobs/portal-link.server";
import { visitQuote } from "../../app/.server/quotes/quote-public.server";
import { visitTrackedJobAndMoney } from "../../app/.server/tracking/tracking.server";
import { createTestDatabase } from "./support/database";
import { addOffice, finishedJob, registerForVat } from "./support/invoices";
import { addOrganisation } from "./support/organisations";
import { SITE, bookingInput, tokenOf } from "./support/jobs";

const NOW = new Date("2026-11-30T10:00:00Z");
const TODAY = "2026-11-30";
const DAY_MS = 86_400_000;
const SECRET = "customer-money-test-secret-0123456789";
const ONLINE: MoneyContext = { now: NOW, payOnline: true, linkSecret: SECRET };

let handle: DatabaseHandle;
let office: StaffActor;
let jobCount = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  office = await addOffice(handle.db);
  await registerForVat(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

/** A customer who booked online: their first job (finished), its tracking and portal tokens. */
async function customer(email: string, windowHourUtc: number) {
  const booked = await createBooking(
    handle.db,
    bookingInput({
      email,
      windowStart: `2026-07-14T${String(windowHourUtc).padStart(2, "0")}:00:00.000Z`,
    }),
    { source: "web", now: new Date("2026-07-10T09:00:00Z"), siteOrigin: SITE },
  );
  if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
  const job = await handle.db
    .updateTable("jobs")
    .set({ status: "completed", price_pence: 12_000 })
    .where("reference", "=", booked.reference)
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
  const portalToken = tokenOf(booked.portalUrl);
  const found = await findCustomerByPortalToken(handle.db, portalToken);
  if (!found) throw new Error("no portal customer");
  return {
    job,
    trackingToken: tokenOf(booked.trackingUrl),
    owner: { kind: "scope", scope: { kind: "portal", customerId: found.id } } as MoneyOwner,
  };
}

/** An issued invoice of £120.00 (VAT included) for a job, issued on `issuedAt`. */
async function invoiceFor(job: { reference: string }, issuedAt = NOW) {
  const draft = await makeDraftInvoice(handle.db, job.reference, office);
  if (!draft.ok) throw new Error("no draft");
  const issued = await issueInvoice(handle.db, draft.invoiceId, {
    now: issuedAt,
    actor: office,
    siteOrigin: SITE,
  });
  if (!issued.ok) throw new Error("not issued");
  return { id: draft.invoiceId, number: issued.number };
}

async function anotherJobOf(first: { id: string }) {
  return finishedJob(handle.db, ++jobCount, { pricePence: 12_000, copyOf: first.id });
}

async function sentQuote(
  jobId: string,
  options: { validUntil?: string; status?: "sent" | "accepted"; depositPence?: number } = {},
) {
  const accepted = options.status === "accepted";
  return handle.db
    .insertInto("quotes")
    .values({
      job_id: jobId,
      customer_name: "Sarah Mitchell",
      customer_email: "sarah@example.com",
      address: "12 Spon Street, Coventry",
      postcode: "CV1 5DZ",
      status: options.status ?? "sent",
      gross_pence: 48_000,
      net_pence: 40_000,
      vat_pence: 8_000,
      deposit_pence: options.depositPence ?? 0,
      valid_until: options.validUntil ?? "2026-12-30",
      token_hash: hashToken(newToken()),
      sent_at: new Date("2026-11-25T10:00:00Z"),
      decided_at: accepted ? NOW : null,
      accepted_name: accepted ? "Sarah Mitchell" : null,
    })
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
}

describe("a customer's money", () => {
  it("shows each invoice with the one status query's status: due, overdue, paid and credited", async () => {
    const alice = await customer("alice@example.com", 7);
    const due = await invoiceFor(alice.job);
    const overdue = await invoiceFor(
      await anotherJobOf(alice.job),
      new Date(NOW.getTime() - 30 * DAY_MS),
    );
    const paid = await invoiceFor(await anotherJobOf(alice.job));
    const credited = await invoiceFor(await anotherJobOf(alice.job));
    await recordManualPayment(
      handle.db,
      paid.id,
      { amountPence: 12_000, method: "bank_transfer", receivedOn: TODAY, reference: paid.number },
      { now: NOW, actor: office },
    );
    const note = await issueCreditNote(handle.db, credited.id, "all", {
      now: NOW,
      actor: office,
      siteOrigin: SITE,
    });
    if (!note.ok) throw new Error("not credited");

    const money = await customerMoney(handle.db, alice.owner, ONLINE);
    const byNumber = new Map(money.invoices.map((invoice) => [invoice.number, invoice]));
    const statusOf = (number: string) => byNumber.get(number)?.standing.status;
    expect([due, overdue, paid, credited].map((invoice) => statusOf(invoice.number))).toEqual([
      "due",
      "overdue",
      "paid",
      "credited",
    ]);
    // The very standings the office's pages read, not a second reckoning of them.
    const standings = await invoiceStandings(handle.db, TODAY, {
      invoiceIds: [due.id, overdue.id, paid.id, credited.id],
    });
    for (const invoice of money.invoices) {
      expect(invoice.standing).toEqual(standings.get(invoice.id));
    }
    expect(money.owedPence).toBe(24_000);
    expect(byNumber.get(due.number)?.payPath).toMatch(/^\/pay\/invoice\/[A-Za-z0-9_-]{43}$/);
    expect(byNumber.get(overdue.number)?.payPath).not.toBeNull();
    expect(byNumber.get(paid.number)?.payPath).toBeNull();
    expect(byNumber.get(credited.number)?.payPath).toBeNull();
    expect(byNumber.get(paid.number)?.receipts).toEqual([
      {
        id: expect.any(String),
        receivedOn: TODAY,
        method: "bank_transfer",
        amountPence: 12_000,
        pending: false,
        toBeRefunded: false,
      },
    ]);
    expect(byNumber.get(credited.number)?.creditNotes).toEqual([
      { id: expect.any(String), number: note.number, grossPence: 12_000, path: expect.any(String) },
    ]);

    // Without Stripe there is no pay button: the bank details say how to pay instead.
    const offline = await customerMoney(handle.db, alice.owner, { ...ONLINE, payOnline: false });
    expect(offline.invoices.map((invoice) => invoice.payPath)).toEqual([null, null, null, null]);
    expect(offline.bank).toEqual({
      accountName: "We Fix Coventry Ltd",
      sortCode: "401234",
      accountNumber: "12345678",
    });
  });

  it("lists a Direct Debit on its way and a refund among the receipts, without counting the first", async () => {
    const bea = await customer("bea@example.com", 9);
    const invoice = await invoiceFor(bea.job);
    await handle.db
      .insertInto("payments")
      .values([
        {
          invoice_id: invoice.id,
          amount_pence: 12_000,
          method: "bacs",
          state: "pending",
          received_on: TODAY,
        },
        { invoice_id: invoice.id, amount_pence: 2_000, method: "card", received_on: "2026-11-29" },
        { invoice_id: invoice.id, amount_pence: -500, method: "card", received_on: TODAY },
      ])
      .execute();
    const [shown] = (await customerMoney(handle.db, bea.owner, ONLINE)).invoices;
    expect(shown?.standing).toMatchObject({
      status: "due",
      paidPence: 1_500,
      balancePence: 10_500,
    });
    expect(
      shown?.receipts.map((receipt) => [
        receipt.receivedOn,
        receipt.method,
        receipt.amountPence,
        receipt.pending,
      ]),
    ).toEqual([
      ["2026-11-29", "card", 2_000, false],
      [TODAY, "bacs", 12_000, true],
      [TODAY, "card", -500, false],
    ]);
  });

  it("never shows another customer's invoice, another job's on a tracking page, or an organisation's", async () => {
    const carol = await customer("carol@example.com", 11);
    const dave = await customer("dave@example.com", 13);
    const carolsOther = await anotherJobOf(carol.job);
    const carols = await invoiceFor(carol.job);
    const carolsSecond = await invoiceFor(carolsOther);
    const daves = await invoiceFor(dave.job);
    const organisation = await addOrganisation(handle.db, "carol-lettings");
    const orgJob = await finishedJob(handle.db, ++jobCount, {
      copyOf: carol.job.id,
      organisationId: organisation.id,
    });
    await invoiceFor(orgJob);

    const numbers = async (owner: MoneyOwner) =>
      (await customerMoney(handle.db, owner, ONLINE)).invoices
        .map((invoice) => invoice.number)
        .sort();
    expect(await numbers(carol.owner)).toEqual([carols.number, carolsSecond.number].sort());
    expect(await numbers(dave.owner)).toEqual([daves.number]);

    const tracked = await visitTrackedJobAndMoney(
      handle.db,
      carol.trackingToken,
      { ip: "203.0.113.40" },
      ONLINE,
    );
    if (!tracked.ok) throw new Error("not tracked");
    expect(tracked.found.money.invoices.map((invoice) => invoice.number)).toEqual([carols.number]);

    // A signed-in account sees a booking's money only once its e-mail is verified.
    const account = (verifiedEmail: string | null): MoneyOwner => ({
      kind: "scope",
      scope: { kind: "account", userId: office.id, verifiedEmail },
    });
    expect(await numbers(account("dave@example.com"))).toEqual([daves.number]);
    expect(await numbers(account(null))).toEqual([]);
  });

  it("links to each invoice and quote with a link of the page's own, the same every visit, stored once", async () => {
    const erin = await customer("erin@example.com", 15);
    const invoice = await invoiceFor(erin.job);
    const quote = await sentQuote(erin.job.id);

    const first = await customerMoney(handle.db, erin.owner, ONLINE);
    const again = await customerMoney(handle.db, erin.owner, ONLINE);
    expect(again).toEqual(first);
    const invoicePath = first.invoices[0]?.path ?? "";
    const invoiceToken = invoicePath.replace("/invoice/", "");
    expect(await invoiceIdForToken(handle.db, invoiceToken)).toBe(invoice.id);
    const stored = await handle.db
      .selectFrom("invoice_links")
      .select("invoice_id")
      .where("token_hash", "=", hashToken(invoiceToken))
      .execute();
    expect(stored).toEqual([{ invoice_id: invoice.id }]);

    expect(first.quotes).toEqual([
      expect.objectContaining({ reference: quote.reference, state: "open", grossPence: 48_000 }),
    ]);
    const quoteToken = first.quotes[0]?.path.replace("/quote/", "") ?? "";
    const visit = await visitQuote(handle.db, quoteToken, { ip: "203.0.113.41" }, NOW);
    expect(visit).toMatchObject({ ok: true, found: { quote: { id: quote.id } } });

    // The tracking page is another viewer: its links are its own, and work as well.
    const tracked = await visitTrackedJobAndMoney(
      handle.db,
      erin.trackingToken,
      { ip: "203.0.113.42" },
      ONLINE,
    );
    if (!tracked.ok) throw new Error("not tracked");
    const trackedPath = tracked.found.money.invoices[0]?.path ?? "";
    expect(trackedPath).not.toBe(invoicePath);
    expect(await invoiceIdForToken(handle.db, trackedPath.replace("/invoice/", ""))).toBe(
      invoice.id,
    );
    // Another secret (a server whose SESSION_SECRET changed) gives other links, never a dead one.
    const rekeyed = await customerMoney(handle.db, erin.owner, {
      ...ONLINE,
      linkSecret: `${SECRET}-new`,
    });
    const rekeyedToken = rekeyed.invoices[0]?.path.replace("/invoice/", "") ?? "";
    expect(rekeyedToken).not.toBe(invoiceToken);
    expect(await invoiceIdForToken(handle.db, rekeyedToken)).toBe(invoice.id);
  });

  it("shows the quotes waiting for the customer: open ones, and accepted ones with a deposit to pay", async () => {
    const fay = await customer("fay@example.com", 17);
    const open = await sentQuote(fay.job.id);
    await sentQuote(fay.job.id, { validUntil: "2026-11-29" });
    const deposit = await sentQuote(fay.job.id, { status: "accepted", depositPence: 9_600 });
    const depositPaid = await sentQuote(fay.job.id, { status: "accepted", depositPence: 9_600 });
    await handle.db
      .insertInto("payments")
      .values({ quote_id: depositPaid.id, amount_pence: 9_600, method: "card", received_on: TODAY })
      .execute();
    await sentQuote(fay.job.id, { status: "accepted" });

    const money = await customerMoney(handle.db, fay.owner, ONLINE);
    expect(
      money.quotes.map((quote) => [
        quote.reference,
        quote.state,
        quote.depositDuePence,
        quote.payDepositPath !== null,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [open.reference, "open", 0, false],
        [deposit.reference, "accepted", 9_600, true],
      ]),
    );
    expect(money.quotes).toHaveLength(2);
    expect(money.quotes.find((quote) => quote.id === deposit.id)?.payDepositPath).toMatch(
      /^\/pay\/quote\/[A-Za-z0-9_-]{43}$/,
    );
    const offline = await customerMoney(handle.db, fay.owner, { ...ONLINE, payOnline: false });
    expect(offline.quotes.map((quote) => quote.payDepositPath)).toEqual([null, null]);
    expect(offline.bank).not.toBeNull();
  });
});

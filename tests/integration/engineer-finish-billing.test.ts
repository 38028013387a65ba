import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { StaffActor } from "../../app/.server/audit/change-log.server";
import { engineerStep, type StepInput } from "../../app/.server/engineer/steps.server";
import { showPaymentCode, takePaymentView } from "../../app/.server/engineer/take-payment.server";
import { makeDraftInvoice } from "../../app/.server/invoices/draft.server";
import { recordManualPayment } from "../../app/.server/invoices/payments.server";
import { readInvoiceDocument } from "../../app/.server/invoices/records.server";
import {
  createStripePayments,
  type StripePayments,
} from "../../app/.server/payments/stripe.server";
import { applyQueuedAction } from "../../app/routes/engineer.sync.queued-actions.server";
import {
  BILLABLES_MESSAGES,
  materialFields,
  type FinishBillables,
} from "../../app/lib/finish-billables";
import { StripeStandIn } from "../stand-ins/stripe-stand-in";
import { createTestDatabase } from "./support/database";
import { addOffice, registerForVat } from "./support/invoices";
import { SITE, addEngineer, bookJobFor } from "./support/jobs";

/*
 * The engineer's finish records time on site and materials; the office's draft invoice reads
 * them; "issue on finish" issues the invoice in the finish's own transaction, once; "Take
 * payment" shows what it still asks (decision 0072).
 */

let handle: DatabaseHandle;
let office: StaffActor;
let dan: StaffActor;

beforeAll(async () => {
  handle = await createTestDatabase();
  office = await addOffice(handle.db);
  dan = { id: await addEngineer(handle.db, "dan@example.com"), role: "engineer" };
  await registerForVat(handle.db);
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.updateTable("money_settings").set({ issue_on_finish: false }).execute();
});

let days = 0;

/**
 * A job of Dan's taken to on site as he would: on his way at 13:30 and arrived at 13:50 (BST),
 * each on a day of its own. Returns when he arrived.
 */
async function onSiteJob() {
  days += 1;
  const day = `2026-07-${String(10 + days).padStart(2, "0")}`;
  const job = await bookJobFor(handle.db, {
    engineer: dan,
    office,
    day,
    hour: 14,
    now: new Date("2026-07-01T09:00:00Z"),
    customer: days,
  });
  const at = (time: string) => new Date(`${day}T${time}:00Z`);
  const steps: [StepInput, Date][] = [
    [
      {
        step: "on-my-way",
        jobId: job.id,
        expectedStatus: "scheduled",
        arrival: "13:50",
        late: false,
        // Before the 14:00 window: the customer agreed (arrival-rules.test.ts asks).
        early: true,
      },
      at("12:30"),
    ],
    [{ step: "arrived", jobId: job.id, expectedStatus: "en_route", early: true }, at("12:50")],
  ];
  for (const [input, now] of steps) {
    expect(await engineerStep(handle.db, dan, input, { now, siteOrigin: SITE })).toMatchObject({
      ok: true,
    });
  }
  return { ...job, at };
}

function finished(
  jobId: string,
  billables: FinishBillables,
  outcome: "completed" | "return-visit" = "completed",
): StepInput {
  return {
    step: "finished",
    jobId,
    expectedStatus: "on_site",
    outcome,
    summary: "Replaced the cartridge and cut two keys.",
    internalNote: null,
    signedOffBy: null,
    estimate: null,
    billables,
    photos: { before: [], after: [] },
  };
}

const MATERIALS: FinishBillables["materials"] = [
  { row: 1, priceKey: "sub.security.key-cutting", quantityHundredths: 200 },
  {
    row: 2,
    priceKey: null,
    description: "Tap cartridge",
    quantityHundredths: 100,
    pricePence: 850,
  },
];

async function invoicesOf(jobId: string) {
  return handle.db
    .selectFrom("invoices")
    .select(["id", "status", "number", "gross_pence"])
    .where("job_id", "=", jobId)
    .where("kind", "=", "invoice")
    .execute();
}

describe("time on site and materials at finish", () => {
  it("are stored as the office's draft invoice reads them, and make its lines", async () => {
    const job = await onSiteJob();
    const done = await engineerStep(
      handle.db,
      dan,
      finished(job.id, { timeOnSiteMinutes: 100, materials: MATERIALS }),
      { now: job.at("14:35"), siteOrigin: SITE },
    );
    expect(done).toMatchObject({ ok: true, title: "Job finished" });
    const stored = await handle.db
      .selectFrom("job_materials")
      .select([
        "price_key",
        "description",
        "quantity_hundredths",
        "unit_price_pence",
        "vat_rate",
        "recorded_by",
      ])
      .where("job_id", "=", job.id)
      .orderBy("id")
      .execute();
    // Prices with VAT (the list's £45.00, the typed £8.50) stored without it: registered.
    expect(stored).toEqual([
      {
        price_key: "sub.security.key-cutting",
        description: "Key cutting and spare keys",
        quantity_hundredths: 200,
        unit_price_pence: 3_750,
        vat_rate: "standard",
        recorded_by: dan.id,
      },
      {
        price_key: null,
        description: "Tap cartridge",
        quantity_hundredths: 100,
        unit_price_pence: 708,
        vat_rate: "standard",
        recorded_by: dan.id,
      },
    ]);

    const draft = await makeDraftInvoice(handle.db, job.reference, office);
    if (!draft.ok) throw new Error("no draft");
    const document = await readInvoiceDocument(handle.db, draft.invoiceId, "2026-07-11");
    // No quote and no agreed price: the call-out, then 40 minutes beyond its hour in quarter
    // hours (0.75 of an hour), then the materials.
    expect(
      document?.lines.map((line) => [line.description, line.quantityHundredths, line.grossPence]),
    ).toEqual([
      [`Call-out including the first hour (job ${job.reference})`, 100, 4_500],
      ["Each additional hour", 75, 3_376],
      ["Key cutting and spare keys", 200, 9_000],
      ["Tap cartridge", 100, 850],
    ]);
    expect(await invoicesOf(job.id)).toHaveLength(1);
  });

  it("counts the time from the arrival when none is typed", async () => {
    const job = await onSiteJob();
    await engineerStep(
      handle.db,
      dan,
      finished(job.id, { timeOnSiteMinutes: null, materials: [] }),
      {
        now: job.at("14:22"),
        siteOrigin: SITE,
      },
    );
    const row = await handle.db
      .selectFrom("jobs")
      .select("time_on_site_minutes")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(row.time_on_site_minutes).toBe(92);
  });

  it("refuses an item no longer on the price list next to its field, and changes nothing", async () => {
    const job = await onSiteJob();
    const refused = await engineerStep(
      handle.db,
      dan,
      finished(job.id, {
        timeOnSiteMinutes: 30,
        materials: [{ row: 3, priceKey: "labour.gone", quantityHundredths: 100 }],
      }),
      { now: job.at("14:00"), siteOrigin: SITE },
    );
    expect(refused).toEqual({
      ok: false,
      reason: "refused",
      message: BILLABLES_MESSAGES.unlisted,
      field: materialFields(3).item,
    });
    const row = await handle.db
      .selectFrom("jobs")
      .select(["status", "time_on_site_minutes"])
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "on_site", time_on_site_minutes: null });
  });

  it("come with a finish queued offline, applied once however often it is sent", async () => {
    const job = await onSiteJob();
    const row = materialFields(1);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "finished",
      jobId: job.id,
      expectedStatus: "on_site",
      outcome: "completed",
      summary: "Fixed offline.",
      timeOnSiteHours: "1",
      timeOnSiteMinutes: "5",
      [row.description]: "Washers",
      [row.quantity]: "3",
      [row.price]: "0.40",
      clientActionId: "6f0c1c44-1d2e-4b7a-9a55-0f3c2b1d8e77",
      tappedAt: job.at("14:00").toISOString(),
    })) {
      form.append(name, value);
    }
    await handle.db.updateTable("money_settings").set({ issue_on_finish: true }).execute();
    const send = () =>
      applyQueuedAction(
        handle.db,
        { formData: form, refusedFiles: [] },
        { actor: dan, siteOrigin: SITE, now: job.at("15:10") },
      );
    const answers = await Promise.all([send(), send()]);
    answers.push(await send());
    expect(answers.map((answer) => answer.status)).toEqual(["applied", "applied", "applied"]);
    const materials = await handle.db
      .selectFrom("job_materials")
      .select(["description", "quantity_hundredths", "unit_price_pence"])
      .where("job_id", "=", job.id)
      .execute();
    expect(materials).toEqual([
      { description: "Washers", quantity_hundredths: 300, unit_price_pence: 33 },
    ]);
    const jobRow = await handle.db
      .selectFrom("jobs")
      .select("time_on_site_minutes")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(jobRow.time_on_site_minutes).toBe(65);
    const invoices = await invoicesOf(job.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.status).toBe("issued");
  });
});

describe("issue on finish", () => {
  it("issues the invoice with the finish, e-mails it once, and a repeated finish makes no second", async () => {
    await handle.db.updateTable("money_settings").set({ issue_on_finish: true }).execute();
    const job = await onSiteJob();
    const input = finished(job.id, { timeOnSiteMinutes: 45, materials: MATERIALS.slice(1) });
    const send = (id: string) =>
      engineerStep(handle.db, dan, input, {
        now: job.at("14:00"),
        siteOrigin: SITE,
        clientAction: { id, tappedAt: job.at("13:55") },
      });
    const [first, again] = await Promise.all([
      send("0b6f3c52-5d0e-4a57-9f7e-2f1c9d3b8a41"),
      send("0b6f3c52-5d0e-4a57-9f7e-2f1c9d3b8a41"),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(again).toEqual(first);
    expect(first.ok && first.message).toMatch(
      /Invoice INV-\d{6} for £53\.50 is issued and on its way by e-mail\./,
    );
    // Another tap of the same button (another id) finds the job finished.
    expect(await send("1d9e2b55-0c3a-4f7e-8b21-5a6c7d8e9f00")).toMatchObject({
      ok: false,
      reason: "unchanged",
    });
    const invoices = await invoicesOf(job.id);
    expect(invoices).toEqual([
      expect.objectContaining({ status: "issued", gross_pence: 4_500 + 850 }),
    ]);
    const mail = await handle.db
      .selectFrom("email_outbox")
      .select("dedupe_key")
      .where("invoice_id", "=", invoices[0]?.id ?? "")
      .execute();
    expect(mail).toEqual([{ dedupe_key: `invoice:${invoices[0]?.id}:issued` }]);
    // The office finds the issued invoice, not a new draft to make.
    const log = await handle.db
      .selectFrom("change_log")
      .select("action")
      .where("entity_id", "=", invoices[0]?.id ?? "")
      .orderBy("id")
      .execute();
    expect(log.map((entry) => entry.action)).toEqual(["draft", "issue"]);
  });

  it("leaves a visit that needs a return to the office, and never stops a finish", async () => {
    await handle.db.updateTable("money_settings").set({ issue_on_finish: true }).execute();
    const returning = await onSiteJob();
    expect(
      await engineerStep(
        handle.db,
        dan,
        finished(returning.id, { timeOnSiteMinutes: 20, materials: [] }, "return-visit"),
        { now: returning.at("14:00"), siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true });
    expect(await invoicesOf(returning.id)).toEqual([]);

    // Nothing to charge (a price list at £0): the job is finished, the draft left for the office.
    const free = await onSiteJob();
    const prices = await handle.db
      .selectFrom("price_list")
      .select(["key", "price_pence"])
      .where("key", "in", ["callout.standard", "labour.hour"])
      .execute();
    await handle.db
      .updateTable("price_list")
      .set({ price_pence: 0 })
      .where("key", "in", ["callout.standard", "labour.hour"])
      .execute();
    try {
      expect(
        await engineerStep(
          handle.db,
          dan,
          finished(free.id, { timeOnSiteMinutes: 20, materials: [] }),
          {
            now: free.at("14:00"),
            siteOrigin: SITE,
          },
        ),
      ).toMatchObject({ ok: true });
    } finally {
      for (const price of prices) {
        await handle.db
          .updateTable("price_list")
          .set({ price_pence: price.price_pence })
          .where("key", "=", price.key)
          .execute();
      }
    }
    expect(await invoicesOf(free.id)).toEqual([
      expect.objectContaining({ status: "draft", number: null }),
    ]);

    // An invoice that cannot be written at all (here a trigger refuses it): rolled back to the
    // savepoint, and the job is finished all the same.
    const broken = await onSiteJob();
    await sql`create function test_refuse_invoices() returns trigger language plpgsql as $$
      begin raise exception 'no invoices today'; end $$`.execute(handle.db);
    await sql`create trigger test_refuse_invoices before insert on public.invoices
      for each row execute function test_refuse_invoices()`.execute(handle.db);
    try {
      expect(
        await engineerStep(
          handle.db,
          dan,
          finished(broken.id, { timeOnSiteMinutes: 20, materials: MATERIALS.slice(1) }),
          { now: broken.at("14:00"), siteOrigin: SITE },
        ),
      ).toMatchObject({ ok: true });
    } finally {
      await sql`drop trigger test_refuse_invoices on public.invoices`.execute(handle.db);
      await sql`drop function test_refuse_invoices()`.execute(handle.db);
    }
    expect(await invoicesOf(broken.id)).toEqual([]);
    const row = await handle.db
      .selectFrom("jobs")
      .select(["status", "time_on_site_minutes"])
      .where("id", "=", broken.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "completed", time_on_site_minutes: 20 });
  });
});

describe("Take payment", () => {
  const SECRET_KEY = "sk_test_standin_finish";
  const WEBHOOK_SECRET = "whsec_standin_finish";
  let standIn: StripeStandIn;
  let stripe: StripePayments;

  beforeEach(async () => {
    standIn = new StripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    stripe = createStripePayments({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: await standIn.start(),
    });
  });
  afterEach(async () => {
    await standIn.stop();
  });

  it("shows what the invoice asks, the code once asked for (one session), the bank without Stripe, then paid", async () => {
    await handle.db.updateTable("money_settings").set({ issue_on_finish: true }).execute();
    const job = await onSiteJob();
    const now = job.at("14:30");
    await engineerStep(handle.db, dan, finished(job.id, { timeOnSiteMinutes: 30, materials: [] }), {
      now,
      siteOrigin: SITE,
    });
    const mine = { engineerId: dan.id, jobId: job.id };
    const [invoice] = await invoicesOf(job.id);
    const number = invoice?.number ?? "";
    expect(await takePaymentView(handle.db, stripe, mine, now)).toEqual({
      state: "card",
      number,
      amountDue: "£45.00",
      qrSvg: null,
    });
    // Another engineer's or an unknown job shows nothing and takes nothing.
    const other = { engineerId: office.id, jobId: job.id };
    expect(await takePaymentView(handle.db, stripe, other, now)).toBeNull();
    expect(await showPaymentCode(handle.db, stripe, other, { siteOrigin: SITE, now })).toEqual({
      ok: false,
      reason: "not-found",
    });

    for (let tap = 0; tap < 2; tap += 1) {
      expect(await showPaymentCode(handle.db, stripe, mine, { siteOrigin: SITE, now })).toEqual({
        ok: true,
        reference: job.reference,
      });
    }
    expect(standIn.sessionsCreated).toBe(1);
    const shown = await takePaymentView(handle.db, stripe, mine, now);
    expect(shown).toMatchObject({ state: "card", amountDue: "£45.00" });
    expect(shown?.state === "card" && shown.qrSvg).toMatch(
      /^<svg role="img" aria-label="Scan to pay £45\.00 by card or Direct Debit"/,
    );

    expect(await takePaymentView(handle.db, null, mine, now)).toEqual({
      state: "bank",
      number,
      amountDue: "£45.00",
      bank: { accountName: "We Fix Coventry Ltd", sortCode: "40-12-34", accountNumber: "12345678" },
    });
    expect(await showPaymentCode(handle.db, null, mine, { siteOrigin: SITE, now })).toMatchObject({
      ok: false,
      reason: "unchanged",
    });

    await recordManualPayment(
      handle.db,
      invoice?.id ?? "",
      {
        amountPence: 4_500,
        method: "cash",
        receivedOn: now.toISOString().slice(0, 10),
        reference: null,
      },
      { now, actor: office },
    );
    expect(await takePaymentView(handle.db, stripe, mine, now)).toEqual({ state: "paid", number });
  });
});

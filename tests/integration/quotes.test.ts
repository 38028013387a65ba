import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newToken } from "../../app/.server/auth/crypto.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { seedDemoJobs } from "../../app/.server/db/seed-demo-jobs.server";
import { seedDemoQuotes } from "../../app/.server/db/seed-demo-quotes.server";
import { seedDemoAccounts } from "../../app/.server/db/seed.server";
import {
  addQuoteLine,
  removeQuoteLine,
  startQuote,
} from "../../app/.server/quotes/quote-drafts.server";
import {
  acceptQuote,
  declineQuote,
  visitQuote,
} from "../../app/.server/quotes/quote-public.server";
import { readQuote } from "../../app/.server/quotes/quote-read.server";
import { sendQuote, withdrawQuote } from "../../app/.server/quotes/quote-send.server";
import { SITE, bookJobFor } from "./support/jobs";
import { createTestDatabase } from "./support/database";
import { addUser } from "./support/organisations";

let handle: DatabaseHandle;
let office: { id: string; role: "admin" };
let customer = 0;

// Late on a summer evening in UTC is already the next day in London: 11 July, so a 30-day
// quote is open through 10 August.
const NOW = new Date("2026-07-10T23:30:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await addUser(handle.db, "quotes-office@example.com", "Olive Office", ["admin"]);
  office = { id: admin.user.id, role: "admin" };
});
afterAll(async () => {
  await handle?.close();
});

function visitor() {
  return { ip: `2001:db8::${randomBytes(2).toString("hex")}` };
}

const WEEKDAYS = ["2026-07-20", "2026-07-21", "2026-07-22", "2026-07-23", "2026-07-24"];

/** A confirmed job without an engineer, each in a window of its own. */
async function bookedJob() {
  const slot = customer;
  customer += 1;
  return bookJobFor(handle.db, {
    engineer: null,
    office,
    day: WEEKDAYS[Math.floor(slot / 4) % WEEKDAYS.length] ?? "2026-07-20",
    hour: 8 + (slot % 4) * 2,
    now: new Date("2026-07-01T09:00:00Z"),
    customer,
  });
}

async function setMoney(values: {
  vatRegistered: boolean;
  depositKind?: "none" | "percent" | "fixed";
  depositValue?: number;
}) {
  await handle.db
    .updateTable("money_settings")
    .set({
      vat_registered: values.vatRegistered,
      vat_number: values.vatRegistered ? "GB123456789" : null,
      deposit_kind: values.depositKind ?? "none",
      deposit_value: values.depositValue ?? 0,
    })
    .execute();
}

/** A job with a sent quote of two lines; returns the link's token. */
async function sentQuote(job?: { id: string; reference: string }) {
  const target = job ?? (await bookedJob());
  const started = await startQuote(handle.db, office, { jobReference: target.reference, now: NOW });
  if (!started.ok) throw new Error("no quote");
  const quoteId = started.quoteId;
  await addQuoteLine(handle.db, {
    quoteId,
    now: NOW,
    line: {
      priceKey: null,
      description: "Refit the bathroom tap",
      quantityHundredths: 150,
      unitPricePence: 3333,
      vatRate: "standard",
    },
  });
  const sent = await sendQuote(handle.db, office, { quoteId, now: NOW, siteOrigin: SITE });
  if (!sent.ok) throw new Error(`not sent: ${sent.reason}`);
  return { quoteId, token: sent.token, job: target };
}

describe("the office's draft", () => {
  it("is one per job, takes price-list and free lines, and its totals are the lines' sums", async () => {
    await setMoney({ vatRegistered: false });
    const job = await bookedJob();
    const first = await startQuote(handle.db, office, { jobReference: job.reference, now: NOW });
    const again = await startQuote(handle.db, office, { jobReference: job.reference, now: NOW });
    if (!first.ok || !again.ok) throw new Error("no quote");
    expect(again).toEqual({ ok: true, quoteId: first.quoteId, created: false });
    expect(await startQuote(handle.db, office, { jobReference: "J-0000-0", now: NOW })).toEqual({
      ok: false,
      reason: "not-found",
    });

    const callout = await handle.db
      .selectFrom("price_list")
      .select(["key", "label", "price_pence"])
      .where("key", "=", "callout.standard")
      .executeTakeFirstOrThrow();
    const quoteId = first.quoteId;
    const line = (description: string, unitPricePence: number, quantityHundredths = 100) => ({
      priceKey: null,
      description,
      quantityHundredths,
      unitPricePence,
      vatRate: "reduced" as const,
    });
    expect(
      await addQuoteLine(handle.db, {
        quoteId,
        now: NOW,
        line: { ...line("", 0), priceKey: callout.key, description: null, unitPricePence: null },
      }),
    ).toEqual({ ok: true });
    await addQuoteLine(handle.db, { quoteId, now: NOW, line: line("Materials", 1999, 250) });
    await addQuoteLine(handle.db, { quoteId, now: NOW, line: line("Skip", 100) });
    expect(
      await addQuoteLine(handle.db, {
        quoteId,
        now: NOW,
        line: { ...line("", 0), priceKey: "no.such.price" },
      }),
    ).toMatchObject({ ok: false, reason: "unknown-price" });
    // 10,000 units at £100,000: refused before it overflows the stored figures.
    expect(
      await addQuoteLine(handle.db, {
        quoteId,
        now: NOW,
        line: line("Gold taps", 10_000_000, 1_000_000),
      }),
    ).toMatchObject({ ok: false, reason: "too-large" });

    let quote = await readQuote(handle.db, { id: quoteId }, NOW);
    const skip = quote?.lines.find((entry) => entry.description === "Skip");
    expect(await removeQuoteLine(handle.db, { quoteId, lineId: skip?.id ?? "", now: NOW })).toEqual(
      { ok: true },
    );
    quote = await readQuote(handle.db, { id: quoteId }, NOW);
    expect(
      quote?.lines.map((entry) => [entry.description, entry.netPence, entry.vatPence]),
    ).toEqual([
      [callout.label, callout.price_pence, 0],
      // 2.5 × £19.99 = £49.975, rounded half away from zero.
      ["Materials", 4998, 0],
    ]);
    expect(quote).toMatchObject({
      state: "draft",
      vatRegistered: false,
      vatPence: 0,
      grossPence: callout.price_pence + 4998,
      byRate: [],
      consumer: true,
    });
  });
});

describe("sending", () => {
  it("stores the token's hash, the validity from London's today, the deposit, and e-mails once", async () => {
    await setMoney({ vatRegistered: true, depositKind: "percent", depositValue: 1000 });
    const { quoteId, token, job } = await sentQuote();
    const row = await handle.db
      .selectFrom("quotes")
      .select(["token_hash", "status"])
      .where("id", "=", quoteId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    const quote = await readQuote(handle.db, { id: quoteId }, NOW);
    // 1.5 × £33.33 = £49.995 → £50.00; VAT 20 % = £10.00; deposit 10 % of £60.00.
    expect(quote).toMatchObject({
      status: "sent",
      state: "open",
      validUntil: "2026-08-10",
      netPence: 5000,
      vatPence: 1000,
      grossPence: 6000,
      depositPence: 600,
      byRate: [{ vatRate: "standard", netPence: 5000, vatPence: 1000, grossPence: 6000 }],
    });

    expect(
      await sendQuote(handle.db, office, { quoteId, now: NOW, siteOrigin: SITE }),
    ).toMatchObject({ ok: false, reason: "not-draft" });
    const mails = await handle.db
      .selectFrom("email_outbox")
      .select(["text_body", "dedupe_key", "kind"])
      .where("quote_id", "=", quoteId)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.dedupe_key).toBe(`quote-sent:${quoteId}`);
    expect(mails[0]?.text_body).toContain(`${SITE}/quote/${token}`);
    expect(mails[0]?.text_body).toContain("VAT: £10.00");
    const events = await handle.db
      .selectFrom("job_events")
      .select("kind")
      .where("job_id", "=", job.id)
      .where("kind", "like", "quote-%")
      .execute();
    expect(events.map((event) => event.kind)).toEqual(["quote-sent"]);
  });

  it("refuses a quote without lines", async () => {
    const job = await bookedJob();
    const started = await startQuote(handle.db, office, { jobReference: job.reference, now: NOW });
    if (!started.ok) throw new Error("no quote");
    expect(
      await sendQuote(handle.db, office, { quoteId: started.quoteId, now: NOW, siteOrigin: SITE }),
    ).toMatchObject({ ok: false, reason: "no-lines" });
  });
});

describe("the customer's link", () => {
  const context = () => ({ ...visitor(), now: NOW, siteOrigin: SITE });

  it("is not found for an unknown or malformed token", async () => {
    expect(await visitQuote(handle.db, newToken(), visitor(), NOW)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await visitQuote(handle.db, "short", visitor(), NOW)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("records one acceptance of two at once, with the consumer's request and notice", async () => {
    await setMoney({ vatRegistered: true });
    const { quoteId, token, job } = await sentQuote();
    const [first, second] = await Promise.all([
      acceptQuote(
        handle.db,
        token,
        { name: "Sam Customer", startWithinCancellationPeriod: true },
        context(),
      ),
      acceptQuote(
        handle.db,
        token,
        { name: "Sam Customer", startWithinCancellationPeriod: true },
        context(),
      ),
    ]);
    const outcomes = [first, second].map((result) => (result.ok ? result.found.done : null));
    expect(outcomes.sort()).toEqual([false, true]);
    const late = [first, second].find((result) => result.ok && !result.found.done);
    expect(late?.ok && !late.found.done && late.found.state).toBe("accepted");

    const quote = await readQuote(handle.db, { id: quoteId }, NOW);
    expect(quote).toMatchObject({
      status: "accepted",
      acceptedName: "Sam Customer",
      startWithinCancellationPeriod: true,
    });
    const mails = await handle.db
      .selectFrom("email_outbox")
      .select(["text_body", "kind"])
      .where("quote_id", "=", quoteId)
      .where("kind", "=", "quote.accepted")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain("RIGHT TO CANCEL");
    expect(mails[0]?.text_body).toContain("MODEL CANCELLATION FORM");
    // Accepted on 11 July in London: the last day to cancel is 25 July.
    expect(mails[0]?.text_body).toContain("Saturday 25 July 2026");
    const events = await handle.db
      .selectFrom("job_events")
      .select(["kind", "note"])
      .where("job_id", "=", job.id)
      .where("kind", "=", "quote-accepted")
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]?.note).toContain("waits in the unassigned queue");

    const visit = await visitQuote(handle.db, token, visitor(), NOW);
    expect(visit.ok && visit.found.cancellationLastDayLabel).toBe("Saturday 25 July 2026");
  });

  it("confirms a requested job on acceptance, and a finished one gets the quoted work as a follow-up", async () => {
    const requested = await bookedJob();
    await handle.db
      .updateTable("jobs")
      .set({ status: "requested" })
      .where("id", "=", requested.id)
      .execute();
    const first = await sentQuote(requested);
    await acceptQuote(
      handle.db,
      first.token,
      { name: "A", startWithinCancellationPeriod: false },
      context(),
    );
    const confirmed = await handle.db
      .selectFrom("jobs")
      .select(["status", "engineer_id"])
      .where("id", "=", requested.id)
      .executeTakeFirstOrThrow();
    expect(confirmed).toEqual({ status: "confirmed", engineer_id: null });

    const finished = await bookedJob();
    await handle.db
      .updateTable("jobs")
      .set({ status: "completed", outcome: "quote" })
      .where("id", "=", finished.id)
      .execute();
    const second = await sentQuote(finished);
    await acceptQuote(
      handle.db,
      second.token,
      { name: "B", startWithinCancellationPeriod: false },
      context(),
    );
    const followUp = await handle.db
      .selectFrom("jobs")
      .select(["status", "engineer_id", "window_start"])
      .where("follows_job_id", "=", finished.id)
      .executeTakeFirstOrThrow();
    expect(followUp).toEqual({ status: "requested", engineer_id: null, window_start: null });
  });

  it("says plainly when the quote has expired, was withdrawn or was declined", async () => {
    const expired = await sentQuote();
    const later = new Date("2026-08-10T23:30:00Z");
    const visit = await visitQuote(handle.db, expired.token, visitor(), later);
    expect(visit.ok && visit.found.quote.state).toBe("expired");
    const lastDay = await visitQuote(
      handle.db,
      expired.token,
      visitor(),
      new Date("2026-08-10T22:30:00Z"),
    );
    expect(lastDay.ok && lastDay.found.quote.state).toBe("open");
    const tooLate = await acceptQuote(
      handle.db,
      expired.token,
      { name: "Late", startWithinCancellationPeriod: false },
      { ...visitor(), now: later, siteOrigin: SITE },
    );
    expect(tooLate.ok && !tooLate.found.done && tooLate.found.state).toBe("expired");

    const withdrawn = await sentQuote();
    expect(
      await withdrawQuote(handle.db, office, { quoteId: withdrawn.quoteId, now: NOW }),
    ).toEqual({
      ok: true,
    });
    const declinedAfter = await declineQuote(
      handle.db,
      withdrawn.token,
      { reason: null },
      { ...visitor(), now: NOW, siteOrigin: SITE },
    );
    expect(declinedAfter.ok && !declinedAfter.found.done && declinedAfter.found.state).toBe(
      "withdrawn",
    );

    const declined = await sentQuote();
    const decision = await declineQuote(
      handle.db,
      declined.token,
      { reason: "Too dear for us this year" },
      { ...visitor(), now: NOW, siteOrigin: SITE },
    );
    expect(decision.ok && decision.found.done).toBe(true);
    expect(
      await withdrawQuote(handle.db, office, { quoteId: declined.quoteId, now: NOW }),
    ).toMatchObject({ ok: false, reason: "decided" });
    const event = await handle.db
      .selectFrom("job_events")
      .select("note")
      .where("job_id", "=", declined.job.id)
      .where("kind", "=", "quote-declined")
      .executeTakeFirstOrThrow();
    expect(event.note).toContain("Too dear for us this year");
  });

  it("shows no VAT when the business is not registered", async () => {
    await setMoney({ vatRegistered: false });
    const { token } = await sentQuote();
    const visit = await visitQuote(handle.db, token, visitor(), NOW);
    if (!visit.ok) throw new Error("not shown");
    expect(visit.found.quote).toMatchObject({ vatRegistered: false, vatPence: 0, byRate: [] });
    expect(visit.found.seller.vatNumber).toBeNull();
  });
});

describe("the demo data", () => {
  it("holds one accepted quote on a demo job, made once", async () => {
    const demo = await createTestDatabase();
    try {
      const now = new Date("2026-07-13T09:00:00Z");
      await seedDemoAccounts(demo.db);
      await seedDemoJobs(demo.db, now);
      await seedDemoQuotes(demo.db, now);
      await seedDemoQuotes(demo.db, now);
      const quotes = await demo.db
        .selectFrom("quotes")
        .innerJoin("jobs", "jobs.id", "quotes.job_id")
        .select([
          "quotes.status",
          "quotes.accepted_name",
          "quotes.gross_pence",
          "jobs.customer_name",
        ])
        .execute();
      expect(quotes).toEqual([
        {
          status: "accepted",
          accepted_name: "Tom Bradley",
          // £180.00 + 3.5 × £45.00 + £27.50, not VAT-registered.
          gross_pence: 36_500,
          customer_name: "Tom Bradley",
        },
      ]);
    } finally {
      await demo.close();
    }
  });
});

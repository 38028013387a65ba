import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "../../app/.server/audit/change-log.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { makeDraftInvoice } from "../../app/.server/invoices/draft.server";
import { issueInvoice, takeNumber } from "../../app/.server/invoices/issue.server";
import { createTestDatabase } from "./support/database";
import { addOffice, finishedJob } from "./support/invoices";
import { SITE } from "./support/jobs";

// Runs on PGlite and, in the PostgreSQL pass (decision 0055), on a server with a pool of
// connections, where the 50 issues really run at the same time.
let handle: DatabaseHandle;
let office: StaffActor;
const NOW = new Date("2026-11-30T10:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  office = await addOffice(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

const sequenceOf = (number: string) => Number(number.slice(number.indexOf("-") + 1));

describe("invoice numbers", () => {
  it("gives 50 invoices issued at once consecutive numbers, no gap and no repeat", async () => {
    const drafts: string[] = [];
    for (let customer = 1; customer <= 50; customer++) {
      const job = await finishedJob(handle.db, customer);
      const draft = await makeDraftInvoice(handle.db, job.reference, office);
      if (!draft.ok) throw new Error("no draft");
      drafts.push(draft.invoiceId);
    }
    // A rolled-back issue gives its number back.
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await takeNumber(trx, "invoice");
        throw new Error("the issue failed after taking its number");
      }),
    ).rejects.toThrow(/failed/);

    const issue = (invoiceId: string) =>
      issueInvoice(handle.db, invoiceId, { now: NOW, actor: office, siteOrigin: SITE });
    // Each issued twice at once as well: a double click issues once.
    const results = await Promise.all([...drafts, ...drafts].map(issue));
    const numbers = new Map<string, string>();
    for (const result of results) {
      if (!result.ok) throw new Error(`not issued: ${result.reason}`);
      const known = numbers.get(result.invoiceId);
      if (known) expect(result.number).toBe(known);
      numbers.set(result.invoiceId, result.number);
    }
    const sorted = [...numbers.values()].map(sequenceOf).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    const stored = await handle.db
      .selectFrom("invoices")
      .select("number")
      .where("status", "=", "issued")
      .execute();
    expect(stored).toHaveLength(50);
    const emails = await handle.db
      .selectFrom("email_outbox")
      .select("id")
      .where("kind", "=", "invoice.issued")
      .execute();
    expect(emails).toHaveLength(50);
  });
});

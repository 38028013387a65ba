import nodemailer, { type SendMailOptions, type Transport } from "nodemailer";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import {
  enqueueEmail,
  listRecentEmails,
  onOutboxWrite,
} from "../../app/.server/email/outbox.server";
import { deliverPendingEmails, retryDelayMs } from "../../app/.server/email/sender.server";
import { createTestDatabase } from "./support/database";

const FROM = "We Fix Coventry <hello@wefixcoventry.co.uk>";
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom("email_outbox").execute();
});
afterEach(() => {
  onOutboxWrite(undefined);
});

function email(n: number, extra: Partial<Parameters<typeof enqueueEmail>[1]> = {}) {
  return {
    to: `person${n}@example.com`,
    subject: `Subject ${n}`,
    text: `Body ${n}`,
    kind: "test",
    ...extra,
  };
}

async function outboxRows() {
  return handle.db.selectFrom("email_outbox").selectAll().orderBy("id").execute();
}

/** A transport that records what it was asked to send, optionally slowly or failing. */
function recordingTransport(options: { delayMs?: number; fail?: string } = {}) {
  const sent: SendMailOptions[] = [];
  const sentAt: number[] = [];
  const transport: Transport<{ messageId: string }> = {
    name: "recording",
    version: "1.0.0",
    send(mail, callback) {
      setTimeout(() => {
        if (options.fail !== undefined) {
          callback(new Error(options.fail), { messageId: "" });
          return;
        }
        sent.push(mail.data);
        sentAt.push(Date.now());
        callback(null, { messageId: `<${sent.length}@test>` });
      }, options.delayMs ?? 0);
    },
  };
  return { transporter: nodemailer.createTransport(transport), sent, sentAt };
}

describe("enqueueEmail", () => {
  it("writes the e-mail with its attachments and wakes the sender", async () => {
    let woken = 0;
    onOutboxWrite(() => woken++);
    await enqueueEmail(handle.db, {
      ...email(1),
      html: "<p>Body 1</p>",
      attachments: [{ filename: "quote.txt", contentType: "text/plain", content: "£120" }],
    });
    expect(woken).toBe(1);
    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to_address: "person1@example.com",
      subject: "Subject 1",
      text_body: "Body 1",
      html_body: "<p>Body 1</p>",
      kind: "test",
      attachments: [{ filename: "quote.txt", contentType: "text/plain", content: "£120" }],
      attempts: 0,
      sent_at: null,
      last_error: null,
    });
    expect(rows[0]?.next_attempt_at).toBeInstanceOf(Date);
  });

  it("stores no attachments as an empty list and no HTML as null", async () => {
    await enqueueEmail(handle.db, email(2));
    const [row] = await outboxRows();
    expect(row?.attachments).toEqual([]);
    expect(row?.html_body).toBeNull();
  });

  it("leaves nothing behind when the surrounding transaction rolls back", async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, email(3));
        const inside = await trx.selectFrom("email_outbox").select("id").execute();
        expect(inside).toHaveLength(1);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await outboxRows()).toEqual([]);
  });

  it("keeps the e-mail when the surrounding transaction commits", async () => {
    await handle.db.transaction().execute(async (trx) => {
      await enqueueEmail(trx, email(4));
    });
    expect((await outboxRows()).map((row) => row.subject)).toEqual(["Subject 4"]);
  });

  it("lists recent e-mails newest first", async () => {
    for (let n = 1; n <= 4; n++) await enqueueEmail(handle.db, email(n));
    const recent = await listRecentEmails(handle.db, 3);
    expect(recent.map((row) => row.subject)).toEqual(["Subject 4", "Subject 3", "Subject 2"]);
  });
});

describe("deliverPendingEmails", () => {
  it("sends pending e-mails through a real nodemailer transport and marks them sent", async () => {
    await enqueueEmail(handle.db, email(1));
    await enqueueEmail(handle.db, {
      ...email(2),
      html: "<p>Hi</p>",
      attachments: [{ filename: "a.txt", contentType: "text/plain", content: "hello" }],
    });
    const transport = nodemailer.createTransport({ jsonTransport: true });

    expect(await deliverPendingEmails(handle.db, transport, FROM)).toEqual({
      sent: 2,
      failed: 0,
      skipped: 0,
    });
    const rows = await outboxRows();
    for (const row of rows) {
      expect(row.sent_at).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
      expect(row.last_error).toBeNull();
    }
    // Nothing is sent twice.
    expect(await deliverPendingEmails(handle.db, transport, FROM)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
  });

  it("passes sender, recipient, subject, bodies and attachments to the transport", async () => {
    await enqueueEmail(handle.db, {
      ...email(5),
      html: "<p>Body 5</p>",
      attachments: [{ filename: "invoice.txt", contentType: "text/plain", content: "Total £45" }],
    });
    const { transporter, sent } = recordingTransport();
    await deliverPendingEmails(handle.db, transporter, FROM);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: FROM,
      to: "person5@example.com",
      subject: "Subject 5",
      text: "Body 5",
      html: "<p>Body 5</p>",
      attachments: [{ filename: "invoice.txt", contentType: "text/plain", content: "Total £45" }],
    });
  });

  it("records a failure, backs off, and does not retry at once", async () => {
    await enqueueEmail(handle.db, email(6));
    const failing = recordingTransport({ fail: "451 try again later" });
    const startedAt = Date.now();

    expect(await deliverPendingEmails(handle.db, failing.transporter, FROM)).toEqual({
      sent: 0,
      failed: 1,
      skipped: 0,
    });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: "451 try again later" });
    const delay = (row?.next_attempt_at.getTime() ?? 0) - startedAt;
    expect(delay).toBeGreaterThanOrEqual(retryDelayMs(1) - 1000);
    expect(delay).toBeLessThanOrEqual(retryDelayMs(1) + 5000);

    // Not due yet: even a working transport sends nothing now.
    const working = recordingTransport();
    expect(await deliverPendingEmails(handle.db, working.transporter, FROM)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    expect(working.sent).toEqual([]);

    // Once due, a second failure doubles the wait.
    await handle.db
      .updateTable("email_outbox")
      .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    const secondStart = Date.now();
    expect(await deliverPendingEmails(handle.db, failing.transporter, FROM)).toEqual({
      sent: 0,
      failed: 1,
      skipped: 0,
    });
    const [again] = await outboxRows();
    expect(again?.attempts).toBe(2);
    expect((again?.next_attempt_at.getTime() ?? 0) - secondStart).toBeGreaterThanOrEqual(
      retryDelayMs(2) - 1000,
    );

    // And when it is due and the transport works, it goes out and the error is cleared.
    await handle.db
      .updateTable("email_outbox")
      .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect(await deliverPendingEmails(handle.db, working.transporter, FROM)).toEqual({
      sent: 1,
      failed: 0,
      skipped: 0,
    });
    const [delivered] = await outboxRows();
    expect(delivered).toMatchObject({ attempts: 3, last_error: null });
    expect(delivered?.sent_at).toBeInstanceOf(Date);
  });

  it("records a real connection failure of an SMTP server that is not there", async () => {
    await enqueueEmail(handle.db, email(7));
    const unreachable = nodemailer.createTransport("smtp://127.0.0.1:1");
    try {
      expect(await deliverPendingEmails(handle.db, unreachable, FROM)).toEqual({
        sent: 0,
        failed: 1,
        skipped: 0,
      });
    } finally {
      unreachable.close();
    }
    const [row] = await outboxRows();
    expect(row?.attempts).toBe(1);
    expect(row?.sent_at).toBeNull();
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it("keeps a long error message to 500 characters", async () => {
    await enqueueEmail(handle.db, email(8));
    const failing = recordingTransport({ fail: "x".repeat(2000) });
    await deliverPendingEmails(handle.db, failing.transporter, FROM);
    const [row] = await outboxRows();
    expect(row?.last_error).toHaveLength(500);
  });

  it("gives up after eight attempts", async () => {
    await enqueueEmail(handle.db, email(9));
    await handle.db
      .updateTable("email_outbox")
      .set({ attempts: 8, next_attempt_at: sql<Date>`now() - interval '1 hour'` })
      .execute();
    const { transporter, sent } = recordingTransport();
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    expect(sent).toEqual([]);

    await handle.db.updateTable("email_outbox").set({ attempts: 7 }).execute();
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toEqual({
      sent: 1,
      failed: 0,
      skipped: 0,
    });
  });

  it("sends in batches of twenty, oldest first", async () => {
    for (let n = 1; n <= 25; n++) await enqueueEmail(handle.db, email(n));
    const { transporter, sent } = recordingTransport();
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toEqual({
      sent: 20,
      failed: 0,
      skipped: 0,
    });
    expect(sent.map((mail) => mail.subject)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Subject ${i + 1}`),
    );
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toEqual({
      sent: 5,
      failed: 0,
      skipped: 0,
    });
    expect(sent).toHaveLength(25);
  });

  it("sends each e-mail once when two senders run at the same time", async () => {
    const total = 30;
    for (let n = 1; n <= total; n++) await enqueueEmail(handle.db, email(n));
    const first = recordingTransport({ delayMs: 5 });
    const second = recordingTransport({ delayMs: 5 });

    const results = await Promise.all([
      deliverPendingEmails(handle.db, first.transporter, FROM),
      deliverPendingEmails(handle.db, second.transporter, FROM),
    ]);
    const subjects = [...first.sent, ...second.sent].map((mail) => mail.subject);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(total);
    expect(results.every((result) => result.failed === 0)).toBe(true);
    expect(subjects).toHaveLength(total);
    expect(new Set(subjects).size).toBe(total);
    // A batch is twenty rows, so each sender did part of the work.
    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
    if (handle.kind === "postgres") {
      // On a server the senders ran side by side: rows locked by one were skipped by the
      // other instead of making it wait for the first transaction to end.
      const overlap =
        Math.max(Math.min(...first.sentAt), Math.min(...second.sentAt)) <=
        Math.min(Math.max(...first.sentAt), Math.max(...second.sentAt));
      expect(overlap).toBe(true);
    }
    for (const row of await outboxRows()) {
      expect(row.attempts).toBe(1);
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    expect(await deliverPendingEmails(handle.db, first.transporter, FROM)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
  });
});

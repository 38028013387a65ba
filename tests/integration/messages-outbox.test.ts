import nodemailer, { type SendMailOptions, type Transport } from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { JobStatus } from "../../app/.server/db/schema.server";
import { cancelJobByOffice, dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { enqueueEmail, enqueueSms } from "../../app/.server/email/outbox.server";
import { deliverPendingEmails } from "../../app/.server/email/sender.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { sendDueReminders } from "../../app/.server/jobs/reminders.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import {
  CLAIM_MS,
  claimDueMessages,
  holdClaims,
  markFailed,
} from "../../app/.server/messages/outbox-claim.server";
import { deliverPendingSms, type SmsTransport } from "../../app/.server/messages/sms.server";
import { SITE, bookingInput } from "./support/jobs";
import { createTestDatabase } from "./support/database";

const FROM = "We Fix Coventry <hello@wefixcoventry.co.uk>";
const NOW = new Date("2026-07-10T09:00:00Z");
const MOBILE = "+447400123456";

let handle: DatabaseHandle;
let admin: { id: string; role: "admin" };
let slot = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  const user = await handle.db
    .insertInto("auth.users")
    .values({
      email: "office@example.com",
      encrypted_password: "x",
      raw_user_meta_data: JSON.stringify({ full_name: "Alex Owner" }),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  admin = { id: user.id, role: "admin" };
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom("email_outbox").execute();
});

/** A job booked at NOW in a window of its own, 08:00–10:00 London time on a July day. */
async function bookJob(overrides: Parameters<typeof bookingInput>[0] = {}) {
  const day = 14 + (slot++ % 14);
  const hour = 8 + 2 * Math.floor(slot / 14);
  const start = new Date(`2026-07-${day}T${String(hour - 1).padStart(2, "0")}:00:00.000Z`);
  const result = await createBooking(
    handle.db,
    bookingInput({
      email: `customer${slot}@example.com`,
      date: `2026-07-${day}`,
      windowStart: start.toISOString(),
      ...overrides,
    }),
    { source: "web", now: NOW, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  const job = await handle.db
    .selectFrom("jobs")
    .select(["id", "window_start"])
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  if (!job.window_start) throw new Error("no window");
  await handle.db.deleteFrom("email_outbox").where("kind", "=", "job.confirmation").execute();
  return { id: job.id, windowStart: job.window_start, day: `2026-07-${day}`, hour };
}

/** A reminder-like message, valid for the job's window and its booked statuses. */
async function queueReminder(job: { id: string; windowStart: Date }, to = "remind@example.com") {
  await enqueueEmail(
    handle.db,
    { to, subject: `Reminder for ${job.id}`, text: "See you tomorrow", kind: "job.reminder" },
    {
      jobId: job.id,
      validForWindowStart: job.windowStart,
      validForStatuses: ["confirmed", "scheduled"],
    },
  );
}

async function setStatus(jobId: string, path: JobStatus[]) {
  await handle.db.transaction().execute(async (trx) => {
    for (const status of path) await transitionJob(trx, jobId, status, { role: "admin" });
  });
}

async function rowsOfKind(kind: string) {
  return handle.db
    .selectFrom("email_outbox")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();
}

function countingTransport(delayMs = 0) {
  const sent: SendMailOptions[] = [];
  const transport: Transport<{ messageId: string }> = {
    name: "counting",
    version: "1.0.0",
    send(mail, callback) {
      setTimeout(() => {
        sent.push(mail.data);
        callback(null, { messageId: `<${sent.length}@test>` });
      }, delayMs);
    },
  };
  return { transporter: nodemailer.createTransport(transport), sent };
}

function countingSms(delayMs = 0) {
  const sent: { to: string; body: string }[] = [];
  const transport: SmsTransport = {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
      return { ok: true, providerId: `SM${sent.length}` };
    },
  };
  return { transport, sent };
}

describe("stale messages", () => {
  it("sends a reminder for a job still in its window and status", async () => {
    const job = await bookJob();
    await queueReminder(job);
    const { transporter, sent } = countingTransport();
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toEqual({
      sent: 1,
      failed: 0,
      skipped: 0,
    });
    expect(sent).toHaveLength(1);
  });

  it("skips, never sends, a reminder for a job the office moved to another window", async () => {
    const job = await bookJob();
    await queueReminder(job);
    const moved = await dispatchJob(
      handle.db,
      admin,
      {
        jobId: job.id,
        engineerId: null,
        windowStart: new Date(job.windowStart.getTime() + 4 * 3_600_000).toISOString(),
        reason: "The engineer is needed at an emergency.",
      },
      { now: NOW, siteOrigin: SITE },
    );
    expect(moved).toMatchObject({ ok: true });
    const { transporter, sent } = countingTransport();
    const result = await deliverPendingEmails(handle.db, transporter, FROM);
    // The move's own e-mail goes; the reminder for the old window does not.
    expect(result).toEqual({ sent: 1, failed: 0, skipped: 1 });
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Booking moved/)]);
    const [reminder] = await rowsOfKind("job.reminder");
    expect(reminder).toMatchObject({
      sent_at: null,
      skip_reason: "The job moved to another arrival window.",
    });
    expect(reminder?.skipped_at).toBeInstanceOf(Date);
    // Skipped for good: later sweeps do not pick it up again.
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
  });

  it("skips a reminder for a job cancelled since, whoever cancelled it", async () => {
    const byCustomer = await bookJob();
    const byOffice = await bookJob();
    await queueReminder(byCustomer, "one@example.com");
    await queueReminder(byOffice, "two@example.com");
    await setStatus(byCustomer.id, ["cancelled"]);
    expect(
      await cancelJobByOffice(
        handle.db,
        admin,
        { jobId: byOffice.id, reason: "Burst pipe elsewhere" },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true });
    const { transporter, sent } = countingTransport();
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toMatchObject({
      skipped: 2,
    });
    expect(sent.map((mail) => mail.to)).toEqual([expect.stringMatching(/^customer/)]);
    const reminders = await rowsOfKind("job.reminder");
    expect(reminders.map((row) => row.skip_reason)).toEqual([
      "The job was cancelled.",
      "The job was cancelled.",
    ]);
  });

  it("skips a reminder for a job the engineer has already started", async () => {
    const job = await bookJob();
    await queueReminder(job);
    await setStatus(job.id, ["scheduled", "en_route"]);
    const { transporter, sent } = countingTransport();
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 1,
    });
    expect(sent).toEqual([]);
    expect((await rowsOfKind("job.reminder"))[0]?.skip_reason).toBe(
      "The job's status is now en_route.",
    );
  });

  it("sends a message without validity whatever happened to its job", async () => {
    const job = await bookJob();
    await enqueueEmail(
      handle.db,
      { to: "note@example.com", subject: "A note", text: "Hello", kind: "job.note" },
      { jobId: job.id },
    );
    await setStatus(job.id, ["cancelled"]);
    const { transporter, sent } = countingTransport();
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toMatchObject({
      sent: 1,
      skipped: 0,
    });
    expect(sent).toHaveLength(1);
  });
});

describe("two senders over the same rows", () => {
  it("delivers every message exactly once, each channel by its own sender", async () => {
    const jobs = await Promise.all([bookJob({ phone: MOBILE }), bookJob({ phone: MOBILE })]);
    // Drop the booking confirmations: only the rows below are counted.
    await handle.db.deleteFrom("email_outbox").execute();
    const total = 30;
    for (let n = 0; n < total; n++) {
      const job = jobs[n % 2];
      if (!job) throw new Error("no job");
      await enqueueEmail(
        handle.db,
        { to: `to${n}@example.com`, subject: `E-mail ${n}`, text: "Body", kind: "test" },
        { jobId: job.id, validForWindowStart: job.windowStart },
      );
      expect(
        await enqueueSms(
          handle.db,
          { to: MOBILE, body: `Text ${n}`, kind: "test" },
          { jobId: job.id, validForStatuses: ["confirmed"] },
        ),
      ).toBe(true);
    }
    const mail = [countingTransport(3), countingTransport(3)];
    const texts = [countingSms(3), countingSms(3)];
    const [firstMail, secondMail] = mail;
    const [firstText, secondText] = texts;
    if (!firstMail || !secondMail || !firstText || !secondText) throw new Error("no transport");
    // Two app processes, each with both senders, sweeping at the same moment, twice.
    for (let round = 0; round < 2; round++) {
      await Promise.all([
        deliverPendingEmails(handle.db, firstMail.transporter, FROM),
        deliverPendingEmails(handle.db, secondMail.transporter, FROM),
        deliverPendingSms(handle.db, firstText.transport),
        deliverPendingSms(handle.db, secondText.transport),
      ]);
    }
    const subjects = mail.flatMap(({ sent }) => sent.map((message) => String(message.subject)));
    const bodies = texts.flatMap(({ sent }) => sent.map((message) => message.body));
    expect(subjects).toHaveLength(total);
    expect(new Set(subjects).size).toBe(total);
    expect(subjects.every((subject) => subject.startsWith("E-mail"))).toBe(true);
    expect(bodies).toHaveLength(total);
    expect(new Set(bodies).size).toBe(total);
    expect(bodies.every((body) => body.startsWith("Text"))).toBe(true);

    const rows = await handle.db.selectFrom("email_outbox").selectAll().execute();
    expect(rows).toHaveLength(2 * total);
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    expect(
      rows
        .filter((row) => row.channel === "sms")
        .every((row) => /^SM\d+$/.test(row.provider_message_id ?? "")),
    ).toBe(true);
  });
});

describe("enqueueSms", () => {
  it("queues a text to a UK mobile when the customer allowed texts", async () => {
    const job = await bookJob({ phone: MOBILE });
    expect(
      await enqueueSms(
        handle.db,
        { to: MOBILE, body: "On the way", kind: "test" },
        { jobId: job.id },
      ),
    ).toBe(true);
    const [row] = await handle.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("channel", "=", "sms")
      .execute();
    expect(row).toMatchObject({
      channel: "sms",
      to_address: MOBILE,
      subject: "",
      text_body: "On the way",
      job_id: job.id,
    });
  });

  // A Channel Islands or Isle of Man mobile (+44 7781…) is a UK-dialled mobile and gets its
  // texts (decision 0087); a landline, a personal number (070) and junk get none.
  it("queues nothing for a landline, a personal number or junk", async () => {
    for (const to of ["+442476990123", "+447000123456", "not a number", ""]) {
      expect(await enqueueSms(handle.db, { to, body: "Hi", kind: "test" }), to).toBe(false);
    }
    expect(await handle.db.selectFrom("email_outbox").selectAll().execute()).toEqual([]);
  });

  it("queues nothing when the customer said no to texts on the booking form", async () => {
    const job = await bookJob({ phone: MOBILE, textsAllowed: false });
    const row = await handle.db
      .selectFrom("jobs")
      .select("texts_allowed")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(row.texts_allowed).toBe(false);
    expect(
      await enqueueSms(
        handle.db,
        { to: MOBILE, body: "On the way", kind: "test" },
        { jobId: job.id },
      ),
    ).toBe(false);
    expect(
      await handle.db.selectFrom("email_outbox").selectAll().where("channel", "=", "sms").execute(),
    ).toEqual([]);
  });

  it("defaults to texts allowed when the booking did not say", async () => {
    const job = await bookJob({ phone: MOBILE });
    const row = await handle.db
      .selectFrom("jobs")
      .select("texts_allowed")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(row.texts_allowed).toBe(true);
  });

  it("sends the office's move by text too, and only once the sender for texts runs", async () => {
    const job = await bookJob({ phone: MOBILE });
    await handle.db.deleteFrom("email_outbox").execute();
    const target = new Date(job.windowStart.getTime() + 2 * 3_600_000);
    expect(
      await dispatchJob(
        handle.db,
        admin,
        {
          jobId: job.id,
          engineerId: null,
          windowStart: target.toISOString(),
          reason: "Van broke down",
        },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true });
    const { transporter } = countingTransport();
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toMatchObject({ sent: 1 });
    const texts = countingSms();
    expect(await deliverPendingSms(handle.db, texts.transport)).toMatchObject({ sent: 1 });
    expect(texts.sent[0]?.to).toBe(MOBILE);
    expect(texts.sent[0]?.body).toMatch(/Why: Van broke down\./);
  });
});

describe("the reminder sweep", () => {
  async function reminderCount(jobId: string) {
    const rows = await handle.db
      .selectFrom("email_outbox")
      .select("id")
      .where("kind", "=", "job.reminder")
      .where("job_id", "=", jobId)
      .execute();
    return rows.length;
  }

  it("queues no reminder for a cancelled or a started job", async () => {
    const cancelled = await bookJob();
    const started = await bookJob();
    await setStatus(cancelled.id, ["cancelled"]);
    await setStatus(started.id, ["scheduled", "en_route"]);
    const dayBefore = new Date(started.windowStart.getTime() - 12 * 3_600_000);
    await sendDueReminders(handle.db, { now: dayBefore, siteOrigin: SITE });
    await sendDueReminders(handle.db, {
      now: new Date(cancelled.windowStart.getTime() - 12 * 3_600_000),
      siteOrigin: SITE,
    });
    expect(await reminderCount(cancelled.id)).toBe(0);
    expect(await reminderCount(started.id)).toBe(0);
  });

  it("after a move, skips the old window's reminder and reminds once for the new window", async () => {
    const job = await bookJob();
    const dayBefore = new Date(job.windowStart.getTime() - 20 * 3_600_000);
    await sendDueReminders(handle.db, { now: dayBefore, siteOrigin: SITE });
    expect(await reminderCount(job.id)).toBe(1);

    // Moved two days later, while the reminder for the old window still waits in the outbox.
    const target = new Date(job.windowStart.getTime() + 48 * 3_600_000);
    expect(
      await dispatchJob(
        handle.db,
        admin,
        { jobId: job.id, engineerId: null, windowStart: target.toISOString() },
        { now: dayBefore, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true });
    // Not yet a day before the new window: no second reminder.
    await sendDueReminders(handle.db, { now: dayBefore, siteOrigin: SITE });
    expect(await reminderCount(job.id)).toBe(1);

    const { transporter } = countingTransport();
    await deliverPendingEmails(handle.db, transporter, FROM);
    const reminderRows = async () =>
      handle.db
        .selectFrom("email_outbox")
        .select(["sent_at", "skip_reason"])
        .where("kind", "=", "job.reminder")
        .where("job_id", "=", job.id)
        .orderBy("id")
        .execute();
    expect(await reminderRows()).toEqual([
      { sent_at: null, skip_reason: "The job moved to another arrival window." },
    ]);

    const dayBeforeNew = new Date(target.getTime() - 20 * 3_600_000);
    await sendDueReminders(handle.db, { now: dayBeforeNew, siteOrigin: SITE });
    await sendDueReminders(handle.db, { now: dayBeforeNew, siteOrigin: SITE });
    expect(await reminderCount(job.id)).toBe(2);
    await deliverPendingEmails(handle.db, transporter, FROM);
    const [old, renewed] = await reminderRows();
    expect(old?.sent_at).toBeNull();
    expect(renewed?.skip_reason).toBeNull();
    expect(renewed?.sent_at).toBeInstanceOf(Date);
  });
});

describe("a sender that stops mid-batch", () => {
  /** What a process that died after claiming leaves behind: its hold, run out. */
  async function holdRunsOut() {
    await handle.db
      .updateTable("email_outbox")
      .set({ next_attempt_at: new Date(Date.now() - 1_000) })
      .where("sent_at", "is", null)
      .execute();
  }

  // One booking for the tests that only need a job to hang messages on: windows are few.
  let job: Awaited<ReturnType<typeof bookJob>>;
  beforeAll(async () => {
    job = await bookJob();
  });

  it("holds its rows for CLAIM_MS, not a quarter of an hour", async () => {
    await queueReminder(job);
    const before = Date.now();
    const { messages } = await claimDueMessages(handle.db, "email");
    expect(messages).toHaveLength(1);
    const row = (await rowsOfKind("job.reminder"))[0];
    const heldFor = (row?.next_attempt_at.getTime() ?? 0) - before;
    expect(heldFor).toBeGreaterThan(CLAIM_MS - 5_000);
    expect(heldFor).toBeLessThanOrEqual(CLAIM_MS + 5_000);
    expect(CLAIM_MS).toBeLessThanOrEqual(60_000);
  });

  it("keeps renewing the hold on the rows it is still sending, and only those", async () => {
    await queueReminder(job, "first@example.com");
    await queueReminder(job, "second@example.com");
    const { messages } = await claimDueMessages(handle.db, "email");
    const [first, second] = messages;
    if (!first || !second) throw new Error("two messages expected");
    await holdRunsOut();
    const hold = holdClaims(handle.db, messages, 30);
    hold.finished(first.id);
    await new Promise((resolve) => setTimeout(resolve, 150));
    hold.release();
    const rows = await rowsOfKind("job.reminder");
    const heldUntil = new Map(rows.map((row) => [String(row.id), row.next_attempt_at.getTime()]));
    expect(heldUntil.get(second.id)).toBeGreaterThan(Date.now() + CLAIM_MS - 5_000);
    expect(heldUntil.get(first.id)).toBeLessThan(Date.now());
    // Another process finds only the row nobody renewed.
    const other = await claimDueMessages(handle.db, "email");
    expect(other.messages.map((message) => message.id)).toEqual([first.id]);
  });

  it("never undoes a failure's backoff, even when a renewal comes after the failure was recorded", async () => {
    await queueReminder(job);
    const { messages } = await claimDueMessages(handle.db, "email");
    const [message] = messages;
    if (!message) throw new Error("one message expected");
    const hold = holdClaims(handle.db, messages, 30);
    // The provider asked us to wait an hour; the row is still in `hold` while renewals run.
    await markFailed(handle.db, message, { error: "429", retryAfterMs: 3_600_000 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    hold.release();
    const row = (await rowsOfKind("job.reminder"))[0];
    expect(row?.attempts).toBe(1);
    expect(row?.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it("lets another process send what the dead one claimed, once its hold runs out", async () => {
    await queueReminder(job);
    expect((await claimDueMessages(handle.db, "email")).messages).toHaveLength(1);
    const { transporter, sent } = countingTransport();
    // Still held: the other process leaves it.
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toMatchObject({ sent: 0 });
    await holdRunsOut();
    expect(await deliverPendingEmails(handle.db, transporter, FROM)).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
  });

  it("drops an 'on my way' text claimed by a dead process once the engineer has arrived", async () => {
    // The last test of the block: it moves the shared job on.
    await setStatus(job.id, ["scheduled", "en_route"]);
    expect(
      await enqueueSms(
        handle.db,
        { to: MOBILE, body: "Dan is on the way", kind: "job.on_my_way" },
        { jobId: job.id, validForStatuses: ["en_route"] },
      ),
    ).toBe(true);
    expect((await claimDueMessages(handle.db, "sms")).messages).toHaveLength(1);
    await setStatus(job.id, ["on_site"]);
    await holdRunsOut();
    const { transport, sent } = countingSms();
    expect(await deliverPendingSms(handle.db, transport)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 1,
    });
    expect(sent).toEqual([]);
  });
});

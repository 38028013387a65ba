import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashToken } from "../../app/.server/auth/crypto.server";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { EmailAttachment } from "../../app/.server/db/schema.server";
import { listWindows } from "../../app/.server/jobs/availability.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import {
  addCustomerNote,
  cancelCustomerJob,
  rescheduleCustomerJob,
} from "../../app/.server/jobs/customer-changes.server";
import { listCustomerJobs, type CustomerScope } from "../../app/.server/jobs/customer-jobs.server";
import {
  findCustomerByPortalToken,
  issueNewPortalLink,
} from "../../app/.server/jobs/portal-link.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import { readForm } from "../../app/.server/http/form.server";
import { UNAVAILABLE_MESSAGE } from "../../app/.server/http/refusal.server";
import { answerJobForm } from "../../app/routes/portal.form-answers.server";
import { changeJob } from "../../app/.server/portal/job-changes.server";
import { JOB_PHOTO_LIMITS } from "../../app/.server/storage/photo-uploads.server";
import { findTrackedJob } from "../../app/.server/tracking/tracking.server";
import type { BookingInput } from "../../app/lib/schemas/booking";
import { JOB_FORM_SCHEMAS } from "../../app/lib/schemas/portal";
import { CONTROL_CHARACTER_MESSAGE } from "../../app/lib/schemas/text";
import { parseIcs, propertyOf } from "./support/ics";
import { SITE, bookingInput, confirmationTokens } from "./support/jobs";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const NOW = new Date("2026-07-10T09:00:00Z");
// London is on summer time in July: 08:00 there is 07:00 UTC.
const at = (date: string, londonHour: number) =>
  `${date}T${String(londonHour - 1).padStart(2, "0")}:00:00.000Z`;

/** Books and returns the job and the portal token read from the confirmation e-mail. */
async function book(overrides: Partial<BookingInput>, options: { userId?: string } = {}) {
  const result = await createBooking(handle.db, bookingInput(overrides), {
    source: options.userId ? "client" : "web",
    userId: options.userId ?? null,
    now: NOW,
    siteOrigin: SITE,
  });
  if (!result.ok) throw new Error(`Booking refused: ${result.reason}`);
  const { portalToken: token, trackingToken } = await confirmationTokens(
    handle.db,
    result.reference,
  );
  const job = await handle.db
    .selectFrom("jobs")
    .select(["id", "reference", "customer_id"])
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  const scope: CustomerScope = { kind: "portal", customerId: job.customer_id };
  return { ...job, token, trackingToken, scope };
}

async function jobRow(id: string) {
  return handle.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function emailsOfKind(kind: string, reference: string) {
  return handle.db
    .selectFrom("email_outbox")
    .selectAll()
    .where("kind", "=", kind)
    .where("subject", "like", `%(${reference})`)
    .execute();
}

async function freeIn(date: string, start: string) {
  const windows = await listWindows(handle.db, date, { now: NOW });
  return windows.find((window) => window.start === start)?.free;
}

const portalChange = { actor: "customer-link" as const, now: NOW, siteOrigin: SITE };
const bookingsUrl = `${SITE}/portal/the-link`;

describe("portal links", () => {
  it("find the customer by the token's hash; unknown and malformed tokens find nobody", async () => {
    const job = await book({
      email: "link@example.com",
      date: "2026-08-02",
      windowStart: at("2026-08-02", 8),
    });
    const customer = await findCustomerByPortalToken(handle.db, job.token);
    expect(customer).toEqual({
      id: job.customer_id,
      name: "Sarah Mitchell",
      email: "link@example.com",
    });
    const stored = await handle.db
      .selectFrom("customers")
      .select("portal_token_hash")
      .where("id", "=", job.customer_id)
      .executeTakeFirstOrThrow();
    expect(stored.portal_token_hash).toBe(hashToken(job.token));

    const unknown = `${job.token.slice(0, 42)}${job.token.endsWith("A") ? "B" : "A"}`;
    expect(await findCustomerByPortalToken(handle.db, unknown)).toBeNull();
    for (const malformed of [
      "",
      "short",
      `${job.token}x`,
      `${job.token.slice(0, 42)}!`,
      "../admin",
    ]) {
      expect(await findCustomerByPortalToken(handle.db, malformed)).toBeNull();
    }
  });

  it("a new link e-mailed on request replaces the old one at once", async () => {
    const job = await book({
      email: "Renew@Example.com",
      date: "2026-07-21",
      windowStart: at("2026-07-21", 8),
    });
    expect(
      await issueNewPortalLink(handle.db, "  renew@EXAMPLE.com ", {
        siteOrigin: `${SITE}/`,
        now: NOW,
      }),
    ).toEqual({
      sent: true,
    });
    const mail = await handle.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "portal.link")
      .where("to_address", "=", "renew@example.com")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Your link to your We Fix Coventry bookings");
    const fresh = /http:\/\/localhost:3000\/portal\/([A-Za-z0-9_-]{43})\n/.exec(
      mail.text_body,
    )?.[1];
    if (!fresh) throw new Error("No link in the e-mail");
    expect(fresh).not.toBe(job.token);
    expect(mail.text_body).toContain("Any link we sent you before no longer works");

    expect(await findCustomerByPortalToken(handle.db, job.token)).toBeNull();
    expect((await findCustomerByPortalToken(handle.db, fresh))?.id).toBe(job.customer_id);
  });

  it("an address without bookings gets no e-mail and no customer is made", async () => {
    const before = await handle.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(await issueNewPortalLink(handle.db, "nobody@example.com", { siteOrigin: SITE })).toEqual(
      {
        sent: false,
      },
    );
    const after = await handle.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
    const customers = await handle.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", "nobody@example.com")
      .execute();
    expect(customers).toEqual([]);
  });
});

describe("listCustomerJobs", () => {
  it("lists every job booked with the portal's e-mail with its timeline and what may change", async () => {
    const first = await book({
      email: "list@example.com",
      date: "2026-07-14",
      windowStart: at("2026-07-14", 8),
    });
    const second = await book({
      email: "list@example.com",
      service: "electrical-services",
      date: "2026-07-13",
      windowStart: at("2026-07-13", 14),
    });
    await book({
      email: "someone-else@example.com",
      date: "2026-07-14",
      windowStart: at("2026-07-14", 10),
    });

    const jobs = await listCustomerJobs(handle.db, second.scope, { now: NOW });
    expect(jobs.map((job) => job.reference)).toEqual([second.reference, first.reference]);
    expect(jobs[1]).toMatchObject({
      id: first.id,
      serviceSlug: "plumbing-repairs",
      serviceName: "Plumbing repairs",
      status: "confirmed",
      statusLabel: "Booking confirmed",
      windowLabel: "Tuesday 14 July, 08:00–10:00",
      windowDate: "2026-07-14",
      address: "12 Spon Street, Coventry, CV1 5DZ",
      change: { allowed: true, deadlineLabel: "Monday 13 July, 08:00" },
      note: { allowed: true },
    });
    expect(jobs[1]?.timeline.map((entry) => [entry.title, entry.atLabel])).toEqual([
      ["Booking received", "Friday 10 July, 10:00"],
      ["Booking confirmed", "Friday 10 July, 10:00"],
    ]);
  });

  it("puts open jobs first, soonest first, then finished and cancelled ones", async () => {
    const later = await book({
      email: "order@example.com",
      date: "2026-07-24",
      windowStart: at("2026-07-24", 8),
    });
    const sooner = await book({
      email: "order@example.com",
      date: "2026-07-23",
      windowStart: at("2026-07-23", 8),
    });
    const gone = await book({
      email: "order@example.com",
      date: "2026-07-25",
      windowStart: at("2026-07-25", 8),
    });
    await cancelCustomerJob(handle.db, gone.scope, { jobId: gone.id }, portalChange);
    const jobs = await listCustomerJobs(handle.db, gone.scope, { now: NOW });
    expect(jobs.map((job) => job.reference)).toEqual([
      sooner.reference,
      later.reference,
      gone.reference,
    ]);
    expect(jobs[2]?.change).toEqual({ allowed: false, reason: "This job was cancelled." });
  });

  it("shows a signed-in client the jobs of their account, and those of their verified e-mail", async () => {
    const userId = await createConfirmedUser(handle.db, {
      email: "client-list@example.com",
      password: "client-password-1",
      fullName: "Clara Client",
      companyName: null,
    });
    const signedIn = await book(
      { email: "tenant@example.com", date: "2026-07-27", windowStart: at("2026-07-27", 8) },
      { userId },
    );
    const beforeAccount = await book({
      email: "client-list@example.com",
      date: "2026-07-27",
      windowStart: at("2026-07-27", 10),
    });
    await book({
      email: "stranger@example.com",
      date: "2026-07-27",
      windowStart: at("2026-07-27", 12),
    });

    const verified = await listCustomerJobs(
      handle.db,
      { kind: "account", userId, verifiedEmail: "Client-List@example.com" },
      { now: NOW },
    );
    expect(verified.map((job) => job.reference)).toEqual([
      signedIn.reference,
      beforeAccount.reference,
    ]);
    const unverified = await listCustomerJobs(
      handle.db,
      { kind: "account", userId, verifiedEmail: null },
      { now: NOW },
    );
    expect(unverified.map((job) => job.reference)).toEqual([signedIn.reference]);
  });
});

describe("rescheduling", () => {
  it("moves the job to a free window in one go: place, job, timeline and e-mail with a fresh .ics", async () => {
    const job = await book({
      email: "move@example.com",
      date: "2026-07-15",
      windowStart: at("2026-07-15", 8),
    });
    const confirmation = (await emailsOfKind("job.confirmation", job.reference))[0]!;
    const result = await rescheduleCustomerJob(
      handle.db,
      job.scope,
      { jobId: job.id, date: "2026-07-16", windowStart: at("2026-07-16", 12) },
      { ...portalChange, bookingsUrl },
    );
    expect(result).toEqual({
      ok: true,
      reference: job.reference,
      windowLabel: "Thursday 16 July, 12:00–14:00",
    });

    const row = await jobRow(job.id);
    expect(row.window_start?.toISOString()).toBe(at("2026-07-16", 12));
    expect(row.window_end?.toISOString()).toBe(at("2026-07-16", 14));
    expect(row.status).toBe("confirmed");
    expect(row.reminder_sent_at).toBeNull();
    const day = await handle.db
      .selectFrom("jobs")
      .select((eb) => eb.cast<string>("requested_date", "text").as("day"))
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(day.day).toBe("2026-07-16");
    expect(await freeIn("2026-07-15", at("2026-07-15", 8))).toBe(1);
    expect(await freeIn("2026-07-16", at("2026-07-16", 12))).toBe(0);

    const events = await handle.db
      .selectFrom("job_events")
      .select(["kind", "actor_role", "note"])
      .where("job_id", "=", job.id)
      .where("kind", "=", "rescheduled")
      .execute();
    expect(events).toEqual([
      {
        kind: "rescheduled",
        actor_role: "customer-link",
        note: "Wednesday 15 July, 08:00–10:00 → Thursday 16 July, 12:00–14:00",
      },
    ]);
    const [timelineJob] = (await listCustomerJobs(handle.db, job.scope, { now: NOW })).filter(
      (listed) => listed.id === job.id,
    );
    expect(timelineJob?.timeline.at(-1)).toMatchObject({
      title: "Booking moved",
      detail: "Wednesday 15 July, 08:00–10:00 → Thursday 16 July, 12:00–14:00",
    });

    const [moved] = await emailsOfKind("job.rescheduled", job.reference);
    if (!moved) throw new Error("No e-mail about the move");
    expect(moved.to_address).toBe("move@example.com");
    expect(moved.subject).toBe(
      `Booking moved: Plumbing repairs, Thursday 16 July, 12:00–14:00 (${job.reference})`,
    );
    expect(moved.text_body).toContain("Was: Wednesday 15 July, 08:00–10:00");
    expect(moved.text_body).toContain(bookingsUrl);
    const attachments: EmailAttachment[] = moved.attachments;
    const event = parseIcs(attachments[0]!.content).components.find((c) => c.name === "VEVENT");
    if (!event) throw new Error("No VEVENT");
    expect(propertyOf(event, "DTSTART").value).toBe("20260716T110000Z");
    expect(propertyOf(event, "DTEND").value).toBe("20260716T130000Z");
    const confirmationAttachments: EmailAttachment[] = confirmation.attachments;
    const original = parseIcs(confirmationAttachments[0]!.content).components.find(
      (c) => c.name === "VEVENT",
    );
    expect(propertyOf(event, "UID").value).toBe(original && propertyOf(original, "UID").value);
  });

  it("refuses a full window, keeps the job where it was, and offers the nearest free windows", async () => {
    const job = await book({
      email: "full@example.com",
      date: "2026-07-17",
      windowStart: at("2026-07-17", 8),
    });
    await book({
      email: "taker@example.com",
      date: "2026-07-17",
      windowStart: at("2026-07-17", 12),
    });
    const result = await rescheduleCustomerJob(
      handle.db,
      job.scope,
      { jobId: job.id, date: "2026-07-17", windowStart: at("2026-07-17", 12) },
      { ...portalChange, bookingsUrl },
    );
    if (result.ok || result.reason !== "window-full")
      throw new Error(`Expected full, got ${JSON.stringify(result)}`);
    expect(result.alternatives.map((window) => window.start)).toEqual([
      at("2026-07-17", 10),
      at("2026-07-17", 14),
      at("2026-07-17", 16),
    ]);
    expect((await jobRow(job.id)).window_start?.toISOString()).toBe(at("2026-07-17", 8));
    expect(await emailsOfKind("job.rescheduled", job.reference)).toEqual([]);
  });

  it("refuses the window the job already has, and one that cannot be booked", async () => {
    const job = await book({
      email: "same@example.com",
      date: "2026-07-18",
      windowStart: at("2026-07-18", 8),
    });
    const same = await rescheduleCustomerJob(
      handle.db,
      job.scope,
      { jobId: job.id, date: "2026-07-18", windowStart: at("2026-07-18", 8) },
      { ...portalChange, bookingsUrl },
    );
    expect(same).toMatchObject({ ok: false, reason: "refused" });
    for (const input of [
      { date: "2026-07-10", windowStart: at("2026-07-10", 10) }, // less than 2 hours' notice
      { date: "2026-07-18", windowStart: "2026-07-18T07:30:00.000Z" }, // not a window
      { date: "2026-10-01", windowStart: at("2026-10-01", 8) }, // beyond 60 days
    ]) {
      const result = await rescheduleCustomerJob(
        handle.db,
        job.scope,
        { jobId: job.id, ...input },
        { ...portalChange, bookingsUrl },
      );
      expect(result).toEqual({
        ok: false,
        reason: "refused",
        message:
          "That arrival window can no longer be booked online. Choose another window, or call us on 024 7699 0123.",
      });
    }
    expect((await jobRow(job.id)).window_start?.toISOString()).toBe(at("2026-07-18", 8));
  });

  it("moves a job into a window of another day than the one on screen (the nearest free ones)", async () => {
    const job = await book({
      email: "next-day@example.com",
      date: "2026-07-20",
      windowStart: at("2026-07-20", 10),
    });
    const moved = await rescheduleCustomerJob(
      handle.db,
      job.scope,
      { jobId: job.id, date: "2026-07-18", windowStart: at("2026-07-19", 12) },
      { ...portalChange, bookingsUrl },
    );
    expect(moved).toMatchObject({ ok: true });
    const row = await jobRow(job.id);
    expect(row.window_start?.toISOString()).toBe(at("2026-07-19", 12));
  });

  it("gives exactly one of two jobs racing for the last place in a window", async () => {
    const one = await book({
      email: "race-one@example.com",
      date: "2026-07-28",
      windowStart: at("2026-07-28", 8),
    });
    const two = await book({
      email: "race-two@example.com",
      date: "2026-07-28",
      windowStart: at("2026-07-28", 10),
    });
    const target = { date: "2026-07-28", windowStart: at("2026-07-28", 16) };
    const results = await Promise.all(
      [one, two].map((job) =>
        rescheduleCustomerJob(
          handle.db,
          job.scope,
          { jobId: job.id, ...target },
          { ...portalChange, bookingsUrl },
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "window-full")).toHaveLength(
      1,
    );
    expect(await freeIn("2026-07-28", target.windowStart)).toBe(0);
  });
});

describe("the cut-off", () => {
  it("refuses moving and cancelling within 24 hours of the window, with the reason", async () => {
    const job = await book({
      email: "late@example.com",
      date: "2026-07-19",
      windowStart: at("2026-07-19", 8),
    });
    const justBefore = new Date(new Date(at("2026-07-19", 8)).getTime() - 24 * 3_600_000 - 1000);
    const justAfter = new Date(new Date(at("2026-07-19", 8)).getTime() - 24 * 3_600_000);
    const reason = "Changes close 24 hours before the arrival window — call us on 024 7699 0123.";

    const [listedBefore] = await listCustomerJobs(handle.db, job.scope, { now: justBefore });
    expect(listedBefore?.change.allowed).toBe(true);
    const [listedAfter] = await listCustomerJobs(handle.db, job.scope, { now: justAfter });
    expect(listedAfter?.change).toEqual({ allowed: false, reason });
    expect(listedAfter?.note).toEqual({ allowed: true });

    const moved = await rescheduleCustomerJob(
      handle.db,
      job.scope,
      { jobId: job.id, date: "2026-07-20", windowStart: at("2026-07-20", 8) },
      { ...portalChange, now: justAfter, bookingsUrl },
    );
    expect(moved).toEqual({ ok: false, reason: "refused", message: reason });
    const cancelled = await cancelCustomerJob(
      handle.db,
      job.scope,
      { jobId: job.id },
      { ...portalChange, now: justAfter },
    );
    expect(cancelled).toEqual({ ok: false, reason: "refused", message: reason });
    expect((await jobRow(job.id)).status).toBe("confirmed");

    // Notes are still welcome: the engineer reads them on the day.
    const noted = await addCustomerNote(
      handle.db,
      job.scope,
      { jobId: job.id, note: "The side gate code is 1234." },
      { actor: "customer-link", now: justAfter },
    );
    expect(noted).toEqual({ ok: true, reference: job.reference });
  });
});

describe("cancelling", () => {
  it("cancels through the status machine, frees the window for another booking and e-mails the customer", async () => {
    const job = await book({
      email: "cancel@example.com",
      date: "2026-07-20",
      windowStart: at("2026-07-20", 8),
    });
    const refused = await createBooking(
      handle.db,
      bookingInput({
        email: "waiting@example.com",
        date: "2026-07-20",
        windowStart: at("2026-07-20", 8),
      }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    expect(refused).toMatchObject({ ok: false, reason: "window-full" });

    const result = await cancelCustomerJob(
      handle.db,
      job.scope,
      { jobId: job.id, reason: "Fixed it myself." },
      portalChange,
    );
    expect(result).toEqual({ ok: true, reference: job.reference });
    expect((await jobRow(job.id)).status).toBe("cancelled");
    const events = await handle.db
      .selectFrom("job_events")
      .select(["kind", "from_status", "to_status", "actor_role", "note"])
      .where("job_id", "=", job.id)
      .orderBy("id", "desc")
      .limit(1)
      .execute();
    expect(events).toEqual([
      {
        kind: "status",
        from_status: "confirmed",
        to_status: "cancelled",
        actor_role: "customer-link",
        note: "Fixed it myself.",
      },
    ]);
    const [mail] = await emailsOfKind("job.cancelled", job.reference);
    expect(mail?.to_address).toBe("cancel@example.com");
    expect(mail?.subject).toBe(
      `Booking cancelled: Plumbing repairs, Monday 20 July, 08:00–10:00 (${job.reference})`,
    );
    expect(mail?.text_body).toContain(`${SITE}/book?service=plumbing-repairs`);

    const [listed] = await listCustomerJobs(handle.db, job.scope, { now: NOW });
    expect(listed?.timeline.at(-1)).toMatchObject({
      title: "Booking cancelled",
      detail: "Your reason: Fixed it myself.",
    });

    const another = await createBooking(
      handle.db,
      bookingInput({
        email: "waiting@example.com",
        date: "2026-07-20",
        windowStart: at("2026-07-20", 8),
      }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    expect(another.ok).toBe(true);
  });

  it("lets a signed-in client cancel a job of their account", async () => {
    const userId = await createConfirmedUser(handle.db, {
      email: "client-cancel@example.com",
      password: "client-password-1",
      fullName: "Clara Client",
      companyName: null,
    });
    const job = await book(
      { email: "client-cancel@example.com", date: "2026-07-29", windowStart: at("2026-07-29", 8) },
      { userId },
    );
    const scope: CustomerScope = { kind: "account", userId, verifiedEmail: null };
    const result = await cancelCustomerJob(
      handle.db,
      scope,
      { jobId: job.id },
      { ...portalChange, actor: "client" },
    );
    expect(result).toEqual({ ok: true, reference: job.reference });
    const event = await handle.db
      .selectFrom("job_events")
      .select("actor_role")
      .where("job_id", "=", job.id)
      .where("to_status", "=", "cancelled")
      .executeTakeFirstOrThrow();
    expect(event.actor_role).toBe("client");
  });
});

describe("jobs that may no longer change", () => {
  it("a cancelled job cannot be moved, cancelled again or noted, from any link", async () => {
    const job = await book({
      email: "closed@example.com",
      date: "2026-07-22",
      windowStart: at("2026-07-22", 8),
    });
    await cancelCustomerJob(handle.db, job.scope, { jobId: job.id }, portalChange);
    const refusal = { ok: false, reason: "refused", message: "This job was cancelled." };
    expect(
      await rescheduleCustomerJob(
        handle.db,
        job.scope,
        { jobId: job.id, date: "2026-07-22", windowStart: at("2026-07-22", 12) },
        { ...portalChange, bookingsUrl },
      ),
    ).toEqual(refusal);
    expect(await cancelCustomerJob(handle.db, job.scope, { jobId: job.id }, portalChange)).toEqual(
      refusal,
    );
    expect(
      await addCustomerNote(handle.db, job.scope, { jobId: job.id, note: "Hello?" }, portalChange),
    ).toEqual(refusal);
    // A new portal link, or the client area, changes nothing.
    await issueNewPortalLink(handle.db, "closed@example.com", { siteOrigin: SITE, now: NOW });
    const userId = await createConfirmedUser(handle.db, {
      email: "closed@example.com",
      password: "client-password-1",
      fullName: "Sarah Mitchell",
      companyName: null,
    });
    expect(
      await cancelCustomerJob(
        handle.db,
        { kind: "account", userId, verifiedEmail: "closed@example.com" },
        { jobId: job.id },
        { ...portalChange, actor: "client" },
      ),
    ).toEqual(refusal);
  });

  it("a completed job cannot be changed; one under way can only take notes", async () => {
    const job = await book({
      email: "done@example.com",
      date: "2026-07-26",
      windowStart: at("2026-07-26", 8),
    });
    await handle.db.transaction().execute(async (trx) => {
      await transitionJob(trx, job.id, "scheduled", { role: "admin" });
      await transitionJob(trx, job.id, "en_route", { role: "admin" });
    });
    const underWay =
      "The visit is under way, so it can no longer be changed online — call us on 024 7699 0123.";
    expect(await cancelCustomerJob(handle.db, job.scope, { jobId: job.id }, portalChange)).toEqual({
      ok: false,
      reason: "refused",
      message: underWay,
    });
    expect(
      await addCustomerNote(
        handle.db,
        job.scope,
        { jobId: job.id, note: "Door is open." },
        portalChange,
      ),
    ).toEqual({ ok: true, reference: job.reference });

    await handle.db.transaction().execute(async (trx) => {
      await transitionJob(trx, job.id, "on_site", { role: "admin" });
      await transitionJob(trx, job.id, "completed", { role: "admin" });
    });
    const completed = { ok: false, reason: "refused", message: "This job is completed." };
    expect(
      await rescheduleCustomerJob(
        handle.db,
        job.scope,
        { jobId: job.id, date: "2026-07-26", windowStart: at("2026-07-26", 12) },
        { ...portalChange, bookingsUrl },
      ),
    ).toEqual(completed);
    expect(await cancelCustomerJob(handle.db, job.scope, { jobId: job.id }, portalChange)).toEqual(
      completed,
    );
    expect(
      await addCustomerNote(handle.db, job.scope, { jobId: job.id, note: "Thanks!" }, portalChange),
    ).toEqual(completed);
    const [listed] = await listCustomerJobs(handle.db, job.scope, { now: NOW });
    expect(listed?.change).toEqual({ allowed: false, reason: "This job is completed." });
    expect(listed?.note).toEqual({ allowed: false, reason: "This job is completed." });
  });

  it("a job of someone else is not found, whatever the action", async () => {
    const mine = await book({
      email: "mine@example.com",
      date: "2026-07-30",
      windowStart: at("2026-07-30", 8),
    });
    const theirs = await book({
      email: "theirs@example.com",
      date: "2026-07-30",
      windowStart: at("2026-07-30", 10),
    });
    const notFound = { ok: false, reason: "not-found" };
    expect(
      await rescheduleCustomerJob(
        handle.db,
        mine.scope,
        { jobId: theirs.id, date: "2026-07-30", windowStart: at("2026-07-30", 12) },
        { ...portalChange, bookingsUrl },
      ),
    ).toEqual(notFound);
    expect(
      await cancelCustomerJob(handle.db, mine.scope, { jobId: theirs.id }, portalChange),
    ).toEqual(notFound);
    expect(
      await addCustomerNote(
        handle.db,
        mine.scope,
        { jobId: theirs.id, note: "Mine now" },
        portalChange,
      ),
    ).toEqual(notFound);
    expect((await jobRow(theirs.id)).status).toBe("confirmed");
  });
});

describe("notes", () => {
  it("adds the customer's note to the timeline; business notes stay off it", async () => {
    const job = await book({
      email: "notes@example.com",
      date: "2026-07-31",
      windowStart: at("2026-07-31", 8),
    });
    const result = await addCustomerNote(
      handle.db,
      job.scope,
      { jobId: job.id, note: "  Parking is behind the shop.\nRing twice.  " },
      portalChange,
    );
    expect(result).toEqual({ ok: true, reference: job.reference });
    await handle.db
      .insertInto("job_events")
      .values({
        job_id: job.id,
        kind: "note",
        actor_role: "admin",
        note: "Customer sounded cross.",
      })
      .execute();
    const [listed] = await listCustomerJobs(handle.db, job.scope, { now: NOW });
    expect(listed?.timeline.map((entry) => [entry.title, entry.detail])).toEqual([
      ["Booking received", null],
      ["Booking confirmed", null],
      ["Your note", "Parking is behind the shop.\nRing twice."],
    ]);
    const stored = await handle.db
      .selectFrom("job_events")
      .select(["actor_role", "at"])
      .where("job_id", "=", job.id)
      .where("kind", "=", "note")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ actor_role: "customer-link", at: NOW });
  });

  it("refuses an empty note and one over 1,000 characters", async () => {
    const job = await book({
      email: "long-note@example.com",
      date: "2026-08-01",
      windowStart: at("2026-08-01", 8),
    });
    for (const note of ["   ", "x".repeat(1001)]) {
      expect(
        await addCustomerNote(handle.db, job.scope, { jobId: job.id, note }, portalChange),
      ).toEqual({
        ok: false,
        reason: "refused",
        message: "Write a note of at most 1,000 characters.",
      });
    }
    expect(
      await addCustomerNote(
        handle.db,
        job.scope,
        { jobId: job.id, note: "x".repeat(1000) },
        portalChange,
      ),
    ).toMatchObject({ ok: true });
  });
});

/** A job form posted to /portal/{token} as a browser would, read by the one form reader. */
async function postJobForm(token: string, fields: Record<string, string>) {
  const request = new Request(`${SITE}/portal/${token}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
    body: new URLSearchParams(fields).toString(),
  });
  const form = await readForm(request, {
    schema: JOB_FORM_SCHEMAS,
    fields: ["intent", "photos"],
    files: JOB_PHOTO_LIMITS,
  });
  return { request, form };
}

async function eventsOf(jobId: string) {
  return handle.db
    .selectFrom("job_events")
    .select(["kind", "note"])
    .where("job_id", "=", jobId)
    .orderBy("id")
    .execute();
}

describe("control characters in the job forms", () => {
  it("a note or a cancellation reason with a NUL comes back to its field with what was typed; nothing is stored", async () => {
    const job = await book({
      email: "nul@example.com",
      date: "2026-08-03",
      windowStart: at("2026-08-03", 8),
    });
    const before = await eventsOf(job.id);
    const page = {
      scope: job.scope,
      actor: "customer-link" as const,
      pagePath: `/portal/${job.token}`,
      bookingsUrl: `${SITE}/portal/${job.token}`,
      siteOrigin: SITE,
      now: NOW,
    };
    for (const [intent, field, value] of [
      ["note", "note", "Gate code\u00001234"],
      ["note", "note", "Ring \u0007twice"],
      ["cancel", "reason", "Fixed it\u0000 myself"],
    ] as const) {
      const { form } = await postJobForm(job.token, { jobId: job.id, intent, [field]: value });
      const answer = await answerJobForm(handle.db, form, page);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({
        jobId: job.id,
        form: intent,
        result: {
          status: "error",
          initialValue: { [field]: value },
          error: { [field]: [CONTROL_CHARACTER_MESSAGE] },
        },
      });
    }
    expect(await eventsOf(job.id)).toEqual(before);
    expect((await jobRow(job.id)).status).toBe("confirmed");
    expect(await emailsOfKind("job.cancelled", job.reference)).toEqual([]);
  });

  it("a NUL that got past the form is a database failure the customer can retry, never a 500", async () => {
    const job = await book({
      email: "nul-domain@example.com",
      date: "2026-08-04",
      windowStart: at("2026-08-04", 8),
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const outcome = await changeJob(
        handle.db,
        { intent: "note", jobId: job.id, note: "Gate\u0000code" },
        { ...portalChange, scope: job.scope, bookingsUrl },
      );
      expect(outcome).toMatchObject({ ok: false, reason: "unavailable" });
    } finally {
      logged.mockRestore();
    }
    expect((await eventsOf(job.id)).filter((event) => event.kind === "note")).toEqual([]);
  });
});

describe("answers of the job forms", () => {
  it("a database failure is a 503 to try again, with the note kept; a job of someone else is the 404", async () => {
    const job = await book({
      email: "answers@example.com",
      date: "2026-08-06",
      windowStart: at("2026-08-06", 8),
    });
    const other = await book({
      email: "answers-other@example.com",
      date: "2026-08-06",
      windowStart: at("2026-08-06", 10),
    });
    const page = {
      scope: job.scope,
      actor: "customer-link" as const,
      pagePath: `/portal/${job.token}`,
      bookingsUrl: `${SITE}/portal/${job.token}`,
      siteOrigin: SITE,
      now: NOW,
    };
    const note = { intent: "note", note: "Ring twice." };

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await sql`alter table job_events rename to job_events_away`.execute(handle.db);
    try {
      const { form } = await postJobForm(job.token, { jobId: job.id, ...note });
      const answer = await answerJobForm(handle.db, form, page);
      expect(answer.init?.status).toBe(503);
      expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("60");
      expect(answer.data).toMatchObject({
        form: "note",
        result: {
          initialValue: { note: "Ring twice." },
          error: { "": [UNAVAILABLE_MESSAGE] },
        },
      });
    } finally {
      await sql`alter table job_events_away rename to job_events`.execute(handle.db);
      logged.mockRestore();
    }

    const { form } = await postJobForm(job.token, { jobId: other.id, ...note });
    await expect(answerJobForm(handle.db, form, page)).rejects.toMatchObject({
      init: { status: 404 },
    });
    const bad = await postJobForm(job.token, { jobId: other.id, intent: "note", note: "" });
    await expect(answerJobForm(handle.db, bad.form, page)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("what a customer sees of a job's timeline", () => {
  it("is the same on the portal, on /client and on the tracking page: their own words and every change, never staff notes", async () => {
    const userId = await createConfirmedUser(handle.db, {
      email: "timeline@example.com",
      password: "client-password-1",
      fullName: "Tim Line",
      companyName: null,
    });
    const job = await book(
      { email: "timeline@example.com", date: "2026-08-05", windowStart: at("2026-08-05", 8) },
      { userId },
    );
    await addCustomerNote(
      handle.db,
      job.scope,
      { jobId: job.id, note: "The side gate is open." },
      portalChange,
    );
    await handle.db
      .insertInto("job_events")
      .values([
        { job_id: job.id, kind: "note", actor_role: "admin", note: "Awkward customer." },
        { job_id: job.id, kind: "note", actor_role: "engineer", note: "Bring the long ladder." },
      ])
      .execute();
    await handle.db.transaction().execute(async (trx) => {
      await transitionJob(trx, job.id, "scheduled", {
        role: "admin",
        note: "Gave it to Dan, he owes us one.",
      });
    });

    const [onPortal] = await listCustomerJobs(handle.db, job.scope, { now: NOW });
    const [onClient] = await listCustomerJobs(
      handle.db,
      { kind: "account", userId, verifiedEmail: null },
      { now: NOW },
    );
    const tracked = await findTrackedJob(handle.db, job.trackingToken);
    expect(onPortal?.timeline.map((entry) => [entry.title, entry.detail])).toEqual([
      ["Booking received", null],
      ["Booking confirmed", null],
      ["Your note", "The side gate is open."],
      ["Engineer scheduled", null],
    ]);
    expect(onClient?.timeline).toEqual(onPortal?.timeline);
    expect(tracked?.timeline).toEqual(onPortal?.timeline);
    for (const shown of [onPortal, onClient, tracked]) {
      const text = JSON.stringify(shown);
      for (const internal of ["Awkward customer.", "long ladder", "he owes us one"]) {
        expect(text).not.toContain(internal);
      }
    }
  });
});

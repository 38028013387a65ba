import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { JobStatus } from "../../app/.server/db/schema.server";
import { addJobNote, cancelJobByOffice } from "../../app/.server/dispatch/dispatch.server";
import { loadEngineerDay, loadEngineerJob } from "../../app/.server/engineer/day.server";
import {
  engineerMayOpenStoredKey,
  findEngineerPhotoKey,
} from "../../app/.server/engineer/photos.server";
import {
  engineerStep,
  type StaffActor,
  type StepInput,
} from "../../app/.server/engineer/steps.server";
import { LocalDiskStorage } from "../../app/.server/storage/storage.server";
import { createTestDatabase } from "./support/database";
import { SITE, addEngineer, bookJobFor } from "./support/jobs";
import { preparedPhoto } from "./support/photos";

let handle: DatabaseHandle;
let directory: string;
let disk: LocalDiskStorage;
let admin: StaffActor;
let dan: StaffActor;
let eve: StaffActor;

// 10:00 in London (BST) on Friday 10 July 2026.
const NOW = new Date("2026-07-10T09:00:00Z");
const TODAY = "2026-07-10";
const TOMORROW = "2026-07-11";
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

beforeAll(async () => {
  handle = await createTestDatabase();
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-engineer-"));
  disk = new LocalDiskStorage(directory);
  dan = { id: await addEngineer(handle.db, "dan@example.com"), role: "engineer" };
  eve = { id: await addEngineer(handle.db, "eve@example.com"), role: "engineer" };
  admin = { id: await addEngineer(handle.db, "office@example.com"), role: "admin" };
  await handle.db.deleteFrom("user_roles").where("user_id", "=", admin.id).execute();
  // A profile is made at the first sign-in; the customer is told the engineer's first name from it.
  await handle.db
    .insertInto("profiles")
    .values({ id: dan.id, email: "dan@example.com", full_name: "Dan Fletcher", company_name: null })
    .execute();
});
afterAll(async () => {
  await handle?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

let bookings = 0;

/** Books a job in the window starting at `hour` London time and gives it to the engineer. */
async function jobFor(engineer: StaffActor | null, day: string, hour: number) {
  bookings += 1;
  return bookJobFor(handle.db, {
    engineer,
    office: admin,
    day,
    hour,
    now: NOW,
    customer: bookings,
  });
}

async function jobRow(id: string) {
  return handle.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function outbox(jobId: string, kind: string) {
  return handle.db
    .selectFrom("email_outbox")
    .select(["subject", "text_body"])
    .where("job_id", "=", jobId)
    .where("kind", "=", kind)
    .execute();
}

// Most jobs here are booked hours after NOW: the customer agreed to the early visit, unless a
// test says otherwise (early = false).
const onMyWay = (jobId: string, arrival: string, late = false, early = true): StepInput => ({
  step: "on-my-way",
  jobId,
  expectedStatus: "scheduled",
  arrival,
  late,
  early,
});
const arrived = (jobId: string, early = true): StepInput => ({
  step: "arrived",
  jobId,
  expectedStatus: "en_route",
  early,
});
const finished = (
  jobId: string,
  overrides: Partial<Extract<StepInput, { step: "finished" }>> = {},
): StepInput => ({
  step: "finished",
  jobId,
  expectedStatus: "on_site",
  outcome: "completed",
  summary: "Replaced the washer and the seal; no more drips.",
  internalNote: null,
  signedOffBy: null,
  estimate: null,
  photos: { before: [], after: [] },
  ...overrides,
});

function step(actor: StaffActor, input: StepInput, now: Date) {
  return engineerStep(handle.db, actor, input, { now, siteOrigin: SITE, fileStorage: disk });
}

/** Takes a job given to Dan to on site, as he would. */
async function toSite(jobId: string) {
  expect(await step(dan, onMyWay(jobId, "10:30"), NOW)).toMatchObject({ ok: true });
  expect(await step(dan, arrived(jobId), minutesLater(25))).toMatchObject({ ok: true });
}

type BookedJob = { id: string; reference: string };
let jobA: BookedJob;
let jobB: BookedJob;
/** Dan's 16:00 and 20:00 jobs of today. */
let afternoonJob: BookedJob;
let eveningJob: BookedJob;

describe("the engineer's day", () => {
  it("lists today's jobs in window order, then tomorrow's, only the engineer's and not cancelled", async () => {
    jobA = await jobFor(dan, TODAY, 14);
    jobB = await jobFor(eve, TODAY, 14);
    eveningJob = await jobFor(dan, TODAY, 20);
    afternoonJob = await jobFor(dan, TODAY, 16);
    const tomorrow = await jobFor(dan, TOMORROW, 8);
    const cancelled = await jobFor(dan, TOMORROW, 10);
    await jobFor(dan, "2026-07-12", 8);
    await jobFor(null, TODAY, 18);
    await cancelJobByOffice(
      handle.db,
      admin,
      { jobId: cancelled.id, reason: "The customer rang to cancel" },
      { now: NOW, siteOrigin: SITE },
    );

    const day = await loadEngineerDay(handle.db, dan.id, { now: NOW });
    expect(day.today.jobs.map((job) => job.reference)).toEqual([
      jobA.reference,
      afternoonJob.reference,
      eveningJob.reference,
    ]);
    expect(day.tomorrow.jobs.map((job) => job.reference)).toEqual([tomorrow.reference]);
    expect(day.unfinished).toEqual([]);
    expect(day.now).toBe(NOW.toISOString());
    expect(day.today.label).toBe("Friday 10 July 2026");

    const [first] = day.today.jobs;
    expect(first).toMatchObject({
      windowTime: "14:00–16:00",
      windowEnd: "16:00",
      status: "scheduled",
      nextStep: "on-my-way",
      customerName: "Customer 1",
      phoneDisplay: "024 7699 0123",
      address: "12 Spon Street, Coventry",
      postcode: "CV1 5DZ",
      mapUrl:
        "https://www.google.com/maps/search/?api=1&query=12%20Spon%20Street%2C%20Coventry%2C%20CV1%205DZ",
    });

    const eveDay = await loadEngineerDay(handle.db, eve.id, { now: NOW });
    expect(eveDay.today.jobs.map((job) => job.reference)).toEqual([jobB.reference]);
    // Someone without jobs (the office) sees an empty day.
    const officeDay = await loadEngineerDay(handle.db, admin.id, { now: NOW });
    expect(officeDay.today.jobs).toEqual([]);
  });

  it("shows the customer's notes as access notes and the office's internal notes apart", async () => {
    await handle.db
      .insertInto("job_events")
      .values({
        job_id: jobA.id,
        at: NOW,
        kind: "note",
        from_status: null,
        to_status: null,
        actor_role: "customer-link",
        note: "Gate code 4321; park on the drive.",
      })
      .execute();
    await addJobNote(
      handle.db,
      admin,
      { jobId: jobA.id, note: "Customer has a nervous dog.", audience: "internal" },
      { now: NOW, siteOrigin: SITE },
    );
    const found = await loadEngineerJob(handle.db, dan.id, jobA.reference, { now: NOW });
    expect(found?.job.accessNotes.map((note) => [note.from, note.text])).toEqual([
      ["Customer", "Gate code 4321; park on the drive."],
    ]);
    expect(found?.job.officeNotes.map((note) => [note.from, note.text])).toEqual([
      ["Office", "Customer has a nervous dog."],
    ]);
  });

  it("is not-found for a job given to another engineer, an unknown reference or a malformed one", async () => {
    expect(await loadEngineerJob(handle.db, dan.id, jobB.reference, { now: NOW })).toBeNull();
    expect(await loadEngineerJob(handle.db, dan.id, "CV-2026-999999", { now: NOW })).toBeNull();
    expect(await loadEngineerJob(handle.db, dan.id, "'; drop table jobs", { now: NOW })).toBeNull();
    expect(await step(dan, onMyWay(jobB.id, "10:30"), NOW)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await step(dan, arrived(jobB.id), NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await step(dan, finished(jobB.id), NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await step(dan, onMyWay("00000000-0000-4000-8000-000000000000", "10:30"), NOW)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect((await jobRow(jobB.id)).status).toBe("scheduled");
    expect(await outbox(jobB.id, "job.on-my-way")).toEqual([]);
  });
});

describe("engineerStep", () => {
  it("takes a job from on my way to finished, each step once, telling the customer", async () => {
    const went = await step(dan, onMyWay(jobA.id, "10:35"), NOW);
    expect(went).toMatchObject({ ok: true, step: "on-my-way", title: "On your way" });
    let row = await jobRow(jobA.id);
    expect(row.status).toBe("en_route");
    expect(row.eta?.toISOString()).toBe("2026-07-10T09:35:00.000Z");
    const mails = await outbox(jobA.id, "job.on-my-way");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("Dan");
    expect(mails[0]?.subject).toContain("10:35");

    // The same button again, from a page left open: nothing changes, and it says so.
    expect(await step(dan, onMyWay(jobA.id, "10:40"), minutesLater(3))).toEqual({
      ok: false,
      reason: "unchanged",
      reference: jobA.reference,
      message: "Already marked on the way at 10:00. Nothing was changed.",
    });
    expect((await jobRow(jobA.id)).eta?.toISOString()).toBe("2026-07-10T09:35:00.000Z");

    expect(await step(dan, arrived(jobA.id), minutesLater(30))).toMatchObject({
      ok: true,
      step: "arrived",
    });
    expect((await jobRow(jobA.id)).status).toBe("on_site");
    expect(await step(dan, arrived(jobA.id), minutesLater(31))).toMatchObject({
      reason: "unchanged",
      message: "Already marked as arrived at 10:30. Nothing was changed.",
    });
    expect(await step(dan, onMyWay(jobA.id, "11:00"), minutesLater(31))).toMatchObject({
      reason: "unchanged",
    });

    const photos = { before: [await preparedPhoto(40, 30)], after: [await preparedPhoto(30, 40)] };
    const done = await step(
      dan,
      finished(jobA.id, {
        internalNote: "The stopcock is stiff; worth replacing.",
        signedOffBy: "Customer One",
        photos,
      }),
      minutesLater(90),
    );
    expect(done).toMatchObject({ ok: true, step: "finished", title: "Job finished" });
    row = await jobRow(jobA.id);
    expect(row).toMatchObject({
      status: "completed",
      outcome: "completed",
      summary: "Replaced the washer and the seal; no more drips.",
      signed_off_by: "Customer One",
    });
    const stored = await handle.db
      .selectFrom("job_photos")
      .select(["taken_by", "stage", "width", "storage_key"])
      .where("job_id", "=", jobA.id)
      .orderBy("stage")
      .execute();
    expect(stored.map((photo) => [photo.taken_by, photo.stage, photo.width])).toEqual([
      ["engineer", "after", 30],
      ["engineer", "before", 40],
    ]);
    for (const photo of stored) {
      expect(await disk.get(photo.storage_key)).not.toBeNull();
    }
    const events = await handle.db
      .selectFrom("job_events")
      .select(["kind", "to_status", "note", "internal", "actor_id"])
      .where("job_id", "=", jobA.id)
      .where("actor_id", "=", dan.id)
      .orderBy("id")
      .execute();
    expect(events.map((event) => [event.kind, event.to_status, event.internal])).toEqual([
      ["status", "en_route", false],
      ["status", "on_site", false],
      ["status", "completed", false],
      ["photos", null, false],
      ["note", null, true],
    ]);
    expect(await outbox(jobA.id, "job.finished")).toHaveLength(1);

    // "On my way" after "Finished": nothing changes, no second e-mail.
    expect(await step(dan, onMyWay(jobA.id, "12:00"), minutesLater(100))).toMatchObject({
      reason: "unchanged",
      message: "Already finished at 11:30. Nothing was changed.",
    });
    expect(await step(dan, finished(jobA.id), minutesLater(100))).toMatchObject({
      reason: "unchanged",
    });
    expect(await outbox(jobA.id, "job.on-my-way")).toHaveLength(1);
    expect(await outbox(jobA.id, "job.finished")).toHaveLength(1);

    const log = await handle.db
      .selectFrom("change_log")
      .select(["action", "actor_id", "actor_role"])
      .where("entity_id", "=", jobA.id)
      .where("actor_id", "=", dan.id)
      .orderBy("id")
      .execute();
    expect(log.map((entry) => entry.action)).toEqual(["on-my-way", "arrived", "finished"]);
    expect(log.every((entry) => entry.actor_role === "engineer")).toBe(true);

    // The engineer's photos are served to him only.
    for (const photo of await handle.db
      .selectFrom("job_photos")
      .select(["id", "storage_key"])
      .where("job_id", "=", jobA.id)
      .execute()) {
      expect(await findEngineerPhotoKey(handle.db, dan.id, photo.id)).toBe(photo.storage_key);
      expect(await findEngineerPhotoKey(handle.db, eve.id, photo.id)).toBeNull();
      // /media/<key> answers an engineer for their own jobs' photos only.
      expect(await engineerMayOpenStoredKey(handle.db, dan.id, photo.storage_key)).toBe(true);
      expect(await engineerMayOpenStoredKey(handle.db, eve.id, photo.storage_key)).toBe(false);
    }
    expect(await engineerMayOpenStoredKey(handle.db, dan.id, "site/logo.webp")).toBe(false);
    expect(await findEngineerPhotoKey(handle.db, dan.id, "not-an-id")).toBeNull();
  });

  it("changes nothing when the page showed another status than the job has", async () => {
    const job = await jobFor(dan, TOMORROW, 12);
    const stale = await step(
      dan,
      {
        step: "on-my-way",
        jobId: job.id,
        expectedStatus: "en_route",
        arrival: "10:30",
        late: false,
      },
      NOW,
    );
    expect(stale).toMatchObject({ ok: false, reason: "unchanged" });
    expect(await step(dan, arrived(job.id), NOW)).toMatchObject({
      reason: "unchanged",
      message: "This job is “Engineer scheduled” now. Nothing was changed.",
    });
    expect((await jobRow(job.id)).status).toBe("scheduled");
    expect(await outbox(job.id, "job.on-my-way")).toEqual([]);
  });

  it("lets one of two taps at once through", async () => {
    const job = await jobFor(dan, TOMORROW, 14);
    const results = await Promise.all([
      step(dan, onMyWay(job.id, "10:30"), NOW),
      step(dan, onMyWay(job.id, "10:30"), NOW),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "unchanged")).toHaveLength(1);
    expect(await outbox(job.id, "job.on-my-way")).toHaveLength(1);
  });

  it("holds the arrival time to the end of the window unless the engineer is running late", async () => {
    const job = afternoonJob;
    // 16:00–18:00; at 13:00 an arrival at 18:30 is after the window.
    const afternoon = new Date("2026-07-10T12:00:00Z");
    expect(await step(dan, onMyWay(job.id, "18:30"), afternoon)).toEqual({
      ok: false,
      reason: "refused",
      field: "arrival",
      message: "The arrival window ends at 18:00. Give a time by then, or tick “I’m running late”.",
    });
    expect(await step(dan, onMyWay(job.id, "12:30"), afternoon)).toMatchObject({
      reason: "refused",
      field: "arrival",
      message: "12:30 has already passed. Give a time from now on (it is 13:00).",
    });
    expect((await jobRow(job.id)).status).toBe("scheduled");
    expect(await outbox(job.id, "job.on-my-way")).toEqual([]);
    // A few minutes behind the clock still counts: the form took a moment to arrive.
    expect(await step(dan, onMyWay(job.id, "12:57"), afternoon)).toMatchObject({ ok: true });
    expect((await jobRow(job.id)).eta?.toISOString()).toBe("2026-07-10T11:57:00.000Z");

    // 20:00–22:00; at 19:30 an arrival at 22:15 needs "I'm running late".
    const evening = new Date("2026-07-10T18:30:00Z");
    expect(await step(dan, onMyWay(eveningJob.id, "22:15"), evening)).toMatchObject({
      reason: "refused",
    });
    expect(await step(dan, onMyWay(eveningJob.id, "22:15", true), evening)).toMatchObject({
      ok: true,
    });
    const twenty = eveningJob;
    const note = await handle.db
      .selectFrom("job_events")
      .select("note")
      .where("job_id", "=", twenty.id)
      .where("to_status", "=", "en_route")
      .executeTakeFirstOrThrow();
    expect(note.note).toBe("Running late: arriving about 22:15");
    expect(await outbox(twenty.id, "job.on-my-way")).toHaveLength(1);
  });

  it("asks first before setting off for another day's job, hours early, or arriving before the window", async () => {
    // Tomorrow 08:00–10:00, tapped today at 10:00: nothing is sent until the engineer confirms.
    const saturday = await jobFor(eve, TOMORROW, 8);
    expect(await step(eve, onMyWay(saturday.id, "10:20", false, false), NOW)).toMatchObject({
      ok: false,
      reason: "refused",
      field: "early",
      message: expect.stringContaining("booked for another day (Saturday 11 July, from 08:00)"),
    });
    expect((await jobRow(saturday.id)).status).toBe("scheduled");
    expect(await outbox(saturday.id, "job.on-my-way")).toEqual([]);

    // Today 16:00–18:00: at 10:00 it is six hours early; at 15:00 an arrival at 15:20 is before it.
    const later = await jobFor(eve, TODAY, 16);
    expect(await step(eve, onMyWay(later.id, "10:20", false, false), NOW)).toMatchObject({
      field: "early",
      message: expect.stringContaining("more than 2 hours away"),
    });
    const three = new Date("2026-07-10T14:00:00Z");
    expect(await step(eve, onMyWay(later.id, "15:20", false, false), three)).toMatchObject({
      field: "early",
      message: expect.stringContaining("before the window starts at 16:00"),
    });
    expect(await step(eve, onMyWay(later.id, "16:00", false, false), three)).toMatchObject({
      ok: true,
    });
    expect(
      await step(eve, arrived(later.id, false), new Date("2026-07-10T14:50:00Z")),
    ).toMatchObject({ field: "early", message: expect.stringContaining("window starts at 16:00") });
    expect(
      await step(eve, arrived(later.id, true), new Date("2026-07-10T14:50:00Z")),
    ).toMatchObject({ ok: true });
  });
});

describe("how a visit ends", () => {
  it("a return visit creates a linked job in the unassigned queue, with no window", async () => {
    const job = await jobFor(dan, TODAY, 18);
    await toSite(job.id);
    const result = await step(
      dan,
      finished(job.id, { outcome: "return-visit", summary: "Needs a new cistern valve." }),
      minutesLater(60),
    );
    expect(result).toMatchObject({ ok: true });
    const original = await jobRow(job.id);
    const followUp = await handle.db
      .selectFrom("jobs")
      .selectAll()
      .where("follows_job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(followUp).toMatchObject({
      status: "requested",
      window_start: null,
      window_end: null,
      requested_date: null,
      engineer_id: null,
      source: original.source,
      customer_id: original.customer_id,
      address: original.address,
      service_slug: original.service_slug,
      description: `Return visit for ${original.reference}: Needs a new cistern valve.`,
    });
    expect(followUp.tracking_token_hash).not.toBe(original.tracking_token_hash);
    expect(result.ok && result.message).toContain(followUp.reference);
    const queue = await handle.db
      .selectFrom("jobs")
      .select("id")
      .where("status", "in", ["requested", "confirmed"] satisfies JobStatus[])
      .where("engineer_id", "is", null)
      .execute();
    expect(queue.map((row) => row.id)).toContain(followUp.id);
    const created = await handle.db
      .selectFrom("job_events")
      .select(["kind", "to_status"])
      .where("job_id", "=", followUp.id)
      .execute();
    expect(created).toEqual([{ kind: "created", to_status: "requested" }]);
    expect(await outbox(job.id, "job.finished")).toHaveLength(1);
  });

  it("a quote leaves the office an internal note", async () => {
    const job = await jobFor(eve, TODAY, 20);
    expect(await step(eve, onMyWay(job.id, "10:30"), NOW)).toMatchObject({ ok: true });
    expect(await step(eve, arrived(job.id), minutesLater(30))).toMatchObject({ ok: true });
    expect(await step(eve, finished(job.id, { outcome: "quote" }), minutesLater(60))).toMatchObject(
      { ok: true },
    );
    const notes = await handle.db
      .selectFrom("job_events")
      .select(["note", "internal"])
      .where("job_id", "=", job.id)
      .where("kind", "=", "note")
      .execute();
    expect(notes).toEqual([{ note: "Quote needed", internal: true }]);
    expect((await jobRow(job.id)).outcome).toBe("quote");
  });

  it("a finish that changes nothing keeps no photo files", async () => {
    const job = await jobFor(eve, TOMORROW, 16);
    const photos = { before: [await preparedPhoto()], after: [] };
    // Still scheduled: the files are not even stored.
    expect(await step(eve, finished(job.id, { photos }), NOW)).toMatchObject({
      reason: "unchanged",
    });
    const folder = path.join(directory, "jobs", job.id);
    expect(await fs.readdir(folder).catch(() => [])).toEqual([]);
    // On site, but the page was out of date: stored, then removed again.
    expect(await step(eve, onMyWay(job.id, "10:30"), NOW)).toMatchObject({ ok: true });
    expect(await step(eve, arrived(job.id), minutesLater(30))).toMatchObject({ ok: true });
    expect(
      await step(eve, { ...finished(job.id, { photos }), expectedStatus: "en_route" }, NOW),
    ).toMatchObject({ reason: "unchanged" });
    expect(await fs.readdir(folder).catch(() => [])).toEqual([]);
    expect(
      await handle.db.selectFrom("job_photos").select("id").where("job_id", "=", job.id).execute(),
    ).toEqual([]);
  });
});

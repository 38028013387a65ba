import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { listCustomerJobs, type CustomerScope } from "../../app/.server/jobs/customer-jobs.server";
import {
  addCustomerPhotos,
  findCustomerPhotoKey,
} from "../../app/.server/jobs/customer-photos.server";
import { MAX_PHOTOS_PER_JOB } from "../../app/.server/jobs/job-photos.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import type { PreparedPhoto } from "../../app/.server/storage/images.server";
import { LocalDiskStorage } from "../../app/.server/storage/storage.server";
import { createTestDatabase } from "./support/database";
import { preparedPhoto as photo, storageFailingOnPut } from "./support/photos";
import { SITE, bookingInput } from "./support/jobs";

let handle: DatabaseHandle;
let directory: string;
let disk: LocalDiskStorage;

const NOW = new Date("2026-07-10T09:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-customer-photos-"));
  disk = new LocalDiskStorage(directory);
});
afterAll(async () => {
  await handle?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

async function photos(count: number): Promise<PreparedPhoto[]> {
  return Promise.all(Array.from({ length: count }, () => photo()));
}

let bookings = 0;

/** A job booked on its own e-mail and window, with the portal scope of its customer. */
async function book() {
  bookings += 1;
  const day = String(13 + bookings).padStart(2, "0");
  const result = await createBooking(
    handle.db,
    bookingInput({
      email: `photos-${bookings}@example.com`,
      date: `2026-07-${day}`,
      windowStart: `2026-07-${day}T07:00:00.000Z`,
    }),
    { source: "web", now: NOW, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(`Booking refused: ${result.reason}`);
  const job = await handle.db
    .selectFrom("jobs")
    .select(["id", "reference", "customer_id"])
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  const scope: CustomerScope = { kind: "portal", customerId: job.customer_id };
  return { ...job, scope };
}

async function filesOf(jobId: string): Promise<string[]> {
  return (await fs.readdir(path.join(directory, "jobs", jobId)).catch(() => [])).sort();
}

const options = () => ({ actor: "customer-link" as const, now: NOW, fileStorage: disk });

describe("addCustomerPhotos", () => {
  it("stores the photos, records them and puts one event on the customer's timeline", async () => {
    const job = await book();
    const result = await addCustomerPhotos(
      handle.db,
      job.scope,
      { jobId: job.id, photos: await photos(2) },
      options(),
    );
    expect(result).toEqual({ ok: true, reference: job.reference, added: 2 });

    const rows = await handle.db
      .selectFrom("job_photos")
      .selectAll()
      .where("job_id", "=", job.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(await filesOf(job.id)).toEqual(rows.map((row) => path.basename(row.storage_key)).sort());

    const [listed] = await listCustomerJobs(handle.db, job.scope, { now: NOW });
    // Photos sent together share a timestamp, so their order among themselves is not fixed.
    expect(listed?.photos).toEqual(
      expect.arrayContaining(
        rows.map((row) => ({
          id: row.id,
          width: row.width,
          height: row.height,
          takenBy: "customer",
          stage: null,
        })),
      ),
    );
    expect(listed?.photos).toHaveLength(2);
    expect(listed?.photoRoom).toBe(MAX_PHOTOS_PER_JOB - 2);
    expect(listed?.timeline.at(-1)).toMatchObject({
      title: "You added photos",
      detail: "2 photos",
    });
  });

  it("refuses photos for a finished job and keeps no file", async () => {
    const job = await book();
    await handle.db.transaction().execute(async (trx) => {
      for (const status of ["scheduled", "en_route", "on_site", "completed"] as const) {
        await transitionJob(trx, job.id, status, { role: "admin" });
      }
    });
    const result = await addCustomerPhotos(
      handle.db,
      job.scope,
      { jobId: job.id, photos: await photos(1) },
      options(),
    );
    expect(result).toEqual({ ok: false, reason: "refused", message: "This job is completed." });
    expect(await filesOf(job.id)).toEqual([]);
  });

  it(`holds at most ${MAX_PHOTOS_PER_JOB} photos for one job, and says how many more fit`, async () => {
    const job = await book();
    const fill = async (count: number) =>
      addCustomerPhotos(
        handle.db,
        job.scope,
        { jobId: job.id, photos: await photos(count) },
        options(),
      );
    for (let added = 0; added < MAX_PHOTOS_PER_JOB - 2; added += 6) {
      expect((await fill(Math.min(6, MAX_PHOTOS_PER_JOB - 2 - added))).ok).toBe(true);
    }
    expect(await fill(3)).toEqual({
      ok: false,
      reason: "refused",
      message: `This job has room for 2 photos more (at most ${MAX_PHOTOS_PER_JOB} in all). Choose fewer.`,
    });
    expect((await fill(2)).ok).toBe(true);
    expect(await fill(1)).toEqual({
      ok: false,
      reason: "refused",
      message: `This job already has ${MAX_PHOTOS_PER_JOB} photos, the most one job can hold.`,
    });
    expect(await filesOf(job.id)).toHaveLength(MAX_PHOTOS_PER_JOB);
    const [listed] = await listCustomerJobs(handle.db, job.scope, { now: NOW });
    expect(listed?.photoRoom).toBe(0);
  });

  it("does not find someone else's job, and stores nothing for it", async () => {
    const mine = await book();
    const theirs = await book();
    const result = await addCustomerPhotos(
      handle.db,
      mine.scope,
      { jobId: theirs.id, photos: await photos(1) },
      options(),
    );
    expect(result).toEqual({ ok: false, reason: "not-found" });
    expect(await filesOf(theirs.id)).toEqual([]);
  });

  it("removes the stored files when the rows cannot be written", async () => {
    const job = await book();
    const impossible = { ...(await photo()), width: 0 };
    await expect(
      addCustomerPhotos(
        handle.db,
        job.scope,
        { jobId: job.id, photos: [await photo(), impossible] },
        options(),
      ),
    ).rejects.toThrow();
    expect(await filesOf(job.id)).toEqual([]);
  });

  it("keeps nothing when the storage fails part way", async () => {
    const job = await book();
    const failing = storageFailingOnPut(disk, 2);
    await expect(
      addCustomerPhotos(
        handle.db,
        job.scope,
        { jobId: job.id, photos: await photos(2) },
        { ...options(), fileStorage: failing },
      ),
    ).rejects.toThrow("disk full");
    expect(await filesOf(job.id)).toEqual([]);
    const rows = await handle.db
      .selectFrom("job_photos")
      .select("id")
      .where("job_id", "=", job.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("findCustomerPhotoKey", () => {
  it("finds a photo of a job in scope only; anything else is the same nothing", async () => {
    const mine = await book();
    const theirs = await book();
    await addCustomerPhotos(
      handle.db,
      mine.scope,
      { jobId: mine.id, photos: await photos(1) },
      options(),
    );
    const row = await handle.db
      .selectFrom("job_photos")
      .select(["id", "storage_key"])
      .where("job_id", "=", mine.id)
      .executeTakeFirstOrThrow();

    expect(await findCustomerPhotoKey(handle.db, mine.scope, row.id)).toBe(row.storage_key);
    expect(await findCustomerPhotoKey(handle.db, theirs.scope, row.id)).toBeNull();
    expect(
      await findCustomerPhotoKey(handle.db, mine.scope, "00000000-0000-4000-8000-000000000000"),
    ).toBeNull();
    expect(await findCustomerPhotoKey(handle.db, mine.scope, "not-a-uuid")).toBeNull();
    expect(await findCustomerPhotoKey(handle.db, mine.scope, "'; drop table jobs; --")).toBeNull();
  });
});

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { attachJobPhotos } from "../../app/.server/jobs/job-photos.server";
import { LocalDiskStorage } from "../../app/.server/storage/storage.server";
import { createTestDatabase } from "./support/database";
import { preparedPhoto as photo, storageFailingOnPut } from "./support/photos";
import { SITE, bookingInput } from "./support/jobs";

let handle: DatabaseHandle;
let directory: string;
let disk: LocalDiskStorage;
let reference: string;
let jobId: string;

const NOW = new Date("2026-07-10T09:00:00Z");

async function storedFiles(): Promise<string[]> {
  const folder = path.join(directory, "jobs", jobId);
  return (await fs.readdir(folder).catch(() => [])).sort();
}

async function photoRows() {
  return handle.db.selectFrom("job_photos").selectAll().where("job_id", "=", jobId).execute();
}

beforeAll(async () => {
  handle = await createTestDatabase();
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-job-photos-"));
  disk = new LocalDiskStorage(directory);
  const booking = await createBooking(handle.db, bookingInput(), {
    source: "web",
    now: NOW,
    siteOrigin: SITE,
  });
  if (!booking.ok) throw new Error(`Booking refused: ${booking.reason}`);
  reference = booking.reference;
  const job = await handle.db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  jobId = job.id;
});
afterAll(async () => {
  await handle?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

describe("attachJobPhotos", () => {
  it("stores each photo in the storage port and records it against the booked job", async () => {
    const photos = [await photo(3200, 2400), await photo(400, 300)];
    const rows = await attachJobPhotos(handle.db, reference, photos, disk);

    expect(rows).toEqual(
      photos.map((photo) =>
        expect.objectContaining({
          job_id: jobId,
          storage_key: expect.stringMatching(new RegExp(`^jobs/${jobId}/[0-9a-f]{32}\\.webp$`)),
          content_type: "image/webp",
          width: photo.width,
          height: photo.height,
          bytes: photo.body.byteLength,
        }),
      ),
    );
    expect(await Promise.all(rows.map((row) => disk.get(row.storage_key)))).toEqual(
      photos.map((photo) => ({ body: photo.body, contentType: "image/webp" })),
    );
    expect(rows.map((row) => [row.width, row.height])).toEqual([
      [1600, 1200],
      [400, 300],
    ]);
    expect(await storedFiles()).toEqual(rows.map((row) => path.basename(row.storage_key)).sort());
    expect(await photoRows()).toHaveLength(2);
  });

  it("does nothing without photos", async () => {
    expect(await attachJobPhotos(handle.db, "CV-2026-999999", [], disk)).toEqual([]);
  });

  it("refuses an unknown reference", async () => {
    await expect(
      attachJobPhotos(handle.db, "CV-2026-999999", [await photo(10, 10)], disk),
    ).rejects.toThrow(/No job with the reference CV-2026-999999/);
  });

  it("removes the files it stored when the rows cannot be written", async () => {
    const before = await storedFiles();
    const impossible = { ...(await photo(20, 20)), width: 0 };
    await expect(
      attachJobPhotos(handle.db, reference, [await photo(20, 20), impossible], disk),
    ).rejects.toThrow();
    expect(await storedFiles()).toEqual(before);
    expect(await photoRows()).toHaveLength(2);
  });

  it("removes the files it stored when the storage fails part way", async () => {
    const before = await storedFiles();
    const failing = storageFailingOnPut(disk, 2);
    await expect(
      attachJobPhotos(handle.db, reference, [await photo(20, 20), await photo(30, 30)], failing),
    ).rejects.toThrow("disk full");
    expect(await storedFiles()).toEqual(before);
    expect(await photoRows()).toHaveLength(2);
  });

  it("loses its rows with the job", async () => {
    await handle.db.deleteFrom("jobs").where("id", "=", jobId).execute();
    expect(await photoRows()).toEqual([]);
  });
});

import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { listChangeHistory } from "../../app/.server/audit/change-history.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import {
  FROM_JOB_MESSAGES,
  createProjectFromJob,
} from "../../app/.server/portfolio/from-job.server";
import {
  PORTFOLIO_ENTITY,
  type StaffActor,
} from "../../app/.server/portfolio/portfolio-common.server";
import {
  addPortfolioPictures,
  movePicture,
  removePicture,
  updatePictureAlt,
} from "../../app/.server/portfolio/pictures.server";
import {
  listPortfolioProjects,
  portfolioProjectDetail,
} from "../../app/.server/portfolio/portfolio-read.server";
import {
  createPortfolioProject,
  deletePortfolioProject,
  movePortfolioProject,
  updatePortfolioProject,
} from "../../app/.server/portfolio/projects.server";
import { queryPublishedProjects } from "../../app/.server/public-content/portfolio.server";
import { LocalDiskStorage } from "../../app/.server/storage/storage.server";
import type { ProjectFields } from "../../app/lib/schemas/portfolio";
import { createTestDatabase } from "./support/database";
import { SITE, addEngineer, bookingInput } from "./support/jobs";

let handle: DatabaseHandle;
let directory: string;
let disk: LocalDiskStorage;
let admin: StaffActor;

beforeAll(async () => {
  handle = await createTestDatabase();
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-portfolio-"));
  disk = new LocalDiskStorage(directory);

  admin = { id: await addEngineer(handle.db, "office@example.com"), role: "admin" };
});
afterAll(async () => {
  await handle?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

async function picture(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function photoFile(name: string, width = 1200, height = 900): Promise<File> {
  return new File([new Uint8Array(await picture(width, height, "#2f6f4f"))], name, {
    type: "image/jpeg",
  });
}

function fields(overrides: Partial<ProjectFields> = {}): ProjectFields {
  return {
    title: "New bathroom tiles in Earlsdon",
    slug: undefined,
    summary: "Cracked tiles replaced and the whole wall regrouted.",
    body: "The **grout** had failed behind the bath.",
    serviceSlug: "tiling-services",
    location: "Earlsdon, Coventry",
    completedOn: "2026-10-02",
    published: false,
    ...overrides,
  };
}

async function storedFiles(): Promise<string[]> {
  const folder = path.join(directory, "site", "portfolio");
  return fs.readdir(folder).catch(() => []);
}

let bookings = 0;

/** A booked job for the engineer, with `status`, and the engineer's photos of `stages`. */
async function jobWithPhotos(status: "completed" | "scheduled", stages: ("before" | "after")[]) {
  bookings += 1;
  const booked = await createBooking(
    handle.db,
    bookingInput({
      date: "2026-07-14",
      // One job per window: 08:00, 10:00, 12:00… London time.
      windowStart: `2026-07-14T${String(5 + bookings * 2).padStart(2, "0")}:00:00.000Z`,
      postcode: "CV34 4AB",
      address: "3 Castle Lane, Warwick",
      name: `Customer ${bookings} Hartley`,
      email: `portfolio-${bookings}@example.com`,
    }),
    { source: "web", now: new Date("2026-07-10T09:00:00Z"), siteOrigin: SITE },
  );
  if (!booked.ok) throw new Error(`booking failed: ${booked.reason}`);
  const job = await handle.db
    .updateTable("jobs")
    .set({ status })
    .where("reference", "=", booked.reference)
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
  for (const stage of stages) {
    const body = await sharp(await picture(1000, 750, "#884422"))
      .webp()
      .toBuffer();
    const key = `jobs/${job.id}/${randomBytes(16).toString("hex")}.webp`;
    await disk.put(key, body, "image/webp");
    await handle.db
      .insertInto("job_photos")
      .values({
        job_id: job.id,
        storage_key: key,
        content_type: "image/webp",
        width: 1000,
        height: 750,
        bytes: body.length,
        taken_by: "engineer",
        stage,
      })
      .execute();
  }
  return job;
}

const consent = {
  consentMethod: "phone",
  consentNote: "Agreed when the office rang on Friday",
  consent: true,
} as const;

describe("a project made by hand", () => {
  it("is created, given photos, ordered, published, and /portfolio's query shows it with its pictures", async () => {
    const created = await createPortfolioProject(handle.db, admin, fields());
    if (!created.ok) throw new Error("not created");
    const id = created.projectId;

    const added = await addPortfolioPictures(
      handle.db,
      disk,
      admin,
      id,
      [
        {
          stage: "before",
          files: [await photoFile("b1.jpg"), await photoFile("b2.jpg")],
          alt: null,
        },
        {
          stage: "after",
          files: [await photoFile("a1.jpg", 2000, 1500)],
          alt: "The wall regrouted",
        },
      ],
      [],
    );
    expect(added).toEqual({ ok: true, added: 3 });
    let detail = await portfolioProjectDetail(handle.db, id);
    expect(detail?.before.map((each) => each.alt)).toEqual([
      "Before: New bathroom tiles in Earlsdon",
      "Before: New bathroom tiles in Earlsdon (photo 2)",
    ]);
    expect(detail?.after[0]?.image).toMatchObject({
      widths: [480, 960, 1600],
      width: 1600,
      height: 1200,
    });
    // Each picture is stored at its widths (480, 960 and its own) as AVIF and WebP.
    expect(await storedFiles()).toHaveLength(18);

    const [first, second] = detail?.before ?? [];
    if (!first || !second) throw new Error("no pictures");
    expect(await movePicture(handle.db, admin, id, second.id, "up")).toEqual({
      ok: true,
      changed: true,
    });
    expect(
      await updatePictureAlt(handle.db, admin, id, first.id, "Cracked tiles behind the bath"),
    ).toEqual({
      ok: true,
      changed: true,
    });
    detail = await portfolioProjectDetail(handle.db, id);
    expect(detail?.before.map((each) => each.id)).toEqual([second.id, first.id]);

    expect(await queryPublishedProjects(handle.db)).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    const published = await updatePortfolioProject(
      handle.db,
      admin,
      id,
      fields({ published: true }),
    );
    expect(published).toEqual({ ok: true, projectId: id, changed: true });

    const shown = (await queryPublishedProjects(handle.db)).find((project) => project.id === id);
    expect(shown?.before.map((each) => each.alt)).toEqual([
      "Before: New bathroom tiles in Earlsdon (photo 2)",
      "Cracked tiles behind the bath",
    ]);
    expect(shown?.after).toEqual([
      {
        alt: "The wall regrouted",
        image: expect.objectContaining({ widths: [480, 960, 1600], width: 1600, height: 1200 }),
      },
    ]);
    // A new project comes first in the office's order; moving it down swaps it with the next.
    const order = (await listPortfolioProjects(handle.db)).projects.map((project) => project.id);
    expect(order[0]).toBe(id);
    expect(await movePortfolioProject(handle.db, admin, id, "down")).toMatchObject({
      ok: true,
      moved: true,
    });
    const after = (await listPortfolioProjects(handle.db)).projects.map((project) => project.id);
    expect(after.slice(0, 2)).toEqual([order[1], id]);
    const list = await listPortfolioProjects(handle.db);
    expect(list.projects.find((project) => project.id === id)?.thumbnail?.alt).toBe(
      "The wall regrouted",
    );

    const history = await listChangeHistory(handle.db, { entity: PORTFOLIO_ENTITY, entityId: id });
    expect(history.map((entry) => entry.action)).toEqual([
      "Moved the project down the portfolio",
      "Published the project",
      "Described before photo 2 again",
      "Moved before photo “Before: New bathroom tiles in Earlsdon (photo 2)” earlier",
      "Added 2 before and 1 after photo",
      "Added the project as a draft",
    ]);
  });

  it("makes the slug from the title, numbered when taken, and refuses a typed slug already taken", async () => {
    const one = await createPortfolioProject(handle.db, admin, fields({ title: "Gate rehung" }));
    const two = await createPortfolioProject(handle.db, admin, fields({ title: "Gate rehung" }));
    if (!one.ok || !two.ok) throw new Error("not created");
    const slugs = await handle.db
      .selectFrom("portfolio_projects")
      .select("slug")
      .where("id", "in", [one.projectId, two.projectId])
      .orderBy("id")
      .execute();
    expect(slugs.map((row) => row.slug)).toEqual(["gate-rehung", "gate-rehung-2"]);
    expect(
      await createPortfolioProject(handle.db, admin, fields({ slug: "gate-rehung" })),
    ).toMatchObject({
      ok: false,
      field: "slug",
    });
  });

  it("refuses a file that is not a picture and keeps nothing of the upload", async () => {
    const created = await createPortfolioProject(handle.db, admin, fields({ title: "Shed door" }));
    if (!created.ok) throw new Error("not created");
    const before = await storedFiles();
    const refused = await addPortfolioPictures(
      handle.db,
      disk,
      admin,
      created.projectId,
      [
        { stage: "before", files: [await photoFile("fine.jpg")], alt: null },
        { stage: "after", files: [new File(["not a picture"], "notes.txt")], alt: null },
      ],
      [],
    );
    expect(refused).toMatchObject({ ok: false, reason: "refused", field: "afterPhotos" });
    expect(await storedFiles()).toEqual(before);
    expect((await portfolioProjectDetail(handle.db, created.projectId))?.before).toEqual([]);
  });

  it("removes a picture's files after its row, and a deleted project's files with it", async () => {
    const created = await createPortfolioProject(
      handle.db,
      admin,
      fields({ title: "Fence panels" }),
    );
    if (!created.ok) throw new Error("not created");
    const id = created.projectId;
    const before = await storedFiles();
    await addPortfolioPictures(
      handle.db,
      disk,
      admin,
      id,
      [
        { stage: "before", files: [await photoFile("b.jpg", 900, 600)], alt: null },
        { stage: "after", files: [await photoFile("a.jpg", 900, 600)], alt: null },
      ],
      [],
    );
    expect((await storedFiles()).length).toBe(before.length + 8);
    const detail = await portfolioProjectDetail(handle.db, id);
    const beforePicture = detail?.before[0];
    if (!beforePicture) throw new Error("no picture");
    expect(await removePicture(handle.db, disk, admin, id, beforePicture.id)).toEqual({
      ok: true,
      changed: true,
    });
    expect((await storedFiles()).length).toBe(before.length + 4);
    expect(await deletePortfolioProject(handle.db, disk, admin, id)).toEqual({
      ok: true,
      title: "Fence panels",
    });
    expect(await storedFiles()).toEqual(before);
    expect(
      await handle.db
        .selectFrom("portfolio_images")
        .select("id")
        .where("project_id", "=", id)
        .execute(),
    ).toEqual([]);
    expect(await portfolioProjectDetail(handle.db, id)).toBeNull();
  });
});

describe("a project from a completed job", () => {
  it("makes a draft with the engineer's photos, the district only, and the consent recorded", async () => {
    const job = await jobWithPhotos("completed", ["before", "after", "after"]);
    const made = await createProjectFromJob(handle.db, disk, admin, {
      reference: job.reference,
      ...consent,
    });
    if (!made.ok) throw new Error(`refused: ${JSON.stringify(made)}`);
    expect(made.pictures).toBe(3);
    const row = await handle.db
      .selectFrom("portfolio_projects")
      .selectAll()
      .where("id", "=", made.projectId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: "Plumbing repairs in Warwick",
      location: "Warwick (CV34)",
      published: false,
      source_job_id: job.id,
      consent_method: "phone",
      consent_note: "Agreed when the office rang on Friday",
      consent_recorded_by: admin.id,
    });
    expect(row.consent_recorded_at).toBeInstanceOf(Date);
    const everything = JSON.stringify(row);
    expect(everything).not.toContain("Hartley");
    expect(everything).not.toContain("Castle Lane");
    expect(everything).not.toContain("4AB");
    const detail = await portfolioProjectDetail(handle.db, made.projectId);
    expect(detail?.before).toHaveLength(1);
    expect(detail?.after).toHaveLength(2);
    expect(detail?.consent).toMatchObject({ method: "phone", jobReference: job.reference });
    const jobHistory = await listChangeHistory(handle.db, { entity: "job", entityId: job.id });
    expect(jobHistory[0]?.action).toContain("Made the portfolio project");

    const again = await createProjectFromJob(handle.db, disk, admin, {
      reference: job.reference,
      ...consent,
    });
    expect(again).toEqual({
      ok: false,
      reason: "refused",
      field: "reference",
      message: FROM_JOB_MESSAGES.used(job.reference, "Plumbing repairs in Warwick"),
    });
  });

  it("refuses an unknown reference, a job not completed, and one without the engineer's photos", async () => {
    const before = await storedFiles();
    expect(
      await createProjectFromJob(handle.db, disk, admin, {
        reference: "CV-2026-999999",
        ...consent,
      }),
    ).toMatchObject({
      ok: false,
      field: "reference",
      message: FROM_JOB_MESSAGES.unknown("CV-2026-999999"),
    });
    const scheduled = await jobWithPhotos("scheduled", ["before", "after"]);
    expect(
      await createProjectFromJob(handle.db, disk, admin, {
        reference: scheduled.reference,
        ...consent,
      }),
    ).toMatchObject({
      ok: false,
      field: "reference",
      message: FROM_JOB_MESSAGES.notCompleted(scheduled.reference),
    });
    const bare = await jobWithPhotos("completed", []);
    expect(
      await createProjectFromJob(handle.db, disk, admin, { reference: bare.reference, ...consent }),
    ).toMatchObject({
      ok: false,
      field: "reference",
      message: FROM_JOB_MESSAGES.noPhotos(bare.reference),
    });
    expect(await storedFiles()).toEqual(before);
  });
});

// Issue 28 §1: the portfolio promises pictures only where a project has them, and the demo data
// brings a few (drawn, rendered locally, stored through the storage service like an upload).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { DEMO_ILLUSTRATIONS } from "../../app/.server/db/demo-portfolio-illustrations.server";
import { seedDemoPortfolioPictures } from "../../app/.server/db/seed-demo-portfolio.server";
import { currentCopyFacts } from "../../app/.server/pages/current-copy-facts.server";
import { infoPageOf } from "../../app/.server/pages/info-page.server";
import { loadPortfolio } from "../../app/.server/pages/portfolio-pages.server";
import { LocalDiskStorage } from "../../app/.server/storage/storage.server";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;
let directory: string;
let disk: LocalDiskStorage;

beforeAll(async () => {
  handle = await createTestDatabase();
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-demo-portfolio-"));
  disk = new LocalDiskStorage(directory);
});
afterAll(async () => {
  await handle?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

describe("the demo portfolio", () => {
  it("makes no promise of photos in its copy, which every project must keep", async () => {
    const page = infoPageOf("/portfolio", await currentCopyFacts(handle.db));
    expect(JSON.stringify(page)).not.toMatch(/before-and-after photos|photos from before/i);
  });

  it("brings a drawn before and after for three projects, stored at their widths, once", async () => {
    await seedDemoPortfolioPictures(handle.db, disk);
    await seedDemoPortfolioPictures(handle.db, disk);
    const projects = await loadPortfolio(handle.db);
    const pictured = projects.filter((project) => project.before.length + project.after.length);
    expect(pictured.map((project) => project.slug).sort()).toEqual(
      DEMO_ILLUSTRATIONS.map((drawing) => drawing.projectSlug).sort(),
    );
    for (const project of pictured) {
      expect(project.before).toHaveLength(1);
      expect(project.after).toHaveLength(1);
      const [before] = project.before;
      expect(before?.alt).toMatch(/^Drawing of /);
      expect(before?.image).toMatchObject({ widths: [480, 960], width: 960, height: 720 });
      for (const width of before?.image.widths ?? []) {
        for (const format of ["webp", "avif"]) {
          const file = await disk.get(`${before?.image.key}-${width}.${format}`);
          expect(file?.body.length).toBeGreaterThan(500);
        }
      }
    }
  });
});

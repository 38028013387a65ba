import fs from "node:fs";
import { test } from "@playwright/test";
import type { z } from "zod";
import { SEED_COPIES, seedManifestPath } from "./seed-context";

let manifest: unknown;

/**
 * What `tests/e2e/seed/<name>.seed.ts` made for this test's project and attempt, made before
 * the server started (tests/e2e/seed/run.ts), read through the spec's schema of it.
 */
export function seeded<T>(name: string, schema: z.ZodType<T>): T {
  manifest ??= JSON.parse(fs.readFileSync(seedManifestPath(), "utf8"));
  const info = test.info();
  const copy = SEED_COPIES.find(
    (candidate) => candidate === `${info.project.name}#${Math.min(info.retry, 1)}`,
  );
  if (!copy) throw new Error(`No seed copy for project ${info.project.name}`);
  const files = manifest !== null && typeof manifest === "object" ? manifest : {};
  const copies: unknown = Object.entries(files).find(([file]) => file === name)?.[1];
  const data: unknown =
    copies !== null && typeof copies === "object"
      ? Object.entries(copies).find(([key]) => key === copy)?.[1]
      : undefined;
  if (data === undefined) throw new Error(`Nothing seeded by ${name}.seed.ts for ${copy}`);
  return schema.parse(data);
}

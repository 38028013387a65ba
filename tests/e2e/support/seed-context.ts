import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../../../app/.server/db/schema.server";

/**
 * One copy of a spec's preconditions per browser project and per attempt (CI retries once),
 * so a test that changes its data (cancels the job, uses the link) finds it fresh on a retry
 * and in the other project.
 */
export const SEED_COPIES = ["js#0", "js#1", "no-js#0", "no-js#1", "http#0", "http#1"] as const;
export type SeedCopy = (typeof SEED_COPIES)[number];

export interface SeedContext {
  db: Kysely<Database>;
  /** The e2e server's address, for links written into e-mails and pages. */
  siteOrigin: string;
  copy: SeedCopy;
}

/** A `tests/e2e/seed/<spec>.seed.ts` file: makes one copy, returns what the spec needs (JSON). */
export interface SeedModule {
  default: (context: SeedContext) => Promise<unknown>;
}

export function seedManifestPath(): string {
  return path.resolve(process.env.E2E_SEED_MANIFEST ?? "tests/.tmp/e2e-seed.json");
}

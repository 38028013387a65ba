import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { MIGRATIONS_DIR } from "../db/paths.server";
import { storage } from "../storage/storage.server";
import { setMetricSources, type PoolUse } from "./metrics.server";
import {
  databaseAnswers,
  latestBackupAt,
  outboxBacklog,
  pendingMigrations,
} from "./operational-queries.server";
import { setReadinessProbes } from "./readiness.server";

/** A key no upload ever has: asking for it proves the store answers without reading a file. */
const STORAGE_PROBE_KEY = "readiness/probe.webp";

/**
 * Points /readyz and /metrics at the process's open services (called by app.server.ts once the
 * database is open and migrated).
 */
export function watchServices(services: { db: Kysely<Database>; poolUse: () => PoolUse }) {
  const { db } = services;
  setReadinessProbes([
    { name: "database", check: () => databaseAnswers(db) },
    {
      name: "migrations",
      check: async () => {
        const pending = await pendingMigrations(db, MIGRATIONS_DIR);
        if (pending.length > 0) throw new Error(`not applied: ${pending.join(", ")}`);
      },
    },
    {
      name: "storage",
      check: async () => {
        await storage().get(STORAGE_PROBE_KEY);
      },
    },
  ]);
  setMetricSources({
    outboxBacklog: () => outboxBacklog(db),
    latestBackupAt: () => latestBackupAt(db),
    poolUse: services.poolUse,
  });
}

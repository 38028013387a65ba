import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The integration suites again, on a PostgreSQL server (DATABASE_URL, set by
 * scripts/with-postgres.sh): every SQL path runs on both engines, since the connection layer
 * (a pool, real concurrency, row and advisory locks, LISTEN/NOTIFY) is what differs between
 * PGlite and a server. Left out, because they never use the engine under test and would only
 * run twice: the embedded database's directory lock (PGlite only), the S3 adapter against
 * s3rver and the Supabase Auth adapter against its HTTP contract (no database, or one of their
 * own). Unit tests beside the modules touch no database and run once, in `vitest run`.
 */
export const ENGINE_INDEPENDENT_SUITES = [
  "tests/integration/data-dir-lock.test.ts",
  "tests/integration/s3-storage.test.ts",
  "tests/integration/supabase-adapter.test.ts",
];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/integration/**/*.test.ts"],
    exclude: ENGINE_INDEPENDENT_SUITES,
  },
});

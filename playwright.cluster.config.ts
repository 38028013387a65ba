import { defineConfig } from "@playwright/test";
import { CLUSTER_ORIGIN, MAIL_DIR } from "./tests/cluster/support/ports";
import { CHROMIUM_LAUNCH_OPTIONS } from "./tests/setup/chromium";

// `npm run test:cluster`: two app processes on one Postgres server (through PgBouncer) and one
// S3 bucket behind HAProxy (scripts/lib/cluster.mjs, deploy/), driven through HAProxy. The tests
// share the cluster and two of them stop a process, so they run one after another, in file order.
process.env.MAIL_DIR = MAIL_DIR;

export default defineConfig({
  testDir: "tests/cluster",
  outputDir: "test-results/cluster",
  globalSetup: "./tests/cluster/support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 240_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: CLUSTER_ORIGIN,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: "retain-on-failure",
    locale: "en-GB",
    timezoneId: "Europe/London",
  },
});

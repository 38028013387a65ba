// npm run db:migrate | db:seed | db:reset — on the embedded database (DATA_DIR) or on
// DATABASE_URL. Stop the server first when it uses the embedded database: it holds the lock.
import fs from "node:fs";
import { openDatabase } from "../app/.server/db/connection.server";
import {
  seedBaseData,
  seedDemoAccounts,
  describeDemoAccounts,
} from "../app/.server/db/seed.server";
import { seedDemoJobs } from "../app/.server/db/seed-demo-jobs.server";
import { seedDemoQuotes } from "../app/.server/db/seed-demo-quotes.server";
import { prepareDatabase } from "../app/.server/db/setup.server";
import { env } from "../app/.server/env.server";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed" && command !== "reset") {
  console.error("Usage: tsx scripts/db.ts migrate|seed|reset");
  process.exit(2);
}

const config = env();
const localAuth = config.authMode === "local";
if (command === "reset") {
  if (config.DATABASE_URL) {
    console.error(
      "db:reset only removes the embedded database. On a Postgres server, drop and recreate the database yourself.",
    );
    process.exit(2);
  }
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  console.log(`Removed ${config.dataDir}`);
}

const handle = await openDatabase(
  config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: config.dataDir },
);
try {
  if (command === "seed") {
    await seedBaseData(handle.db);
    if (localAuth) {
      await seedDemoAccounts(handle.db);
      await seedDemoJobs(handle.db);
      await seedDemoQuotes(handle.db);
      console.log(describeDemoAccounts());
    }
  } else {
    await prepareDatabase(handle.db, {
      localAuth,
      seedDemo: command === "reset",
      log: console.log,
    });
    if (command === "reset" && localAuth) console.log(describeDemoAccounts());
  }
  console.log(`db:${command} done`);
} finally {
  await handle.close();
}

import type { Kysely } from "kysely";
import { storage } from "../storage/storage.server";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "./connection.server";
import { migrate } from "./migrator.server";
import { LOCAL_AUTH_DIR, MIGRATIONS_DIR } from "./paths.server";
import type { Database } from "./schema.server";
import { seedPublicContent } from "./seed-content.server";
import { seedDemoInvoices } from "./seed-demo-invoices.server";
import { seedDemoJobs } from "./seed-demo-jobs.server";
import { seedDemoOrganisations } from "./seed-demo-organisations.server";
import { seedDemoPortfolioPictures } from "./seed-demo-portfolio.server";
import { seedDemoQuotes } from "./seed-demo-quotes.server";
import { seedBaseData, seedDemoAccounts } from "./seed.server";

export interface PrepareOptions {
  localAuth: boolean;
  seedDemo: boolean;
  log?: (message: string) => void;
}

/** Migrates (local auth schema first when the app runs its own auth) and seeds. */
export async function prepareDatabase(db: Kysely<Database>, options: PrepareOptions) {
  await migrate(db, {
    migrationsDir: MIGRATIONS_DIR,
    preludeDir: options.localAuth ? LOCAL_AUTH_DIR : undefined,
    log: options.log,
  });
  await seedBaseData(db);
  await seedPublicContent(db);
  if (options.seedDemo && options.localAuth) {
    await seedDemoAccounts(db);
    await seedDemoJobs(db);
    await seedDemoQuotes(db);
    await seedDemoOrganisations(db);
    await seedDemoInvoices(db);
    await seedDemoPortfolioPictures(db, storage());
  }
}

export async function openPreparedDatabase(
  target: DatabaseTarget,
  options: PrepareOptions,
): Promise<DatabaseHandle> {
  const handle = await openDatabase(target);
  try {
    await prepareDatabase(handle.db, options);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

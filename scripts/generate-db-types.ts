// npm run db:types — regenerates app/.server/db/generated-types.server.ts from the migrations:
// a fresh in-memory database, the local auth schema and every migration, then introspected.
import fs from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../app/.server/db/connection.server";
import { migrate } from "../app/.server/db/migrator.server";
import { LOCAL_AUTH_DIR, MIGRATIONS_DIR } from "../app/.server/db/paths.server";
import { GENERATED_TYPES_FILE, generateDatabaseTypes } from "./lib/database-types";

const handle = await openDatabase({ kind: "pglite-memory" });
try {
  await migrate(handle.db, { migrationsDir: MIGRATIONS_DIR, preludeDir: LOCAL_AUTH_DIR });
  const source = await generateDatabaseTypes(handle.db);
  const current = await fs.readFile(GENERATED_TYPES_FILE, "utf8").catch(() => null);
  const relative = path.relative(process.cwd(), GENERATED_TYPES_FILE);
  if (source === current) {
    console.log(`${relative} is already current.`);
  } else {
    await fs.writeFile(GENERATED_TYPES_FILE, source);
    console.log(`Wrote ${relative}.`);
  }
} finally {
  await handle.close();
}

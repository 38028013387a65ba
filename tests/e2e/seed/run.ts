// Prepares the shared e2e server's embedded database before the server starts: migrations,
// the demo data, then every `*.seed.ts` beside this file, once per copy a spec may use (each
// browser project, and its retry). What each returns goes to a manifest the specs read
// (support/seeded.ts). Run by playwright.config.ts's webServer command; the server then opens
// the same DATA_DIR, which this process has closed.
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openPreparedDatabase } from "../../../app/.server/db/setup.server";
import { SEED_COPIES, seedManifestPath, type SeedModule } from "../support/seed-context";

const dataDir = path.resolve(process.env.DATA_DIR ?? "tests/.tmp/e2e-data");
const siteOrigin = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? "4173"}`;
const started = Date.now();

const handle = await openPreparedDatabase(
  { kind: "pglite", dataDir },
  { localAuth: true, seedDemo: true },
);
const manifest: Record<string, Record<string, unknown>> = {};
try {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const files = (await fs.readdir(here)).filter((file) => file.endsWith(".seed.ts")).sort();
  for (const file of files) {
    const module: SeedModule = await import(pathToFileURL(path.join(here, file)).href);
    const name = file.replace(/\.seed\.ts$/, "");
    manifest[name] = {};
    for (const copy of SEED_COPIES) {
      manifest[name][copy] = await module.default({ db: handle.db, siteOrigin, copy });
    }
  }
} finally {
  await handle.close();
}
await fs.mkdir(path.dirname(seedManifestPath()), { recursive: true });
await fs.writeFile(seedManifestPath(), JSON.stringify(manifest, null, 2));
console.log(
  `[e2e seed] ${Object.keys(manifest).length} seed files × ${SEED_COPIES.length} copies in ${Date.now() - started} ms`,
);

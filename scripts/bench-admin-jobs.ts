// npx tsx scripts/bench-admin-jobs.ts [count…] — times the /admin/jobs list queries (and the
// whole CSV export) on an in-memory PGlite seeded with 1,000 and 100,000 jobs (or the counts
// given), so the list can be seen to stay flat as jobs grow. Prints one table per size.
import { openDatabase } from "../app/.server/db/connection.server";
import { prepareDatabase } from "../app/.server/db/setup.server";
import type { JobListFilters } from "../app/.server/admin-jobs/job-filters.server";
import { listJobs } from "../app/.server/admin-jobs/job-list.server";
import { jobsCsvChunks } from "../app/.server/admin-jobs/job-export.server";
import { pagesRead, time } from "./lib/query-cost";
import { seedManyJobs } from "./lib/seed-many-jobs";

const counts = process.argv.slice(2).map(Number).filter(Boolean);

async function benchmark(count: number) {
  const handle = await openDatabase({ kind: "pglite-memory" });
  const { db } = handle;
  await prepareDatabase(db, { localAuth: true, seedDemo: false });
  const seedStarted = performance.now();
  const around = new Date("2026-11-23T12:00:00Z");
  const { engineerIds } = await seedManyJobs(db, { count, around });
  const seedMs = performance.now() - seedStarted;

  const sample = await db
    .selectFrom("jobs")
    .select(["reference", "customer_email", "customer_phone", "postcode", "address"])
    .where("window_start", "is not", null)
    .orderBy("created_at")
    .offset(Math.floor(count / 3))
    .limit(1)
    .executeTakeFirstOrThrow();

  // Twenty pages in, by following the "older" links, for the cost of a deep page.
  let deepCursor: string | null = null;
  for (let n = 0; n < 20; n += 1) {
    const page = await listJobs(db, {}, { after: deepCursor });
    deepCursor = page.older ?? deepCursor;
  }

  const cases: [string, JobListFilters, { after?: string | null }?][] = [
    ["first page, no filter", {}],
    ["page 21, no filter", {}, { after: deepCursor }],
    ["status = en_route (rare)", { status: "en_route" }],
    ["status = completed", { status: "completed" }],
    ["status = requested (no window)", { status: "requested" }],
    ["one engineer", { engineer: engineerIds[0] }],
    ["unassigned", { engineer: "none" }],
    ["area CV32", { area: "CV32" }],
    ["service", { service: "tiling-services" }],
    ["source = admin", { source: "admin" }],
    ["one week", { from: "2026-11-01", to: "2026-11-07" }],
    ["completed, CV1, plumbing", { status: "completed", area: "CV1", service: "plumbing-repairs" }],
    ["search: reference", { q: sample.reference }],
    ["search: name word", { q: "mitch" }],
    ["search: full name", { q: "Sarah Mitchell" }],
    ["search: e-mail", { q: sample.customer_email }],
    ["search: phone", { q: sample.customer_phone }],
    ["search: postcode", { q: sample.postcode }],
    ["search: street (1 in 40)", { q: "holyhead road" }],
    [
      "search: house and street",
      { q: `${sample.address.split(" ")[0]} ${sample.address.split(" ")[1]}` },
    ],
    ["search: no match", { q: "zzzzzz" }],
  ];
  const rows: string[] = [];
  for (const [label, filters, page] of cases) {
    const result = await listJobs(db, filters, page ?? {});
    const timing = await time(() => listJobs(db, filters, page ?? {}));
    const pages = await pagesRead(db, (traced) => listJobs(traced, filters, page ?? {}));
    rows.push(
      `${label.padEnd(34)} ${String(result.rows.length).padStart(4)} rows  ${String(pages).padStart(6)} pages read  median ${timing.median.toFixed(1).padStart(6)} ms  p95 ${timing.p95.toFixed(1).padStart(6)} ms`,
    );
  }

  // Run with NODE_OPTIONS=--expose-gc to also see what the export keeps after a collection.
  const collect = typeof globalThis.gc === "function" ? globalThis.gc : () => {};
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  let bytes = 0;
  const exportStarted = performance.now();
  for await (const chunk of jobsCsvChunks(db, {})) {
    bytes += chunk.length;
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }
  const exportMs = performance.now() - exportStarted;
  collect();
  const heapAfter = process.memoryUsage().heapUsed;

  console.log(
    `\n${count.toLocaleString("en-GB")} jobs (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
  );
  for (const row of rows) console.log(`  ${row}`);
  console.log(
    `  CSV export of every job: ${(bytes / 1e6).toFixed(1)} MB in ${(exportMs / 1000).toFixed(2)} s, heap peak +${((heapPeak - heapBefore) / 1e6).toFixed(1)} MB, +${((heapAfter - heapBefore) / 1e6).toFixed(1)} MB after`,
  );
  await handle.close();
}

for (const count of counts.length > 0 ? counts : [1_000, 100_000]) await benchmark(count);

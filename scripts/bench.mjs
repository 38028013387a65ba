// npm run bench — the server and first-load budgets of DESIGN.md "Budgets", measured against
// the production build on a loopback port. Needs `npm run build` first. Prints a report; the
// numbers are for people to read, so a failed budget does not fail the command, except the
// JavaScript of a page that hydrates: one page over 100 KB fails it (exit code 1).
// BENCH_URL=http://127.0.0.1:4480 measures a running server instead (the throughput,
// first-load and booking parts; `npm run cluster` starts one behind our proxy).
// BENCH_ONLY=booking (or throughput, first-load, page-js, dispatch, office, reports, backup; several joined by commas) runs
// only those parts. The page-js part needs no server: from the build it lists every page that
// hydrates with the JavaScript a first visit loads (scripts/lib/page-scripts.mjs). The office part times the /admin users, clients and enquiries lists at
// 1,000 and 100,000 rows in a process of its own (scripts/bench-office.ts); the reports part the
// queries of /admin/reports at 1,000 and 100,000 jobs (scripts/bench-reports.ts); the backup part
// backup, restore and verify times at 100,000 jobs (scripts/bench-backup.ts). The dispatch part starts servers of its own over seeded data (BENCH_PORT pins
// the port every server of the bench listens on).
import { measureBookingSubmit } from "./lib/booking-bench.mjs";
import { measureDispatch } from "./lib/dispatch-bench.mjs";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { projectRoot, requireBuild, startAppServer } from "./lib/app-server.mjs";
import { measureFirstLoad } from "./lib/first-load.mjs";
import { measurePageScripts } from "./lib/page-scripts.mjs";
import { statusOf } from "./lib/http.mjs";
import {
  HYDRATED_PAGES,
  HYDRATED_SCRIPT_BUDGET_BYTES,
  ONE_ROUND_TRIP_BYTES,
  READING_PAGES,
} from "./lib/measured-pages.mjs";
import { isInterrupted } from "./lib/shutdown.mjs";
import { formatTable, kilobytes, verdict } from "./lib/table.mjs";

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
const STATIC_TARGET = { label: "static file", path: "/favicon.svg" };
const PAGE_TARGETS = [
  { label: "home", path: "/" },
  { label: "service page", path: "/services/plumbing-repairs" },
];
const PARTS = [
  "throughput",
  "first-load",
  "page-js",
  "booking",
  "dispatch",
  "office",
  "reports",
  "backup",
];
// Parts measured on the one server started with a fresh database.
const SHARED_SERVER_PARTS = ["throughput", "first-load", "booking"];
const BUDGET = {
  minimumShareOfStaticRate: 0.5,
  maximumP99Ms: 50,
  maximumJsBytes: HYDRATED_SCRIPT_BUDGET_BYTES,
  maximumCssBytes: 25 * 1024,
};

async function loadTest(origin, target) {
  const url = `${origin}${target.path}`;
  const status = await statusOf(url);
  process.stdout.write(
    `  ${target.path} (HTTP ${status}): ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s measured… `,
  );
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: MEASURE_SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
    timeout: 10,
  });
  process.stdout.write("done\n");
  return {
    ...target,
    status,
    requestsPerSecond: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function throughputReport(staticResult, pageResults) {
  const budgetChecks = [];
  const rows = [staticResult, ...pageResults].map((result) => {
    const isPage = result !== staticResult;
    const share = result.requestsPerSecond / staticResult.requestsPerSecond;
    const shareVerdict = verdict(share >= BUDGET.minimumShareOfStaticRate);
    const p99Verdict = verdict(result.p99 <= BUDGET.maximumP99Ms);
    if (isPage) budgetChecks.push(shareVerdict, p99Verdict);
    return [
      result.status === 200 ? result.path : `${result.path} (${result.status})`,
      result.requestsPerSecond.toFixed(0),
      result.p50.toFixed(1),
      result.p99.toFixed(1),
      result.non2xx,
      result.errors,
      isPage ? `${(share * 100).toFixed(0)}%` : "100%",
      isPage ? shareVerdict : "-",
      isPage ? p99Verdict : "-",
    ];
  });
  const table = formatTable(
    [
      "path",
      "req/s",
      "p50 ms",
      "p99 ms",
      "non-2xx",
      "errors",
      "vs static",
      "rate ≥ 50%",
      "p99 ≤ 50 ms",
    ],
    rows,
  );
  return { table, budgetChecks };
}

function firstLoadRow(page, firstLoad) {
  const scriptLimit = page.reading ? 0 : BUDGET.maximumJsBytes;
  const checks = [
    verdict(firstLoad.scriptBytes <= scriptLimit),
    verdict(firstLoad.stylesheetBytes <= BUDGET.maximumCssBytes),
    page.reading ? verdict(firstLoad.htmlBytes <= ONE_ROUND_TRIP_BYTES) : "-",
  ];
  const label = `${page.kind} ${page.path}${firstLoad.status === 200 ? "" : ` (${firstLoad.status})`}`;
  return {
    row: [
      label,
      kilobytes(firstLoad.htmlBytes),
      firstLoad.scripts.length,
      kilobytes(firstLoad.scriptBytes),
      kilobytes(firstLoad.stylesheetBytes),
      ...checks,
    ],
    budgetChecks: checks.filter((check) => check !== "-"),
  };
}

// The booking flow lives under /book (book.tsx, book._index.tsx, book.$step.tsx or a book/
// folder); /booking-system is a marketing page and does not count.
function hasBookingRoute() {
  const routesDirectory = path.join(projectRoot, "app", "routes");
  return fs.readdirSync(routesDirectory).some((name) => {
    const firstSegment = name.replace(/\.tsx$/, "").split(".")[0];
    return firstSegment === "book" || firstSegment === "book_";
  });
}

async function runThroughput(origin) {
  console.log(`Throughput: ${CONNECTIONS} connections, one target at a time`);
  const staticResult = await loadTest(origin, STATIC_TARGET);
  const pageResults = [];
  for (const target of PAGE_TARGETS) pageResults.push(await loadTest(origin, target));
  const throughput = throughputReport(staticResult, pageResults);
  console.log(`\n${throughput.table}\n`);
  return throughput.budgetChecks;
}

/**
 * The pages measured over HTTP must load exactly the scripts the page-js part works out from
 * the build for their route; a difference means that model no longer matches Remix.
 */
function checkPageScriptModel(page, firstLoad, modelled) {
  if (!page.route || firstLoad.status !== 200) return;
  const expected = modelled.pages.find((each) => each.routeId === page.route);
  const fetched = firstLoad.scripts.map((script) => new URL(script.url).pathname).sort();
  const worked = [...(expected?.scripts ?? [])].sort();
  if (JSON.stringify(fetched) !== JSON.stringify(worked)) {
    console.log(
      `  note: ${page.path} loads other scripts than the page-js part works out for ${page.route}`,
    );
  }
}

async function runFirstLoad(origin) {
  const modelled = measurePageScripts();
  const pages = [
    ...READING_PAGES.map((page) => ({ ...page, reading: true })),
    ...HYDRATED_PAGES.map((page) => ({ ...page, reading: false })),
  ];
  const rows = [];
  const budgetChecks = [];
  let serverCompressed = true;
  for (const page of pages) {
    const firstLoad = await measureFirstLoad(origin, page.path);
    if (!page.reading) checkPageScriptModel(page, firstLoad, modelled);
    serverCompressed &&= firstLoad.serverCompressed;
    const measured = firstLoadRow(page, firstLoad);
    rows.push(measured.row);
    budgetChecks.push(...measured.budgetChecks);
  }
  console.log(
    `First load, compressed (${serverCompressed ? "as the server sent it" : "gzip of the bodies: the server did not compress every page"}). Reading pages ship no JavaScript and their HTML fits one round trip (14 KB); pages that hydrate may load up to 100 KB of JavaScript; CSS up to 25 KB everywhere:`,
  );
  console.log(
    formatTable(
      ["page", "HTML KB", "JS files", "JS KB", "CSS KB", "JS", "CSS", "HTML ≤ 14 KB"],
      rows,
    ),
  );
  console.log("");
  return budgetChecks;
}

/** Every page that hydrates, from the build: the JavaScript of a first visit, gzipped. */
function runPageScripts() {
  const { shared, pages } = measurePageScripts();
  const budgetChecks = [];
  const rows = pages
    .sort((a, b) => b.scriptBytes - a.scriptBytes || a.pattern.localeCompare(b.pattern))
    .map((page) => {
      const check = verdict(page.scriptBytes <= BUDGET.maximumJsBytes);
      budgetChecks.push(check);
      return [
        `${page.pattern}${page.signedInOnly ? " (signed in)" : ""}`,
        page.routeId.replace(/^routes\//, ""),
        page.scripts.length,
        kilobytes(page.scriptBytes),
        check,
        page.heaviestExtras.map(({ owner, bytes }) => `${owner} ${kilobytes(bytes)}`).join(", "),
      ];
    });
  const over = budgetChecks.filter((check) => check === "FAIL").length;
  console.log(
    `JavaScript of a first visit to every page that hydrates, from the build: the modulepreload and script files its HTML names, each gzipped. "(signed in)": a reading page, which hydrates only for someone signed in (decision 0050). Every page loads the entry and the root's ${shared.scripts.length} files, ${kilobytes(shared.scriptBytes)} KB; the last column is the largest code a page adds to them (KB before compression):`,
  );
  console.log(
    formatTable(
      ["page", "route", "JS files", "JS KB", "≤ 100 KB", "largest beyond the root's"],
      rows,
    ),
  );
  const sizes = pages.map((page) => page.scriptBytes).sort((a, b) => a - b);
  const median =
    sizes.length % 2
      ? sizes[(sizes.length - 1) / 2]
      : (sizes[sizes.length / 2 - 1] + sizes[sizes.length / 2]) / 2;
  console.log(
    `${pages.length - over} of ${pages.length} pages within 100 KB (min ${kilobytes(sizes[0] ?? 0)}, median ${kilobytes(median ?? 0)}, max ${kilobytes(sizes.at(-1) ?? 0)} KB).\n`,
  );
  return budgetChecks;
}

async function runBookingSubmit(origin) {
  console.log("Booking submit (POST /book confirm, each into its own window, 4 at a time):");
  if (!hasBookingRoute()) {
    console.log("booking submit: not built yet (issue 4)");
    return [];
  }
  // A fresh process is slower for its first bookings (modules load on first use, the
  // embedded database warms its caches); a running server is warm. Both are shown; the
  // budget is judged on the warm round.
  const cold = await measureBookingSubmit(origin, { round: "cold" });
  const warm = await measureBookingSubmit(origin, { round: "warm" });
  const p95Verdict = verdict(warm.p95 <= 100);
  const row = (label, booking, judged) => [
    label,
    booking.booked,
    booking.failures,
    booking.p50.toFixed(1),
    booking.p95.toFixed(1),
    booking.max.toFixed(1),
    judged,
  ];
  console.log(
    formatTable(
      ["round", "booked", "failed", "p50 ms", "p95 ms", "max ms", "p95 ≤ 100 ms"],
      [row("first 60 after start", cold, "(not judged)"), row("next 60 (warm)", warm, p95Verdict)],
    ),
  );
  return [p95Verdict];
}

/** The parts BENCH_ONLY asks for, or every part; an unknown name stops before the server starts. */
function selectedParts() {
  const wanted = (process.env.BENCH_ONLY ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = wanted.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) {
    console.error(
      `BENCH_ONLY: unknown part ${unknown.join(", ")}; choose from ${PARTS.join(", ")}.`,
    );
    process.exit(1);
  }
  return new Set(wanted.length > 0 ? wanted : PARTS);
}

/** A bench script in a process of its own, printing as it measures. */
function runBenchScript(script) {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", script], { cwd: projectRoot, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

/** The office's lists at two sizes, printed as they are measured (pages read and times). */
function measureOfficeLists() {
  console.log("\nOffice lists (users, clients, enquiries) at 1,000 and 100,000 rows:");
  return runBenchScript("scripts/bench-office.ts");
}

/** The reports page's queries at 1,000 and 100,000 jobs (pages read and times). */
function measureReports() {
  console.log("\nReports (/admin/reports, one month) at 1,000 and 100,000 jobs:");
  return runBenchScript("scripts/bench-reports.ts");
}

/** Backup, restore and verify at 100,000 jobs (embedded, and the server DATABASE_URL names). */
function measureBackup() {
  console.log("\nBackup and restore at 100,000 jobs:");
  return runBenchScript("scripts/bench-backup.ts");
}

async function main() {
  const parts = selectedParts();
  requireBuild();
  const checks = [];
  const pageScriptChecks = parts.has("page-js") ? runPageScripts() : [];
  checks.push(...pageScriptChecks);
  if (SHARED_SERVER_PARTS.some((part) => parts.has(part))) {
    console.log(
      process.env.BENCH_URL
        ? `Measuring the running server at ${process.env.BENCH_URL}`
        : "Starting the production build on 127.0.0.1 (fresh embedded database)…",
    );
    // No proxy in front: the socket's address is the visitor's (each booking has its own).
    const server = process.env.BENCH_URL
      ? { origin: process.env.BENCH_URL.replace(/\/+$/, ""), stop: async () => {} }
      : await startAppServer({ env: { HYDRATE_EVERY_PAGE: "0", TRUST_PROXY_HOPS: "0" } });
    try {
      console.log(`Server ready at ${server.origin}\n`);
      if (parts.has("throughput")) checks.push(...(await runThroughput(server.origin)));
      if (parts.has("first-load")) checks.push(...(await runFirstLoad(server.origin)));
      if (parts.has("booking")) checks.push(...(await runBookingSubmit(server.origin)));
    } finally {
      await server.stop();
    }
  }
  // The other parts start servers of their own over seeded data: not for a given URL.
  if (process.env.BENCH_URL) parts.clear();
  if (parts.has("dispatch")) checks.push(...(await measureDispatch()));
  if (parts.has("office")) await measureOfficeLists();
  if (parts.has("reports")) await measureReports();
  if (parts.has("backup")) await measureBackup();
  const failed = checks.filter((check) => check === "FAIL").length;
  console.log(`\nBudgets: ${checks.length - failed} passed, ${failed} failed.`);
  const pagesOver = pageScriptChecks.filter((check) => check === "FAIL").length;
  if (pagesOver > 0) {
    console.error(`${pagesOver} page(s) that hydrate load more than 100 KB of JavaScript.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  // After Ctrl-C the clean-ups exit the process once everything has stopped.
  if (isInterrupted()) return;
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

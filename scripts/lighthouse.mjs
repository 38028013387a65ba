// npm run lighthouse — mobile Lighthouse (default form factor and throttling) on the public
// pages of the production build, checked against DESIGN.md "Budgets". Needs `npm run build`
// first; the pinned Lighthouse comes through npx. Three runs per page, the median by
// performance score is reported. A failed budget is reported, not turned into an exit code.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { requireBuild, startAppServer } from "./lib/app-server.mjs";
import { statusOf } from "./lib/http.mjs";
import { isInterrupted, onInterrupt } from "./lib/shutdown.mjs";
import {
  CHROME_PATH,
  LIGHTHOUSE_PACKAGE,
  fetchLighthouse,
  lighthouseOnce,
  medianByPerformance,
} from "./lib/lighthouse-run.mjs";
import { formatTable, kilobytes, verdict } from "./lib/table.mjs";

const RUNS_PER_PAGE = 3;
const PAGES = [
  "/",
  "/services/plumbing-repairs",
  "/services/plumbing/leaky-tap-repairs",
  "/locations/warwick-handyman",
  "/blog",
  "/contact",
];
const BUDGETS = [
  { label: "Perf ≥ 95", passes: (run) => run.performance !== null && run.performance >= 95 },
  { label: "A11y 100", passes: (run) => run.accessibility === 100 },
  { label: "BP 100", passes: (run) => run.bestPractices === 100 },
  { label: "SEO 100", passes: (run) => run.seo === 100 },
  {
    label: "LCP ≤ 1.5 s",
    passes: (run) => run.largestContentfulPaintMs !== null && run.largestContentfulPaintMs <= 1500,
  },
  {
    label: "TBT ≤ 100 ms",
    passes: (run) => run.totalBlockingTimeMs !== null && run.totalBlockingTimeMs <= 100,
  },
  {
    label: "CLS ≤ 0.02",
    passes: (run) => run.cumulativeLayoutShift !== null && run.cumulativeLayoutShift <= 0.02,
  },
];

function shown(value, format) {
  return value === null ? "n/a" : format(value);
}

function pageLabel(page) {
  return page.status === 200 ? page.path : `${page.path} (${page.status})`;
}

async function measurePage(origin, pagePath, workDirectory, pageIndex) {
  const url = `${origin}${pagePath}`;
  const status = await statusOf(url);
  const runs = [];
  for (let run = 1; run <= RUNS_PER_PAGE; run += 1) {
    process.stdout.write(`  ${pagePath} (HTTP ${status}) run ${run}/${RUNS_PER_PAGE}… `);
    const summary = await lighthouseOnce(url, workDirectory, `page-${pageIndex}-run-${run}`);
    runs.push(summary);
    process.stdout.write(`performance ${shown(summary.performance, String)}\n`);
  }
  return { path: pagePath, status, runs, median: medianByPerformance(runs) };
}

function metricsTable(pages) {
  return formatTable(
    ["page", "Perf", "A11y", "BP", "SEO", "FCP s", "LCP s", "TBT ms", "CLS", "transfer KB"],
    pages.map((page) => {
      const run = page.median;
      return [
        pageLabel(page),
        shown(run.performance, String),
        shown(run.accessibility, String),
        shown(run.bestPractices, String),
        shown(run.seo, String),
        shown(run.firstContentfulPaintMs, (ms) => (ms / 1000).toFixed(2)),
        shown(run.largestContentfulPaintMs, (ms) => (ms / 1000).toFixed(2)),
        shown(run.totalBlockingTimeMs, (ms) => ms.toFixed(0)),
        shown(run.cumulativeLayoutShift, (shift) => shift.toFixed(3)),
        shown(run.transferBytes, kilobytes),
      ];
    }),
  );
}

function budgetTable(pages) {
  let failed = 0;
  const rows = pages.map((page) => [
    pageLabel(page),
    ...BUDGETS.map((budget) => {
      const passed = budget.passes(page.median);
      if (!passed) failed += 1;
      return verdict(passed);
    }),
  ]);
  const table = formatTable(["page", ...BUDGETS.map((budget) => budget.label)], rows);
  return { table, failed, total: pages.length * BUDGETS.length };
}

async function main() {
  requireBuild();
  if (!fs.existsSync(CHROME_PATH)) {
    console.error(
      `Chromium is missing at ${CHROME_PATH}; npm test installs it (scripts/ensure-system-deps.sh).`,
    );
    process.exit(1);
  }
  console.log(`Fetching ${LIGHTHOUSE_PACKAGE} through npx (the first time takes a few minutes)…`);
  console.log(`Lighthouse ${await fetchLighthouse()}`);
  console.log("Starting the production build on 127.0.0.1 (fresh embedded database)…");
  const server = await startAppServer();
  const workDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "wfc-lighthouse-"));
  const removeWorkDirectory = () => fs.rmSync(workDirectory, { recursive: true, force: true });
  const forgetInterrupt = onInterrupt(removeWorkDirectory);
  try {
    console.log(`Server ready at ${server.origin}\n`);
    console.log(
      `Mobile, default throttling, ${RUNS_PER_PAGE} runs per page (median by performance):`,
    );
    const pages = [];
    for (const [index, pagePath] of PAGES.entries()) {
      pages.push(await measurePage(server.origin, pagePath, workDirectory, index));
    }
    console.log(`\n${metricsTable(pages)}`);
    const budgets = budgetTable(pages);
    console.log(`\nBudgets (median run):\n${budgets.table}`);
    for (const page of pages) {
      if (page.median.failingAudits.length > 0) {
        console.log(`${pageLabel(page)}: failing audits: ${page.median.failingAudits.join(", ")}`);
      }
      if (page.median.runtimeError)
        console.log(`${page.path}: Lighthouse error: ${page.median.runtimeError}`);
    }
    console.log(`\nBudgets: ${budgets.total - budgets.failed} passed, ${budgets.failed} failed.`);
  } finally {
    forgetInterrupt();
    removeWorkDirectory();
    await server.stop();
  }
}

main().catch((error) => {
  // After Ctrl-C the clean-ups exit the process once everything has stopped.
  if (isInterrupted()) return;
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

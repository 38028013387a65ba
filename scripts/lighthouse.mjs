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
import {
  HYDRATED_PAGES,
  HYDRATED_SCRIPT_BUDGET_BYTES,
  ONE_ROUND_TRIP_BYTES,
  READING_PAGES,
} from "./lib/measured-pages.mjs";
import { formatTable, kilobytes, verdict } from "./lib/table.mjs";

const RUNS_PER_PAGE = 3;
const PAGES = [
  ...READING_PAGES.map((page) => ({ ...page, reading: true })),
  ...HYDRATED_PAGES.map((page) => ({ ...page, reading: false })),
];
const metricAtMost = (metric, limit) => (run) => run[metric] !== null && run[metric] <= limit;
// Reading pages ship no JavaScript and must paint within the network's limit; pages that
// hydrate for their forms have the looser budget of DESIGN.md "Budgets".
const BUDGETS = [
  {
    label: "Perf",
    passes: (run, page) => run.performance !== null && run.performance >= (page.reading ? 100 : 95),
  },
  { label: "A11y 100", passes: (run) => run.accessibility === 100 },
  { label: "BP 100", passes: (run) => run.bestPractices === 100 },
  { label: "SEO 100", passes: (run) => run.seo === 100 },
  {
    label: "FCP",
    passes: (run, page) => !page.reading || metricAtMost("firstContentfulPaintMs", 1000)(run),
  },
  {
    label: "LCP",
    passes: (run, page) =>
      metricAtMost("largestContentfulPaintMs", page.reading ? 1200 : 1800)(run),
  },
  {
    label: "TBT",
    passes: (run, page) => metricAtMost("totalBlockingTimeMs", page.reading ? 0 : 100)(run),
  },
  {
    label: "CLS",
    passes: (run, page) => metricAtMost("cumulativeLayoutShift", page.reading ? 0 : 0.02)(run),
  },
  {
    label: "JS",
    passes: (run, page) =>
      metricAtMost("scriptBytes", page.reading ? 0 : HYDRATED_SCRIPT_BUDGET_BYTES)(run),
  },
  {
    label: "HTML ≤ 14 KB",
    passes: (run, page) =>
      !page.reading || metricAtMost("documentBytes", ONE_ROUND_TRIP_BYTES)(run),
  },
];
const BUDGET_NOTE = `Reading pages: Perf 100, FCP ≤ 1.0 s, LCP ≤ 1.2 s, TBT 0, CLS 0, JS 0 KB, HTML ≤ 14 KB.
Hydrated pages: Perf ≥ 95, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02, JS ≤ 100 KB (FCP and HTML not judged).`;

function shown(value, format) {
  return value === null ? "n/a" : format(value);
}

function pageLabel(page) {
  const label = `${page.kind} ${page.path}`;
  return page.status === 200 ? label : `${label} (${page.status})`;
}

async function measurePage(origin, measured, workDirectory, pageIndex) {
  const pagePath = measured.path;
  const url = `${origin}${pagePath}`;
  const status = await statusOf(url);
  const runs = [];
  for (let run = 1; run <= RUNS_PER_PAGE; run += 1) {
    process.stdout.write(`  ${pagePath} (HTTP ${status}) run ${run}/${RUNS_PER_PAGE}… `);
    const summary = await lighthouseOnce(url, workDirectory, `page-${pageIndex}-run-${run}`);
    runs.push(summary);
    process.stdout.write(`performance ${shown(summary.performance, String)}\n`);
  }
  return { ...measured, status, runs, median: medianByPerformance(runs) };
}

function metricsTable(pages) {
  return formatTable(
    [
      "page",
      "Perf",
      "A11y",
      "BP",
      "SEO",
      "FCP s",
      "LCP s",
      "TBT ms",
      "CLS",
      "JS KB",
      "HTML KB",
      "transfer KB",
    ],
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
        shown(run.scriptBytes, kilobytes),
        shown(run.documentBytes, kilobytes),
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
      const passed = budget.passes(page.median, page);
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
    for (const [index, page] of PAGES.entries()) {
      pages.push(await measurePage(server.origin, page, workDirectory, index));
    }
    console.log(`\n${metricsTable(pages)}`);
    const budgets = budgetTable(pages);
    console.log(`\nBudgets (median run):\n${BUDGET_NOTE}\n${budgets.table}`);
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

// npm run lighthouse — mobile Lighthouse (default form factor and throttling) on one public
// page of each kind (scripts/lib/measured-pages.mjs) of the production build, checked against
// DESIGN.md "Budgets". Each reading page is measured twice in the same run, as built (no
// JavaScript) and on a second server with HYDRATE_EVERY_PAGE=1 (with its scripts, as before
// decision 0050), so the table shows what leaving the scripts out gains. Needs `npm run build`
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
// The same build with HYDRATE_EVERY_PAGE=1: every page loads the app, as before decision 0050.
const BEFORE = "with scripts";
const AFTER = "as built";

const BUDGET_NOTE = `Reading pages: Perf 100, FCP ≤ 1.0 s, LCP ≤ 1.2 s, TBT 0, CLS 0, JS 0 KB, HTML ≤ 14 KB.
Hydrated pages: Perf ≥ 95, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02, JS ≤ 100 KB (FCP and HTML not judged).`;

function shown(value, format) {
  return value === null ? "n/a" : format(value);
}

function pageLabel(page) {
  const label = `${page.kind} ${page.path}${page.variant === BEFORE ? ` (${BEFORE})` : ""}`;
  return page.status === 200 ? label : `${label} (${page.status})`;
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART); one retry keeps a long run.
async function lighthouseWithRetry(url, workDirectory, runLabel) {
  try {
    return await lighthouseOnce(url, workDirectory, runLabel);
  } catch (error) {
    process.stdout.write(
      `(${error instanceof Error ? error.message.split("\n")[0] : error}; again) `,
    );
    return lighthouseOnce(url, workDirectory, `${runLabel}-again`);
  }
}

/**
 * Measures one page on each of `servers` (label → origin), alternating between them run by
 * run so that a busy moment of the machine falls on both alike.
 */
async function measurePage(servers, measured, workDirectory, pageIndex) {
  const results = [];
  const runsOf = new Map(servers.map((server) => [server.label, []]));
  for (let run = 1; run <= RUNS_PER_PAGE; run += 1) {
    for (const server of servers) {
      process.stdout.write(`  ${measured.path} ${server.label} run ${run}/${RUNS_PER_PAGE}… `);
      const summary = await lighthouseWithRetry(
        `${server.origin}${measured.path}`,
        workDirectory,
        `page-${pageIndex}-${server.label}-run-${run}`,
      );
      runsOf.get(server.label).push(summary);
      process.stdout.write(`performance ${shown(summary.performance, String)}\n`);
    }
  }
  for (const server of servers) {
    const status = await statusOf(`${server.origin}${measured.path}`);
    const runs = runsOf.get(server.label);
    results.push({
      ...measured,
      variant: server.label,
      status,
      runs,
      median: medianByPerformance(runs),
    });
  }
  return results;
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
  console.log(
    "Starting the production build twice on 127.0.0.1 (fresh embedded databases): as built, and with HYDRATE_EVERY_PAGE=1 to show reading pages as they were with their scripts…",
  );
  // Said outright for both: a HYDRATE_EVERY_PAGE exported in the shell would blur the two.
  const server = await startAppServer({ env: { HYDRATE_EVERY_PAGE: "0" } });
  const hydratingServer = await startAppServer({ env: { HYDRATE_EVERY_PAGE: "1" } }).catch(
    async (error) => {
      await server.stop();
      throw error;
    },
  );
  const workDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "wfc-lighthouse-"));
  const removeWorkDirectory = () => fs.rmSync(workDirectory, { recursive: true, force: true });
  const forgetInterrupt = onInterrupt(removeWorkDirectory);
  try {
    console.log(`Servers ready at ${server.origin} and ${hydratingServer.origin}\n`);
    console.log(
      `Mobile, default throttling, ${RUNS_PER_PAGE} runs per page (median by performance):`,
    );
    const asBuilt = { label: AFTER, origin: server.origin };
    const withScripts = { label: BEFORE, origin: hydratingServer.origin };
    const measuredPages = [];
    for (const [index, page] of PAGES.entries()) {
      const servers = page.reading ? [withScripts, asBuilt] : [asBuilt];
      measuredPages.push(...(await measurePage(servers, page, workDirectory, index)));
    }
    const pages = measuredPages.filter((page) => page.variant === AFTER);
    const before = measuredPages.filter((page) => page.variant === BEFORE);
    console.log(`\nReading pages ${BEFORE} (HYDRATE_EVERY_PAGE=1), the "before":`);
    console.log(metricsTable(before));
    console.log(`\nAs built, the "after":`);
    console.log(metricsTable(pages));
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
    await Promise.all([server.stop(), hydratingServer.stop()]);
  }
}

main().catch((error) => {
  // After Ctrl-C the clean-ups exit the process once everything has stopped.
  if (isInterrupted()) return;
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// The dispatch figures of issue 9 (docs/decisions/0029-dispatch-bench.md): the board
// (/admin?day=…) and the jobs list (/admin/jobs, filtered, searched) at 1,000 and at 100,000
// jobs, the second within 2× of the first, and the board's p95 for a day of 400 jobs and 20
// engineers. Each size has its own copy of one prepared data directory, seeded with SQL
// (dispatch-seed.mjs); rounds start the production build on each size in turn, sign in as
// the demo admin and load every page over loopback.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startAppServer } from "./app-server.mjs";
import { ENGINEERS, FIXED_JOBS, seedDispatchData } from "./dispatch-seed.mjs";
import { onInterrupt } from "./shutdown.mjs";
import { formatTable, verdict } from "./table.mjs";

// One person at a time measures the server's own work, which is what grows with the data;
// the busy board is measured again with a few people at once.
const CONNECTIONS = 1;
const BUSY_CONNECTIONS = 4;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 4;
// Rounds alternate between the sizes, so a machine that gets busier or quieter meanwhile
// weighs on both alike (DISPATCH_BENCH_ROUNDS changes how many).
// The order flips each round (small, large; large, small; …) so a steady drift cancels out.
const ROUNDS = Number.parseInt(process.env.DISPATCH_BENCH_ROUNDS ?? "", 10) || 4;
const MINIMUM_REQUESTS_PER_ROUND = 10;
const MAXIMUM_RATIO = 2;
const ADMIN = { email: "admin@example.com", password: "demo-admin-2026" };

/** DISPATCH_BENCH_JOBS=1000,20000 measures other sizes (the first is the baseline). */
function sizes() {
  const wanted = (process.env.DISPATCH_BENCH_JOBS ?? "1000,100000")
    .split(",")
    .map((size) => Number.parseInt(size, 10))
    .filter((size) => Number.isFinite(size) && size >= FIXED_JOBS);
  return [...new Set(wanted)].sort((a, b) => a - b);
}

function targets(today, tomorrow) {
  return [
    { key: "board", label: "board, today (40 jobs)", path: `/admin?day=${today}` },
    { key: "list", label: "jobs list", path: "/admin/jobs" },
    {
      key: "list-filtered",
      label: "jobs list, filtered",
      path: "/admin/jobs?status=completed&area=CV3&source=web",
    },
    { key: "list-searched", label: "jobs list, searched", path: "/admin/jobs?q=Mitchell" },
    {
      key: "board-busy",
      label: `board, ${ENGINEERS} engineers × 400 jobs`,
      path: `/admin?day=${tomorrow}`,
    },
    {
      key: "board-busy-shared",
      label: `the same, ${BUSY_CONNECTIONS} at once`,
      path: `/admin?day=${tomorrow}`,
      connections: BUSY_CONNECTIONS,
    },
  ];
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Signs in through /auth like a browser with JavaScript off; returns the Cookie header. */
async function signIn(origin) {
  const page = await fetch(`${origin}/auth`);
  const html = await page.text();
  const fields = {};
  for (const name of ["name__confirm", "from__confirm"]) {
    fields[name] = new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? "";
  }
  // The honeypot refuses forms sent faster than a person could fill them in.
  await delay(1_100);
  const response = await fetch(`${origin}/auth?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, intent: "sign-in", redirectTo: "/admin", ...ADMIN }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  if (response.status >= 400 || !cookie.includes("wfc_token=")) {
    throw new Error(`Signing in as ${ADMIN.email} failed (HTTP ${response.status}).`);
  }
  return cookie;
}

async function statusOf(url, cookie) {
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  return location ? `${response.status} → ${location}` : String(response.status);
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function run(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onResponse) instance.on("response", onResponse);
  });
}

/** One page under load for one round: a warm-up, then a fixed time with every response kept. */
async function loadRound(origin, target, cookie, samples) {
  const url = `${origin}${target.path}`;
  samples.status = await statusOf(url, cookie);
  // A page that is not built yet (404) or sends the admin elsewhere is not measured.
  if (samples.status !== "200") return;
  const common = {
    url,
    connections: target.connections ?? CONNECTIONS,
    headers: { cookie, "accept-encoding": "gzip" },
    timeout: 20,
  };
  await run({ ...common, duration: WARMUP_SECONDS });
  const before = samples.times.length;
  const keep = (_, code, size, time) => {
    samples.times.push(time);
    samples.bytes += size;
  };
  const started = performance.now();
  const result = await run({ ...common, duration: MEASURE_SECONDS }, keep);
  samples.failed += result.non2xx + result.errors + result.timeouts;
  // A page slower than the measured time allows gets a few more requests, so its p95 is not
  // simply its slowest answer.
  const missing = MINIMUM_REQUESTS_PER_ROUND - (samples.times.length - before);
  if (missing > 0) {
    const extra = await run({ ...common, amount: missing }, keep);
    samples.failed += extra.non2xx + extra.errors + extra.timeouts;
  }
  samples.seconds += (performance.now() - started) / 1000;
}

function summary(target, samples) {
  const sorted = [...samples.times].sort((a, b) => a - b);
  return {
    ...target,
    status: samples.status,
    requests: sorted.length,
    perSecond: samples.seconds ? sorted.length / samples.seconds : NaN,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    kilobytes: sorted.length ? samples.bytes / sorted.length / 1024 : NaN,
    failed: samples.failed,
  };
}

const fixed = (value) => (Number.isFinite(value) ? value.toFixed(1) : "-");

function sizeTable(size, results) {
  return formatTable(
    ["page", "HTTP", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "KB (gzip)", "failed"],
    results.map((result) => [
      result.label,
      result.status,
      result.requests,
      fixed(result.perSecond),
      fixed(result.p50),
      fixed(result.p95),
      fixed(result.p99),
      fixed(result.kilobytes),
      result.failed,
    ]),
  );
}

/** Each page at the largest size against the smallest: the ratio of medians is judged. */
function ratioTable(baseSize, base, largeSize, large) {
  const checks = [];
  const rows = base.map((small, index) => {
    const big = large[index];
    const ratio = big.p50 / small.p50;
    const built = small.status === "200" && big.status === "200";
    const judged = built ? verdict(ratio <= MAXIMUM_RATIO) : "not built";
    if (built) checks.push(judged);
    const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "-");
    return [
      small.label,
      fixed(small.p50),
      fixed(big.p50),
      times(ratio),
      times(big.p95 / small.p95),
      judged,
    ];
  });
  const table = formatTable(
    [
      "page",
      `p50 ${baseSize}`,
      `p50 ${largeSize}`,
      "p50 ratio",
      "p95 ratio",
      `p50 ≤ ${MAXIMUM_RATIO}×`,
    ],
    rows,
  );
  return { table, checks };
}

/** Starts the server on one size's data, signs in, and runs one round of every page. */
async function measureRound(size, dataDir, pages, samples, round) {
  const server = await startAppServer({ dataDir });
  try {
    const cookie = await signIn(server.origin);
    const line = [];
    for (const page of pages) {
      const sample = samples.get(page.key);
      await loadRound(server.origin, page, cookie, sample);
      line.push(sample.status === "200" ? page.key : `${page.key} (${sample.status})`);
    }
    console.log(`    round ${round}, ${size.toLocaleString("en-GB")} jobs: ${line.join(", ")}`);
  } finally {
    await server.stop();
  }
}

/** Runs the whole dispatch bench; returns the PASS/FAIL checks for the summary line. */
export async function measureDispatch() {
  const wanted = sizes();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "wfc-dispatch-bench-"));
  const forgetRoot = onInterrupt(() => fs.rmSync(root, { recursive: true, force: true }));
  try {
    console.log("Dispatch: preparing a database (migrations and demo accounts)…");
    const template = path.join(root, "template");
    fs.mkdirSync(template);
    const preparing = await startAppServer({ dataDir: template, env: { SEED_DEMO: "1" } });
    await preparing.stop();
    const prepared = new Map();
    for (const size of wanted) {
      const dataDir = path.join(root, String(size));
      fs.cpSync(template, dataDir, { recursive: true });
      const started = performance.now();
      const seeded = await seedDispatchData(dataDir, size);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  ${seeded.jobs.toLocaleString("en-GB")} jobs, seeded in ${seconds} s`);
      const pages = targets(seeded.today, seeded.tomorrow);
      const samples = new Map(
        pages.map((page) => [page.key, { status: "", times: [], bytes: 0, seconds: 0, failed: 0 }]),
      );
      prepared.set(size, { dataDir, pages, samples });
    }
    fs.rmSync(template, { recursive: true, force: true });
    console.log(
      `  ${ROUNDS} rounds, the sizes taking turns; each page ${WARMUP_SECONDS} s of warm-up, then ${MEASURE_SECONDS} s measured:`,
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 === 1 ? [...prepared] : [...prepared].reverse();
      for (const [size, { dataDir, pages, samples }] of order) {
        await measureRound(size, dataDir, pages, samples, round);
      }
    }
    const measured = new Map(
      [...prepared].map(([size, { pages, samples }]) => [
        size,
        pages.map((page) => summary(page, samples.get(page.key))),
      ]),
    );
    console.log(
      `\nDispatch pages, ${CONNECTIONS} connection unless said, ${ROUNDS * MEASURE_SECONDS} s measured each:`,
    );
    for (const [size, results] of measured) {
      console.log(`\n  ${size.toLocaleString("en-GB")} jobs\n${sizeTable(size, results)}`);
    }
    console.log("");
    for (const [size, results] of measured) {
      const busy = results.find((result) => result.key === "board-busy");
      const shared = results.find((result) => result.key === "board-busy-shared");
      if (busy?.status === "200" && shared) {
        console.log(
          `  Board p95 for a day of 400 jobs and ${ENGINEERS} engineers, ${size.toLocaleString("en-GB")} jobs in all: ${fixed(busy.p95)} ms (${fixed(shared.p95)} ms with ${BUSY_CONNECTIONS} at once)`,
        );
      }
    }
    if (wanted.length < 2) return [];
    const baseSize = wanted[0];
    const largeSize = wanted[wanted.length - 1];
    const ratios = ratioTable(baseSize, measured.get(baseSize), largeSize, measured.get(largeSize));
    console.log(
      `\n  ${largeSize.toLocaleString("en-GB")} jobs against ${baseSize.toLocaleString("en-GB")}\n${ratios.table}\n`,
    );
    return ratios.checks;
  } finally {
    forgetRoot();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

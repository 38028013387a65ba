// One Lighthouse run through npx, reduced to the numbers the budgets speak about. Lighthouse is
// pinned and fetched by npx on demand so it never becomes a project dependency.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { onInterrupt } from "./shutdown.mjs";

export const LIGHTHOUSE_PACKAGE = "lighthouse@12.8.2";
export const CHROME_PATH = "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// Fetching Lighthouse the first time takes a few minutes; a run then takes well under one.
const FETCH_TIMEOUT_MS = 10 * 60_000;
const RUN_TIMEOUT_MS = 3 * 60_000;
const OUTPUT_TAIL_CHARS = 2_000;
const STOP_TIMEOUT_MS = 10_000;

function lighthouseArguments(url, outputPath) {
  return [
    url,
    // chrome-launcher picks the browser from CHROME_PATH; the flag documents the choice in `ps`.
    `--chrome-path=${CHROME_PATH}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    "--output=json",
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    // A page that answers 404 is still measured; the report marks its status separately.
    "--ignore-status-code",
    "--quiet",
  ];
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

// Chromium runs in a process group of its own (chrome-launcher detaches it), so only
// Lighthouse can close it: SIGINT makes chrome-launcher kill Chromium before exiting.
async function stopLighthouse(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, "SIGINT");
  const stopped = await Promise.race([
    exited.then(() => true),
    delay(STOP_TIMEOUT_MS).then(() => false),
  ]);
  if (!stopped) signalGroup(child, "SIGKILL");
}

function runLighthouseProcess(lighthouseArgs, description, timeoutMs) {
  // Its own process group, so one signal reaches npx and Lighthouse together.
  const child = spawn("npx", ["--yes", LIGHTHOUSE_PACKAGE, ...lighthouseArgs], {
    env: { ...process.env, CHROME_PATH },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let standardOutput = "";
  let output = "";
  child.stdout.on("data", (chunk) => {
    standardOutput = (standardOutput + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  });
  child.stderr.on("data", (chunk) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  });
  const exited = new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
  const forgetInterrupt = onInterrupt(() => stopLighthouse(child, exited));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stopLighthouse(child, exited);
  }, timeoutMs);
  return exited
    .then((code) => {
      if (timedOut) throw new Error(`${description} took longer than ${timeoutMs / 60_000} min`);
      if (code !== 0) throw new Error(`${description} exited with ${code}:\n${output}`);
      return standardOutput;
    })
    .finally(() => {
      clearTimeout(timer);
      forgetInterrupt();
    });
}

function categoryScore(report, id) {
  const score = report.categories?.[id]?.score;
  return typeof score === "number" ? Math.round(score * 100) : null;
}

function auditValue(report, id) {
  const value = report.audits?.[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

/** Bytes on the wire of one resource type, from the resource-summary audit. */
function transferOf(report, resourceType) {
  const items = report.audits?.["resource-summary"]?.details?.items ?? [];
  const item = items.find((entry) => entry.resourceType === resourceType);
  return typeof item?.transferSize === "number" ? item.transferSize : null;
}

// Performance is summarised by its metrics; for the other categories the audits that cost
// points are what a developer needs to fix.
const CATEGORIES_WITH_AUDIT_LIST = ["accessibility", "best-practices", "seo"];
const SCORED_MODES = new Set(["binary", "numeric", "metricSavings"]);

function failingAudits(report) {
  const failing = new Set();
  for (const categoryId of CATEGORIES_WITH_AUDIT_LIST) {
    for (const reference of report.categories?.[categoryId]?.auditRefs ?? []) {
      const audit = report.audits?.[reference.id];
      const scored = audit && SCORED_MODES.has(audit.scoreDisplayMode) && reference.weight > 0;
      if (scored && typeof audit.score === "number" && audit.score < 1) failing.add(reference.id);
    }
  }
  return [...failing];
}

/** Makes sure npx has the pinned Lighthouse, and returns its version. */
export async function fetchLighthouse() {
  const output = await runLighthouseProcess(
    ["--version"],
    `npx ${LIGHTHOUSE_PACKAGE}`,
    FETCH_TIMEOUT_MS,
  );
  return output.trim();
}

/** The scores (0–100) and metrics of one Lighthouse report. */
function summariseReport(report) {
  return {
    performance: categoryScore(report, "performance"),
    accessibility: categoryScore(report, "accessibility"),
    bestPractices: categoryScore(report, "best-practices"),
    seo: categoryScore(report, "seo"),
    firstContentfulPaintMs: auditValue(report, "first-contentful-paint"),
    largestContentfulPaintMs: auditValue(report, "largest-contentful-paint"),
    totalBlockingTimeMs: auditValue(report, "total-blocking-time"),
    cumulativeLayoutShift: auditValue(report, "cumulative-layout-shift"),
    transferBytes: auditValue(report, "total-byte-weight"),
    scriptBytes: transferOf(report, "script"),
    documentBytes: transferOf(report, "document"),
    failingAudits: failingAudits(report),
    runtimeError: report.runtimeError?.message ?? null,
  };
}

/** Runs Lighthouse (mobile defaults) once on `url`; the JSON report goes under `workDirectory`. */
export async function lighthouseOnce(url, workDirectory, runLabel) {
  const outputPath = path.join(workDirectory, `${runLabel}.json`);
  await runLighthouseProcess(
    lighthouseArguments(url, outputPath),
    `Lighthouse on ${url}`,
    RUN_TIMEOUT_MS,
  );
  return summariseReport(JSON.parse(fs.readFileSync(outputPath, "utf8")));
}

/** The run with the median performance score; runs without a score sort first. */
export function medianByPerformance(runs) {
  const sorted = [...runs].sort(
    (left, right) => (left.performance ?? -1) - (right.performance ?? -1),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

// Starts the production build under server.mjs (what `npm start` runs) for the benchmark scripts: loopback only, a
// free port in 4300–4399 (the dev, e2e and mail ports stay untouched; BENCH_PORT pins one), a
// throw-away embedded database (or one the caller prepared), and a guaranteed stop on
// success, error or Ctrl-C.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { onInterrupt } from "./shutdown.mjs";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const HOST = "127.0.0.1";
const FIRST_PORT = 4300;
const LAST_PORT = 4399;
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const LOG_TAIL_CHARS = 4_000;

/** Exits with a clear message when `npm run build` has not produced the server bundle. */
export function requireBuild() {
  const serverBundle = path.join(projectRoot, "build", "index.js");
  if (!fs.existsSync(serverBundle)) {
    console.error(`No production build at ${serverBundle}. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

export function canListen(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

async function findFreePort(excluded) {
  // Several people benchmarking on one machine each keep to their own port.
  const pinned = Number.parseInt(process.env.BENCH_PORT ?? "", 10);
  if (pinned) {
    if (!excluded.has(pinned) && (await canListen(pinned))) return pinned;
    throw new Error(`BENCH_PORT ${pinned} on ${HOST} is taken.`);
  }
  for (let port = FIRST_PORT; port <= LAST_PORT; port += 1) {
    if (!excluded.has(port) && (await canListen(port))) return port;
  }
  throw new Error(`No free port on ${HOST} between ${FIRST_PORT} and ${LAST_PORT}.`);
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The status of GET /, or null while nothing answers. */
async function homeStatus(origin) {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

export function spawnServer(port, dataDir, extraEnv) {
  const child = spawn(process.execPath, [path.join(projectRoot, "server.mjs")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: `benchmark-session-secret-${process.pid}-${Date.now()}`,
      NODE_ENV: "production",
      SEED_DEMO: "0",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keepTail = (chunk) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };
  child.stdout.on("data", keepTail);
  child.stderr.on("data", keepTail);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, logTail: () => log };
}

// Requests wait for the database while it starts, so repeated server errors mean a broken
// build rather than a slow start: give up on those instead of waiting for the deadline.
const SERVER_ERRORS_BEFORE_GIVING_UP = 3;

export async function waitUntilReady(origin, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exit = null;
  server.exited.then((details) => {
    exit = details;
  });
  let lastStatus = null;
  let serverErrorsInARow = 0;
  while (Date.now() < deadline) {
    if (exit) {
      const how = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
      return { ready: false, reason: `exited (${how}) before GET / answered 200` };
    }
    lastStatus = await homeStatus(origin);
    if (lastStatus === 200) return { ready: true };
    serverErrorsInARow = lastStatus !== null && lastStatus >= 500 ? serverErrorsInARow + 1 : 0;
    if (serverErrorsInARow >= SERVER_ERRORS_BEFORE_GIVING_UP) {
      return {
        ready: false,
        reason: `answered GET / with ${lastStatus} ${serverErrorsInARow} times`,
      };
    }
    await delay(serverErrorsInARow > 0 ? 1_000 : 250);
  }
  const last = lastStatus === null ? "no answer" : `last status ${lastStatus}`;
  return {
    ready: false,
    reason: `did not answer GET / with 200 within ${READY_TIMEOUT_MS / 1000} s (${last})`,
  };
}

/** Stops server.mjs: SIGTERM as a supervisor would, or SIGINT to skip its STOP_DRAIN_MS. */
export async function stopServer(server, signal = "SIGTERM") {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  const stopped = await Promise.race([
    server.exited.then(() => true),
    delay(STOP_TIMEOUT_MS).then(() => false),
  ]);
  if (!stopped) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
}

/**
 * Starts server.mjs and resolves once GET / answers 200. `stop()` is idempotent, also runs on
 * Ctrl-C, and removes the data directory it made. `dataDir`: a data directory the caller
 * prepared and removes itself; `env`: variables to set for the server (SEED_DEMO…).
 */
export async function startAppServer({ dataDir: preparedDataDir, env = {} } = {}) {
  requireBuild();
  const dataDir = preparedDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "wfc-bench-"));
  const triedPorts = new Set();
  let server;
  let stopping;

  const stop = () => {
    stopping ??= (async () => {
      if (server) await stopServer(server);
      if (!preparedDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  const forgetInterrupt = onInterrupt(stop);
  const release = async () => {
    forgetInterrupt();
    await stop();
  };

  try {
    // Another process can take the probed port before the server binds it: try a few.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const port = await findFreePort(triedPorts);
      triedPorts.add(port);
      const origin = `http://${HOST}:${port}`;
      server = spawnServer(port, dataDir, env);
      const outcome = await waitUntilReady(origin, server);
      if (outcome.ready) return { origin, stop: release };
      await stopServer(server);
      const logTail = server.logTail();
      if (!logTail.includes("EADDRINUSE") || attempt === 3) {
        throw new Error(
          `The app server on ${origin} ${outcome.reason}. Its last output:\n${logTail}`,
        );
      }
    }
    throw new Error("The app server could not start.");
  } catch (error) {
    await release();
    throw error;
  }
}

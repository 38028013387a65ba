// Several app processes as production runs them, on loopback: one Postgres server (the
// caller's DATABASE_URL) reached through PgBouncer in transaction mode, one S3 bucket (s3rver),
// one mail server (the tests' mail catcher), a stand-in for Twilio, and HAProxy in front, both
// with the configuration we ship in deploy/ (docs/decisions/0082). Used by
// `npm run test:cluster` and by `npm run cluster` for benchmarks (README, "Running several
// processes").
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { canListen, projectRoot, spawnServer, stopServer, waitUntilReady } from "./app-server.mjs";
import { startFakeTwilio } from "./fake-twilio.mjs";
import { startHaproxy } from "./haproxy.mjs";
import { startPgbouncer } from "./pgbouncer.mjs";

const HOST = "127.0.0.1";
export const CLUSTER_BUCKET = "wfc-cluster-photos";
const S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${"c".repeat(32)}`,
  TWILIO_AUTH_TOKEN: "cluster-test-token",
  TWILIO_FROM: "+447700900123",
};

/** The variables deploy/app.env sets for each process behind HAProxy and PgBouncer. */
export function shippedAppEnvironment() {
  const text = fs.readFileSync(path.join(projectRoot, "deploy/app.env"), "utf8");
  const values = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]] = match[2];
  }
  return values;
}

/** Lets the tests read each process's /metrics. */
export const CLUSTER_METRICS_TOKEN = "cluster-metrics-token-0123456789";

function waitForPort(port, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const probe = () => {
      const socket = net.connect(port, HOST);
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nothing listens on ${HOST}:${port}`));
        else setTimeout(probe, 100);
      });
    };
    probe();
  });
}

/**
 * Starts the cluster; `processes` app processes named a, b, … on basePort+1, +2, …, HAProxy
 * on basePort, PgBouncer on basePort+13. Resolves to { origin, names, databaseUrl (through
 * PgBouncer), pgbouncerAdminUrl, s3, mailDir, texts, proxyLog, proxyStates(), kill(name),
 * terminate(name), exit(name), start(name), stop() }.
 */
export async function startCluster({
  databaseUrl,
  processes = 2,
  basePort = 4480,
  workDir = path.join(projectRoot, "tests/.tmp/cluster"),
  smtpDelayMs = 0,
  extraEnv = {},
  log = (message) => console.log(`[cluster] ${message}`),
}) {
  if (!databaseUrl) throw new Error("The cluster needs DATABASE_URL: a Postgres server.");
  // A server left over from an earlier run would answer in a new one's place: refuse to start.
  const ports = [basePort, ...Array.from({ length: processes }, (_, i) => basePort + 1 + i)];
  ports.push(basePort + 10, basePort + 11, basePort + 12, basePort + 13);
  for (const port of ports) {
    if (!(await canListen(port))) {
      throw new Error(
        `Port ${port} on ${HOST} is taken; stop what holds it or set CLUSTER_BASE_PORT.`,
      );
    }
  }
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const mailDir = path.join(workDir, "mail");
  const logDir = path.join(workDir, "logs");
  fs.mkdirSync(logDir);
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    cleanups.length = 0;
  };

  try {
    const s3 = new S3rver({
      address: HOST,
      port: basePort + 10,
      directory: path.join(workDir, "s3"),
      silent: true,
      configureBuckets: [{ name: CLUSTER_BUCKET }],
    });
    const s3Address = await s3.run();
    cleanups.push(() => s3.close());
    const s3Env = {
      S3_ENDPOINT: `http://${HOST}:${s3Address.port}`,
      S3_BUCKET: CLUSTER_BUCKET,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    };

    const smtpPort = basePort + 11;
    const mailCatcher = spawn(
      process.execPath,
      [path.join(projectRoot, "tests/e2e/support/mail-catcher.mjs")],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          SMTP_PORT: String(smtpPort),
          MAIL_DIR: mailDir,
          SMTP_DELAY_MS: String(smtpDelayMs),
        },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    cleanups.push(async () => {
      mailCatcher.kill("SIGTERM");
    });
    await waitForPort(smtpPort);

    const twilio = await startFakeTwilio({ port: basePort + 12 });
    cleanups.push(() => twilio.close());

    // Outside the checkout: PgBouncer runs as postgres, and socket paths must stay short.
    const tempDir = (prefix) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      return dir;
    };
    const pgbouncer = await startPgbouncer({
      databaseUrl,
      host: HOST,
      port: basePort + 13,
      workDir: tempDir("wfc-pgbouncer-"),
    });
    cleanups.push(() => pgbouncer.close());

    const names = Array.from({ length: processes }, (_, index) => String.fromCharCode(97 + index));
    const backends = names.map((name, index) => ({
      name,
      server: `app${index + 1}`,
      host: HOST,
      port: basePort + 1 + index,
    }));
    const origin = `http://${HOST}:${basePort}`;
    const appEnv = {
      // TRUST_PROXY_HOPS and STOP_DRAIN_MS as shipped for HAProxy.
      ...shippedAppEnvironment(),
      DATABASE_URL: pgbouncer.url,
      // One secret for all, so a session cookie made by one process is good on the others.
      SESSION_SECRET: "cluster-session-secret-shared-by-every-process",
      SITE_URL: origin,
      SEED_DEMO: "1",
      METRICS_TOKEN: CLUSTER_METRICS_TOKEN,
      SMTP_URL: `smtp://${HOST}:${smtpPort}`,
      TWILIO_API_URL: twilio.origin,
      ...TWILIO,
      ...s3Env,
      OUTBOX_INTERVAL_MS: "250",
      SWEEP_INTERVAL_MS: "1000",
      ...extraEnv,
    };
    const running = new Map();
    let proxy = null;
    const waitForProxyState = async (name, wanted, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = (await proxy.serverStates())[name];
        if (state === wanted) return;
        if (Date.now() > deadline) {
          throw new Error(`HAProxy says process ${name} is ${state}, not ${wanted}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const start = async (name) => {
      const backend = backends.find((candidate) => candidate.name === name);
      if (!backend) throw new Error(`No process ${name}`);
      const dataDir = path.join(workDir, `data-${name}`);
      const server = spawnServer(backend.port, dataDir, appEnv);
      // Each process's whole log, for the tests that read it (no personal data in it).
      const logFile = fs.createWriteStream(path.join(logDir, `${name}.log`), { flags: "a" });
      server.child.stdout.pipe(logFile);
      server.child.stderr.pipe(logFile);
      running.set(name, server);
      const ready = await waitUntilReady(`http://${HOST}:${backend.port}`, server);
      if (!ready.ready) {
        throw new Error(`Process ${name} ${ready.reason}. Its output:\n${server.logTail()}`);
      }
      // Visitors reach it once HAProxy's checks of /readyz have passed.
      if (proxy) await waitForProxyState(name, "UP");
      log(`process ${name} (pid ${server.child.pid}) ready on ${HOST}:${backend.port}`);
    };
    const kill = async (name) => {
      const server = running.get(name);
      if (!server) return;
      server.child.kill("SIGKILL");
      await server.exited;
      running.delete(name);
      log(`process ${name} killed (SIGKILL)`);
    };
    // A stop as a supervisor asks for it (SIGTERM); `exit(name)` waits for the process to end.
    const terminate = (name) => {
      const server = running.get(name);
      if (!server) throw new Error(`Process ${name} is not running`);
      server.child.kill("SIGTERM");
      log(`process ${name} asked to stop (SIGTERM)`);
    };
    const exit = async (name) => {
      const server = running.get(name);
      if (!server) throw new Error(`Process ${name} is not running`);
      const outcome = await server.exited;
      running.delete(name);
      return outcome;
    };
    cleanups.push(async () => {
      // SIGINT: the run is over, no balancer needs the drain.
      await Promise.all([...running.values()].map((server) => stopServer(server, "SIGINT")));
    });
    // One after another: the first creates and seeds the database, the rest find it ready.
    for (const name of names) await start(name);

    proxy = await startHaproxy({
      host: HOST,
      port: basePort,
      backends,
      workDir: tempDir("wfc-haproxy-"),
    });
    cleanups.push(() => proxy.close());
    for (const name of names) await waitForProxyState(name, "UP");
    log(`HAProxy on ${origin} in front of ${names.join(", ")}, through PgBouncer`);

    return {
      origin,
      names,
      databaseUrl: pgbouncer.url,
      pgbouncerAdminUrl: pgbouncer.adminUrl,
      s3: s3Env,
      mailDir,
      texts: twilio.received,
      proxyLog: proxy.log,
      proxyStates: () => proxy.serverStates(),
      pid: (name) => running.get(name)?.child.pid ?? null,
      kill,
      terminate,
      exit,
      start,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// HAProxy for the cluster (scripts/lib/cluster.mjs) with the configuration we ship,
// deploy/haproxy.cfg. `configForCluster` changes only what a test on loopback must: where it
// listens, the servers' ports, the admin socket, a log line with full addresses for the tests
// to read, and `X-Cluster-Backend: <name>` pinning a request to one process while it is up.
// Every other line (health checks, timeouts, X-Forwarded-For, retries) is the shipped one.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { projectRoot } from "./app-server.mjs";

export const SHIPPED_HAPROXY_CONFIG = path.join(projectRoot, "deploy/haproxy.cfg");
export const PIN_HEADER = "x-cluster-backend";
const LOG_LIMIT = 100_000;
// Parsed by startHaproxy: server, method, status, path and query.
const TEST_LOG_FORMAT = 'log-format "wfc-cluster %s %HM %ST %HU"';

function replaceOnce(text, pattern, replacement, what) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`));
  if (matches?.length !== 1) {
    throw new Error(`deploy/haproxy.cfg: expected one ${what}, found ${matches?.length ?? 0}`);
  }
  return text.replace(pattern, replacement);
}

/** The shipped configuration, changed for `backends` ([{ name, server, host, port }]) on loopback. */
export function configForCluster(shipped, { host, port, backends, socketPath }) {
  let config = replaceOnce(shipped, /^(\s*)bind :80$/m, `$1bind ${host}:${port}`, "bind :80");
  config = replaceOnce(
    config,
    /^(\s*)stats socket \S+/m,
    `$1stats socket ${socketPath}`,
    "stats socket",
  );
  config = replaceOnce(config, /^(\s*)log-format .*$/m, `$1${TEST_LOG_FORMAT}`, "log-format");
  const serverLines = /^(\s*)server app\d+ \S+\n(?:\s*server app\d+ \S+\n)*/m;
  config = replaceOnce(
    config,
    serverLines,
    (_match, indent) =>
      [
        ...backends.map(
          (backend) =>
            `${indent}use-server ${backend.server} if { req.hdr(${PIN_HEADER}) -m str ${backend.name} }`,
        ),
        ...backends.map(
          (backend) => `${indent}server ${backend.server} ${backend.host}:${backend.port}`,
        ),
      ].join("\n") + "\n",
    "block of server lines",
  );
  return config;
}

/** One request to the admin socket; resolves to its whole answer. */
function askAdminSocket(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${command}\n`));
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/**
 * Starts HAProxy in the foreground. Resolves to { origin, log, serverStates(), close() }: `log`
 * lists { backend, method, path, status } per request as HAProxy logs it, at the end of each
 * (an event stream's line comes when it closes); `serverStates()` gives each server's status
 * ("UP", "DOWN", "UP 1/2"…) by process name.
 */
export async function startHaproxy({ host, port, backends, workDir }) {
  fs.mkdirSync(workDir, { recursive: true });
  const socketPath = path.join(workDir, "admin.sock");
  const configPath = path.join(workDir, "haproxy.cfg");
  const shipped = fs.readFileSync(SHIPPED_HAPROXY_CONFIG, "utf8");
  fs.writeFileSync(configPath, configForCluster(shipped, { host, port, backends, socketPath }));

  const child = spawn("haproxy", ["-db", "-f", configPath], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const names = new Map(backends.map((backend) => [backend.server, backend.name]));
  const log = [];
  let pending = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const match = /wfc-cluster (\S+) (\S+) (-?\d+) (\S+)/.exec(line);
      if (!match || log.length >= LOG_LIMIT) continue;
      const [, server, method, status, uri] = match;
      log.push({ backend: names.get(server) ?? null, method, path: uri, status: Number(status) });
    }
  });
  child.stderr.setEncoding("utf8").on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const serverStates = async () => {
    const csv = await askAdminSocket(socketPath, "show stat");
    const [header = "", ...rows] = csv.trim().split("\n");
    const columns = header.replace(/^# /, "").split(",");
    const at = (name) => columns.indexOf(name);
    const states = {};
    for (const row of rows) {
      const cells = row.split(",");
      const server = cells[at("svname")];
      if (cells[at("pxname")] === "app" && names.has(server)) {
        states[names.get(server)] = cells[at("status")];
      }
    }
    return states;
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy did not start:\n${stderr}`);
    try {
      await serverStates();
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`HAProxy's admin socket never answered:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    origin: `http://${host}:${port}`,
    log,
    serverStates,
    async close() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

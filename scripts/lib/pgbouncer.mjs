// PgBouncer for the cluster (scripts/lib/cluster.mjs) with the configuration we ship,
// deploy/pgbouncer.ini, in transaction mode. `configForCluster` changes only what a test on
// loopback must: the database it fronts, its port, trust authentication for the throw-away
// server's user, and no Unix socket. PgBouncer refuses to run as root: as root it is started
// as `postgres`, the user Debian's PostgreSQL runs as.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { projectRoot } from "./app-server.mjs";

export const SHIPPED_PGBOUNCER_CONFIG = path.join(projectRoot, "deploy/pgbouncer.ini");

function replaceOnce(text, pattern, replacement, what) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`));
  if (matches?.length !== 1) {
    throw new Error(`deploy/pgbouncer.ini: expected one ${what}, found ${matches?.length ?? 0}`);
  }
  return text.replace(pattern, replacement);
}

/** The shipped configuration, in front of `server` ({ host, port, database, user }). */
export function configForCluster(shipped, { server, port, authFile }) {
  let config = replaceOnce(
    shipped,
    /^wefix = .*$/m,
    `${server.database} = host=${server.host} port=${server.port} dbname=${server.database}`,
    "database line",
  );
  config = replaceOnce(config, /^listen_port = .*$/m, `listen_port = ${port}`, "listen_port");
  config = replaceOnce(config, /^auth_type = .*$/m, "auth_type = trust", "auth_type");
  config = replaceOnce(config, /^auth_file = .*$/m, `auth_file = ${authFile}`, "auth_file");
  config = replaceOnce(
    config,
    /^admin_users = .*$/m,
    `admin_users = ${server.user}`,
    "admin_users",
  );
  return `${config}unix_socket_dir =\n`;
}

function waitForPort(host, port, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const probe = () => {
      if (child.exitCode !== null) return reject(new Error("PgBouncer exited"));
      const socket = net.connect(port, host);
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`PgBouncer never listened on ${port}`));
        else setTimeout(probe, 100);
      });
    };
    probe();
  });
}

/**
 * Starts PgBouncer in front of the Postgres server of `databaseUrl`. Resolves to { url (the
 * same database through PgBouncer), adminUrl (its console, for SHOW commands), close() }.
 */
export async function startPgbouncer({ databaseUrl, host, port, workDir }) {
  const direct = new URL(databaseUrl);
  const server = {
    host: direct.hostname,
    port: direct.port || "5432",
    database: direct.pathname.replace(/^\//, "") || "postgres",
    user: decodeURIComponent(direct.username || "postgres"),
  };
  fs.mkdirSync(workDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(workDir, 0o755);
  const authFile = path.join(workDir, "userlist.txt");
  const configPath = path.join(workDir, "pgbouncer.ini");
  fs.writeFileSync(authFile, `"${server.user}" ""\n`, { mode: 0o644 });
  const shipped = fs.readFileSync(SHIPPED_PGBOUNCER_CONFIG, "utf8");
  fs.writeFileSync(configPath, configForCluster(shipped, { server, port, authFile }), {
    mode: 0o644,
  });

  const asRoot = process.getuid?.() === 0;
  const child = spawn("pgbouncer", [...(asRoot ? ["-u", "postgres"] : []), configPath], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await waitForPort(host, port, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${error.message}:\n${stderr}`);
  }
  const through = new URL(databaseUrl);
  through.hostname = host;
  through.port = String(port);
  const admin = new URL(through);
  admin.pathname = "/pgbouncer";
  return {
    url: through.href,
    adminUrl: admin.href,
    async close() {
      if (child.exitCode === null) {
        // SIGINT: close client connections and stop at once (SIGTERM waits for them).
        child.kill("SIGINT");
        await exited;
      }
    },
  };
}

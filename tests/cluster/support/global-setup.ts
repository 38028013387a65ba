// Starts the cluster once for the run (scripts/lib/cluster.mjs) and a small control server the
// tests call to read what the proxy, the mail server and the text provider saw, and to kill
// or start a process.
import http from "node:http";
import type { FullConfig } from "@playwright/test";
import { startCluster } from "../../../scripts/lib/cluster.mjs";
import { openLongStream } from "./long-stream";
import { CLUSTER_BASE_PORT, CONTROL_PORT, MAIL_DIR } from "./ports";

export default async function globalSetup(_config: FullConfig) {
  const cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    basePort: CLUSTER_BASE_PORT,
    // A mail server that takes its time: senders are still working through their batches,
    // holding claims, when a process is killed under load.
    smtpDelayMs: 300,
  });
  const longStream = await openLongStream(cluster.origin, process.env.DATABASE_URL ?? "", {
    header: "X-Cluster-Backend",
    name: "a",
  }).catch(async (error: unknown) => {
    await cluster.stop();
    throw error;
  });
  const control = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? "/", "http://control");
    const processMatch = /^\/processes\/([a-z])\/(kill|start|terminate|exit)$/.exec(url.pathname);
    if (request.method === "POST" && processMatch) {
      const [, name = "", action] = processMatch;
      const done = async (): Promise<unknown> => {
        if (action === "kill") return cluster.kill(name);
        if (action === "start") return cluster.start(name);
        if (action === "terminate") return cluster.terminate(name);
        return cluster.exit(name);
      };
      done().then(
        (outcome) => answer(200, { ok: true, ...(outcome ?? {}) }),
        (error: unknown) => answer(500, { error: String(error) }),
      );
      return;
    }
    if (url.pathname === "/proxy-states") {
      cluster.proxyStates().then(
        (states) => answer(200, states),
        (error: unknown) => answer(500, { error: String(error) }),
      );
      return;
    }
    // HAProxy logs a request as it ends; its line reaches us a moment later.
    if (url.pathname === "/proxy-log") {
      setTimeout(() => answer(200, cluster.proxyLog), 300);
      return;
    }
    if (url.pathname === "/texts") return answer(200, cluster.texts);
    if (url.pathname === "/long-stream") return answer(200, longStream.report());
    if (url.pathname === "/s3") return answer(200, cluster.s3);
    answer(404, { error: "unknown" });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      control.once("error", reject);
      control.listen(CONTROL_PORT, "127.0.0.1", resolve);
    });
  } catch (error) {
    longStream.close();
    await cluster.stop();
    throw error;
  }
  process.env.MAIL_DIR = MAIL_DIR;
  process.env.CLUSTER_PGBOUNCER_ADMIN_URL = cluster.pgbouncerAdminUrl;
  return async () => {
    longStream.close();
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await cluster.stop();
  };
}

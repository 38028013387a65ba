import net from "node:net";
import { expect, test } from "@playwright/test";
import { cluster, pinnedTo, poll, requestFrom } from "./support/cluster";
import { CLUSTER_BASE_PORT } from "./support/ports";
import { loopbackVisitor } from "../../scripts/lib/http.mjs";

// deploy/app.env: what the process waits, answering 503 on /readyz, before it stops taking requests.
const STOP_DRAIN_MS = 4_000;

/** A POST to process b through HAProxy whose body is still arriving: a request under way. */
async function requestUnderWay() {
  const socket = net.connect(CLUSTER_BASE_PORT, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let answer = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const body = "name=Drain+Test&message=Still+arriving";
  socket.write(
    [
      "POST /contact HTTP/1.1",
      `Host: 127.0.0.1:${CLUSTER_BASE_PORT}`,
      `Origin: http://127.0.0.1:${CLUSTER_BASE_PORT}`,
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${body.length}`,
      ...Object.entries(pinnedTo("b")).map(([name, value]) => `${name}: ${value}`),
      "Connection: close",
      "",
      body.slice(0, 10),
    ].join("\r\n"),
  );
  return {
    finish: async () => {
      socket.end(body.slice(10));
      await closed;
      return answer;
    },
  };
}

test("a process asked to stop fails /readyz first, HAProxy moves on, and what it was serving finishes", async () => {
  test.setTimeout(120_000);
  expect(await cluster.proxyStates()).toEqual({ a: "UP", b: "UP" });
  const underWay = await requestUnderWay();

  // Visitors keep coming through HAProxy the whole time.
  const statuses: number[] = [];
  let visiting = true;
  const visitors = Array.from({ length: 4 }, async (_, lane) => {
    for (let n = 0; visiting && n < 500; n += 1) {
      statuses.push(
        (await requestFrom(loopbackVisitor(800 + lane * 50 + (n % 50)), "/about")).status,
      );
    }
  });

  const askedAt = Date.now();
  await cluster.terminate("b");
  const notReady = await poll(
    () => fetch(`${cluster.origin("b")}/readyz`).then((response) => response.status),
    (status) => status === 503,
    { timeoutMs: 1_000, intervalMs: 50 },
  );
  expect(notReady.met).toBe(true);
  // Alive all the same, and still serving.
  expect((await fetch(`${cluster.origin("b")}/healthz`)).status).toBe(200);

  const down = await poll(
    () => cluster.proxyStates(),
    (states) => states.b?.startsWith("DOWN") === true,
    { timeoutMs: STOP_DRAIN_MS + 2_000, intervalMs: 100 },
  );
  const outAfterMs = Date.now() - askedAt;
  console.log(`HAProxy took b out ${outAfterMs} ms after SIGTERM`);
  expect(down.met).toBe(true);
  expect(outAfterMs).toBeLessThan(STOP_DRAIN_MS);

  // The request under way gets its whole answer (a refusal of the half-made form, not a reset).
  const answer = await underWay.finish();
  expect(answer).toMatch(/^HTTP\/1\.1 [234]\d\d /);
  const exit = await cluster.exit("b");
  expect(exit).toMatchObject({ code: 0, signal: null });

  visiting = false;
  await Promise.all(visitors);
  console.log(`${statuses.length} visits through HAProxy during the stop`);
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  // b comes back, and HAProxy sends it visitors again once its checks pass.
  await cluster.start("b");
  expect(await cluster.proxyStates()).toEqual({ a: "UP", b: "UP" });
  const pinned = await requestFrom("127.0.0.1", "/", { headers: pinnedTo("b") });
  expect(pinned.status).toBe(200);
  const log = await cluster.proxyLog();
  expect(log.at(-1)).toMatchObject({ backend: "b", path: "/", status: 200 });
});

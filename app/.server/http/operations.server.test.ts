import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvironmentCache } from "../env.server";
import { setReadinessProbes } from "../observability/readiness.server";
import { createOperations, type Operations } from "./operations.server";

const TOKEN = "operations-test-token-0123456789";
const saved = { ...console };
let server: Server;
let origin: string;
let operations: Operations;

beforeAll(async () => {
  process.env.METRICS_TOKEN = TOKEN;
  process.env.STOP_DRAIN_MS = "50";
  process.env.LOG_LEVEL = "silent";
  resetEnvironmentCache();
  operations = createOperations({ routes: () => ({}) });
  const app = express();
  app.use(operations.observeRequests);
  app.use(operations.endpoints);
  app.use((_request, response) => void response.status(404).send("the site's 404"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("Not listening on a port");
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  Object.assign(console, saved);
  delete process.env.METRICS_TOKEN;
  delete process.env.STOP_DRAIN_MS;
  delete process.env.LOG_LEVEL;
  resetEnvironmentCache();
  await new Promise((resolve) => server.close(resolve));
});

describe("the operator's endpoints", () => {
  it("answer /healthz at once and /readyz only once the services' probes pass", async () => {
    const health = await fetch(`${origin}/healthz`);
    expect([health.status, await health.text()]).toEqual([200, "ok\n"]);
    expect(health.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const starting = await fetch(`${origin}/readyz`);
    expect([starting.status, await starting.text()]).toEqual([503, "not ready: starting\n"]);
    setReadinessProbes([{ name: "database", check: () => Promise.resolve() }]);
    const ready = await fetch(`${origin}/readyz`);
    expect([ready.status, await ready.text()]).toEqual([200, "ready\ndatabase: ok\n"]);
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("serve /metrics only with the bearer token", async () => {
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${origin}/metrics`, { headers: { Authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    const metrics = await fetch(`${origin}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain(
      'http_request_duration_seconds_count{method="GET",route="healthz",status_code="200"} 1',
    );
  });

  it("fail /readyz from the start of a SIGTERM and send clients to a new connection", async () => {
    const drained = operations.drain("SIGTERM");
    const stopping = await fetch(`${origin}/readyz`);
    expect([stopping.status, await stopping.text()]).toEqual([503, "not ready: stopping\n"]);
    expect(stopping.headers.get("connection")).toBe("close");
    // Still alive, and still serving, until the drain is over.
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const started = Date.now();
    await drained;
    expect(Date.now() - started).toBeLessThanOrEqual(60);
  });
});

import { expect, test } from "@playwright/test";

// The operator's addresses of one process as `npm start` runs it (docs/decisions/0083); the
// cluster test checks them behind HAProxy, with METRICS_TOKEN set.

test("/healthz and /readyz answer without a session and are never cached", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe("ok\n");
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.text()).toBe("ready\ndatabase: ok\nmigrations: ok\nstorage: ok\n");
  for (const response of [health, ready]) {
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("without METRICS_TOKEN there is no /metrics: the site's 404", async ({ request }) => {
  const metrics = await request.get("/metrics", {
    headers: { Authorization: "Bearer anything-at-all-123456" },
  });
  expect(metrics.status()).toBe(404);
  expect(metrics.headers()["content-type"]).toContain("text/html");
});

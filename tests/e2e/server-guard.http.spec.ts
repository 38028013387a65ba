import http from "node:http";
import { expect, test, type APIResponse } from "@playwright/test";
import { signIn } from "./support/http-session";
import { rawPost } from "./support/raw-http";

// What server.mjs adds in front of Remix (docs/decisions/0016), checked on the built server.

const CROSS_SITE = "This form was sent from another site and has been refused.";

async function expectRefused(response: APIResponse) {
  expect(response.status()).toBe(403);
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(await response.text()).toBe(CROSS_SITE);
}

function nonceOf(response: APIResponse): string {
  const policy = response.headers()["content-security-policy"] ?? "";
  const match = /'nonce-([^']+)'/.exec(policy);
  if (!match?.[1]) throw new Error(`No nonce in the CSP: ${policy}`);
  return match[1];
}

test("a POST from a foreign, null or malformed Origin is a 403 before Remix, document and .data alike", async ({
  request,
}) => {
  for (const origin of ["https://evil.example", "null", "::::", "https://"]) {
    for (const path of ["/dashboard", "/dashboard.data", "/book", "/book.data", "/portal/abc"]) {
      await expectRefused(
        await request.post(path, {
          headers: { Origin: origin },
          form: { name: "x" },
          maxRedirects: 0,
        }),
      );
    }
  }
  await expectRefused(
    await request.post("/contact", {
      headers: { Origin: "", Referer: "https://evil.example/page" },
      form: { name: "x" },
      maxRedirects: 0,
    }),
  );
});

test("a cached public page gets a fresh nonce each time, matching its own CSP", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (let visit = 0; visit < 3; visit++) {
    const response = await request.get("/services");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("public");
    const nonce = nonceOf(response);
    const inPage = [...(await response.text()).matchAll(/nonce="([^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(inPage.length).toBeGreaterThan(0);
    expect(new Set(inPage)).toEqual(new Set([nonce]));
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(3);
});

test("every response forbids content sniffing: static files, resource routes, pages, refusals", async ({
  request,
}) => {
  // Reading pages send no script (decision 0050): take one from the booking form.
  const booking = await (await request.get("/book")).text();
  const script = /"(\/build\/[^"]+\.js)"/.exec(booking)?.[1];
  expect(script).toBeTruthy();
  for (const path of [
    "/favicon.svg",
    script ?? "",
    "/robots.txt",
    "/sitemap.xml",
    "/",
    "/no-such-page",
  ]) {
    const response = await request.get(path);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
  const refused = await request.post("/book", { headers: { Origin: "null" }, form: {} });
  expect(refused.headers()["x-content-type-options"]).toBe("nosniff");
});

test("route data (.data) is never cached, signed in or not", async ({ request, baseURL }) => {
  const anonymous = await request.get("/services.data");
  expect(anonymous.status()).toBe(200);
  expect(anonymous.headers()["cache-control"]).toBe("private, no-store");

  await signIn(request, baseURL ?? "", {
    email: "admin@example.com",
    password: "demo-admin-2026",
  });
  // An admin's /dashboard sends them to /admin; ?account is their profile page.
  const dashboard = await request.get("/dashboard.data?account");
  expect(dashboard.status()).toBe(200);
  expect(dashboard.headers()["cache-control"]).toBe("private, no-store");
  expect(dashboard.headers()["x-content-type-options"]).toBe("nosniff");
});

test("static files, the sitemap and the service worker carry a policy and refuse framing", async ({
  request,
}) => {
  for (const path of ["/favicon.svg", "/manifest.webmanifest", "/sitemap.xml", "/sw.js"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"], path).toBe("DENY");
  }
  // The worker's own policy still lets it fetch the site's pages.
  const worker = (await request.get("/sw.js")).headers()["content-security-policy"];
  expect(worker).toContain("default-src 'self'");
});

test("a path with a broken percent-escape is a 400, never a 500", async ({ request }) => {
  for (const path of [
    "/org/%ff/jobs",
    "/%ff",
    "/track/%E0%A4%A",
    "/portal/%",
    "/services/%c3%28",
    "/blog/%zz",
    "/admin/jobs/%ff",
    "/media/%ff.webp",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
  }
});

test("after a 413 the connection closes, so the next request on it is answered", async ({
  baseURL,
}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await rawPost(agent, new URL("/contact", baseURL), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.alloc(2_000_000, "a"),
      maxBytes: 64_000,
      timeoutMs: 30_000,
    });
    expect(refused.status).toBe(413);
    const next = await new Promise<number>((resolve, reject) => {
      http
        .get(new URL("/robots.txt", baseURL), { agent }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on("error", reject);
    });
    expect(next).toBe(200);
  } finally {
    agent.destroy();
  }
});

test("a signed-in visit to /auth never redirects off the site, dot segments and all", async ({
  request,
  baseURL,
}) => {
  await signIn(request, baseURL ?? "", { email: "admin@example.com", password: "demo-admin-2026" });
  for (const target of ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example"]) {
    const response = await request.get(`/auth?${new URLSearchParams({ redirectTo: target })}`, {
      maxRedirects: 0,
    });
    expect(response.status(), target).toBe(302);
    expect(response.headers()["location"], target).toBe("/dashboard");
  }
});

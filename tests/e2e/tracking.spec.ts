import { randomBytes } from "node:crypto";
import { z } from "zod";
import { expect, expectAccessible, test } from "./support/fixtures";
import { seeded } from "./support/seeded";

function randomVisitor(): string {
  return `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
}

// The job is booked before the server starts (tests/e2e/seed/tracking.seed.ts), as a visitor
// books at /book: the booking form itself is booking.spec.ts's.
const trackingSeed = z.object({ reference: z.string(), trackingPath: z.string() });

// Without JavaScript the page refreshes itself instead of listening for changes.
test(
  "a customer follows the tracking link to the job's status and timeline",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, baseURL }) => {
    const { reference, trackingPath } = seeded("tracking", trackingSeed);

    const subscribed = javaScriptEnabled
      ? page.waitForRequest(
          (request) => new URL(request.url()).pathname === `${trackingPath}/events`,
        )
      : null;
    await page.goto(trackingPath);

    await expect(page.getByRole("heading", { level: 1, name: `Job ${reference}` })).toBeVisible();
    await expect(page.getByText("Booking confirmed", { exact: true }).first()).toBeVisible();
    const progress = page.getByRole("list", { name: "Progress of the job" });
    await expect(progress.getByRole("listitem")).toHaveCount(6);
    await expect(progress.locator('[aria-current="step"]')).toContainText("Confirmed");
    await expect(page.getByText("Plumbing repairs at 12 Spon Street.")).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").first()).toContainText("Booking received");
    await expect(page.getByText("07400 123456")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    // Without JavaScript the page reloads itself; with it the refresh stays inert <noscript> text.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(javaScriptEnabled ? 0 : 1);
    if (!javaScriptEnabled) {
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "60");
    }
    if (subscribed) {
      const request = await subscribed;
      expect(request.headers()["accept"]).toBe("text/event-stream");
    }
    await expectAccessible(page);

    // The stream itself: a "job" event with the version at once.
    const abort = new AbortController();
    const events = await fetch(new URL(`${trackingPath}/events`, baseURL), {
      headers: { Accept: "text/event-stream", "X-Forwarded-For": randomVisitor() },
      signal: abort.signal,
    });
    expect(events.status).toBe(200);
    expect(events.headers.get("content-type")).toMatch(/^text\/event-stream\b/);
    const firstChunk = await events.body?.getReader().read();
    expect(new TextDecoder().decode(firstChunk?.value)).toMatch(/^event: job\n/);
    abort.abort();
  },
);

test("an unknown or malformed tracking link is the ordinary 404 page", async ({ page }) => {
  const unknown = `/track/${randomBytes(32).toString("base64url")}`;
  for (const path of [unknown, "/track/not-a-token"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get(`${unknown}/events`)).status()).toBe(404);

  // Byte for byte the same page, whatever the token, apart from the nonce, the address and the
  // form honeypot's encrypted time (CryptoJS's "Salted__" in base64), which moves on its own.
  const pageFor = async (path: string) => {
    const response = await page.request.get(path);
    const html = await response.text();
    return html
      .replaceAll(path, "PATH")
      .replace(/nonce="[^"]+"/g, 'nonce=""')
      .replace(/U2FsdGVkX1[A-Za-z0-9+/=]+/g, "HONEYPOT");
  };
  expect(await pageFor(unknown)).toBe(await pageFor("/track/not-a-token"));
});

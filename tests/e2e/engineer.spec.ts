import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { z } from "zod";
import { expect, expectAccessible, test, toasts, waitForMail } from "./support/fixtures";
import { png } from "./support/images";
import { otherPerson } from "./support/other-person";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

// The engineer works from a phone, signed in from saved state: nothing here signs out or
// changes the account.
test.use({ viewport: { width: 390, height: 844 }, storageState: signedInState("engineer") });

/**
 * One of tomorrow's jobs, booked by a visitor and given to the demo engineer by the office,
 * fresh for each project and attempt (seed/engineer.seed.ts): the engineer's day lists
 * today's and tomorrow's jobs.
 */
const seededJob = z.object({
  customer: z.string(),
  email: z.string(),
  reference: z.string(),
  trackingPath: z.string(),
});

/**
 * A job of tomorrow's that the demo data (SEED_DEMO, app/.server/db/seed-demo-jobs.server.ts)
 * gives the demo engineer; the tests here only read it.
 */
const DEMO_CUSTOMER = "Helen Carter";

/** A London date some days ahead; the no-JS project uses one 20 days later. */
function dayFor(base: number): string {
  const days = base + (test.info().project.name === "no-js" ? 20 : 0);
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

/** "HH:MM" in London, `minutes` from now. */
function londonClock(minutes: number): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(Date.now() + minutes * 60_000));
}

/** A photo as large as a phone camera's: random noise does not compress. */
async function cameraSizedPhoto(name: string) {
  const [width, height] = [2000, 1500];
  const buffer = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** With JavaScript the tracking page updates itself; without, the customer reloads it. */
async function expectTrackingStatus(tracking: Page, label: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await tracking.reload();
  await expect(tracking.getByText(label, { exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });
}

function jobCard(page: Page, customer: string): Locator {
  return page.getByRole("article").filter({ hasText: customer });
}

test(
  "the engineer takes a job from on my way to finished on a phone, and the customer sees each step",
  { tag: "@no-js" },
  async ({ page, browser, javaScriptEnabled }) => {
    const job = seeded("engineer", seededJob);
    // The customer follows the job on the tracking page, in a browser of their own.
    const tracking = await otherPerson(browser);
    await tracking.goto(job.trackingPath);
    await expect(tracking.getByText("Engineer scheduled", { exact: true }).first()).toBeVisible();

    await page.goto("/engineer");
    await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
    await expectAccessible(page);

    const card = jobCard(page, job.customer);
    await expect(card).toContainText("Engineer scheduled");
    await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+44/);
    await expect(card.getByRole("link", { name: /^Map/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    const jobId = await card.locator('input[name="jobId"]').first().inputValue();

    // Tomorrow's job: the button is folded away until asked for.
    await card.getByText("Set off for this job now").click();
    const arrival = card.getByLabel("Arriving at");
    await expect(arrival).toHaveValue(/^\d{2}:\d{2}$/);

    // A time that has passed is refused next to the field, and what was typed is kept.
    // Tomorrow's job: setting off today asks first (decision 0087).
    const agreedEarlier = (within: Locator) =>
      within.getByLabel("The customer agreed to an earlier visit").check();
    const past = londonClock(-60);
    await arrival.fill(past);
    await agreedEarlier(card);
    await card.getByRole("button", { name: "On my way", exact: true }).click();
    const refusedCard = jobCard(page, job.customer);
    await expect(refusedCard.getByLabel("Arriving at")).toHaveAttribute("aria-invalid", "true");
    await expect(refusedCard.getByLabel("Arriving at")).toHaveValue(past);
    await expect(refusedCard.locator(".field-error").first()).not.toBeEmpty();
    await expect(tracking.getByText("Engineer scheduled", { exact: true }).first()).toBeVisible();

    const eta = londonClock(30);
    await refusedCard.getByLabel("Arriving at").fill(eta);
    await agreedEarlier(refusedCard);
    await refusedCard.getByRole("button", { name: "On my way", exact: true }).click();
    await expect(toasts(page)).toContainText("On your way");
    await expect(toasts(page)).toContainText(`about ${eta}`);
    await expect(jobCard(page, job.customer)).toContainText("Engineer on the way");
    await expectTrackingStatus(tracking, "Engineer on the way", javaScriptEnabled);
    await expect(tracking.getByText(eta).first()).toBeVisible();
    const onMyWay = await waitForMail(job.email, /is on the way/);
    expect(onMyWay.subject).toContain("Dan");
    expect(onMyWay.text).toContain(eta);

    // The same button again from a page left open changes nothing and says so.
    const again = await page.request.post("/engineer?index", {
      form: { intent: "on-my-way", jobId, expectedStatus: "scheduled", arrival: eta },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(again.status());
    await page.goto("/engineer");
    await expect(toasts(page)).toContainText("Nothing changed");
    await expect(toasts(page)).toContainText("Already marked on the way at");

    // Arriving before tomorrow's window asks too.
    await agreedEarlier(jobCard(page, job.customer));
    await jobCard(page, job.customer).getByRole("button", { name: "Arrived", exact: true }).click();
    await expect(toasts(page)).toContainText("marked as arrived");
    await expect(jobCard(page, job.customer)).toContainText("Engineer on site");
    await expectTrackingStatus(tracking, "Engineer on site", javaScriptEnabled);

    await jobCard(page, job.customer)
      .getByRole("link", { name: /^Finish the job/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/engineer/jobs/${job.reference}#finish$`));
    await expectAccessible(page);
    await page.getByLabel("Done: the job is complete").check();
    await page
      .getByLabel("Summary for the customer")
      .fill("Replaced the tap washer and freed the isolating valve. No more drips.");
    await page.getByLabel(/^Photos after the work/).setInputFiles(await png("after.png", 64, 48));
    await page
      .getByLabel(/^Internal note for the office/)
      .fill("Valve is old; worth replacing next time.");
    await page.getByLabel(/^Customer’s name, to sign off/).fill(job.customer);
    if (javaScriptEnabled) {
      // The browser swaps a camera-sized photo for a smaller copy before it is sent.
      const before = await cameraSizedPhoto("before.png");
      const field = page.getByLabel(/^Photos before the work/);
      await field.setInputFiles(before);
      await expect(page.getByRole("button", { name: "Finished", exact: true })).toBeEnabled();
      const chosen = await field.evaluate((input: HTMLInputElement) =>
        Array.from(input.files ?? [], (file) => ({ type: file.type, size: file.size })),
      );
      expect(chosen).toHaveLength(1);
      expect(chosen[0]?.type).toBe("image/jpeg");
      expect(chosen[0]?.size).toBeLessThan(before.buffer.byteLength / 4);
    }
    await page.getByRole("button", { name: "Finished", exact: true }).click();
    await expect(toasts(page)).toContainText("Job finished");
    await expect(page.getByRole("heading", { name: "How the visit ended" })).toBeVisible();
    await expect(page.getByText(`Signed off by ${job.customer}`)).toBeVisible();
    const photos = page.getByRole("region", { name: "Your photos" }).getByRole("img");
    await expect(photos).toHaveCount(javaScriptEnabled ? 2 : 1);
    const photoUrl = await photos.first().getAttribute("src");
    const served = await page.request.get(photoUrl ?? "");
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    await expect(page.getByRole("button", { name: "On my way", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Finished", exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await expectTrackingStatus(tracking, "Job completed", javaScriptEnabled);
    const finished = await waitForMail(job.email, /^Visit finished/);
    expect(finished.text).toContain("Replaced the tap washer");
    await tracking.context().close();
  },
);

test("a job that is not the engineer's is the same 404 as an unknown one", async ({
  page,
  browser,
}) => {
  await page.goto("/engineer");
  const reference = (
    await jobCard(page, DEMO_CUSTOMER)
      .getByRole("link", { name: /^Details/ })
      .getAttribute("href")
  )
    ?.split("/")
    .pop();
  expect(reference).toMatch(/^CV-\d{4}-\d+$/);

  const unknown = await page.goto("/engineer/jobs/CV-2026-999999");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  // The office's account may open the engineer area, but sees only jobs given to it.
  const office = await otherPerson(browser, "admin");
  const notTheirs = await office.goto(`/engineer/jobs/${reference}`);
  expect(notTheirs?.status()).toBe(404);
  await office.goto("/engineer");
  await expect(office.getByText("No jobs for you today.")).toBeVisible();
  await expect(office.getByRole("heading", { name: "Days off" })).toHaveCount(0);
  await expect(office.getByText(DEMO_CUSTOMER)).toHaveCount(0);
  await office.context().close();
});

test(
  "the engineer asks for days off, sees the request and withdraws it",
  { tag: "@no-js" },
  async ({ page }) => {
    await page.goto("/engineer");
    const first = dayFor(45);
    const last = dayFor(47);
    await page.getByLabel("First day off").fill(last);
    await page.getByLabel("Last day off").fill(first);
    await page.getByLabel("What for").fill("Family wedding");
    await page.getByRole("button", { name: "Ask for these days" }).click();
    await expect(page.getByText("The last day cannot be before the first day")).toBeVisible();
    await expect(page.getByLabel("What for")).toHaveValue("Family wedding");

    await page.getByLabel("First day off").fill(first);
    await page.getByLabel("Last day off").fill(last);
    await page.getByRole("button", { name: "Ask for these days" }).click();
    await expect(toasts(page)).toContainText("Leave requested");
    const request = page.getByRole("listitem").filter({ hasText: "Family wedding" });
    await expect(request).toContainText("Waiting for the office");
    await expectAccessible(page);
    await request.getByRole("button", { name: "Withdraw this request" }).click();
    await expect(toasts(page)).toContainText("Leave request withdrawn");
    await expect(page.getByRole("listitem").filter({ hasText: "Family wedding" })).toHaveCount(0);
  },
);

test("the account page stays one tap away for the engineer", async ({ page }) => {
  // The dashboard sends the engineer on to their day.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/engineer$/);
  await page.getByRole("main").getByRole("link", { name: "My account" }).click();
  await expect(page).toHaveURL(/\/dashboard\?account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Dan Fletcher" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Dan Fletcher");
});

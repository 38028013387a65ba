import { randomBytes } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  expectAccessible,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
  type CapturedMail,
} from "./support/fixtures";
import { png } from "./support/images";

// The engineer works from a phone.
test.use({ viewport: { width: 390, height: 844 } });

const ENGINEER = { email: "engineer@example.com", password: "demo-engineer-2026" };
const ADMIN = { email: "admin@example.com", password: "demo-admin-2026" };

/**
 * The demo data (SEED_DEMO, app/.server/db/seed-demo-jobs.server.ts) gives the demo engineer
 * two of tomorrow's bookings; the tests here only read them.
 */
const SEEDED_JOBS = {
  js: { customer: "Helen Carter", email: "demo-customer-1@example.com" },
  "no-js": { customer: "Marcus Reid", email: "demo-customer-2@example.com" },
} as const;

function seededJob() {
  const project = test.info().project.name;
  if (project !== "js" && project !== "no-js") throw new Error(`No seeded job for ${project}`);
  return SEEDED_JOBS[project];
}

/** Tomorrow's London date: the engineer's day lists today's and tomorrow's jobs. */
function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

/**
 * A visitor books one of tomorrow's free windows through /book (the JS project the first free
 * one, the no-JS project the last, so the two runs never want the same window of the demo
 * engineer): the engineer's day lists today's and tomorrow's jobs only.
 */
async function bookTomorrow(browser: Browser, customer: { name: string; email: string }) {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const date = tomorrow();
  await page.goto("/book?service=plumbing-repairs");
  await page
    .getByLabel("What needs doing?")
    .fill("Kitchen tap drips all night; the valve is stiff.");
  await page.getByLabel("Postcode of the job").fill("CV5 6AA");
  await page.getByRole("button", { name: "Next: choose a time" }).click();
  await page.getByLabel("Day", { exact: true }).fill(date);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show free times" }).click();
  const free = page.locator(`input[type=radio][value^="${date}"]:not([disabled])`);
  const choice = javaScriptEnabled ? free.first() : free.last();
  await expect(choice).toBeVisible();
  await choice.check();
  await page.getByRole("button", { name: "Next: your details" }).click();
  await page.getByLabel("Address of the job").fill("14 Earlsdon Avenue North, Coventry");
  await page.getByLabel("Your name").fill(customer.name);
  await page.getByLabel("E-mail address").fill(customer.email);
  await page.getByLabel("Phone number").fill("07400 123456");
  await page.getByRole("button", { name: "Next: check and book" }).click();
  await page.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  const reference = (await page.locator("dd").first().textContent()) ?? "";
  expect(reference).toMatch(/^CV-\d{4}-\d{6}$/);
  await context.close();
  return { date, reference };
}

/** The office gives the job to the demo engineer from its card on the dispatch board. */
async function assignOnBoard(browser: Browser, date: string, reference: string) {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`/auth?${new URLSearchParams({ redirectTo: `/admin?day=${date}` })}`);
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dispatch board" })).toBeVisible();
  const card = page.getByRole("article", { name: reference, exact: true });
  await card.locator("summary").click();
  await card.getByLabel("Engineer").selectOption({ label: "Dan Fletcher" });
  await card.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText(`${reference} assigned to Dan Fletcher.`);
  await context.close();
}

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

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
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

function trackingPathIn(mail: CapturedMail): string {
  const match = /\/track\/[A-Za-z0-9_-]{43}/.exec(mail.text);
  if (!match) throw new Error(`No tracking link in "${mail.subject}"`);
  return match[0];
}

/** The customer's tracking page in a browser of its own, with JavaScript as the project has it. */
async function openTracking(browser: Browser, path: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(path);
  return page;
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

test("the engineer takes a job from on my way to finished on a phone, and the customer sees each step", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  // Three people's sessions one after another on a two-core machine.
  test.setTimeout(240_000);
  // The whole loop: a visitor books, the office assigns it on the board, the engineer works it.
  const seeded = {
    customer: javaScriptEnabled ? "Loop Customer Js" : "Loop Customer Nojs",
    email: uniqueEmail("loop"),
  };
  const booked = await bookTomorrow(browser, { name: seeded.customer, email: seeded.email });
  const confirmation = await waitForMail(seeded.email, /^Booking confirmed/, 30_000);
  await assignOnBoard(browser, booked.date, booked.reference);
  const tracking = await openTracking(browser, trackingPathIn(confirmation), javaScriptEnabled);
  await expect(tracking.getByText("Engineer scheduled", { exact: true }).first()).toBeVisible();

  // Signing in lands on the engineer's day, not the account page.
  await signIn(page, ENGINEER);
  await expect(page).toHaveURL(/\/engineer$/);
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await expectAccessible(page);

  const card = jobCard(page, seeded.customer);
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
  const past = londonClock(-60);
  await arrival.fill(past);
  await card.getByRole("button", { name: "On my way", exact: true }).click();
  const refusedCard = jobCard(page, seeded.customer);
  await expect(refusedCard.getByLabel("Arriving at")).toHaveAttribute("aria-invalid", "true");
  await expect(refusedCard.getByLabel("Arriving at")).toHaveValue(past);
  await expect(refusedCard.locator(".field-error").first()).not.toBeEmpty();
  await expect(tracking.getByText("Engineer scheduled", { exact: true }).first()).toBeVisible();

  const eta = londonClock(30);
  await refusedCard.getByLabel("Arriving at").fill(eta);
  await refusedCard.getByRole("button", { name: "On my way", exact: true }).click();
  await expect(toasts(page)).toContainText("On your way");
  await expect(toasts(page)).toContainText(`about ${eta}`);
  await expect(jobCard(page, seeded.customer)).toContainText("Engineer on the way");
  await expectTrackingStatus(tracking, "Engineer on the way", javaScriptEnabled);
  await expect(tracking.getByText(eta).first()).toBeVisible();
  const onMyWay = await waitForMail(seeded.email, /is on the way/);
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

  await jobCard(page, seeded.customer)
    .getByRole("button", { name: "Arrived", exact: true })
    .click();
  await expect(toasts(page)).toContainText("marked as arrived");
  await expect(jobCard(page, seeded.customer)).toContainText("Engineer on site");
  await expectTrackingStatus(tracking, "Engineer on site", javaScriptEnabled);

  await jobCard(page, seeded.customer)
    .getByRole("link", { name: /^Finish the job/ })
    .click();
  await expect(page).toHaveURL(/\/engineer\/jobs\/CV-\d{4}-\d+#finish$/);
  await expectAccessible(page);
  await page.getByLabel("Done: the job is complete").check();
  await page
    .getByLabel("Summary for the customer")
    .fill("Replaced the tap washer and freed the isolating valve. No more drips.");
  await page.getByLabel(/^Photos after the work/).setInputFiles(await png("after.png", 64, 48));
  await page
    .getByLabel(/^Internal note for the office/)
    .fill("Valve is old; worth replacing next time.");
  await page.getByLabel(/^Customer’s name, to sign off/).fill(seeded.customer);
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
  await expect(page.getByText(`Signed off by ${seeded.customer}`)).toBeVisible();
  const photos = page.getByRole("region", { name: "Your photos" }).getByRole("img");
  await expect(photos).toHaveCount(javaScriptEnabled ? 2 : 1);
  const photoUrl = await photos.first().getAttribute("src");
  const served = await page.request.get(photoUrl ?? "");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  await expect(page.getByRole("button", { name: "On my way", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Finished", exact: true })).toHaveCount(0);
  await expectTrackingStatus(tracking, "Job completed", javaScriptEnabled);
  const finished = await waitForMail(seeded.email, /^Visit finished/);
  expect(finished.text).toContain("Replaced the tap washer");

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.goto("/engineer");
  await expectAccessible(page);
  await tracking.context().close();
});

test("a job that is not the engineer's is the same 404 as an unknown one", async ({ page }) => {
  const seeded = seededJob();
  await signIn(page, ENGINEER);
  await expect(page).toHaveURL(/\/engineer$/);
  const reference = (
    await jobCard(page, seeded.customer)
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
  await page.context().clearCookies();
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const notTheirs = await page.goto(`/engineer/jobs/${reference}`);
  expect(notTheirs?.status()).toBe(404);
  await page.goto("/engineer");
  await expect(page.getByText("No jobs for you today.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Days off" })).toHaveCount(0);
  await expect(page.getByText(seeded.customer)).toHaveCount(0);
});

test("the engineer asks for days off, sees the request and withdraws it", async ({ page }) => {
  await signIn(page, ENGINEER);
  await expect(page).toHaveURL(/\/engineer$/);
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
});

test("the account page stays one tap away for the engineer", async ({ page }) => {
  await signIn(page, ENGINEER);
  await expect(page).toHaveURL(/\/engineer$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/engineer$/);
  await page.getByRole("main").getByRole("link", { name: "My account" }).click();
  await expect(page).toHaveURL(/\/dashboard\?account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Dan Fletcher" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Dan Fletcher");
});

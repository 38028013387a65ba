import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test, toasts, uniqueEmail } from "./support/fixtures";
import { ROLE_ACCOUNTS } from "./support/route-access";

// Visitors booking, the office signing in and working the board, on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

/** A London calendar date some days ahead; each test books its own day so tests never share a window. */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

/** The test's own day: another for the no-JS project, and another for a retry (the first try's jobs stay). */
function dayFor(base: number) {
  const { project, retry } = test.info();
  return dayAhead(base + (project.name === "no-js" ? 20 : 0) + (retry > 0 ? 8 : 0));
}

/** Books window number `window` (0 is 06:00) of `date` through /book; returns the reference. */
async function bookThroughSite(page: Page, date: string, window: number, name: string) {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  await page.goto("/book?service=plumbing-repairs");
  await page.getByLabel("What needs doing?").fill("The outside tap drips and the washer is worn.");
  await page.getByLabel("Postcode of the job").fill("CV3 6PT");
  await page.getByRole("button", { name: "Next: choose a time" }).click();
  await page.getByLabel("Day", { exact: true }).fill(date);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show free times" }).click();
  const choice = page.locator(`input[type=radio][value^="${date}"]`).nth(window);
  await expect(choice).toBeVisible();
  await choice.check();
  await page.getByRole("button", { name: "Next: your details" }).click();
  await page.getByLabel("Address of the job").fill("4 Earlsdon Street, Coventry");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail address").fill(uniqueEmail("board"));
  await page.getByLabel("Phone number").fill("07400 123456");
  await page.getByRole("button", { name: "Next: check and book" }).click();
  await page.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  const reference = (await page.locator("dd").first().textContent()) ?? "";
  expect(reference).toMatch(/^CV-\d{4}-\d{6}$/);
  return reference;
}

async function openBoard(page: Page, date: string) {
  const board = `/admin?day=${date}`;
  await page.goto(`/auth?${new URLSearchParams({ redirectTo: board })}`);
  await page.getByLabel("E-mail address").fill(ROLE_ACCOUNTS.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(ROLE_ACCOUNTS.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?day=${date}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Dispatch board" })).toBeVisible();
}

function card(page: Page, reference: string) {
  return page.getByRole("article", { name: reference, exact: true });
}

function cell(page: Page, engineer: string, window: string) {
  return page.getByRole("group", { name: `${engineer}, ${window}` });
}

/**
 * Drags the card onto the target until it shows there. A synthetic drag on a busy machine is
 * now and then lost (the board re-renders under the mouse when the live feed revalidates it);
 * a second drop onto the place the card already is posts nothing, so retrying is safe.
 */
async function dragCard(page: Page, reference: string, target: Locator) {
  await expect(async () => {
    await card(page, reference).dragTo(target);
    await expect(target.getByRole("article", { name: reference, exact: true })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000 });
}

test("the office finds a visitor's booking in the unassigned queue, assigns it from its card and is refused a second job in the same window", async ({
  page,
  javaScriptEnabled,
}) => {
  const date = dayFor(26);
  const first = await bookThroughSite(page, date, 0, "Gwen Board");
  const second = await bookThroughSite(page, date, 1, "Hal Board");

  const subscribed = javaScriptEnabled
    ? page.waitForRequest((request) => new URL(request.url()).pathname === "/admin/events")
    : null;
  await openBoard(page, date);
  const queue = page.getByRole("region", { name: /^Unassigned/ });
  await expect(queue.getByRole("article", { name: first, exact: true })).toBeVisible();
  await expect(queue.getByRole("article", { name: second, exact: true })).toBeVisible();
  await expect(card(page, first)).toContainText("Plumbing repairs");
  await expect(card(page, first)).toContainText("CV3 6PT · Gwen");
  await expect(card(page, first)).toContainText("Confirmed");
  await expect(card(page, first)).toContainText(/waiting \d+ min/);
  if (subscribed) {
    const request = await subscribed;
    expect(new URL(request.url()).searchParams.get("day")).toBe(date);
    expect(request.headers()["accept"]).toBe("text/event-stream");
  }

  // The card's own form: the demo engineer, keeping the window.
  await card(page, first).locator("summary").click();
  await card(page, first).getByLabel("Engineer").selectOption({ label: "Dan Fletcher" });
  await card(page, first).getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText(`${first} assigned to Dan Fletcher.`);
  // Without JavaScript the answer opens at the card (the form posts to its anchor).
  await expect(page).toHaveURL(new RegExp(`/admin\\?day=${date}(#job-${first})?$`));
  const danEarly = cell(page, "Dan Fletcher", "06:00–08:00");
  await expect(danEarly.getByRole("article", { name: first, exact: true })).toBeVisible();
  await expect(card(page, first)).toContainText("Scheduled");
  await expect(queue.getByRole("article", { name: first, exact: true })).toHaveCount(0);

  // The second job into the same window for the same engineer: refused, said on its card.
  await card(page, second).locator("summary").click();
  await card(page, second).getByLabel("Engineer").selectOption({ label: "Dan Fletcher" });
  await card(page, second).getByLabel("Arrival window").selectOption({ label: "06:00–08:00" });
  await card(page, second)
    .getByLabel("Reason for the customer (if the time changes)")
    .fill("Earlier slot");
  await card(page, second).getByRole("button", { name: "Save" }).click();
  await expect(card(page, second).getByRole("alert")).toContainText(
    /Not changed: (That window is full|That engineer already has a job in this window)/,
  );
  await expect(
    card(page, second).getByLabel("Reason for the customer (if the time changes)"),
  ).toHaveValue("Earlier slot");
  await expect(queue.getByRole("article", { name: second, exact: true })).toBeVisible();
  await expect(danEarly.getByRole("article")).toHaveCount(1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  // On a phone the window lists the engineer's job under their name.
  await expect(danEarly).toBeVisible();
  await expect(danEarly).toContainText("Dan Fletcher");
});

test("with JavaScript a card is dragged to another window, back to the queue, and new bookings appear by themselves", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Dragging needs JavaScript; the form does the same without it.");
  const date = dayFor(27);
  const reference = await bookThroughSite(page, date, 0, "Ivy Board");
  // Tall enough for the queue and the grid at once: a synthetic drag cannot scroll the page.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await openBoard(page, date);
  // Cards become draggable once the page has hydrated.
  await expect(card(page, reference)).toHaveAttribute("draggable", "true");

  await dragCard(page, reference, cell(page, "Dan Fletcher", "10:00–12:00"));
  await expect(toasts(page)).toContainText(`${reference} moved to`);
  await expect(
    cell(page, "Dan Fletcher", "10:00–12:00").getByRole("article", {
      name: reference,
      exact: true,
    }),
  ).toBeVisible();

  const queue = page.getByRole("region", { name: /^Unassigned/ });
  await dragCard(page, reference, queue);
  await expect(toasts(page)).toContainText(`${reference} engineer taken off.`);
  await expect(queue.getByRole("article", { name: reference, exact: true })).toBeVisible();
  await expect(card(page, reference)).toContainText("10:00–12:00");

  // Someone books meanwhile: the open board shows it without being reloaded.
  const visitor = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": `2001:db8::b0a:${randomBytes(2).toString("hex")}` },
  });
  const other = await bookThroughSite(await visitor.newPage(), date, 3, "Jon Board");
  await visitor.close();
  await expect(queue.getByRole("article", { name: other, exact: true })).toBeVisible({
    timeout: 20_000,
  });
});

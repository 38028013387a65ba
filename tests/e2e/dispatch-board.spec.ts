import type { Locator, Page } from "@playwright/test";
import { z } from "zod";
import { expect, expectAccessible, test, toasts, uniqueEmail } from "./support/fixtures";
import { otherPerson } from "./support/other-person";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

// The office's board, with JavaScript only (decision 0054): its forms post to the same actions
// without it (fuzz-admin.http.spec.ts, and admin-jobs.spec.ts's journey), and dragging and the
// live feed need a script. The office is signed in from saved state.
test.use({ storageState: signedInState("admin") });

/**
 * Visitors' bookings waiting in the unassigned queue, on days of their own for each attempt
 * (seed/dispatch-board.seed.ts): two on one day, in its first two windows, and one on the next.
 */
const booking = z.object({ date: z.string(), reference: z.string() });
const seededBookings = z.object({ first: booking, second: booking, dragged: booking });

/** A visitor books window number `window` (0 is 06:00) of `date` through /book; returns the reference. */
async function bookThroughSite(page: Page, date: string, window: number, name: string) {
  await page.goto("/book?service=plumbing-repairs");
  await page.getByLabel("What needs doing?").fill("The outside tap drips and the washer is worn.");
  await page.getByLabel("Postcode of the job").fill("CV3 6PT");
  await page.getByRole("button", { name: "Next: choose a time" }).click();
  await page.getByLabel("Day", { exact: true }).fill(date);
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
  await page.goto(`/admin?day=${date}`);
  await expect(page.getByRole("heading", { level: 1, name: "Dispatch board" })).toBeVisible();
}

/**
 * The whole board in the viewport: a synthetic drag cannot scroll the page, and the queue and
 * the jobs awaiting approval above the grid grow with every job waiting (seeded ones too).
 */
async function fitBoardInViewport(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.max(900, height + 100) });
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
}) => {
  const { first: firstBooking, second: secondBooking } = seeded("dispatch-board", seededBookings);
  const date = firstBooking.date;
  const [first, second] = [firstBooking.reference, secondBooking.reference];

  const subscribed = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/admin/events",
  );
  await openBoard(page, date);
  const queue = page.getByRole("region", { name: /^Unassigned/ });
  await expect(queue.getByRole("article", { name: first, exact: true })).toBeVisible();
  await expect(queue.getByRole("article", { name: second, exact: true })).toBeVisible();
  await expect(card(page, first)).toContainText("Plumbing repairs");
  await expect(card(page, first)).toContainText("CV3 6PT · Gwen");
  await expect(card(page, first)).toContainText("Confirmed");
  // Booked before the server started (the seed): minutes ago, or hours on a long run.
  await expect(card(page, first)).toContainText(/waiting \d+ (min|h)/);
  const request = await subscribed;
  expect(new URL(request.url()).searchParams.get("day")).toBe(date);
  expect(request.headers()["accept"]).toBe("text/event-stream");

  // The card's own form: the demo engineer, keeping the window.
  await card(page, first)
    .getByRole("link", { name: /^Assign…/ })
    .click();
  await card(page, first).getByLabel("Engineer").selectOption({ label: "Dan Fletcher" });
  await card(page, first).getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText(`${first} assigned to Dan Fletcher.`);
  // The form posts to the card's anchor, which the answer may keep.
  await expect(page).toHaveURL(new RegExp(`/admin\\?day=${date}(#job-${first})?$`));
  const danEarly = cell(page, "Dan Fletcher", "06:00–08:00");
  await expect(danEarly.getByRole("article", { name: first, exact: true })).toBeVisible();
  await expect(card(page, first)).toContainText("Scheduled");
  await expect(queue.getByRole("article", { name: first, exact: true })).toHaveCount(0);

  // The second job into the same window for the same engineer: refused, said on its card.
  await card(page, second)
    .getByRole("link", { name: /^Assign…/ })
    .click();
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

  await expectAccessible(page);
  // On a phone the window lists the engineer's job under their name.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(danEarly).toBeVisible();
  await expect(danEarly).toContainText("Dan Fletcher");
});

test("a card is dragged to another window, back to the queue, and new bookings appear by themselves", async ({
  page,
  browser,
}) => {
  const { date, reference } = seeded("dispatch-board", seededBookings).dragged;
  await openBoard(page, date);
  // Cards become draggable once the page has hydrated.
  await expect(card(page, reference)).toHaveAttribute("draggable", "true");
  await fitBoardInViewport(page);

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
  const visitor = await otherPerson(browser);
  const other = await bookThroughSite(visitor, date, 3, "Jon Board");
  await visitor.context().close();
  await expect(queue.getByRole("article", { name: other, exact: true })).toBeVisible({
    timeout: 20_000,
  });
});

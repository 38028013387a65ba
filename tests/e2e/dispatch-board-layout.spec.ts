import type { Locator, Page } from "@playwright/test";
import { z } from "zod";
import { expect, test, toasts } from "./support/fixtures";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

// Issue 28 §3: at a desk the queue and the grid are on screen together, the urgent jobs
// waiting are counted at the top, and every drag has a single-pointer and keyboard way:
// the card's "Assign…" link opens its form (?assign=), which posts without JavaScript.
test.use({ storageState: signedInState("admin") });

const seededDay = z.object({ waiting: z.array(z.string()).length(7), waitingDate: z.string() });
const SCREENS = process.env.BOARD_SCREENS_DIR;

function card(page: Page, reference: string) {
  return page.getByRole("article", { name: reference, exact: true });
}

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 &&
    box.y + Math.min(box.height, 80) <= viewport.height &&
    box.x >= 0 &&
    box.x + Math.min(box.width, 80) <= viewport.width
  );
}

test("at 1280×800 with seven jobs waiting, a card and the grid are on screen together, and the urgent ones are counted", async ({
  page,
}) => {
  const { waiting, waitingDate } = seeded("dispatch-board", seededDay);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin?day=${waitingDate}`);
  const queue = page.getByRole("region", { name: /^Unassigned/ });
  for (const reference of waiting) {
    await expect(queue.getByRole("article", { name: reference, exact: true })).toBeAttached();
  }
  await expect(page.getByRole("link", { name: /^\d+ urgent waiting/ })).toBeVisible();

  const firstCard = card(page, waiting[0] ?? "");
  const lastCard = card(page, waiting[6] ?? "");
  const target = page.getByRole("group", { name: "Dan Fletcher, 06:00–08:00" });
  await firstCard.scrollIntoViewIfNeeded();
  expect(await inViewport(page, firstCard), "the first card in view").toBe(true);
  expect(await inViewport(page, target), "the grid's first cell in view with it").toBe(true);
  // The seventh card: the queue scrolls on its own, the grid stays where it is.
  await lastCard.scrollIntoViewIfNeeded();
  expect(await inViewport(page, lastCard), "the seventh card in view").toBe(true);
  expect(await inViewport(page, target), "the grid still in view").toBe(true);
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/board-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("heading", { name: /^Unassigned/ }).scrollIntoViewIfNeeded();
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/board-390.png` });
});

test(
  "a card is assigned from its link by keyboard, without dragging",
  { tag: "@no-js" },
  async ({ page }) => {
    const { waiting, waitingDate } = seeded("dispatch-board", seededDay);
    const reference = waiting[test.info().project.name === "js" ? 1 : 2] ?? "";
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin?day=${waitingDate}`);
    // No card carries its form until asked.
    await expect(page.getByLabel("Engineer", { exact: true })).toHaveCount(0);
    await page
      .evaluate(() => {
        Object.assign(window, { stillThisPage: true });
      })
      .catch(() => undefined);

    const assign = card(page, reference).getByRole("link", {
      name: `Assign… engineer or window of ${reference}`,
    });
    await assign.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]assign=${reference}`));
    const form = card(page, reference);
    await expect(form.getByLabel("Engineer", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Engineer", { exact: true })).toHaveCount(1);
    if (test.info().project.name === "js") {
      // With JavaScript the form opens in the page, without loading it again.
      expect(await page.evaluate(() => "stillThisPage" in window)).toBe(true);
    }
    if (SCREENS) {
      await page.screenshot({ path: `${SCREENS}/board-form-${test.info().project.name}.png` });
    }
    await form.getByLabel("Engineer", { exact: true }).focus();
    await form.getByLabel("Engineer", { exact: true }).selectOption({ label: "Dan Fletcher" });
    await form.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    await expect(toasts(page)).toContainText(`${reference} assigned to Dan Fletcher.`);
    await expect(
      page
        .getByRole("group", { name: /^Dan Fletcher, / })
        .getByRole("article", { name: reference, exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Engineer", { exact: true })).toHaveCount(0);
  },
);

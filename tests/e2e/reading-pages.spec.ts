import { expect, expectAccessible, test, toasts } from "./support/fixtures";

test("a toast on a reading page closes without any script", async ({ page }) => {
  await page.goto("/reset-app");
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  await page.getByRole("button", { name: "Reset app on this device" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  const toast = toasts(page).getByRole("dialog", { name: "App reset" });
  await expect(toast).toBeVisible();
  await expectAccessible(page);
  await toast.getByRole("button", { name: "Dismiss: App reset" }).click();
  await expect(toast).toBeHidden();
});

import { expect, expectAccessible, test, toasts } from "./support/fixtures";
import { signedInState } from "./support/roles";

test("the header and footer carry the business, phone, hours and areas", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "We Fix Coventry" }).first()).toBeVisible();
  const call = page.getByRole("link", { name: /Call We Fix Coventry on/ });
  await expect(call).toHaveAttribute("href", "tel:+442476990123");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Every day: 06:00–22:00");
  for (const area of ["Coventry", "Warwick", "Kenilworth", "Leamington Spa"])
    await expect(footer).toContainText(area);
  await expectAccessible(page);
});

test("the phone menu opens without JavaScript", { tag: "@no-js" }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const prices = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Prices" })
    .first();
  await expect(prices).toBeHidden();
  await page.getByText("Menu", { exact: true }).click();
  await expect(prices).toBeVisible();
  await expect(prices).toHaveAttribute("href", "/prices");
});

test("security headers are sent with every page", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBeTruthy();
});

test.describe("as the demo client", () => {
  // Resetting drops this browser's cookie; the saved session itself is not ended.
  test.use({ storageState: signedInState("client") });

  test("reset app signs out and clears what the site stored", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate(() => localStorage.setItem("wfc:test", "kept?"));

    // Not in every footer nor beside Sign out: the account page links to its own page.
    await expect(
      page.getByRole("contentinfo").getByRole("button", { name: "Reset app on this device" }),
    ).toHaveCount(0);
    await page.getByRole("link", { name: "Reset the app" }).click();
    await expect(page).toHaveURL(/\/reset-app$/);
    const responsePromise = page.waitForResponse(
      (response) => response.url().endsWith("/reset-app") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Reset app on this device" }).click();
    const response = await responsePromise;
    expect((await response.allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
    await expect(toasts(page)).toContainText("App reset");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Sign in" }).first(),
    ).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem("wfc:test"))).toBeNull();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  });
});

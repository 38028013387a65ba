import { expect, expectAccessible, test } from "./support/fixtures";

/**
 * Issue 28 §2: the logo (named by the business's name from the settings) in the header and
 * the footer, and the home hero's picture, at a phone's width and a laptop's. Screenshots go
 * to tests/.tmp/screens for a person to look at.
 */
for (const width of [390, 1280]) {
  test(`the home page shows the logo and the hero's picture at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto("/");
    const name =
      (await page.locator('meta[property="og:site_name"]').getAttribute("content")) ?? "";
    expect(name).not.toBe("");
    const headerLogo = page.getByRole("banner").getByRole("link", { name, exact: true });
    await expect(headerLogo).toBeVisible();
    await expect(headerLogo.locator("svg")).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name, exact: true }).locator("svg"),
    ).toBeAttached();

    const hero = page.getByRole("img", { name: /engineer's van outside a terraced house/ });
    await expect(hero).toBeInViewport();
    const box = await hero.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(width === 390 ? 250 : 380);
    if (width === 1280) {
      // Beside the heading, in the hero's right half.
      expect(box?.x ?? 0).toBeGreaterThan(640);
    }
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    await page.screenshot({ path: `tests/.tmp/screens/home-${width}.png`, fullPage: true });
    await expectAccessible(page);
  });
}

test("a service page and /contact carry their picture and icons", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/services/plumbing-repairs");
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
    await page.screenshot({ path: `tests/.tmp/screens/service-${width}.png`, fullPage: true });
    await page.goto("/contact");
    await page.screenshot({ path: `tests/.tmp/screens/contact-${width}.png`, fullPage: true });
  }
  await expectAccessible(page);
});

import { expect, test } from "./support/fixtures";
import { signedInState } from "./support/roles";

test.describe("the engineer", () => {
  test.use({ storageState: signedInState("engineer") });

  test("has one short staff row above the day on a phone, without the public site's header", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/engineer");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "My day" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(banner.getByRole("link", { name: /Call We Fix Coventry/ })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    const header = await banner.boundingBox();
    expect(header?.height ?? 999).toBeLessThan(64);
    const heading = await page.getByRole("heading", { level: 1, name: "My day" }).boundingBox();
    expect(heading?.y ?? 999).toBeLessThan(120);
  });
});

test.describe("the office", () => {
  test.use({ storageState: signedInState("admin") });

  test("sees every section of its navigation at 1280 px, under its own compact header", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin/jobs");
    await expect(page.getByRole("banner").getByRole("link", { name: "Prices" })).toHaveCount(0);
    const sections = page.getByRole("navigation", { name: "Back office" }).getByRole("link");
    expect(await sections.count()).toBeGreaterThan(10);
    for (const box of await sections.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.right).toBeLessThanOrEqual(1280);
      // Never cut off; at most two rows once the sections carry their counts.
      expect(box.top).toBeLessThan(130);
    }
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(heading?.y ?? 999).toBeLessThan(200);
  });

  test("keeps the public header on the public pages", async ({ page }) => {
    await page.goto("/prices");
    await expect(
      page.getByRole("banner").getByRole("link", { name: /Call We Fix Coventry/ }),
    ).toBeVisible();
  });
});

test.describe("an organisation member", () => {
  test.use({ storageState: signedInState("moathouse") });

  test("reports a repair from the header, whose buttons stay on one line at 1280 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/prices");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Book online" })).toHaveCount(0);
    const report = banner.getByRole("link", { name: "Report a repair" });
    await expect(report).toHaveAttribute("href", "/org/moathouse/report");
    for (const control of [
      report,
      banner.getByRole("button", { name: "Sign out" }),
      banner.getByRole("link", { name: "My account" }),
      banner.getByRole("link", { name: "Moat House Lettings" }),
    ]) {
      const box = await control.boundingBox();
      // One line of text: a wrapped label doubles the button's height.
      expect(box?.height ?? 999).toBeLessThan(50);
    }
    await report.click();
    await expect(page).toHaveURL(/\/org\/moathouse\/report$/);
  });
});

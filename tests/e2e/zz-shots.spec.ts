import { test } from "./support/fixtures";

test("screenshots", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/auth");
  await page.getByLabel("E-mail address").fill("moathouse@example.com");
  await page.getByLabel("Password", { exact: true }).fill("demo-moathouse-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/(org|dashboard|client)/);
  const project = test.info().project.name;
  await page.goto("/org/moathouse/properties");
  const href = await page.getByRole("region", { name: "Active properties" }).getByRole("link").first().getAttribute("href");
  for (const [name, path] of [["list", "/org/moathouse/properties"], ["property", href ?? ""], ["report", "/org/moathouse/report"]] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.screenshot({ path: `/tmp/ow/shots/${project}-${name}-${width}.png`, fullPage: true });
    }
  }
});

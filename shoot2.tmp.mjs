import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4300";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const [email, password, width, ...paths] = process.argv.slice(2);
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: "en-GB", timezoneId: "Europe/London" });
const page = await context.newPage();
await page.goto(`${base}/auth`); await page.waitForLoadState("networkidle");
await page.getByLabel("E-mail address").fill(email);
await page.getByLabel("Password", { exact: true }).fill(password);
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
for (const path of paths) {
  await page.goto(base + path); await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `/tmp/shots/x${path.replace(/[\/?=]/g, "_")}-${width}.png`, fullPage: true });
}
await browser.close();

import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

// The cluster test (playwright.cluster.config.ts) has a mail catcher of its own.
const MAIL_DIR = path.resolve(process.env.MAIL_DIR ?? "tests/.tmp/mail");

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the newest e-mail to an address that the app delivered over SMTP. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(MAIL_DIR))
      .filter((file) => file.endsWith(".json"))
      .sort()
      .reverse();
    for (const file of files) {
      const mail: CapturedMail = JSON.parse(await fs.readFile(path.join(MAIL_DIR, file), "utf8"));
      if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail "${subject}" to ${to} within ${timeoutMs} ms`);
}

export function linkIn(mail: CapturedMail, pathname: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathname}\\?[^\\s]+`).exec(mail.text);
  if (!match) throw new Error(`No ${pathname} link in "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export function uniqueEmail(label: string) {
  return `${label}-${randomBytes(5).toString("hex")}@example.com`;
}

/** The toast region: flash messages rendered by the server. */
export function toasts(page: Page) {
  return page.getByRole("status", { name: "Notifications" });
}

/**
 * Fails on serious or critical accessibility violations. axe runs as a script, so for a
 * page opened with JavaScript off it checks the same HTML (with its stylesheet, without
 * scripts) in a second, script-enabled page.
 */
export async function expectAccessible(page: Page) {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  let target = page;
  if (!javaScriptEnabled) {
    const browser = page.context().browser();
    if (!browser) throw new Error("No browser to run axe in");
    const html = (await page.content())
      .replace(/<script\b[\s\S]*?<\/script>/gi, "")
      // Module preloads from another origin would make the copy send CORS preflights.
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
      .replace(/<head>/i, `<head><base href="${new URL(page.url()).origin}/">`);
    const context = await browser.newContext({ javaScriptEnabled: true });
    target = await context.newPage();
    await target.setContent(html, { waitUntil: "load" });
  }
  try {
    await checkWithAxe(target);
  } finally {
    if (target !== page) await target.context().close();
  }
}

async function checkWithAxe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

export const test = base.extend({
  // Each test looks like its own visitor (an address in the IPv6 documentation range) to the
  // per-IP rate limits; the header is only read by the app, nothing is sent there.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const [a, b] = [randomBytes(2).toString("hex"), randomBytes(2).toString("hex")];
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": `2001:db8::${a}:${b}` });
  },
});

export { expect };

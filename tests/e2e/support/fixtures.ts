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

/** The widths every page is checked at: a phone and a desk. */
const AXE_WIDTHS = [390, 1280] as const;

/** Pages (path shape and heading) this worker has checked already. */
const checkedPages = new Set<string>();

// Ids, references and link tokens make one page look like many.
function pageShape(url: string): string {
  return new URL(url).pathname
    .split("/")
    .map((segment) =>
      /^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(segment) ||
      /^CV-\d{4}-\d+$/.test(segment) ||
      /^[\w-]{20,}$/.test(segment)
        ? ":id"
        : segment,
    )
    .join("/");
}

/**
 * Fails on serious or critical accessibility violations of the page as shown now, at a phone's
 * and a desk's width. Each page (its path's shape and its main heading, so each step of a form
 * counts) is checked once per worker, in the JavaScript project only: with JavaScript off the
 * server sends the same HTML, and axe itself is a script.
 */
export async function expectAccessible(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  const heading = (
    await page
      .locator("h1")
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => "")
  )?.trim();
  // A form showing its errors is a state of its own (aria-invalid, the messages' links).
  const showsErrors = (await page.locator('[aria-invalid="true"]').count()) > 0;
  const key = `${pageShape(page.url())}|${heading ?? ""}|${showsErrors ? "errors" : "clean"}`;
  if (checkedPages.has(key)) return;
  checkedPages.add(key);
  const original = page.viewportSize();
  try {
    for (const width of AXE_WIDTHS) {
      await page.setViewportSize({ width, height: original?.height ?? 900 });
      await checkWithAxe(page);
    }
  } finally {
    if (original) await page.setViewportSize(original);
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

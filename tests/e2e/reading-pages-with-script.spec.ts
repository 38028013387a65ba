// With JavaScript on only: DevTools, URLPattern and the app itself need a script, so nothing
// here is tagged @no-js (reading pages without JavaScript are reading-pages.http.spec.ts's).
import type { CDPSession, Page } from "@playwright/test";
import { NEVER_PREFETCH, READING_PAGE_SPECULATION_RULES } from "../../app/lib/speculation-rules";
import { chooseFirstWindow, dayFor, fillContact, fillDetails } from "./support/booking-flow";
import { expect, test, toasts, uniqueEmail } from "./support/fixtures";
import { prefetchExamples } from "./support/prefetch-paths";

// Chromium has URLPattern; the TypeScript DOM library of this project does not list it yet.
declare const URLPattern: new (pattern: string, baseURL: string) => { test(url: URL): boolean };

/** Whether the Remix app runs in this page (a reading page never starts it). */
function appRuns(page: Page): Promise<boolean> {
  return page.evaluate(() => "__remixContext" in window);
}

interface RuleSetEvent {
  ruleSet: { sourceText: string; errorType?: string; errorMessage?: string };
}
interface PrefetchStatusEvent {
  prefetchUrl: string;
  status: string;
}

/** Chromium's own view of the page's speculation rules and prefetches, through DevTools. */
async function watchPreloading(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const ruleSets: RuleSetEvent["ruleSet"][] = [];
  const prefetches: PrefetchStatusEvent[] = [];
  session.on("Preload.ruleSetUpdated", (event: RuleSetEvent) => ruleSets.push(event.ruleSet));
  session.on("Preload.prefetchStatusUpdated", (event: PrefetchStatusEvent) =>
    prefetches.push(event),
  );
  await session.send("Preload.enable");
  return { ruleSets, prefetches };
}

test("Chromium accepts the prefetch rules, prefetches a hovered link and skips every address the rules leave out", async ({
  page,
}) => {
  const preloading = await watchPreloading(page);
  await page.goto("/services");
  expect(await appRuns(page)).toBe(false);
  await expect.poll(() => preloading.ruleSets.length).toBe(1);
  expect(preloading.ruleSets[0]).not.toHaveProperty("errorType");
  expect(JSON.parse(preloading.ruleSets[0]!.sourceText)).toEqual(READING_PAGE_SPECULATION_RULES);

  // The browser's own URLPattern decides what the exclusions cover.
  const examples = prefetchExamples();
  expect(examples.never).toEqual(expect.arrayContaining(["/auth/sign-out", "/engineer/sync"]));
  expect(examples.may).toEqual(expect.arrayContaining(["/", "/services", "/book", "/contact"]));
  const wronglySorted = await page.evaluate(
    ({ never, may, patterns }) => {
      const excluded = (path: string) =>
        patterns.some((pattern) =>
          new URLPattern(pattern, window.location.origin).test(
            new URL(path, window.location.origin),
          ),
        );
      return [
        ...never.filter((path) => !excluded(path)).map((path) => `${path} is prefetched`),
        ...may.filter((path) => excluded(path)).map((path) => `${path} is never prefetched`),
      ];
    },
    { ...examples, patterns: [...NEVER_PREFETCH] },
  );
  expect(wronglySorted).toEqual([]);

  const link = page
    .getByRole("main")
    .getByRole("link", { name: /plumbing/i })
    .first();
  const target = new URL((await link.getAttribute("href")) ?? "", page.url()).href;
  await link.hover();
  await expect
    .poll(() => preloading.prefetches.findLast((event) => event.prefetchUrl === target)?.status)
    .toBe("Ready");
  await link.click();
  await expect(page).toHaveURL(target);
  // The navigation took the prefetched page instead of asking the server again.
  await expect
    .poll(() => preloading.prefetches.findLast((event) => event.prefetchUrl === target)?.status)
    .toBe("Success");
  expect(await appRuns(page)).toBe(false);
});

test("opened as the installed app a reading page registers the service worker; in a browser tab it does not", async ({
  page,
}) => {
  const registrations = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  await page.goto("/about");
  expect(await registrations()).toBe(0);
  // Playwright cannot open a page as an installed app; the page is told it is one, the
  // way the installed app's window answers the same question.
  await page.addInitScript(() => {
    const ask = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = ask(query);
      if (query === "(display-mode: standalone)") {
        Object.defineProperty(list, "matches", { value: true });
      }
      return list;
    };
  });
  await page.reload();
  await expect.poll(registrations).toBe(1);
  expect(await appRuns(page)).toBe(false);
});

test("from a reading page into /book the app loads and the booking goes through", async ({
  page,
}) => {
  await page.goto("/");
  expect(await appRuns(page)).toBe(false);
  await page.getByRole("banner").getByRole("link", { name: "Book online" }).first().click();
  await expect(page).toHaveURL(/\/book$/);
  await expect.poll(() => appRuns(page)).toBe(true);
  await fillDetails(page);
  await chooseFirstWindow(page, dayFor(14), true);
  await fillContact(page, uniqueEmail("from-home"));
  await page.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
});

test("a toast on a page that hydrates is closed by the app", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("E-mail address").fill("client@example.com");
  await page.getByLabel("Password", { exact: true }).fill("demo-client-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await appRuns(page)).toBe(true);
  await expect(toasts(page)).toContainText("Signed in");
  await toasts(page).getByRole("button", { name: "Dismiss: Signed in" }).click();
  await expect(toasts(page).getByRole("dialog")).toHaveCount(0);
});

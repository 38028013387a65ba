import type { Page } from "@playwright/test";
import { starterArticles, type StarterArticle } from "../../app/content/blog-starters";
import { expect, expectAccessible, test, toasts } from "./support/fixtures";

function starterAt(index: number): StarterArticle {
  const article = starterArticles[index];
  if (!article) throw new Error(`The library has no article ${index}`);
  return article;
}

/*
 * The office reads a starter article on /blog/starter and makes a draft of it. The editor it
 * lands on (/blog/admin/{id}) comes from the blog editor's own work, so only the address is
 * checked here. Drafts are not public: making them on the shared server changes nothing other
 * specs read.
 */

const PAGE = "/blog/starter";

async function signIn(page: Page, email: string, password: string) {
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back at the page asked for (an office page, or a refusal for anyone else).
  await expect(page).toHaveURL(PAGE);
}

function starterCard(page: Page, title: string) {
  return page.getByRole("article", { name: title });
}

test("the office reads a starter article and makes a draft of it", async ({ page }) => {
  test.setTimeout(120_000);
  // Each project makes its draft from its own starter, so their "Draft made" lines never mix.
  const noJs = test.info().project.name === "no-js";
  const starter = starterAt(noJs ? 1 : 0);

  await signIn(page, "admin@example.com", "demo-admin-2026");
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Starter articles" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  for (const theme of ["Seasonal jobs", "Landlord obligations", "Emergencies", "Small jobs"]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(theme) })).toBeVisible();
  }

  const card = starterCard(page, starter.title);
  await expect(card).toContainText(starter.description);
  await expect(card).toContainText(/\d+ words/);
  await card.getByText("Read it through").click();
  const firstSubheading = /^## (.+)$/m.exec(starter.body)?.[1] ?? "";
  await expect(card.getByRole("heading", { level: 4, name: firstSubheading })).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  await card.getByRole("button", { name: /Make (a|another) draft/ }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/\d+$/);
  const firstDraft = new URL(page.url()).pathname;

  // Back on the library, the starter says a draft exists and links to it.
  await page.goto(PAGE);
  const again = starterCard(page, starter.title);
  await expect(again.getByRole("link", { name: /open it/ }).first()).toHaveAttribute(
    "href",
    firstDraft,
  );
  await again.getByRole("button", { name: "Make another draft" }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/\d+$/);
  expect(new URL(page.url()).pathname).not.toBe(firstDraft);
});

test("a draft is made with a toast for the editor page", async ({ page }) => {
  test.skip(test.info().project.name === "no-js", "the server's answer is the same without JS");
  await signIn(page, "admin@example.com", "demo-admin-2026");
  await expect(page).toHaveURL(PAGE);
  const origin = new URL(page.url()).origin;
  const made = await page.request.post(PAGE, {
    form: { starter: starterAt(2).slug },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(made.status()).toBe(302);
  expect(made.headers()["location"]).toMatch(/^\/blog\/admin\/\d+$/);
  await page.goto(PAGE);
  await expect(toasts(page)).toContainText("Draft made");
});

test("hostile input to the starter form is refused with a message, never a 5xx", async ({
  page,
}) => {
  await signIn(page, "admin@example.com", "demo-admin-2026");
  await expect(page).toHaveURL(PAGE);
  const origin = new URL(page.url()).origin;
  const bodies: Record<string, string>[] = [
    {},
    { starter: "" },
    { starter: "no-such-starter" },
    { starter: "x".repeat(5_000) },
    { starter: `${starterAt(0).slug}\u0000` },
    { starter: "../../etc/passwd" },
    { intent: "publish", starter: starterAt(0).slug.toUpperCase() },
  ];
  for (const form of bodies) {
    const response = await page.request.post(PAGE, {
      form,
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(form).slice(0, 80)).toBeGreaterThanOrEqual(400);
    expect(response.status(), JSON.stringify(form).slice(0, 80)).toBeLessThan(500);
    expect(await response.text()).toMatch(/starter|form/i);
  }

  // Without JavaScript the refusal shows on the page, above the library.
  await page.goto(PAGE);
  const refused = await page.request.post(PAGE, {
    form: { starter: "no-such-starter" },
    headers: { Origin: origin, Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("No draft made");
});

test("a client may not open the starter library", async ({ page }) => {
  await signIn(page, "client@example.com", "demo-client-2026");
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(403);
});

import type { Page } from "@playwright/test";
import { starterArticles, type StarterArticle } from "../../app/content/blog-starters";
import { expect, expectAccessible, test, toasts } from "./support/fixtures";
import { signedInState } from "./support/roles";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

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

// The office as the demo admin, signed in once by the setup project.
test.use({ storageState: signedInState("admin") });

function starterCard(page: Page, title: string) {
  return page.getByRole("article", { name: title });
}

test("the office reads a starter article and makes a draft of it", async ({ page }) => {
  const starter = starterAt(0);

  await page.goto(PAGE);
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

  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

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
  await page.goto(PAGE);
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
  await page.goto(PAGE);
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

test.describe(() => {
  // The demo client, signed in once by the setup project.
  test.use({ storageState: signedInState("client") });

  test("a client may not open the starter library", async ({ page }) => {
    const response = await page.goto(PAGE);
    expect(response?.status()).toBe(403);
  });
});

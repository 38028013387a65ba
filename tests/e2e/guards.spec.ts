import { expect, expectAccessible, test } from "./support/fixtures";
import { signedInState } from "./support/roles";

// The sign-in redirect: the other specs start signed in from saved state (decision 0054).
test(
  "a signed-out visitor to /admin signs in and comes back; a client gets a 403 page",
  { tag: "@no-js" },
  async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
    await page.getByLabel("E-mail address").fill("client@example.com");
    await page.getByLabel("Password", { exact: true }).fill("demo-client-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "You do not have access to this page" }),
    ).toBeVisible();
    const response = await page.request.get("/admin");
    expect(response.status()).toBe(403);
    await expectAccessible(page);
  },
);

test.describe("as the demo admin", () => {
  test.use({ storageState: signedInState("admin") });

  test("an admin lands on the dispatch board, with the organisations and the outbox folded below it", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dispatch board" })).toBeVisible();
    await page.locator("summary", { hasText: /^Organisations/ }).click();
    for (const organisation of [
      "Moat House Lettings",
      "Empire Property Management",
      "Handylot Student Homes",
    ]) {
      await expect(page.getByRole("link", { name: organisation, exact: true })).toBeVisible();
    }
    await page.locator("summary", { hasText: /^At a glance/ }).click();
    await expect(page.getByText("E-mails waiting")).toBeVisible();
    await page.locator("summary", { hasText: /^Latest messages/ }).click();
    await expect(
      page.getByText(/Every e-mail and text message the site sends is kept here/),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("as the demo engineer", () => {
  test.use({ storageState: signedInState("engineer") });

  test("a signed-in user is sent on from the sign-in page", async ({ page }) => {
    // The dashboard sends staff on to their own area.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/engineer$/);
    await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/engineer$/);
    await page.goto("/dashboard?account");
    await expect(page.getByText("Engineer", { exact: true })).toBeVisible();
  });
});

test("an unknown address answers 404 with ways onwards", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Our services" })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(
    page.getByRole("main").getByRole("link", { name: "Book a handyman" }),
  ).toHaveAttribute("href", "/book");
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expectAccessible(page);
});

test("a form posted from another site is refused", async ({ request }) => {
  const response = await request.post("/auth/sign-out", {
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
});

import { randomBytes } from "node:crypto";
import type { Page, Response } from "@playwright/test";
import { expect, expectAccessible, test, toasts, uniqueEmail } from "./support/fixtures";
import { formDefaults } from "./support/page-form";
import { signedInState } from "./support/roles";

/** The answer to the form's POST: the document with JavaScript off, the `.data` fetch with it on. */
function formPost(page: Page, pathname: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === "POST" &&
      (url.pathname === pathname || url.pathname === `${pathname}.data`)
    );
  });
}

test.describe("rate limits reach the visitor", () => {
  // The limits' page: a 429 document without JavaScript, the form's own answer with it.
  test(
    "a rate-limited reset request answers 429 with Retry-After and says so next to the form",
    { tag: "@no-js" },
    async ({ page }) => {
      const email = uniqueEmail("limited");
      // The limit for one address is 3 an hour; this test's own client address keeps it apart.
      const fields = await formDefaults(page.request, "/auth/forgot-password", "forgot-password");
      for (let i = 0; i < 3; i++) {
        const sent = await page.request.post("/auth/forgot-password", {
          form: { ...fields, email },
          maxRedirects: 0,
        });
        expect(sent.status()).toBe(302);
      }
      await page.goto("/auth/forgot-password");
      await page.getByLabel("E-mail address").fill(email);
      const answer = formPost(page, "/auth/forgot-password");
      await page.getByRole("button", { name: "Send the reset link" }).click();
      const response = await answer;
      expect(response.status()).toBe(429);
      expect(Number(await response.headerValue("Retry-After"))).toBeGreaterThan(0);

      const form = page.locator("form#forgot-password");
      await expect(form.getByRole("alert")).toContainText("Reset link not sent");
      await expect(form.getByRole("alert")).toContainText("Too many attempts");
      await expect(page.getByLabel("E-mail address")).toHaveValue(email);
      await expectAccessible(page);
    },
  );

  test(
    "failed sign-ins slow an address down and offer the reset by e-mail",
    { tag: "@no-js" },
    async ({ page }) => {
      const email = uniqueEmail("guessed");
      const signIn = await formDefaults(page.request, "/auth", "sign-in");
      for (let i = 0; i < 3; i++) {
        const guess = await page.request.post("/auth?index", {
          form: { ...signIn, intent: "sign-in", email, password: `guess number ${i}` },
        });
        expect(guess.status()).toBe(400);
      }
      await page.goto("/auth");
      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("one more guess");
      const answer = formPost(page, "/auth");
      await page.getByRole("button", { name: "Sign in" }).click();
      const response = await answer;
      expect(response.status()).toBe(429);
      expect(Number(await response.headerValue("Retry-After"))).toBeGreaterThan(0);

      const form = page.locator("form#sign-in");
      await expect(form.getByRole("alert")).toContainText("Sign in failed");
      await expect(form.getByRole("alert")).toContainText("Too many failed sign-ins");
      await expect(page.getByLabel("E-mail address")).toHaveValue(email);
      await expectAccessible(page);
      await form.getByRole("link", { name: "Reset your password by e-mail" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Forgotten your password?" }),
      ).toBeVisible();
    },
  );

  test("the owner signs in from home while the account is guessed at from elsewhere", async ({
    page,
    browser,
    baseURL,
  }) => {
    const elsewhere = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:ffff::${randomBytes(2).toString("hex")}` },
    });
    try {
      const signIn = await formDefaults(elsewhere.request, "/auth", "sign-in");
      for (let i = 0; i < 3; i++) {
        const guess = await elsewhere.request.post("/auth?index", {
          form: {
            ...signIn,
            intent: "sign-in",
            email: "client@example.com",
            password: `guess ${i}`,
          },
        });
        expect(guess.status()).toBe(400);
      }
      const held = await elsewhere.request.post("/auth?index", {
        form: {
          ...signIn,
          intent: "sign-in",
          email: "client@example.com",
          password: "demo-client-2026",
        },
        maxRedirects: 0,
      });
      expect(held.status()).toBe(429);
    } finally {
      await elsewhere.close();
    }

    await page.goto("/auth");
    await page.getByLabel("E-mail address").fill("client@example.com");
    await page.getByLabel("Password", { exact: true }).fill("demo-client-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page)).toContainText("Signed in");
  });
});

test.describe("redirect targets stay on this site", () => {
  const hostile = "/%09/evil.example";

  test("signing in with a hostile redirectTo lands on the dashboard", async ({ page }) => {
    const signIn = await formDefaults(page.request, "/auth", "sign-in");
    const response = await page.request.post("/auth?index", {
      form: {
        ...signIn,
        intent: "sign-in",
        email: "client@example.com",
        password: "demo-client-2026",
        redirectTo: "/\t/evil.example",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/dashboard");

    // The page does not carry the hostile target into its form either.
    await page.context().clearCookies();
    await page.goto(`/auth?redirectTo=${encodeURIComponent(hostile)}`);
    await expect(page.locator('input[name="redirectTo"]')).toHaveValue("");
    await page.getByLabel("E-mail address").fill("client@example.com");
    await page.getByLabel("Password", { exact: true }).fill("demo-client-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test.describe("as the demo client", () => {
    test.use({ storageState: signedInState("client") });

    test("a signed-in visitor sent to /auth with a hostile redirectTo lands on the dashboard", async ({
      page,
    }) => {
      for (const target of [
        "%2F%09%2Fevil.example",
        "%2F%0A%2Fevil.example",
        "%2F%5Cevil.example",
      ]) {
        const response = await page.goto(`/auth?redirectTo=${target}`);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe("/dashboard");
      }
      const own = await page.goto("/auth?redirectTo=%2Fclient");
      expect(own?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/client");
    });
  });
});

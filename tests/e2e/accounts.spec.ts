import {
  expect,
  expectAccessible,
  linkIn,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
} from "./support/fixtures";
import { signedInState } from "./support/roles";

const PASSWORD = "a-good-password-1";

// Signing up, in and out, the profile and the password reset post forms that answer with a
// full page without JavaScript: every test here runs in the no-js project too.
test.describe("the account journey", { tag: "@no-js" }, () => {
  test("sign up, verify, sign in, update the profile and sign out", async ({ page }) => {
    const email = uniqueEmail("journey");

    await page.goto("/auth?mode=sign-up");
    await expect(
      page.getByRole("heading", { level: 1, name: "Create your account" }),
    ).toBeVisible();
    await expectAccessible(page);

    // Bad input: every message sits next to its field, and what was typed stays.
    await page.getByLabel("Full name").fill("Sam Carter");
    await page.getByLabel("E-mail address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
    await expect(page.getByText("Use at least 8 characters")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Sam Carter");
    await expect(page.getByLabel("E-mail address")).toHaveValue("not-an-email");

    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Company name").fill("Carter Lettings");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(toasts(page)).toContainText("Account created");
    await expect(toasts(page)).toContainText("Please check your email to verify your account.");

    // Signing in before verifying is refused with a clear message.
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Sign in failed");
    await expect(page.getByRole("alert")).toContainText("not confirmed");
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);

    const mail = await waitForMail(email, /Confirm your e-mail address/);
    await page.goto(linkIn(mail, "/auth/verify"));
    await expect(toasts(page)).toContainText("E-mail confirmed");

    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("the-wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid e-mail or password.");

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Sam Carter" })).toBeVisible();
    await expect(page.getByText("Client", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue("Carter Lettings");
    await expectAccessible(page);

    await page.getByLabel("Phone number").fill("12345");
    await page.getByRole("button", { name: "Save my details" }).click();
    await expect(page.getByText("Start the number with 0, or with +44")).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveValue("12345");

    await page.getByLabel("Full name").fill("Samantha Carter");
    await page.getByLabel("Phone number").fill("07400 123456");
    await page.getByRole("button", { name: "Save my details" }).click();
    await expect(toasts(page)).toContainText("Profile updated");
    await expect(toasts(page)).toContainText("Your profile has been updated successfully.");
    await expect(
      page.getByRole("heading", { level: 1, name: "Hello, Samantha Carter" }),
    ).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveValue("07400 123456");

    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(toasts(page)).toContainText("Signed out");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard/);
  });

  test.describe("as the demo client", () => {
    // The cookies are cleared in this test's own context only: the session itself lives on.
    test.use({ storageState: signedInState("client") });

    test("updating the profile after the session ended says no user is logged in", async ({
      page,
      context,
    }) => {
      await page.goto("/dashboard");
      await expect(page.getByLabel("Full name")).toBeVisible();
      await context.clearCookies();
      await page.getByLabel("Full name").fill("Someone Else");
      await page.getByRole("button", { name: "Save my details" }).click();
      await expect(toasts(page)).toContainText("Profile update failed");
      await expect(toasts(page)).toContainText("No user logged in");
      await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
    });
  });

  test("a forgotten password is reset by the e-mailed link", async ({ page }) => {
    const email = uniqueEmail("forgot");
    await page.goto("/auth?mode=sign-up");
    await page.getByLabel("Full name").fill("Fran Forgot");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(toasts(page)).toContainText("Account created");

    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Forgotten your password?" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send the reset link" }).click();
    await expect(toasts(page)).toContainText("Check your e-mail");

    const mail = await waitForMail(email, /Reset your password/);
    await page.goto(linkIn(mail, "/auth/reset-password"));
    await expectAccessible(page);
    await page.getByLabel("New password", { exact: true }).fill("brand-new-password");
    await page.getByLabel("Repeat the new password").fill("does-not-match");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("brand-new-password");
    await page.getByLabel("Repeat the new password").fill("brand-new-password");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(toasts(page)).toContainText("Password changed");

    // The reset link also proves the address, so signing in works straight away.
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("brand-new-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

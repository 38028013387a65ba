import { expect, test as setup } from "@playwright/test";
import { DEMO_ACCOUNTS, signedInState, type DemoRole } from "../support/roles";

// Each demo account signs in once through the real form; the specs reuse its cookie.
for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    const account = DEMO_ACCOUNTS[role];
    await page.goto("/auth?redirectTo=%2Fdashboard%3Faccount");
    await page.getByLabel("E-mail address").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard\?account$/);
    await page.context().storageState({ path: signedInState(role) });
  });
}

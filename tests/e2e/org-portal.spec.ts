import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, toasts } from "./support/fixtures";
import { otherPerson } from "./support/other-person";
import { signedInState } from "./support/roles";
import { CONTROL_CHARACTER_MESSAGE } from "../../app/lib/schemas/text";

// Members of an organisation, signed in from saved state (the sign-in redirect is
// guards.spec's): nothing here signs them out or changes their accounts.
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** The reference of moathouse's demo repair, read by a page signed in as the moathouse owner. */
async function moathouseRepairReference(page: Page): Promise<string> {
  await page.goto("/org/moathouse/jobs?q=basin");
  const link = page.getByRole("link", { name: /^CV-\d{4}-\d{6}$/ }).first();
  return (await link.textContent()) ?? "";
}

test.describe("as the moathouse owner", () => {
  test.use({ storageState: signedInState("moathouse") });

  test(
    "the moathouse owner follows the organisation's jobs from the overview to one job",
    { tag: "@no-js" },
    async ({ page, javaScriptEnabled }) => {
      const mode = javaScriptEnabled ? "js" : "no-js";

      // The dashboard sends a member of one organisation to its portal.
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/org\/moathouse$/);
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      await expect(
        page
          .getByRole("banner")
          .getByRole("link", { name: "Moat House Lettings" })
          .filter({ visible: true }),
      ).toHaveAttribute("href", "/org/moathouse");
      await expect(page.getByRole("link", { name: "Report a repair" }).last()).toHaveAttribute(
        "href",
        "/org/moathouse/report",
      );
      const planned = page.getByRole("region", { name: /Planned maintenance/ });
      await expect(planned).toContainText("Clear the gutters and downpipes front and back.");
      await expect(planned.getByRole("link", { name: "Flat 3, 12 Moat Street" })).toBeVisible();
      await expectAccessible(page);

      // The profile stays at /dashboard?account.
      await page.goto("/dashboard?account");
      await expect(page.getByRole("heading", { name: "Your organisations" })).toBeVisible();
      await page.goto("/org/moathouse");

      // A status count leads to the list, filtered.
      await page
        .getByRole("link", { name: /Booking received/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/org\/moathouse\/jobs\?status=requested$/);
      await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
      await expect(page.getByLabel("Status")).toHaveValue("requested");
      // Other specs raise jobs at Flat 3 too (urgent ones); the demo's own repair is the routine one.
      const repairRow = page
        .getByRole("row")
        .filter({ hasText: "Flat 3, 12 Moat Street" })
        .filter({ hasText: "Routine" })
        .first();
      await expect(repairRow).toContainText("Plumbing repairs");
      await expect(repairRow).toContainText("Routine");
      await expectAccessible(page);

      // Search and filters are a GET form, with or without JavaScript.
      await page.getByLabel("Search").fill("basin");
      await page.getByRole("button", { name: "Show jobs" }).click();
      await expect(page).toHaveURL(/q=basin/);
      await expect(page.getByRole("row").filter({ hasText: "Flat 3, 12 Moat Street" })).toHaveCount(
        1,
      );
      await page.getByLabel("Search").fill("no such words anywhere");
      await page.getByRole("button", { name: "Show jobs" }).click();
      await expect(page.getByText("No jobs match these filters.")).toBeVisible();
      await page.getByRole("link", { name: "Clear the filters" }).click();
      await expect(page).toHaveURL(/\/org\/moathouse\/jobs$/);
      await expect(page.getByLabel("Search")).toHaveValue("");
      await page.getByLabel("Property").selectOption({ label: "9 Albany Road" });
      await page.getByRole("button", { name: "Show jobs" }).click();
      await expect(page).toHaveURL(/property=/);
      await expect(page.getByText("No jobs match these filters.")).toBeVisible();
      await page.getByLabel("Property").selectOption({ label: "Flat 3, 12 Moat Street" });
      await page.getByLabel("Priority").selectOption("routine");
      await page.getByRole("button", { name: "Show jobs" }).click();
      const reference =
        (await page
          .getByRole("link", { name: /^CV-\d{4}-\d{6}$/ })
          .first()
          .textContent()) ?? "";
      expect(reference).toMatch(/^CV-\d{4}-\d{6}$/);

      // The month's completed jobs download as CSV.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download the CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^moathouse-completed-\d{4}-\d{2}\.csv$/);
      const csv = await page.request.get("/org/moathouse/jobs.csv?month=2026-07");
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toContain("text/csv");
      expect(await csv.text()).toMatch(/^\uFEFFReference,Completed,Property,Address,Service/);
      expect((await page.request.get("/org/moathouse/jobs.csv?month=2026-13")).status()).toBe(400);

      // The job's page.
      await page.getByRole("link", { name: reference }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: `Job ${reference}` })).toBeVisible();
      await expect(page.getByText("Bathroom basin drains slowly")).toBeVisible();
      await expect(page.getByText("Weekdays after 3pm")).toBeVisible();
      await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
        "Booking received",
      );
      await expectAccessible(page);

      // A comment: refused when empty, kept when written.
      const comments = page.getByRole("region", { name: "Comments" });
      await comments.getByRole("button", { name: "Add the comment" }).click();
      await expect(comments.getByText("Write your comment")).toBeVisible();
      const comment = `The tenant is away until Friday (${mode} ${Date.now()}).`;
      await comments.getByLabel("Add a comment").fill(comment);
      await comments.getByRole("button", { name: "Add the comment" }).click();
      await expect(toasts(page)).toContainText("Comment added");
      await expect(comments.getByText(comment)).toBeVisible();
      await expect(comments).toContainText("Moat House");

      // A tracking link for the tenant, shown once, that opens the tracking page.
      await page.getByRole("button", { name: "Make a tracking link" }).click();
      const link = page.getByLabel(/Copy this link and pass it on/);
      await expect(link).toHaveValue(/\/track\/[A-Za-z0-9_-]{43}$/);
      await expectAccessible(page);
      const trackingUrl = new URL(await link.inputValue());
      // Only its hash is kept: opening the job again does not show it.
      await page.goto(`/org/moathouse/jobs/${reference}`);
      await expect(page.getByRole("button", { name: "Make a tracking link" })).toBeVisible();
      await expect(page.getByLabel(/Copy this link and pass it on/)).toHaveCount(0);
      await page.goto(trackingUrl.pathname);
      await expect(page.getByRole("heading", { level: 1, name: `Job ${reference}` })).toBeVisible();
      await expect(page.getByText("Booking received").first()).toBeVisible();
    },
  );

  test(
    "the fixed addresses show the organisation's pages and name the /org/ ones",
    { tag: "@no-js" },
    async ({ page }) => {
      await page.goto("/moathouse");
      await expect(page).toHaveURL(/\/moathouse$/);
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/org\/moathouse$/,
      );
      await expectAccessible(page);
      await page.goto("/moathouse/jobs");
      await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/org\/moathouse\/jobs$/,
      );
      // Filtering stays on the fixed address.
      await page.getByLabel("Search").fill("basin");
      await page.getByRole("button", { name: "Show jobs" }).click();
      await expect(page).toHaveURL(/\/moathouse\/jobs\?q=basin&/);
      await expectAccessible(page);
      expect((await page.request.get("/empire")).status()).toBe(404);
    },
  );

  test("hostile input to the job page's forms gets a 4xx with a message, never a 5xx", async ({
    page,
    baseURL,
  }) => {
    const reference = await moathouseRepairReference(page);
    const origin = baseURL ?? "";
    const post = (path: string, form: Record<string, string>) =>
      page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
    const jobPath = `/org/moathouse/jobs/${reference}`;

    const long = await post(jobPath, { intent: "comment", body: "x".repeat(2001) });
    expect(long.status()).toBe(400);
    const control = await post(jobPath, { intent: "comment", body: "Key safe\u0007 1234" });
    expect(control.status()).toBe(400);
    expect(await control.text()).toContain(CONTROL_CHARACTER_MESSAGE);
    expect((await post(jobPath, { intent: "comment" })).status()).toBe(400);
    expect((await post(jobPath, { intent: "erase-everything" })).status()).toBe(400);
    expect((await post(jobPath, {})).status()).toBe(400);
    expect((await post(jobPath, { intent: "comment", "body[100000000]": "x" })).status()).toBe(400);
    expect(
      (
        await post("/org/moathouse/jobs/CV-2026-999999", { intent: "comment", body: "Hello" })
      ).status(),
    ).toBe(404);
    expect(
      (await post(`/org/empire/jobs/${reference}`, { intent: "tracking-link" })).status(),
    ).toBe(404);
    const foreign = await page.request.post(jobPath, {
      form: { intent: "tracking-link" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    for (const query of [
      "status=%00",
      "q=" + "y".repeat(500),
      "after=%%%",
      "property=../../etc",
      "from=2026-02-30",
    ]) {
      expect((await page.request.get(`/org/moathouse/jobs?${query}`)).status(), query).toBe(200);
    }
    expect((await page.request.get("/org/moathouse/photos/not-a-uuid")).status()).toBe(404);
  });
});

test.describe("as the empire owner", () => {
  test.use({ storageState: signedInState("empire") });

  test("a member of another organisation gets the site's 404 for everything of moathouse", async ({
    page,
    browser,
  }) => {
    const owner = await otherPerson(browser, "moathouse");
    const reference = await moathouseRepairReference(owner);
    await owner.context().close();
    expect(reference).toMatch(/^CV-\d{4}-\d{6}$/);
    for (const path of [
      "/org/moathouse",
      "/moathouse",
      "/moathouse/jobs",
      "/org/moathouse/jobs",
      `/org/moathouse/jobs/${reference}`,
      `/org/moathouse/photos/${UNKNOWN_ID}`,
      "/org/moathouse/jobs.csv?month=2026-07",
      `/org/empire/jobs/${reference}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
    // Empire's own pages open.
    expect((await page.goto("/empire"))?.status()).toBe(200);
    expect((await page.goto("/org/empire/jobs"))?.status()).toBe(200);
  });
});

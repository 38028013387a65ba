import { randomBytes } from "node:crypto";
import { z } from "zod";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

/*
 * A customer opens the review link of a finished job, reviews it once, and the link refuses a
 * second review. A finished job needs the engineer's area, so tests/e2e/seed/review.seed.ts
 * makes the jobs and their links with the domain functions before the server starts.
 */

const finishedJob = z.object({ reference: z.string(), reviewPath: z.string() });
const reviewSeed = z.object({ reviewed: finishedJob, unrated: finishedJob });

test(
  "a customer reviews a finished job once; the link then says it has been used",
  { tag: "@no-js" },
  async ({ page, context, browser, javaScriptEnabled }) => {
    const { reviewPath, reference } = seeded("review", reviewSeed).reviewed;
    // A second tab opened before the review is sent: its form must be refused afterwards.
    const secondTab = await context.newPage();
    await secondTab.goto(reviewPath);

    const response = await page.goto(reviewPath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "How did we do?" })).toBeVisible();
    await expect(page.getByText(`job ${reference}`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // Defaults: the customer's first name and the town of the postcode.
    await expect(page.getByLabel("The name to show with your review")).toHaveValue("Sarah");
    await expect(page.getByLabel("Your town or area (optional)")).toHaveValue("Coventry");
    await expectAccessible(page);

    // Without a rating: the browser (no JavaScript) or the form asks for one, keeping the text.
    await page
      .getByLabel("What went well, or what could have gone better?")
      .fill("On time, tidy, and the tap has not dripped since.");
    await page.getByRole("button", { name: "Send my review" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
    } else {
      await expect(page.getByLabel("5 stars: excellent")).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("What went well, or what could have gone better?")).toHaveValue(
      "On time, tidy, and the tap has not dripped since.",
    );

    await page.getByLabel("5 stars: excellent").check();
    await page.getByLabel("The name to show with your review").fill("Sarah M.");
    await page.getByRole("button", { name: "Send my review" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();
    await expect(
      page.getByText("It will appear on our site once we have checked it."),
    ).toBeVisible();
    await expectAccessible(page);

    // The tab opened earlier sends its review: refused.
    await secondTab.getByLabel("3 stars: all right").check();
    await secondTab
      .getByLabel("What went well, or what could have gone better?")
      .fill("A second go at the same link.");
    await secondTab.getByRole("button", { name: "Send my review" }).click();
    await expect(
      secondTab.getByRole("heading", { name: "This review link has been used" }),
    ).toBeVisible();
    await expectAccessible(secondTab);

    // Opening the link again says the same.
    await page.goto(reviewPath);
    await expect(
      page.getByRole("heading", { name: "This review link has been used" }),
    ).toBeVisible();

    // The office finds the one review of the job waiting, as sent, and nothing of the second tab.
    const office = await browser.newContext({ storageState: signedInState("admin") });
    try {
      const admin = await office.newPage();
      await admin.goto("/admin/testimonials?state=all&source=website");
      const reviews = admin.getByRole("listitem").filter({ hasText: reference });
      await expect(reviews).toHaveCount(1);
      await expect(reviews.getByRole("heading", { name: "Sarah M., Coventry" })).toBeVisible();
      await expect(reviews.getByText("Waiting", { exact: true })).toBeVisible();
      await expect(reviews.getByText("5 out of 5 stars")).toBeVisible();
      await expect(
        reviews.getByText("On time, tidy, and the tap has not dripped since.", { exact: true }),
      ).toBeVisible();
      await expect(reviews.getByText("This website")).toBeVisible();
      await expect(
        admin.getByRole("listitem").filter({ hasText: "A second go at the same link." }),
      ).toHaveCount(0);
    } finally {
      await office.close();
    }
  },
);

test("the server refuses a review without a rating next to the ratings, with a 400", async ({
  request,
  baseURL,
}) => {
  const { reviewPath } = seeded("review", reviewSeed).unrated;
  const response = await request.post(reviewPath, {
    headers: { Origin: new URL(baseURL ?? "").origin },
    form: { body: "No stars given", name: "Sarah" },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Choose a rating from 1 to 5 stars");
  expect(html).toContain("No stars given");
});

test("an unknown review link is the ordinary 404 page", async ({ page }) => {
  const response = await page.goto(`/review/${randomBytes(32).toString("base64url")}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

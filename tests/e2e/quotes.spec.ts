import { z } from "zod";
import { expect, expectAccessible, test, toasts, waitForMail } from "./support/fixtures";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

// The job waiting for a quote is booked before the server starts (tests/e2e/seed/quotes.seed.ts).
const quotesSeed = z.object({ reference: z.string(), email: z.string() });

// The office as the demo admin, signed in once by the setup project.
test.use({ storageState: signedInState("admin") });

// The office's quote forms and the customer's accept form post differently without JavaScript
// (decision 0054): the journey runs in both projects.
test(
  "the office quotes a job and the customer accepts it by link with the cancellation consent",
  { tag: "@no-js" },
  async ({ page }) => {
    test.setTimeout(180_000);
    const { reference, email } = seeded("quotes", quotesSeed);

    await page.goto(`/admin/jobs/${reference}`);
    await page.getByRole("link", { name: "Quote", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Quote for ${reference}` }),
    ).toBeVisible();
    await expect(page.getByText("This job has no quote yet.")).toBeVisible();
    await page.getByRole("button", { name: "Start a quote" }).click();
    await expect(toasts(page)).toContainText("Quote started");
    await expectAccessible(page);

    // A line from the price list, then a free line; a free line without a price is refused.
    await page.getByLabel("From the price list").selectOption("callout.standard");
    await page.getByRole("button", { name: "Add the line" }).click();
    await expect(toasts(page)).toContainText("Line added");
    await page.getByLabel("Description").fill("Hall, stairs and landing: two coats");
    await page.getByLabel("Quantity").fill("1.5");
    await page.getByRole("button", { name: "Add the line" }).click();
    await expect(
      page.getByText("Enter a unit price, or choose a price from the list"),
    ).toBeVisible();
    await page.getByLabel("Unit price (£)").fill("320");
    await page.getByRole("button", { name: "Add the line" }).click();
    await expect(toasts(page)).toContainText("Line added");
    const lines = page.getByRole("table", { name: "The quote's lines" });
    await expect(lines.getByRole("row")).toHaveCount(3);
    await expect(lines).toContainText("£480.00");
    // Not VAT-registered (the default): no VAT anywhere.
    await expect(page.getByRole("main")).not.toContainText("VAT rate");

    await page.getByRole("button", { name: `Send the quote to ${email}` }).click();
    await expect(toasts(page)).toContainText("Quote sent");
    await expect(
      page.getByRole("heading", { name: /Sent, waiting for the customer/ }),
    ).toBeVisible();

    const sent = await waitForMail(email, /^Your quote Q-\d{4}-\d+ from /);
    const token = /\/quote\/([A-Za-z0-9_-]{43})\b/.exec(sent.text)?.[1];
    if (!token) throw new Error("No quote link in the e-mail");

    // The customer's page: the lines, the total, the consumer's right to cancel.
    await page.goto(`/quote/${token}`);
    await expect(page.getByRole("heading", { level: 1, name: /^Quote Q-/ })).toBeVisible();
    await expect(page.getByRole("table", { name: "The quote's lines" })).toContainText(
      "Hall, stairs and landing: two coats",
    );
    await expect(page.getByText("You have the right to cancel within 14 days")).toBeVisible();
    await expectAccessible(page);

    // A name is needed; then the quote is accepted once, with the start-early request.
    await page.getByRole("button", { name: "Accept the quote" }).click();
    await expect(page.getByText("Type your full name to accept the quote")).toBeVisible();
    await page.getByLabel("Your full name").fill("Quinn Quoted");
    await page.getByLabel(/Please start the work within the 14-day cancellation period/).check();
    await page.getByRole("button", { name: "Accept the quote" }).click();
    await expect(page.getByRole("heading", { name: "You accepted this quote" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept the quote" })).toHaveCount(0);
    await expectAccessible(page);

    const confirmation = await waitForMail(email, /^Quote Q-\d{4}-\d+ accepted/);
    expect(confirmation.text).toContain("You asked us to start the work within the 14-day");
    expect(confirmation.text).toContain("RIGHT TO CANCEL");
    expect(confirmation.text).toContain("MODEL CANCELLATION FORM");

    // The office reads the acceptance on the job's timeline.
    await page.goto(`/admin/jobs/${reference}`);
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline).toContainText("Quote accepted");
    await expect(timeline).toContainText("accepted by Quinn Quoted");
  },
);

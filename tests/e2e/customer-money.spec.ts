import { z } from "zod";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

/*
 * The customer's side of getting paid (decision 0073): the tracking page shows the job's
 * invoice with its status and a pay button; the customer pays through the stand-in Stripe,
 * whose signed webhook records it; the tracking page and the portal then show it paid, with
 * the payment. tests/e2e/seed/customer-money.seed.ts issues the invoices.
 */

const invoicedVisit = z.object({
  reference: z.string(),
  number: z.string(),
  trackingPath: z.string(),
  portalPath: z.string(),
});
const seededMoney = z.object({ paid: invoicedVisit, client: invoicedVisit.nullable() });

// The pay button is a form that posts natively with JavaScript on or off: both run it.
test(
  "the customer pays the invoice from the tracking page and sees it paid there and in the portal",
  { tag: "@no-js" },
  async ({ page }) => {
    const { number, trackingPath, portalPath, reference } = seeded(
      "customer-money",
      seededMoney,
    ).paid;

    await page.goto(trackingPath);
    const money = page.getByRole("region", { name: "Quotes and invoices" });
    const invoice = money.getByRole("article", { name: `Invoice ${number}` });
    await expect(invoice.getByText("Status: Due")).toBeVisible();
    await expect(money.getByText("Still to pay: £120.00")).toBeVisible();
    await expect(invoice.getByRole("link", { name: `PDF of invoice ${number}` })).toHaveAttribute(
      "href",
      /^\/invoice\/[A-Za-z0-9_-]{43}\.pdf$/,
    );
    await expectAccessible(page);

    await invoice.getByRole("button", { name: `Pay £120.00 for invoice ${number}` }).click();
    // Stripe's hosted page (the stand-in): the webhook is delivered before it sends us back.
    await expect(page.getByRole("heading", { name: "Pay £120.00" })).toBeVisible();
    await page.getByRole("button", { name: "Pay by card" }).click();
    await expect(page.getByText("Payment received.")).toBeVisible();

    await page.goto(trackingPath);
    await expect(invoice.getByText("Status: Paid")).toBeVisible();
    await expect(money.getByText("Nothing to pay: every invoice here is settled.")).toBeVisible();
    await expect(invoice.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
    const payments = invoice.getByRole("table", { name: `Payments for invoice ${number}` });
    await expect(payments.getByRole("row", { name: /Card \(online\) £120\.00/ })).toBeVisible();

    // The portal shows the same status, from the same query, with the job it is for.
    await page.goto(portalPath);
    const inPortal = page
      .getByRole("region", { name: "Quotes and invoices" })
      .getByRole("article", { name: `Invoice ${number}` });
    await expect(inPortal.getByText("Status: Paid")).toBeVisible();
    await expect(inPortal.getByText(`Job ${reference}`)).toBeVisible();
    await expect(
      inPortal
        .getByRole("table", { name: `Payments for invoice ${number}` })
        .getByRole("row", { name: /Card \(online\) £120\.00/ }),
    ).toBeVisible();
    await expectAccessible(page);

    // Its link opens the invoice itself, paid.
    await inPortal.getByRole("link", { name: `Open the invoice ${number}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(number) })).toBeVisible();
    await expect(page.getByText("Status: Paid")).toBeVisible();
  },
);

test.describe("signed in", () => {
  test.use({ storageState: signedInState("client") });

  test("a client sees the invoice of a job booked with their e-mail on /client", async ({
    page,
  }) => {
    const client = seeded("customer-money", seededMoney).client;
    if (!client) throw new Error("No client invoice seeded for this project");
    await page.goto("/client");
    const invoice = page
      .getByRole("region", { name: "Quotes and invoices" })
      .getByRole("article", { name: `Invoice ${client.number}` });
    await expect(invoice.getByText("Status: Due")).toBeVisible();
    await expect(invoice.getByText(`Job ${client.reference}`)).toBeVisible();
    await expect(
      invoice.getByRole("button", { name: `Pay £120.00 for invoice ${client.number}` }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

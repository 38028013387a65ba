import { z } from "zod";
import { expect, expectAccessible, test, toasts, waitForMail } from "./support/fixtures";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

/*
 * The office invoices a finished job: makes the draft from the job page, issues it, and the
 * customer's e-mail arrives with the PDF and the link; the customer opens the invoice without
 * signing in; the office records a bank transfer and both pages say it is paid.
 * tests/e2e/seed/invoices.seed.ts makes the finished job.
 */

const invoicedJob = z.object({ reference: z.string(), email: z.string() });

test.use({ storageState: signedInState("admin") });

interface MailWithFiles {
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

test(
  "the office invoices a finished job; the customer opens it; a bank transfer makes it paid",
  { tag: "@no-js" },
  async ({ page, browser }) => {
    const { reference, email } = seeded("invoices", invoicedJob);

    await page.goto(`/admin/jobs/${reference}`);
    const money = page.getByRole("region", { name: "Money" });
    await expect(money.getByText("No invoice yet.")).toBeVisible();
    await money.getByRole("button", { name: "Make the invoice" }).click();
    await expect(toasts(page)).toContainText("Draft invoice made");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Draft");
    await expect(
      page.getByRole("cell", { name: `Plumbing repairs (job ${reference})` }),
    ).toBeVisible();

    await page.getByRole("button", { name: /^Issue £120\.00 invoice$/ }).click();
    await expect(toasts(page)).toContainText("Invoice issued");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/INV-\d{6}/);
    const number = /INV-\d{6}/.exec((await heading.textContent()) ?? "")?.[0] ?? "";
    await expect(page.getByText("Status: Due")).toBeVisible();
    await expectAccessible(page);

    const mail: MailWithFiles = await waitForMail(email, new RegExp(number));
    const pdf = mail.attachments?.find((file) => file.filename === `${number}.pdf`);
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf?.content.startsWith("%PDF-")).toBe(true);
    const link = /https?:\/\/\S+\/invoice\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? "";
    const invoicePath = new URL(link).pathname;

    // The customer: no account, no cookies.
    const customer = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const customerPage = await customer.newPage();
    const response = await customerPage.goto(invoicePath);
    expect(response?.status()).toBe(200);
    await expect(
      customerPage.getByRole("heading", { level: 2, name: new RegExp(number) }),
    ).toBeVisible();
    await expect(customerPage.getByText("Status: Due")).toBeVisible();
    await expect(customerPage.getByText("Balance to pay")).toBeVisible();
    const pdfResponse = await customerPage.request.get(`${invoicePath}.pdf`);
    expect(pdfResponse.headers()["content-type"]).toBe("application/pdf");

    // The form kit keeps what was typed and says what is wrong beside the field.
    await page.getByLabel("Amount received (£)").fill("12O");
    await page.getByRole("button", { name: "Record the payment" }).click();
    const amount = page.getByLabel("Amount received (£)");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveValue("12O");
    await amount.fill("120.00");
    await page.getByLabel("How it was paid").selectOption("bank_transfer");
    await page.getByLabel("Reference (optional)").fill(number);
    await page.getByRole("button", { name: "Record the payment" }).click();
    await expect(toasts(page)).toContainText("Payment recorded");
    await expect(page.getByText("Status: Paid")).toBeVisible();

    await customerPage.reload();
    await expect(customerPage.getByText("Status: Paid")).toBeVisible();
    await expectAccessible(customerPage);
    await customer.close();

    await page.goto("/admin/invoices?status=paid");
    await expect(page.getByRole("link", { name: number })).toBeVisible();

    // Paid twice: the second transfer is flagged, listed on /admin/invoices to be sent back,
    // and recorded as refunded by hand (no Stripe payment to refund through).
    await page.goto(`/admin/invoices`);
    await page.getByRole("link", { name: number }).click();
    await page.getByLabel("Amount received (£)").fill("120.00");
    await page.getByRole("button", { name: "Record the payment" }).click();
    await expect(toasts(page)).toContainText("flagged to be refunded");
    await page.goto("/admin/invoices");
    const refunds = page.getByRole("region", { name: "Money to refund" });
    const item = refunds.getByRole("listitem").filter({ hasText: `Invoice ${number}` });
    await expect(item.getByRole("heading", { name: /^£120\.00 to send back to / })).toBeVisible();
    await expect(item.getByLabel("Amount sent back (£)")).toHaveValue("120.00");
    await expectAccessible(page);
    await item.getByLabel("Reference (optional)").fill(`Refund of ${number}`);
    await item.getByRole("button", { name: "Record the refund" }).click();
    await expect(toasts(page)).toContainText("Refund recorded");
    await expect(refunds.getByText(`Invoice ${number}`)).toHaveCount(0);
    await page.goto("/admin/invoices?status=paid");
    await expect(page.getByRole("link", { name: number })).toBeVisible();
  },
);

import type { Page } from "@playwright/test";
import { z } from "zod";
import { expect, expectAccessible, test, toasts } from "./support/fixtures";
import { otherPerson } from "./support/other-person";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

/*
 * The engineer finishes a visit on the phone with the time on site and the materials used
 * (one from the price list, one described with its price); the office's draft invoice has them
 * as lines; once it is issued, the engineer's page offers "Take payment": the amount and, on a
 * tap, the Checkout page as a QR code for the customer's phone (the stand-in Stripe's here).
 * tests/e2e/seed/engineer-money.seed.ts leaves the job on site. Without JavaScript too: the
 * finish form and Take payment hydrate after the page, and must work as plain forms first.
 */

const seededJob = z.object({ customer: z.string(), email: z.string(), reference: z.string() });

test.use({ viewport: { width: 390, height: 844 }, storageState: signedInState("engineer") });

function material(page: Page, row: number) {
  return page.getByRole("group", { name: `Material ${row}`, exact: true });
}

test(
  "the engineer finishes with time and materials; the invoice has them; Take payment shows its code",
  { tag: "@no-js" },
  async ({ page, browser }) => {
    const job = seeded("engineer-money", seededJob);
    await page.goto(`/engineer/jobs/${job.reference}`);
    await expect(page.getByRole("heading", { name: "Finish the visit" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Take payment" })).toHaveCount(0);

    await page.getByLabel("Done: the job is complete").check();
    await page
      .getByLabel("Summary for the customer")
      .fill("Eased and oiled the back door lock; cut two spare keys.");
    await page.getByLabel("Hours").fill("1");
    await page.getByLabel("Minutes").fill("30");
    await material(page, 1)
      .getByLabel("From the price list")
      .selectOption({ label: "Key cutting and spare keys · from £45.00" });
    await material(page, 1).getByLabel("Quantity").fill("2");
    await material(page, 2).getByLabel("Or describe it").fill("Lock lubricant");
    await material(page, 2).getByLabel("Price each (£)").fill("6.505");
    await page.getByRole("button", { name: "Finished", exact: true }).click();

    // Refused next to the field, with everything typed kept.
    const price = material(page, 2).getByLabel("Price each (£)");
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(material(page, 2).getByText(/two decimal places/)).toBeVisible();
    await expect(price).toHaveValue("6.505");
    await expect(material(page, 2).getByLabel("Or describe it")).toHaveValue("Lock lubricant");
    await expect(material(page, 1).getByLabel("From the price list")).toHaveValue(
      "sub.security.key-cutting",
    );
    await expect(page.getByLabel("Minutes")).toHaveValue("30");
    await expect(page.getByLabel("Summary for the customer")).toHaveValue(/spare keys/);
    await expectAccessible(page);

    await price.fill("6.50");
    await page.getByRole("button", { name: "Finished", exact: true }).click();
    await expect(toasts(page)).toContainText("Job finished");
    await expect(page.getByRole("heading", { name: "How the visit ended" })).toBeVisible();
    // The office reviews the invoice first: nothing to take yet.
    await expect(page.getByRole("heading", { name: "Take payment" })).toHaveCount(0);

    // The office makes the draft from the job: the time beyond the first hour and the materials.
    const office = await otherPerson(browser, "admin");
    await office.goto(`/admin/jobs/${job.reference}`);
    await office
      .getByRole("region", { name: "Money" })
      .getByRole("button", { name: "Make the invoice" })
      .click();
    await expect(toasts(office)).toContainText("Draft invoice made");
    for (const line of ["Each additional hour", "Key cutting and spare keys", "Lock lubricant"]) {
      await expect(office.getByRole("cell", { name: line, exact: true })).toBeVisible();
    }
    const issue = office.getByRole("button", { name: /^Issue £[\d,.]+ invoice$/ });
    const amount = /£[\d,.]+/.exec((await issue.textContent()) ?? "")?.[0] ?? "";
    await issue.click();
    await expect(toasts(office)).toContainText("Invoice issued");
    await office.context().close();

    await page.goto(`/engineer/jobs/${job.reference}`);
    const takePayment = page.getByRole("region", { name: "Take payment" });
    await expect(takePayment).toContainText(`${amount} to pay`);
    await takePayment.getByRole("button", { name: "Show the code to the customer" }).click();
    const code = page.getByRole("img", { name: `Scan to pay ${amount} by card or Direct Debit` });
    await expect(code).toBeVisible();
    await expect(page).toHaveURL(/#take-payment$/);
    const box = await code.boundingBox();
    // Large enough for a phone camera across a doorstep, and within the screen.
    expect(box?.width).toBeGreaterThan(250);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    // The page drawn again (a reload) shows the same code: it reads the stored session.
    const drawn = await code.evaluate((svg) => svg.outerHTML);
    await page.reload();
    await expect(page.getByRole("img", { name: /^Scan to pay/ })).toBeVisible();
    expect(
      await page.getByRole("img", { name: /^Scan to pay/ }).evaluate((svg) => svg.outerHTML),
    ).toBe(drawn);
  },
);

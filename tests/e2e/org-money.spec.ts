import fs from "node:fs/promises";
import fc from "fast-check";
import { z } from "zod";
import { expect, expectAccessible, test, toasts, waitForMail } from "./support/fixtures";
import { harvestForms, type HarvestedField } from "./support/form-harvest";
import { knownCases, randomInput } from "./support/fuzz-bodies";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

/*
 * Moat House's money (decision 0074), from tests/e2e/seed/org-money.seed.ts: a repair the office
 * quoted above the £250 spend limit, waiting in the one list; and an invoice of a visit finished
 * some five weeks ago, £50.00 of its £180.00 paid, in the month `invoice.month`.
 */
const seededMoney = z.object({
  invoice: z.object({ number: z.string(), jobReference: z.string(), month: z.string() }),
  quote: z.object({ reference: z.string(), jobReference: z.string() }),
});

const OWNER = "moathouse@example.com";

test.describe("as the moathouse owner", () => {
  test.use({ storageState: signedInState("moathouse") });

  test(
    "the owner accepts a quote above the spend limit in the one list, then reads the month's invoices and downloads its statement",
    { tag: "@no-js" },
    async ({ page, javaScriptEnabled }) => {
      const { quote, invoice } = seeded("org-money", seededMoney);

      await page.goto("/org/moathouse");
      await page
        .getByRole("navigation", { name: /portal/ })
        .getByRole("link", { name: "To decide" })
        .click();
      await expect(page).toHaveURL(/\/org\/moathouse\/approvals$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Waiting for your decision" }),
      ).toBeVisible();
      const item = page.getByRole("article", { name: new RegExp(`Quote ${quote.reference}`) });
      await expect(item).toContainText(quote.jobReference);
      await expect(item).toContainText("£250.00");
      await expect(item).toContainText("accepting the quote approves the spend");
      await item.getByText(`The lines of quote ${quote.reference}`).click();
      await expect(item).toContainText("Replace the extractor fan and its isolator switch");
      await expectAccessible(page);
      if (javaScriptEnabled) {
        await item.screenshot({ path: test.info().outputPath("org-approvals-item.png") });
      }

      await item.getByLabel("Accept the quote").check();
      await item.getByRole("button", { name: "Send my decision" }).click();
      await expect(toasts(page)).toContainText("Quote accepted");
      await expect(toasts(page)).toContainText(`${quote.reference}`);
      await expect(page).toHaveURL(/\/org\/moathouse\/approvals$/);
      await expect(
        page.getByRole("article", { name: new RegExp(`Quote ${quote.reference}`) }),
      ).toHaveCount(0);
      // One decision: the job's spend is approved with it, and nothing waits on its page.
      await page.goto(`/org/moathouse/jobs/${quote.jobReference}`);
      await expect(page.getByText("Spend approved", { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: /waiting for/i })).toHaveCount(0);
      await waitForMail(OWNER, new RegExp(`Quote ${quote.reference} accepted`));

      // The invoices of the month the seeded visit was invoiced in.
      await page
        .getByRole("navigation", { name: /portal/ })
        .getByRole("link", { name: "Invoices" })
        .click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Invoices and statements" }),
      ).toBeVisible();
      await page.getByLabel("Month").selectOption(invoice.month);
      await page.getByRole("button", { name: "Show the month" }).click();
      await expect(page).toHaveURL(new RegExp(`/org/moathouse/invoices\\?month=${invoice.month}$`));
      const issued = page.getByRole("table", { name: /^Invoices and credit notes issued in/ });
      const row = issued.getByRole("row", { name: new RegExp(invoice.number) });
      await expect(row).toContainText(invoice.jobReference);
      await expect(row).toContainText("£180.00");
      await expect(row).toContainText("£130.00");
      await expect(row).toContainText(/Due|Overdue/);
      await expectAccessible(page);
      if (javaScriptEnabled) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({
            path: test.info().outputPath(`org-invoices-${width}.png`),
            fullPage: true,
          });
        }
      }

      // Each invoice opens at a link of its own, and as its PDF.
      const pdfHref = await row
        .getByRole("link", { name: `PDF of ${invoice.number}` })
        .getAttribute("href");
      const pdf = await page.request.get(pdfHref ?? "");
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect(new URL(pdf.url()).pathname).toMatch(/^\/invoice\/[A-Za-z0-9_-]{43}\.pdf$/);
      await row.getByRole("link", { name: `View ${invoice.number}` }).click();
      await expect(page).toHaveURL(/\/invoice\/[A-Za-z0-9_-]{43}$/);
      await expect(
        page.getByRole("heading", { level: 2, name: new RegExp(invoice.number) }),
      ).toBeVisible();
      await page.goBack();

      // The month's statement, as PDF and as CSV.
      const [pdfDownload] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download the statement (PDF)" }).click(),
      ]);
      expect(pdfDownload.suggestedFilename()).toBe(`moathouse-statement-${invoice.month}.pdf`);
      const pdfBytes = await fs.readFile((await pdfDownload.path()) ?? "");
      expect(pdfBytes.subarray(0, 5).toString()).toBe("%PDF-");
      const [csvDownload] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download the statement (CSV)" }).click(),
      ]);
      expect(csvDownload.suggestedFilename()).toBe(`moathouse-statement-${invoice.month}.csv`);
      const csv = (await fs.readFile((await csvDownload.path()) ?? "", "utf8"))
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(csv[0]).toBe(
        "Date,Type,Reference,Details,Invoiced (GBP),Credited (GBP),Paid (GBP),Balance (GBP)",
      );
      expect(csv.some((line) => line.includes(`,Invoice,${invoice.number},`))).toBe(true);
      expect(csv.some((line) => line.includes(`,Payment,${invoice.number},`))).toBe(true);
      // Closing = opening + invoiced − credited − paid, to the penny.
      const pence = (cell: string | undefined) => Math.round(Number(cell || 0) * 100);
      const opening = pence(csv[1]?.split(",")[7]);
      const closing = csv.at(-1)?.split(",") ?? [];
      expect(pence(closing[7])).toBe(
        opening + pence(closing[4]) - pence(closing[5]) - pence(closing[6]),
      );
    },
  );
});

test.describe("as the moathouse owner, hostile", () => {
  test.use({ storageState: signedInState("moathouse") });

  /*
   * The fuzz test (fuzz.http.spec.ts) signs in as a client, whom every organisation route
   * refuses before reading a field; here the one list's decision form gets the same hostile
   * bodies past the guard, as the organisation's owner. Its action is pointed at a reference
   * no job has, so whatever a body says, nothing is decided; and the invoices page and the
   * statements get hostile months.
   */
  test("the one list's decision form and the statement's month answer hostile input without a 5xx", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL ?? "").origin;
    const html = await (await page.request.get("/org/moathouse/approvals")).text();
    const forms = harvestForms(html, `${origin}/org/moathouse/approvals`).filter((form) =>
      form.action.includes("/approval"),
    );
    expect(forms.length).toBeGreaterThan(0);
    const fields = new Map<string, HarvestedField>();
    for (const field of forms.flatMap((form) => form.fields)) {
      const known = fields.get(field.name);
      fields.set(field.name, {
        ...field,
        values: [...new Set([...(known?.values ?? []), ...field.values])],
      });
    }
    expect([...fields.keys()].sort()).toEqual(["decision", "reason", "return"]);
    const inputs = [
      ...knownCases([...fields.values()]),
      ...fc.sample(randomInput([...fields.values()]), { seed: 74_2026, numRuns: 60 }),
    ];
    const failures: string[] = [];
    for (const input of inputs) {
      const response = await page.request.post("/org/moathouse/jobs/CV-2026-999999/approval", {
        headers: {
          ...(input.contentType ? { "Content-Type": input.contentType } : {}),
          ...(input.origin === "none" ? {} : { Origin: origin }),
        },
        data: input.body,
        maxRedirects: 0,
      });
      if (response.status() >= 500) failures.push(`${input.kind}: ${response.status()}`);
    }
    for (const month of ["", "2026-13", "0000-01", "2026-1", "x".repeat(5000), "2026-07%00"]) {
      const query = `?month=${encodeURIComponent(month)}`;
      for (const path of ["/org/moathouse/invoices", "/org/moathouse/statement.csv"]) {
        const response = await page.request.get(`${path}${query}`, { maxRedirects: 0 });
        if (response.status() >= 500) failures.push(`${path}${query}: ${response.status()}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

test.describe("as the office", () => {
  test.use({ storageState: signedInState("admin") });

  test("the office sets where Moat House's invoices are addressed, and its managers see it", async ({
    page,
  }) => {
    await page.goto("/admin/organizations/moathouse");
    const address = "Moat House Lettings Ltd\n14 Priory Street\nCoventry CV1 5FB";
    await page.getByLabel(/Billing address/).fill(address);
    await page.getByLabel("Construction services").selectOption("end_user");
    await page.getByRole("button", { name: "Save the organisation" }).click();
    await expect(toasts(page)).toContainText("Organisation saved");
    await expect(page.getByLabel(/Billing address/)).toHaveValue(address);
    await expectAccessible(page);

    await page.goto("/org/moathouse/invoices");
    const billing = page.getByRole("region", { name: "Invoices are addressed to" });
    await expect(billing).toContainText("14 Priory Street");
    await expect(billing).toContainText("End user (VAT charged as usual)");
  });
});

import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  expect,
  expectAccessible,
  test,
  toasts,
  waitForMail,
  type CapturedMail,
} from "./support/fixtures";
import { otherPerson } from "./support/other-person";
import { signedInState } from "./support/roles";
import { seeded } from "./support/seeded";

const OWNER = "moathouse@example.com";

/**
 * Two jobs the office raised at Moat House's flat, each with an estimate above the £250 limit
 * waiting for approval (£400 and £512.50), fresh for each project and attempt
 * (seed/approvals.seed.ts): the office's forms that make them are this file's first test.
 */
const seededJobs = z.object({ approved: z.string(), declined: z.string() });

function approvalLink(mail: CapturedMail, decision: "approve" | "decline"): string {
  const match = new RegExp(
    `https?://[^\\s]+(/approval/[A-Za-z0-9_-]{43}\\?decision=${decision})`,
  ).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${decision} link in "${mail.subject}"`);
  return match[1];
}

test.describe("as the office", () => {
  test.use({ storageState: signedInState("admin") });

  test("the office raises a repair at an organisation's flat and records an estimate above its limit", async ({
    page,
  }) => {
    const description = `Kitchen waste pipe leaks under the sink ${randomBytes(3).toString("hex")}.`;
    await page.goto("/admin/jobs/new-organisation");
    await expect(
      page.getByRole("heading", { level: 1, name: "Raise a job for an organisation" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Property").selectOption({ label: "Flat 3, 12 Moat Street" });
    await page.getByLabel("Service").selectOption("plumbing-repairs");
    await page.getByLabel("What needs doing").fill(description);
    await page.getByLabel("Priority").selectOption("urgent");
    await page.getByLabel("Contact phone for the engineer").fill("07400 123456");
    await page.getByRole("button", { name: "Raise the job" }).click();
    await expect(toasts(page)).toContainText("Raised CV-");
    await expect(page).toHaveURL(/\/admin\/jobs\/CV-\d{4}-\d{6}$/);
    const reference = page.url().split("/").pop() ?? "";
    await expect(page.getByRole("heading", { name: "Organisation" })).toBeVisible();
    await expect(page.getByText("Flat 3, 12 Moat Street", { exact: true })).toBeVisible();
    await expect(page.getByText("4821", { exact: true })).toBeVisible();

    // A wrong amount is refused next to the field; then the estimate above the £250 limit.
    await page.getByLabel("Estimate (£)").fill("four hundred");
    await page.getByRole("button", { name: "Record the estimate" }).click();
    await expect(page.getByText("Enter the estimate in pounds and pence")).toBeVisible();
    await page.getByLabel("Estimate (£)").fill("400");
    await page.getByRole("button", { name: "Record the estimate" }).click();
    await expect(toasts(page)).toContainText("waits for their approval");
    await expect(page.getByText(/Waiting for Moat House.* to approve the estimate/)).toBeVisible();
    await expectAccessible(page);
    await waitForMail(OWNER, new RegExp(`Approval needed: £400\\.00 for ${reference}`));
  });

  test(
    "the owner approves an estimate by the e-mailed link, once; the job is back in the queue",
    { tag: "@no-js" },
    async ({ page, browser }) => {
      const reference = seeded("approvals", seededJobs).approved;
      const mail = await waitForMail(
        OWNER,
        new RegExp(`Approval needed: £400\\.00 for ${reference}`),
      );
      expect(mail.text).toContain("Flat 3, 12 Moat Street");
      expect(mail.text).toContain("£250.00");
      const link = approvalLink(mail, "approve");

      // Opening the link decides nothing: it shows the job and asks.
      const stranger = await otherPerson(browser);
      await stranger.goto(link);
      await expect(
        stranger.getByRole("heading", { level: 1, name: "Approve or decline an estimate" }),
      ).toBeVisible();
      await expect(stranger.getByText(`job ${reference}`)).toBeVisible();
      await expect(stranger.getByText("£400.00").first()).toBeVisible();
      await expect(stranger.getByText("£250.00")).toBeVisible();
      await expect(stranger.getByLabel("Approve the estimate")).toBeChecked();
      await expectAccessible(stranger);
      await stranger.getByRole("button", { name: "Send my decision" }).click();
      await expect(stranger.getByRole("heading", { name: "Estimate approved" })).toBeVisible();

      // The second use is refused: the link is used.
      const again = await stranger.goto(link);
      expect(again?.status()).toBe(410);
      await expect(
        stranger.getByRole("heading", { name: "This link no longer works" }),
      ).toBeVisible();
      await expect(stranger.getByText(/This link was used on/)).toBeVisible();
      await expectAccessible(stranger);
      await stranger.context().close();

      // The board has it back in the queue, with the organisation and its priority.
      await page.goto("/admin");
      const card = page.locator(`#job-${reference}`);
      await expect(card).toBeVisible();
      await expect(card).toContainText("Moat House");
      await expect(card).toContainText("Urgent");
      await expect(page.getByRole("region", { name: /Unassigned/ })).toContainText(reference);
      await page.goto(`/admin/jobs/${reference}`);
      await expect(page.getByRole("heading", { name: "Approval history" })).toBeVisible();
      await expect(page.getByText(/Approved: £400\.00/)).toBeVisible();
      await expect(page.getByText(/Decided .* \(e-mailed link\)/)).toBeVisible();
    },
  );

  test(
    "declining by the e-mailed link needs a reason and cancels the job",
    { tag: "@no-js" },
    async ({ page }) => {
      const reference = seeded("approvals", seededJobs).declined;
      const mail = await waitForMail(
        OWNER,
        new RegExp(`Approval needed: £512\\.50 for ${reference}`),
      );
      const link = approvalLink(mail, "decline");

      await page.goto(link);
      await expect(page.getByLabel("Decline the estimate")).toBeChecked();
      await page.getByRole("button", { name: "Send my decision" }).click();
      await expect(page.getByText("Say why you decline").first()).toBeVisible();
      await page.getByLabel(/Reason for declining/).fill("The landlord will replace the bath.");
      await page.getByRole("button", { name: "Send my decision" }).click();
      await expect(page.getByRole("heading", { name: "Estimate declined" })).toBeVisible();

      await page.goto(`/admin/jobs/${reference}`);
      await expect(page.getByText("Booking cancelled").first()).toBeVisible();
      await expect(page.getByText(/Declined: £512\.50/)).toBeVisible();
      await expect(page.getByText("Reason: The landlord will replace the bath.")).toBeVisible();
    },
  );
});

test("hostile input to the approval routes is refused with a 4xx or a redirect, never a 5xx", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const form = (fields: Record<string, string>) => ({
    form: fields,
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  const unknown = `/approval/${"A".repeat(43)}`;
  const hostile: Record<string, string>[] = [
    { decision: "approve" },
    { decision: "decline", reason: "x".repeat(501) },
    { decision: "decline", reason: "bad\u0000byte" },
    {},
  ];
  for (const fields of hostile) {
    const response = await page.request.post(unknown, form(fields));
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  }
  expect((await page.request.get("/approval/short")).status()).toBe(404);

  // As a member (an owner of Moat House): wrong ids are 404s; bad fields come back with a toast.
  const owner = await otherPerson(browser, "moathouse");
  for (const path of [
    "/org/moathouse/jobs/CV-2026-999999/approval",
    "/org/empire/jobs/CV-2026-000001/approval",
    "/org/no-such-org/jobs/x/approval",
  ]) {
    const response = await owner.request.post(path, form({ decision: "approve" }));
    expect(response.status()).toBe(404);
  }
  const bad: Record<string, string>[] = [
    {},
    { decision: "maybe" },
    { decision: "decline", reason: "bad\u0007bell" },
    { decision: "decline", reason: "y".repeat(5000) },
  ];
  for (const fields of bad) {
    const response = await owner.request.post(
      "/org/moathouse/jobs/CV-2026-999999/approval",
      form(fields),
    );
    expect(response.status()).toBeLessThan(500);
  }
  // A GET goes to the job's page, for Moat House's own job only; anyone else's is the 404.
  const notOurs = await owner.request.get("/org/moathouse/jobs/CV-2026-000001/approval", {
    maxRedirects: 0,
  });
  expect(notOurs.status()).toBe(404);
  const list = await (await owner.request.get("/org/moathouse/jobs")).text();
  const reference = /\/org\/moathouse\/jobs\/(CV-\d{4}-\d{6,})/.exec(list)?.[1] ?? "";
  expect(reference).not.toBe("");
  const get = await owner.request.get(`/org/moathouse/jobs/${reference}/approval`, {
    maxRedirects: 0,
  });
  expect(get.status()).toBe(302);
  expect(get.headers().location).toBe(`/org/moathouse/jobs/${reference}`);
  await owner.context().close();
});

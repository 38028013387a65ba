import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { expect, expectAccessible, test, toasts, waitForMail } from "./support/fixtures";
import { png } from "./support/images";

// The whole loop of an organisation's repair: four people's sessions on a two-core machine.
test.describe.configure({ timeout: 300_000 });

const OWNER = { email: "moathouse@example.com", password: "demo-moathouse-2026" };
const EMPIRE = { email: "empire@example.com", password: "demo-empire-2026" };
const ADMIN = { email: "admin@example.com", password: "demo-admin-2026" };
const ENGINEER = { email: "engineer@example.com", password: "demo-engineer-2026" };

/** A London date far enough ahead that no other spec books Dan Fletcher's windows there. */
function dayFor(base: number): string {
  const days = base + (test.info().project.name === "no-js" ? 20 : 0);
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A page of its own for another person, with JavaScript as the project has it. */
async function pageFor(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
): Promise<Page> {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`/auth?${new URLSearchParams({ redirectTo: path })}`);
  await signIn(page, account);
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

function jobRow(page: Page, reference: string) {
  return page.getByRole("row").filter({ hasText: reference });
}

test("an agent's repair goes from report to a finished visit, and the follow-up's spend is approved by the e-mailed link", async ({
  page,
  browser,
}) => {
  const label = `Flat ${randomBytes(3).toString("hex")}, 40 Albany Road`;
  const date = dayFor(33);

  // The member signs in and lands on their organisation.
  await page.goto("/auth");
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/org\/moathouse$/);

  // Adds a property, then reports a repair there with a photo, leaving the time to the office.
  await page.goto("/org/moathouse/properties");
  const add = page.getByRole("region", { name: "Add a property" });
  await add.getByLabel("Name of the property").fill(label);
  await add.getByLabel("Address", { exact: true }).fill("40 Albany Road, Earlsdon, Coventry");
  await add.getByLabel("Postcode").fill("CV5 6JQ");
  await add.getByLabel("Key-safe code").fill("2468");
  await add.getByRole("button", { name: "Add the property" }).click();
  await expect(toasts(page)).toContainText("Property added");
  await page.getByRole("link", { name: "Report a repair here" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Report a repair" })).toBeVisible();
  await page.getByLabel("Service").selectOption("carpentry-joinery");
  await page.getByLabel("What is wrong?").fill("The back door sticks and will not lock.");
  await page.getByRole("radio", { name: /Routine/ }).check();
  await page.getByLabel("Photos").setInputFiles(await png("door.png", 64, 48));
  await page.getByLabel("Phone number the engineer rings on the day").fill("07400 123456");
  // The agent picks a free window: the job waits on that day of the board for an engineer.
  await page.getByLabel("Day", { exact: true }).fill(date);
  if (test.info().project.name === "no-js") {
    await page.getByRole("button", { name: "Show free times" }).click();
    // The day's windows come back with what was typed kept, the photo excepted.
    await page.getByLabel("Photos").setInputFiles(await png("door.png", 64, 48));
  }
  await page
    .getByRole("group", { name: "Or choose a free arrival window (two hours)" })
    .getByRole("radio")
    .nth(2)
    .check();
  await page.getByRole("button", { name: "Report the repair" }).click();
  await expect(toasts(page)).toContainText("Repair reported");
  await expect(page).toHaveURL(/\/org\/moathouse\/jobs\/CV-\d{4}-\d{6}$/);
  const reference = page.url().split("/").pop() ?? "";
  await expect(page.getByRole("img").first()).toBeVisible();

  // The job list shows it booked, waiting for an engineer.
  await page.goto("/org/moathouse/jobs");
  await expect(jobRow(page, reference)).toContainText(label);
  await expect(jobRow(page, reference)).toContainText("Routine");
  await expect(jobRow(page, reference)).toContainText("Booking confirmed");

  // The office gives it the demo engineer from the day's queue on the board.
  const office = await pageFor(browser, ADMIN, `/admin?day=${date}`);
  await expect(office.getByRole("heading", { level: 1, name: "Dispatch board" })).toBeVisible();
  const card = office.getByRole("article", { name: reference, exact: true });
  await expect(card).toContainText("Moat House");
  await card.locator("summary").click();
  await card.getByLabel("Engineer").selectOption({ label: "Dan Fletcher" });
  await card.getByRole("button", { name: "Save" }).click();
  await expect(toasts(office)).toContainText(reference);
  await office.context().close();

  await page.goto("/org/moathouse/jobs");
  await expect(jobRow(page, reference)).toContainText("Engineer scheduled");

  // The engineer works it: on the way, arrived, then finished with a return visit estimated
  // at £400, above Moat House's £250 limit.
  const engineer = await pageFor(browser, ENGINEER, `/engineer/jobs/${reference}`);
  await expect(engineer.getByText("2468").first()).toBeVisible();
  const setOff = engineer.getByText("Set off for this job now");
  if (await setOff.isVisible()) await setOff.click();
  await engineer.getByRole("button", { name: "On my way", exact: true }).click();
  await expect(toasts(engineer)).toContainText("On your way");
  await engineer.goto(`/engineer/jobs/${reference}`);
  await engineer.getByRole("button", { name: "Arrived", exact: true }).click();
  await expect(toasts(engineer)).toContainText("marked as arrived");
  await engineer.goto(`/engineer/jobs/${reference}#finish`);
  await engineer.getByLabel("Needs a return visit").check();
  await engineer
    .getByLabel("Summary for the customer")
    .fill("Planed the door; the frame is rotten at the foot and needs a new section.");
  await engineer.getByLabel(/^Estimate for the follow-up/).fill("400");
  await engineer.getByLabel(/^Customer’s name, to sign off/).fill("Olive Owner");
  await engineer.getByRole("button", { name: "Finished", exact: true }).click();
  await expect(engineer.getByRole("heading", { name: "How the visit ended" })).toBeVisible();
  await engineer.context().close();

  // The owner is asked by e-mail and approves through the link, without signing in.
  const mail = await waitForMail(
    OWNER.email,
    new RegExp(
      `^Approval needed: £400\\.00 for .* at ${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
    ),
    30_000,
  );
  const approve = /https?:\/\/[^\s]+(\/approval\/[A-Za-z0-9_-]{43}\?decision=approve)/.exec(
    mail.text,
  )?.[1];
  expect(approve).toBeTruthy();
  const followUp = /CV-\d{4}-\d{6}/.exec(mail.subject)?.[0] ?? "";
  expect(followUp).not.toBe(reference);
  const outsider = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
  });
  const link = await outsider.newPage();
  await link.goto(approve ?? "");
  await expect(link.getByText(followUp).first()).toBeVisible();
  await expectAccessible(link);
  await link.getByLabel("Approve the estimate").check();
  await link.getByRole("button", { name: "Send my decision" }).click();
  await expect(link.getByText(/approved/i).first()).toBeVisible();
  await outsider.close();

  // The organisation's list shows each step: the visit finished, the follow-up approved.
  await page.goto(`/org/moathouse/jobs?q=${encodeURIComponent(label)}`);
  await expect(jobRow(page, reference)).toContainText("Job completed");
  await expect(jobRow(page, followUp)).toContainText("Spend approved");
  await page.getByRole("link", { name: reference, exact: true }).click();
  await expect(page.getByText(/rotten at the foot/).first()).toBeVisible();
  await expectAccessible(page);

  // Another organisation's member gets the site's 404 for all of it.
  const empire = await pageFor(browser, EMPIRE, "/dashboard");
  for (const path of [
    "/org/moathouse",
    "/moathouse/jobs",
    `/org/moathouse/jobs/${reference}`,
    `/org/moathouse/jobs/${followUp}`,
  ]) {
    const response = await empire.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await empire.context().close();
});

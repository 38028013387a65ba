// The steps of the booking form as a visitor takes them, for the specs that book.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A London calendar date some days ahead; each test books its own day so tests never share a window. */
export function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

export function dayFor(base: number) {
  return dayAhead(base + (test.info().project.name === "no-js" ? 20 : 0));
}

export async function fillDetails(page: Page, postcode = "CV5 6AA") {
  await page.getByLabel("Service").selectOption("plumbing-repairs");
  await page
    .getByLabel("What needs doing?")
    .fill("Kitchen tap drips all night; the isolating valve is under the sink.");
  await page.getByLabel("Postcode of the job").fill(postcode);
  await page.getByRole("button", { name: "Next: choose a time" }).click();
}

export async function chooseFirstWindow(page: Page, date: string, javaScriptEnabled: boolean) {
  await page.getByLabel("Day", { exact: true }).fill(date);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show free times" }).click();
  // Windows start on the chosen London day (06:00 London is on the same UTC date all year).
  const first = page.locator(`input[type=radio][value^="${date}"]`).first();
  await expect(first).toBeVisible();
  await first.check();
  await page.getByRole("button", { name: "Next: your details" }).click();
}

export async function fillContact(page: Page, email: string) {
  await page.getByLabel("Address of the job").fill("12 Spon Street, Coventry");
  await page.getByLabel("Your name").fill("Jo Booker");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone number").fill("07400 123456");
  await page.getByRole("button", { name: "Next: check and book" }).click();
}

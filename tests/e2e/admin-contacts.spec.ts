import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
} from "./support/fixtures";
import { signedInState } from "./support/roles";

/** A London calendar date some days ahead. */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

// The office as the demo admin, signed in once by the setup project.
test.use({ storageState: signedInState("admin") });

/** A visitor's message through /contact; returns the name it was sent under. */
async function sendContactMessage(page: Page, email: string, message: string) {
  const name = `Visitor ${randomBytes(3).toString("hex")}`;
  await page.goto("/contact");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone number").fill("07400 123456");
  await page.getByLabel("Postcode").fill("cv1 5dz");
  await page.getByLabel("Your message").fill(message);
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(toasts(page)).toContainText("Message sent");
  return name;
}

/** Opens the enquiry found in the inbox by its e-mail. */
async function openFromInbox(page: Page, email: string, name: string) {
  await page.goto("/admin/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();
}

test("the office reads an enquiry, replies by e-mail, adds a note and closes it", async ({
  page,
}) => {
  const email = uniqueEmail("enquirer");
  const name = await sendContactMessage(
    page,
    email,
    "The bathroom extractor fan rattles and no longer clears the steam.",
  );

  await page.goto("/admin/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: /^Enquiries\s*\d[\d,]*\s+new$/ }),
  ).toBeVisible();
  const unread = page.getByRole("link", { name: `Unread: ${name}` });
  await expect(unread).toBeVisible();
  await expect(page.getByRole("rowheader").filter({ has: unread })).toHaveClass(/font-bold/);
  await expectAccessible(page);

  // The search finds it by its e-mail; opening it marks it read.
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole("link", { name: `Unread: ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "The enquiry" })
      .getByText("The bathroom extractor fan rattles"),
  ).toBeVisible();
  await expectAccessible(page);

  // An empty reply is refused next to its field.
  await page.getByRole("button", { name: "Send the reply" }).click();
  await expect(page.getByText("Write the reply")).toBeVisible();

  const reply = "We can fit a new fan on Thursday morning. Does 9am suit you?";
  await page.getByLabel("Reply", { exact: true }).fill(reply);
  await page.getByRole("button", { name: "Send the reply" }).click();
  await expect(toasts(page)).toContainText("Reply sent");
  const thread = page.getByRole("region", { name: "Replies and notes" });
  await expect(thread).toContainText("Reply by e-mail");
  await expect(thread).toContainText(reply);
  await expect(page.getByText("In progress", { exact: true }).first()).toBeVisible();
  const mail = await waitForMail(email, /^Re: your message #\d+/);
  expect(mail.text).toContain(reply);
  expect(mail.text).toContain("> The bathroom extractor fan rattles");

  await page
    .getByRole("textbox", { name: "Internal note" })
    .fill("Quoted £95 for the fan and fitting.");
  await page.getByRole("button", { name: "Add the note" }).click();
  await expect(toasts(page)).toContainText("Note added");
  await expect(thread).toContainText("Internal note");
  await expect(thread).toContainText("Quoted £95 for the fan and fitting.");

  await page.getByRole("button", { name: "Close the enquiry" }).click();
  await expect(toasts(page)).toContainText("Enquiry updated");
  await expect(page.getByRole("button", { name: "Reopen the enquiry" })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Closed the enquiry");
  await expect(history).toContainText(`Replied by e-mail to ${email}`);
  await expect(history).toContainText("Added an internal note");
  await expect(history).toContainText("Opened the enquiry");
  await expectAccessible(page);
});

test("the office turns an enquiry into a job through the pre-filled booking form", async ({
  page,
}) => {
  const email = uniqueEmail("booker");
  const message = "Two internal doors stick on the carpet and need planing down.";
  const name = await sendContactMessage(page, email, message);
  await openFromInbox(page, email, name);

  await page.getByRole("link", { name: "Book a job from this enquiry" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Book a job for a caller" }),
  ).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await expect(page.getByLabel("Phone number")).toHaveValue("07400 123456");
  await expect(page.getByLabel("Postcode of the job")).toHaveValue("CV1 5DZ");
  await expect(page.getByLabel("What needs doing?")).toHaveValue(message);
  await expectAccessible(page);

  await page.getByLabel("Service").selectOption("carpentry-joinery");
  // Day 21: no other spec books it.
  await page.getByLabel("Day", { exact: true }).fill(dayAhead(21));
  await page.getByLabel("Arrival window").selectOption("10:00");
  await page.getByLabel("Address of the job").fill("7 Earlsdon Avenue, Coventry");
  await page.getByRole("button", { name: "Book the job" }).click();
  await expect(toasts(page)).toContainText("Booked CV-");
  const reference = page.url().split("/").pop() ?? "";
  expect(reference).toMatch(/^CV-\d{4}-\d{6}$/);

  await openFromInbox(page, email, name);
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen the enquiry" })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    `Booked job ${reference} from the enquiry`,
  );
});

test("the office writes a quote from an enquiry: a requested job with its draft quote", async ({
  page,
}) => {
  const email = uniqueEmail("quoted");
  const message = "Could you quote for replacing ten metres of garden fence panels?";
  const name = await sendContactMessage(page, email, message);
  await openFromInbox(page, email, name);

  const quote = page.getByRole("region", { name: "Write a quote" });
  await expect(quote.getByLabel("The work to quote for")).toHaveValue(message);
  await expect(quote.getByLabel("Postcode")).toHaveValue("CV1 5DZ");
  // Nothing chosen: the message is beside the field and the typed values stay.
  await quote.getByLabel("Address of the work").fill("3 Kenilworth Road, Coventry");
  await quote.getByRole("button", { name: "Write a quote" }).click();
  await expect(quote.getByLabel("Service")).toHaveAttribute("aria-invalid", "true");
  await expect(quote.getByLabel("Address of the work")).toHaveValue("3 Kenilworth Road, Coventry");
  await expectAccessible(page);

  await quote.getByLabel("Service").selectOption("garden-maintenance");
  await quote.getByRole("button", { name: "Write a quote" }).click();
  await expect(toasts(page)).toContainText("Quote started");
  await expect(page).toHaveURL(/\/admin\/jobs\/CV-\d{4}-\d{6}\/quote$/);
  const reference = /CV-\d{4}-\d{6}/.exec(page.url())?.[0] ?? "";

  await openFromInbox(page, email, name);
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Write a quote" }).getByRole("link", {
      name: "Open the job's quote",
    }),
  ).toHaveAttribute("href", `/admin/jobs/${reference}/quote`);
});

test("a property enquiry becomes a new organisation through the pre-filled form", async ({
  page,
}) => {
  const email = uniqueEmail("agency");
  const company = `Lettings ${randomBytes(4).toString("hex")}`;
  const name = `Agent ${randomBytes(3).toString("hex")}`;
  await page.goto("/property-services");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Company or letting agency").fill(company);
  await page.getByLabel("How many properties do you manage?").fill("12");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone number").fill("07400 123456");
  await page.getByLabel("Postcode of your office").fill("CV32 4AB");
  await page
    .getByLabel("What do you need help with?")
    .fill("Gas safety checks and void turnarounds for twelve flats in Leamington.");
  await page.getByRole("button", { name: "Send the enquiry" }).click();
  await expect(toasts(page)).toContainText("Enquiry sent");

  await openFromInbox(page, email, name);
  await page.getByRole("link", { name: "Create an organisation from it" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New organisation" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(company);
  await expect(page.getByLabel("Contact e-mail")).toHaveValue(email);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create the organisation" }).click();
  await expect(toasts(page)).toContainText("Organisation created");

  await openFromInbox(page, email, name);
  await expect(page.getByRole("link", { name: company })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen the enquiry" })).toBeVisible();
});

test("hostile input to the enquiry's forms is a 4xx, never a 5xx", async ({ page }) => {
  const email = uniqueEmail("hostile");
  const name = await sendContactMessage(page, email, "A message to be attacked by the tests.");
  await openFromInbox(page, email, name);
  const path = new URL(page.url()).pathname;

  const bodies: Record<string, string>[] = [
    { intent: "reply", reply: "x".repeat(19_000) },
    { intent: "reply", reply: "Hello\u0000there" },
    { intent: "reply" },
    { intent: "note", note: "\u0007" },
    { intent: "note", note: "" },
    { intent: "status", change: "deleted" },
    { intent: "status" },
    { intent: "archive" },
    {},
    { intent: "reply", reply: "Hello", "reply[100000000]": "x" },
  ];
  for (const form of bodies) {
    const response = await page.request.post(path, { form });
    expect(response.status(), JSON.stringify(form).slice(0, 80)).toBeGreaterThanOrEqual(400);
    expect(response.status(), JSON.stringify(form).slice(0, 80)).toBeLessThan(500);
  }
  for (const id of ["abc", "-1", "0", "99999999999999999999", "1%3Bdrop", "999999999"]) {
    const post = await page.request.post(`/admin/contacts/${id}`, {
      form: { intent: "note", note: "Hello" },
    });
    expect(post.status()).toBe(404);
    const read = await page.request.get(`/admin/contacts/${id}`);
    expect(read.status()).toBe(404);
  }
  for (const address of [
    "/admin/contacts?status=%00&after=zzz&q=%25%27",
    `/admin/contacts?q=${"x".repeat(500)}`,
    "/admin/jobs/new?enquiry=-1",
    "/admin/jobs/new?enquiry=99999999999999999999",
    "/admin/organizations/new?enquiry=abc",
  ]) {
    expect((await page.request.get(address)).status()).toBe(200);
  }
  // Nothing above changed the enquiry: it has no replies or notes.
  await page.reload();
  await expect(page.getByText("No replies or notes yet.")).toBeVisible();
});

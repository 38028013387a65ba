import { randomBytes } from "node:crypto";
import { expect, expectAccessible, test, toasts, uniqueEmail } from "./support/fixtures";
import { signedInState } from "./support/roles";

/** A London calendar date some days ahead. */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

// Day 37 (57 with JavaScript off): no other spec books it (they use 5–19, and 25–39).
function dayFor(base: number) {
  return dayAhead(base + (test.info().project.name === "no-js" ? 20 : 0));
}

// The office as the demo admin, signed in once by the setup project.
test.use({ storageState: signedInState("admin") });

// The office's forms as a whole, with and without JavaScript (decision 0054).
test(
  "the office books for a caller, finds the job in the list and works it",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }) => {
    // A whole morning's office work in one flow, on a two-core machine running two workers.
    test.setTimeout(240_000);
    const name = `Caller ${randomBytes(3).toString("hex")}`;
    const email = uniqueEmail("caller");

    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "All jobs" })).toBeVisible();
    await expectAccessible(page);

    // Book for a caller; a bad phone number is refused next to its field, the rest kept.
    await page.getByRole("link", { name: "Book a job for a caller" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Book a job for a caller" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Service").selectOption("gutter-cleaning");
    await page
      .getByLabel("What needs doing?")
      .fill("The front gutter overflows onto the porch whenever it rains.");
    await page.getByLabel("Postcode of the job").fill("CV32 4AA");
    await page.getByLabel("Day", { exact: true }).fill(dayFor(37));
    await page.getByLabel("Arrival window").selectOption("16:00");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Phone number").fill("12345");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Address of the job").fill("3 Clarendon Square, Leamington Spa");
    await page.getByRole("button", { name: "Book the job" }).click();
    await expect(page.getByText("Start the number with 0, or with +44")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await page.getByLabel("Phone number").fill("07400 654321");
    await page.getByRole("button", { name: "Book the job" }).click();
    await expect(toasts(page)).toContainText("Booked CV-");
    await expect(page).toHaveURL(/\/admin\/jobs\/CV-\d{4}-\d{6}$/);
    const reference = page.url().split("/").pop() ?? "";

    // The list finds it by the caller's name, with the other filters kept in the address.
    await page.getByRole("link", { name: "All jobs" }).click();
    await page.getByLabel("Search").fill(name.toLowerCase());
    await page.getByLabel("Booked through").selectOption("admin");
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/[?&]source=admin/);
    const rows = page.getByRole("row").filter({ has: page.getByRole("rowheader") });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText("Office");
    await expectAccessible(page);

    // The CSV of the same filters holds the job.
    const csvLink = page.getByRole("link", { name: "Download as CSV" });
    const csv = await page.request.get((await csvLink.getAttribute("href")) ?? "");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`${reference},Booking confirmed`);

    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
    await expect(page.getByRole("link", { name: "07400 654321" })).toHaveAttribute(
      "href",
      "tel:+447400654321",
    );
    await expect(page.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=3%20Clarendon%20Square/,
    );
    await expectAccessible(page);

    // An internal note, marked as such on the timeline.
    await page
      .getByLabel("Note", { exact: true })
      .fill("Ladder needed: the gutter is three storeys up.");
    await page.getByRole("button", { name: "Add the note" }).click();
    await expect(toasts(page)).toContainText("Internal note added");
    const timeline = page.getByRole("region", { name: "Timeline" });
    const note = timeline.getByRole("listitem").filter({ hasText: "Ladder needed" });
    await expect(note).toContainText("Internal");
    await expect(note).toContainText("(office)");

    // The price: refused in words next to the field, then saved in pounds and pence.
    await page.getByLabel("Price charged (£)").fill("about forty");
    await page.getByRole("button", { name: "Save the price" }).click();
    await expect(
      page.getByText("Enter an amount in pounds and pence, like 45 or 45.50"),
    ).toBeVisible();
    await expect(page.getByLabel("Price charged (£)")).toHaveValue("about forty");
    await page.getByLabel("Price charged (£)").fill("£85.5");
    await page.getByRole("button", { name: "Save the price" }).click();
    await expect(toasts(page)).toContainText(`${reference} was charged £85.50`);
    await expect(page.getByLabel("Price charged (£)")).toHaveValue("85.50");
    await expect(timeline.getByRole("listitem").filter({ hasText: "Price charged" })).toContainText(
      "£85.50",
    );
    await expectAccessible(page);

    // Give it to the demo engineer, then call it off with a reason for the customer.
    await page.getByLabel("Engineer", { exact: true }).selectOption({ label: "Dan Fletcher" });
    await page.getByRole("button", { name: "Save engineer and window" }).click();
    await expect(toasts(page)).toContainText(`${reference} assigned to Dan Fletcher`);
    await expect(page.getByText("Engineer scheduled").first()).toBeVisible();
    await page.getByText("Cancel this job", { exact: true }).click();
    if (javaScriptEnabled) {
      // Without JavaScript the browser itself asks for the required reason.
      await page.getByRole("button", { name: "Cancel the job and tell the customer" }).click();
      await expect(page.getByText("Say why, so we can tell the customer")).toBeVisible();
    }
    await page.getByLabel("Reason", { exact: true }).fill("The caller has fixed it themselves.");
    await page.getByRole("button", { name: "Cancel the job and tell the customer" }).click();
    await expect(toasts(page)).toContainText(`${reference} is cancelled`);
    await expect(
      timeline.getByRole("listitem").filter({ hasText: "The caller has fixed it themselves." }),
    ).toContainText("Booking cancelled");
    await expect(page.getByRole("button", { name: "Save engineer and window" })).toHaveCount(0);

    // The change log in words: names, status labels and pounds, never ids or empty changes.
    const changeLog = page.getByRole("region", { name: "Change log" });
    await expect(changeLog).toContainText("Assigned to Dan Fletcher");
    await expect(changeLog).toContainText("Price changed");
    await expect(changeLog).toContainText("£85.50");
    await expect(changeLog).toContainText("Reason: The caller has fixed it themselves.");
    await expect(changeLog).toContainText("Booking cancelled");
    await expect(changeLog).not.toContainText(/engineerId|[0-9a-f]{8}-[0-9a-f]{4}-|—/);

    // An unknown reference is the site's one 404.
    const missing = await page.goto("/admin/jobs/CV-2026-999999");
    expect(missing?.status()).toBe(404);
  },
);

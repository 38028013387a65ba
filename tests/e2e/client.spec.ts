import { expect, expectAccessible, test, toasts } from "./support/fixtures";
import { png } from "./support/images";
import { signedInState } from "./support/roles";
import { CONTROL_CHARACTER_MESSAGE } from "../../app/lib/schemas/text";
import { chooseFirstWindow, dayFor } from "./support/booking-flow";

test.use({ storageState: signedInState("client") });

// The client area's forms post natively without JavaScript: this runs in no-js too.
test(
  "a signed-in client books a job, finds it on /client and cancels it",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }) => {
    await page.goto("/client");
    await expect(page).toHaveURL(/\/client$/);
    await expect(page.getByRole("heading", { level: 1, name: "My jobs" })).toBeVisible();
    await expectAccessible(page);

    // The dashboard leads here.
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "My jobs" }).click();
    await expect(page).toHaveURL(/\/client$/);

    // Day 17 is the spill-over of booking.spec's full day 16: keep clear of it.
    const date = dayFor(10);
    await page.getByRole("link", { name: "Book a job" }).first().click();
    await page.getByLabel("Service").selectOption("carpentry-joinery");
    await page
      .getByLabel("What needs doing?")
      .fill("Two kitchen cupboard doors have dropped and rub on the frame.");
    await page.getByLabel("Postcode of the job").fill("CV8 1AA");
    await page.getByRole("button", { name: "Next: choose a time" }).click();
    await chooseFirstWindow(page, date, javaScriptEnabled);
    // Signed in, the contact details come from the account.
    await expect(page.getByLabel("E-mail address")).toHaveValue("client@example.com");
    await expect(page.getByLabel("Your name")).not.toHaveValue("");
    await page.getByLabel("Address of the job").fill("8 Abbey End, Kenilworth");
    await page.getByLabel("Phone number").fill("07400 654321");
    await page.getByRole("button", { name: "Next: check and book" }).click();
    await page.getByRole("button", { name: "Confirm the booking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
    const reference = (await page.locator("dd").first().textContent()) ?? "";
    expect(reference).toMatch(/^CV-\d{4}-\d{6}$/);

    await page.goto("/client");
    const job = page.getByRole("article").filter({ hasText: reference });
    await expect(job.getByRole("heading", { name: "Carpentry and joinery" })).toBeVisible();
    await expect(job.getByText("8 Abbey End, Kenilworth, CV8 1AA")).toBeVisible();
    await expect(job.getByRole("link", { name: /Book again/ })).toHaveAttribute(
      "href",
      "/book?service=carpentry-joinery",
    );
    await expectAccessible(page);

    // A photo for the engineer; it shows on the job, from the client's own address.
    await job
      .getByLabel("Add photos (up to 5, 10 MB each)")
      .setInputFiles(await png("cupboard.png", 500, 400));
    await job.getByRole("button", { name: "Add the photos" }).click();
    await expect(toasts(page)).toContainText(`1 photo added to ${reference}`);
    const thumbnail = job.getByRole("img", { name: `Photo 1 of 1 for ${reference}` });
    await expect(thumbnail).toHaveAttribute(
      "src",
      /^\/client\/photos\/[0-9a-f-]{36}\?size=thumbnail$/,
    );
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // A control character in a note is refused next to the field, with the note kept to fix.
    const pasted = "Park\u001b behind the shop.";
    await job.getByLabel("Add a note").fill(pasted);
    await job.getByRole("button", { name: "Add the note" }).click();
    await expect(job.getByText(CONTROL_CHARACTER_MESSAGE)).toBeVisible();
    await expect(job.getByLabel("Add a note")).toHaveValue(pasted);
    await job.getByLabel("Add a note").fill("Park behind the shop.");
    await job.getByRole("button", { name: "Add the note" }).click();
    await expect(toasts(page)).toContainText(`Your note is on the timeline of ${reference}`);
    await expect(job.getByText("Park behind the shop.")).toBeVisible();

    // Its tracking page opens from the card, on a link minted for this visit.
    await job.getByRole("button", { name: "Track this job" }).click();
    await expect(page).toHaveURL(/\/track\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole("heading", { level: 1, name: `Job ${reference}` })).toBeVisible();
    await page.goto("/client");

    await job.getByText("Cancel this booking", { exact: true }).click();
    await job.getByRole("button", { name: "Yes, cancel the booking" }).click();
    await expect(toasts(page)).toContainText("Booking cancelled");
    await expect(page).toHaveURL(/\/client$/);
    await expect(job.getByText("This job was cancelled.")).toBeVisible();
    await expect(job.getByText("Booking cancelled", { exact: true })).toHaveCount(2);
    await expect(job.getByLabel("Add photos (up to 5, 10 MB each)")).toHaveCount(0);
    await expect(job.getByRole("button", { name: "Track this job" })).toHaveCount(0);
    await expect(thumbnail).toBeVisible();
    await expectAccessible(page);
  },
);

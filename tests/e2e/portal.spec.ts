import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  expect,
  expectAccessible,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
  type CapturedMail,
} from "./support/fixtures";
import { png } from "./support/images";
import { seeded } from "./support/seeded";
import { CONTROL_CHARACTER_MESSAGE } from "../../app/lib/schemas/text";
import { dayFor } from "./support/booking-flow";

// Each test's booking is made before the server starts (tests/e2e/seed/portal.seed.ts), as a
// visitor books at /book: the booking form itself is booking.spec.ts's. The customer portal's
// forms post natively without JavaScript, so the tests of its forms run in no-js too.
const booking = z.object({ email: z.string(), reference: z.string(), portalPath: z.string() });
const portalSeed = z.object({ changes: booking, photos: booking, relink: booking });

function portalPathIn(mail: CapturedMail): string {
  const match = /https?:\/\/[^\s]+(\/portal\/[A-Za-z0-9_-]{43})(?=\s)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No portal link in "${mail.subject}"`);
  return match[1];
}

test(
  "a customer adds a note, moves and cancels a booking from the portal link",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }) => {
    const { email, reference, portalPath } = seeded("portal", portalSeed).changes;

    await page.goto(portalPath);
    await expect(page.getByRole("heading", { level: 1, name: "Your bookings" })).toBeVisible();
    const job = page.getByRole("article").filter({ hasText: reference });
    await expect(job.getByText("Booking confirmed", { exact: true }).first()).toBeVisible();
    await expect(job.getByText("3 Clarendon Square, Leamington Spa, CV32 4AA")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Lost the link or want a fresh one?" }),
    ).toBeVisible();
    await expectAccessible(page);

    // A note: an empty one is refused next to the field, a real one joins the timeline.
    await job.getByRole("button", { name: "Add the note" }).click();
    await expect(job.getByText("Write your note")).toBeVisible();
    // A control character pasted in is refused next to the field, and the note is kept to fix.
    const pasted = "The side gate\u0007 code is 4321.";
    await job.getByLabel("Add a note").fill(pasted);
    await job.getByRole("button", { name: "Add the note" }).click();
    await expect(job.getByText(CONTROL_CHARACTER_MESSAGE)).toBeVisible();
    await expect(job.getByLabel("Add a note")).toHaveValue(pasted);
    await expect(job.getByLabel("Add a note")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await job.getByLabel("Add a note").fill("The side gate code is 4321.");
    await job.getByRole("button", { name: "Add the note" }).click();
    await expect(toasts(page)).toContainText("Note added");
    await expect(job.getByText("Your note")).toBeVisible();
    await expect(job.getByText("The side gate code is 4321.")).toBeVisible();
    await expect(job.getByLabel("Add a note")).toHaveValue("");

    // Move it to the next day: the windows follow the day with JavaScript, or on request without.
    const nextDay = dayFor(14);
    await job.getByText("Move to another time", { exact: true }).click();
    await job.getByLabel("Day", { exact: true }).fill(nextDay);
    if (!javaScriptEnabled) await job.getByRole("button", { name: "Show free times" }).click();
    const window = job.locator(`input[type=radio][value^="${nextDay}"]`).first();
    await expect(window).toBeVisible();
    await expectAccessible(page);
    await window.check();
    await job.getByRole("button", { name: "Move the booking" }).click();
    await expect(toasts(page)).toContainText("Booking moved");
    await expect(job.getByText("Booking moved", { exact: true })).toBeVisible();
    const moved = await waitForMail(email, new RegExp(`^Booking moved: .*\\(${reference}\\)$`));
    expect(moved.text).toContain("New arrival window:");

    // Its tracking page opens from the card, on a link minted for this visit.
    await job.getByRole("button", { name: "Track this job" }).click();
    await expect(page).toHaveURL(/\/track\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole("heading", { level: 1, name: `Job ${reference}` })).toBeVisible();
    await page.goto(portalPath);

    // Cancel it, with a reason; after that nothing can change.
    await job.getByText("Cancel this booking", { exact: true }).click();
    await job.getByLabel("Reason").fill("Fixed it\u0000 myself.");
    await job.getByRole("button", { name: "Yes, cancel the booking" }).click();
    await expect(job.getByText(CONTROL_CHARACTER_MESSAGE)).toBeVisible();
    await expect(job.getByText("This job was cancelled.")).toHaveCount(0);
    await job.getByLabel("Reason").fill("Fixed it myself.");
    await job.getByRole("button", { name: "Yes, cancel the booking" }).click();
    await expect(toasts(page)).toContainText("Booking cancelled");
    await expect(job.getByText("This job was cancelled.")).toBeVisible();
    await expect(job.getByText("Your reason: Fixed it myself.")).toBeVisible();
    await expect(job.getByText("Move to another time", { exact: true })).toHaveCount(0);
    await expect(job.getByLabel("Add a note")).toHaveCount(0);
    await expect(job.getByRole("button", { name: "Track this job" })).toHaveCount(0);
    await expectAccessible(page);
    await waitForMail(email, new RegExp(`^Booking cancelled: .*\\(${reference}\\)$`));
  },
);

test(
  "a customer adds photos to an open booking and sees them on the portal",
  { tag: "@no-js" },
  async ({ page }) => {
    const { reference, portalPath } = seeded("portal", portalSeed).photos;
    await page.goto(portalPath);
    const job = page.getByRole("article").filter({ hasText: reference });
    const field = job.getByLabel("Add photos (up to 5, 10 MB each)");

    // Nothing chosen, then a file that is not a picture: refused next to the field.
    await job.getByRole("button", { name: "Add the photos" }).click();
    await expect(job.getByText("Choose at least one photo to add")).toBeVisible();
    await field.setInputFiles({
      name: "invoice.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is text, not a picture"),
    });
    await job.getByRole("button", { name: "Add the photos" }).click();
    await expect(
      job.getByText("“invoice.png”: That file is not a picture. Please choose a photo"),
    ).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await field.setInputFiles([await png("leak.png", 640, 480), await png("pipe.png", 300, 400)]);
    await job.getByRole("button", { name: "Add the photos" }).click();
    await expect(toasts(page)).toContainText(`2 photos added to ${reference}`);
    await expect(job.getByText("You added photos")).toBeVisible();
    const thumbnails = job.getByRole("img", {
      name: new RegExp(`^Photo \\d of 2 for ${reference}$`),
    });
    await expect(thumbnails).toHaveCount(2);
    for (const thumbnail of await thumbnails.all()) {
      await thumbnail.scrollIntoViewIfNeeded();
      await expect
        .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expectAccessible(page);

    // The full photo opens from its thumbnail; the same address under another link is a 404.
    const photoPath = await job
      .getByRole("link", { name: `Photo 1 of 2 for ${reference}` })
      .getAttribute("href");
    expect(photoPath).toMatch(new RegExp(`^${portalPath}/photos/[0-9a-f-]{36}$`));
    const full = await page.request.get(photoPath ?? "");
    expect(full.status()).toBe(200);
    expect(full.headers()["content-type"]).toBe("image/webp");
    expect(full.headers()["cache-control"]).toBe("private, max-age=3600");
    const elsewhere = await page.request.get(
      (photoPath ?? "").replace(/\/portal\/[^/]+/, `/portal/${"B".repeat(43)}`),
    );
    expect(elsewhere.status()).toBe(404);
  },
);

test(
  "a customer asks for a new portal link and the old one stops working",
  { tag: "@no-js" },
  async ({ page }) => {
    const { email, reference, portalPath: oldPath } = seeded("portal", portalSeed).relink;
    // The link the confirmation e-mail carries.
    const confirmation = await waitForMail(
      email,
      new RegExp(`^Booking confirmed: .*\\(${reference}\\)$`),
    );
    expect(portalPathIn(confirmation)).toBe(oldPath);

    await page.goto(oldPath);
    await page.getByRole("link", { name: "Lost the link or want a fresh one?" }).click();
    await expect(page).toHaveURL(/\/portal\/new-link$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Get a new link to your bookings" }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("E-mail address").fill("jo@");
    await page.getByRole("button", { name: "E-mail me a new link" }).click();
    await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible();

    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "E-mail me a new link" }).click();
    await expect(toasts(page)).toContainText(
      "If we have bookings for that address, we have e-mailed a new link",
    );
    await expect(page.getByLabel("E-mail address")).toHaveValue("");
    await expectAccessible(page);

    // The same answer for an address we do not know.
    await page.getByLabel("E-mail address").fill(uniqueEmail("stranger"));
    await page.getByRole("button", { name: "E-mail me a new link" }).click();
    await expect(toasts(page)).toContainText(
      "If we have bookings for that address, we have e-mailed a new link",
    );

    const mail = await waitForMail(email, /^Your link to your We Fix Coventry bookings$/);
    const newPath = portalPathIn(mail);
    expect(newPath).not.toBe(oldPath);

    const stale = await page.goto(oldPath);
    expect(stale?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

    const fresh = await page.goto(newPath);
    expect(fresh?.status()).toBe(200);
    await expect(page.getByRole("article").filter({ hasText: reference })).toBeVisible();
    await expectAccessible(page);
  },
);

test("asking for new links too often is refused next to the form, keeping the address", async ({
  page,
}) => {
  // An address of its own, so this test's attempts count in a bucket of their own.
  const visitor = `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitor });
  const email = uniqueEmail("often");
  // Each request's own answer: a toast from an earlier one may still be on screen.
  const request = async () => {
    await page.getByLabel("E-mail address").fill(email);
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname.startsWith("/portal/new-link"),
    );
    await page.getByRole("button", { name: "E-mail me a new link" }).click();
    return (await answer).status();
  };
  await page.goto("/portal/new-link");
  for (let attempt = 1; attempt <= 3; attempt++) {
    // A redirect, answered 202 to the script that follows it.
    expect(await request()).toBe(202);
    await expect(toasts(page)).toContainText("If we have bookings for that address");
    // The page after the redirect starts an empty form.
    await expect(page.getByLabel("E-mail address")).toHaveValue("");
  }
  expect(await request()).toBe(429);
  await expect(page.getByText(/Too many attempts\. Please wait \d+ minutes?/)).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await expectAccessible(page);
});

test("unknown and malformed portal links get the same 404 page as any unknown address", async ({
  page,
}) => {
  const ordinary = await page.goto("/this-page-does-not-exist");
  expect(ordinary?.status()).toBe(404);
  const ordinaryTitle = await page.title();
  const ordinaryMain = await page.getByRole("main").innerText();
  for (const path of ["/portal/not-a-token", `/portal/${"A".repeat(43)}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    expect(await page.title()).toBe(ordinaryTitle);
    expect(await page.getByRole("main").innerText()).toBe(ordinaryMain);
  }
  await expectAccessible(page);
});

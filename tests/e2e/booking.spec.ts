import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { expect, expectAccessible, test, uniqueEmail, waitForMail } from "./support/fixtures";
import {
  chooseFirstWindow,
  dayAhead,
  dayFor,
  fillContact,
  fillDetails,
} from "./support/booking-flow";
import { png } from "./support/images";
import { signedInState } from "./support/roles";

/** Where the e2e server keeps uploads (its DATA_DIR, as playwright.config.ts sets it). */
const UPLOADS = path.resolve(process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data", "uploads");
const PHOTOS_LABEL = "Photos (up to 5, 10 MB each)";

/** Storage keys of every stored job photo, e.g. jobs/<job id>/<file>.webp. */
async function storedPhotoKeys(): Promise<string[]> {
  const files = await fs.readdir(path.join(UPLOADS, "jobs"), { recursive: true }).catch(() => []);
  return files.filter((file) => file.endsWith(".webp")).map((file) => `jobs/${file}`);
}

// The steps post natively without JavaScript (each step a full page with its errors and the
// values kept), so the journey, the lost window and the refused photo run in no-js too.
test(
  "a visitor books a job in four steps, with messages for bad input, and gets the confirmation e-mail",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("booker");
    await page.goto("/book?service=plumbing-repairs");
    await expect(page.getByLabel("Service")).toHaveValue("plumbing-repairs");
    await expectAccessible(page);

    await page.getByLabel("Service").selectOption("");
    await page.getByLabel("What needs doing?").fill("Tap");
    await page.getByLabel("Postcode of the job").fill("nonsense");
    await page.getByRole("button", { name: "Next: choose a time" }).click();
    await expect(page.getByText("Choose the service you need")).toBeVisible();
    await expect(page.getByText("Enter a full UK postcode, like CV1 5DZ")).toBeVisible();
    await expect(page.getByLabel("What needs doing?")).toHaveValue("Tap");

    await fillDetails(page, "B1 1AA");
    await expect(page.getByText("We do not cover this postcode yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "send us an enquiry" })).toBeVisible();

    await fillDetails(page);
    await expect(page.getByRole("heading", { name: "When should we come?" })).toBeVisible();
    await expectAccessible(page);
    await chooseFirstWindow(page, dayFor(5), javaScriptEnabled);

    await page.getByLabel("Your name").fill("Jo Booker");
    await page.getByLabel("E-mail address").fill("jo@");
    await page.getByRole("button", { name: "Next: check and book" }).click();
    await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Jo Booker");
    await fillContact(page, email);

    await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();
    await expect(page.getByText("Plumbing repairs")).toBeVisible();
    await expect(page.getByText("12 Spon Street, Coventry, CV5 6AA")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(PHOTOS_LABEL).setInputFiles(await png("tap.png", 40, 30));
    await page.getByRole("button", { name: "Confirm the booking" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
    const reference = (await page.locator("dd").first().textContent()) ?? "";
    expect(reference).toMatch(/^CV-\d{4}-\d{6}$/);
    await expect(page.getByRole("link", { name: "Tracking page" })).toHaveAttribute(
      "href",
      /\/track\/[A-Za-z0-9_-]{43}$/,
    );
    await expect(page.getByRole("link", { name: "Your bookings" })).toHaveAttribute(
      "href",
      /\/portal\/[A-Za-z0-9_-]{43}$/,
    );
    await expectAccessible(page);

    const mail = await waitForMail(email, new RegExp(reference));
    expect(mail.text).toContain("12 Spon Street");
  },
);

test(
  "the visitor who loses a window keeps what they typed and is offered the nearest free ones",
  { tag: "@no-js" },
  async ({ browser, page, javaScriptEnabled }) => {
    const date = dayFor(7);
    const loser = uniqueEmail("loser");
    await page.goto("/book");
    await fillDetails(page);
    await chooseFirstWindow(page, date, javaScriptEnabled);
    await fillContact(page, loser);
    await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();

    // Meanwhile someone else books the same window (the demo data has one engineer).
    const other = await browser.newPage({ javaScriptEnabled });
    await other.goto(new URL("/book", page.url()).toString());
    await fillDetails(other);
    await chooseFirstWindow(other, date, javaScriptEnabled);
    await fillContact(other, uniqueEmail("winner"));
    await other.getByRole("button", { name: "Confirm the booking" }).click();
    await expect(other.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
    await other.close();

    await page.getByRole("button", { name: "Confirm the booking" }).click();
    await expect(page.getByText("Someone has just booked that time")).toBeVisible();
    await expect(page.getByRole("radio").first()).toBeVisible();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Next: your details" }).click();
    await expect(page.getByLabel("E-mail address")).toHaveValue(loser);
    await expect(page.getByLabel("Address of the job")).toHaveValue("12 Spon Street, Coventry");
  },
);

test(
  "a file that is not a picture is refused with the rest kept; the photo chosen again is stored and shown only to staff",
  { tag: "@no-js" },
  async ({ browser, page, javaScriptEnabled }) => {
    await page.goto("/book");
    await fillDetails(page);
    await chooseFirstWindow(page, dayFor(9), javaScriptEnabled);
    await fillContact(page, uniqueEmail("photos"));
    await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();

    await page.getByLabel(PHOTOS_LABEL).setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("Shopping list: washers, PTFE tape, silicone.\n"),
    });
    await page.getByRole("button", { name: "Confirm the booking" }).click();

    await expect(
      page.getByText(
        "“notes.png”: That file is not a picture. Please choose a photo (JPEG, PNG or WebP). Please choose the photos again",
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();
    await expect(page.getByText("12 Spon Street, Coventry, CV5 6AA")).toBeVisible();
    await expect(page.getByText("Jo Booker")).toBeVisible();
    const photos = page.getByLabel(PHOTOS_LABEL);
    await expect(photos).toHaveAttribute("aria-invalid", "true");
    await expect(photos).toHaveValue("");
    await expectAccessible(page);

    const before = new Set(await storedPhotoKeys());
    await photos.setInputFiles(await png("sink.png", 37, 23));
    await page.getByRole("button", { name: "Confirm the booking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();

    const added = (await storedPhotoKeys()).filter((key) => !before.has(key));
    const sizes = await Promise.all(
      added.map(async (key) => {
        const { width, height, format } = await sharp(path.join(UPLOADS, key)).metadata();
        return { key, width, height, format };
      }),
    );
    const stored = sizes.find((photo) => photo.width === 37 && photo.height === 23);
    expect(stored?.format).toBe("webp");
    const url = `/media/${stored?.key}`;

    const signedOut = await page.request.get(url, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers()["location"]).toMatch(/^\/auth\?redirectTo=/);

    const office = await browser.newContext({ storageState: signedInState("admin") });
    try {
      const asAdmin = await office.request.get(url);
      expect(asAdmin.status()).toBe(200);
      expect(asAdmin.headers()).toMatchObject({
        "content-type": "image/webp",
        "cache-control": "private, max-age=3600",
        "x-content-type-options": "nosniff",
      });
      expect((await sharp(await asAdmin.body()).metadata()).width).toBe(37);
      expect(
        (
          await office.request.get(
            `/media/jobs/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}/${"a".repeat(32)}.webp`,
          )
        ).status(),
      ).toBe(404);
    } finally {
      await office.close();
    }
  },
);

test("the slot step opens on a day that has free windows, without choosing one", async ({
  page,
}) => {
  await page.goto("/book");
  await fillDetails(page);
  await expect(page.getByRole("heading", { name: "When should we come?" })).toBeVisible();
  const day = await page.getByLabel("Day", { exact: true }).inputValue();
  expect(day >= dayAhead(0)).toBe(true);
  await expect(page.locator(`input[type=radio][value^="${day}"]`).first()).toBeVisible();
  await expect(page.getByText("No free windows on this day")).toHaveCount(0);
});

test("a postcode no longer served when the booking is confirmed is explained at “Check and book”", async ({
  page,
}) => {
  const email = uniqueEmail("moved-away");
  await page.goto("/book");
  await expect(page.getByText("We cover Coventry (CV1–CV6)")).toBeVisible();
  await fillDetails(page);
  await chooseFirstWindow(page, dayFor(11), true);
  await fillContact(page, email);
  await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();

  // The postcode stops being served between the steps: the review step sends one that is not.
  await page.route(
    (url) => url.pathname.startsWith("/book"),
    async (route) => {
      const body = route.request().postDataBuffer();
      if (route.request().method() !== "POST" || !body) return route.continue();
      await route.continue({ postData: body.toString("latin1").replace("CV5 6AA", "B1 1AA") });
    },
  );
  await page.getByRole("button", { name: "Confirm the booking" }).click();

  await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();
  await expect(page.getByText("We could not book that")).toBeVisible();
  await expect(page.getByText(/Sorry, we don't cover B1 1AA for online bookings/)).toBeVisible();
  await expect(page.getByText("To book by phone, call")).toBeVisible();
  await expect(page.getByText("12 Spon Street, Coventry, B1 1AA")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
});

test("bookings past the limits are refused next to the form, with the phone number", async ({
  page,
}) => {
  const email = uniqueEmail("many");
  await page.goto("/book");
  await fillDetails(page);
  await chooseFirstWindow(page, dayFor(12), true);
  await fillContact(page, email);
  await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();

  // Three more bookings with the same e-mail address and phone, sent as the form sends them.
  const fields: Record<string, string> = {};
  for (const input of await page
    .locator('form[enctype="multipart/form-data"] input[name]:not([type=file])')
    .all()) {
    const name = await input.getAttribute("name");
    if (name) fields[name] = await input.inputValue();
  }
  const start = new Date(fields.windowStart ?? "").getTime();
  const post = (hoursLater: number) =>
    page.request.post("/book?index", {
      multipart: {
        ...fields,
        windowStart: new Date(start + hoursLater * 3_600_000).toISOString(),
      },
      maxRedirects: 0,
    });
  for (const hoursLater of [2, 4, 6]) {
    const booked = await post(hoursLater);
    expect(booked.status()).toBe(302);
    expect(booked.headers()["location"]).toBe("/book/confirmed");
  }

  await page.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();
  await expect(
    page.getByText(/already has 3 bookings still to come, the most we take online/),
  ).toBeVisible();
  await expect(page.getByText("To book by phone, call")).toBeVisible();
  await expectAccessible(page);

  expect((await post(8)).status()).toBe(400);
  const limited = await post(8);
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page.getByText("Too many bookings from here")).toBeVisible();
  await expect(
    page.getByText(/Too many attempts\. Please wait \d+ minutes? and try again/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^0\d/ }).first()).toBeVisible();
  await expect(page.getByText("12 Spon Street, Coventry, CV5 6AA")).toBeVisible();
});

test("a full day offers the next free windows of the following days, and books one", async ({
  page,
}) => {
  const fullDay = dayFor(16);
  await page.goto("/book");
  await fillDetails(page);
  await chooseFirstWindow(page, fullDay, true);
  await fillContact(page, uniqueEmail("full-day"));
  await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();

  // Every window of the day is booked (the demo data has one engineer), as the form sends it.
  const fields: Record<string, string> = {};
  for (const input of await page
    .locator('form[enctype="multipart/form-data"] input[name]:not([type=file])')
    .all()) {
    const name = await input.getAttribute("name");
    if (name) fields[name] = await input.inputValue();
  }
  const first = new Date(fields.windowStart ?? "").getTime();
  for (let hours = 0; hours < 16; hours += 2) {
    const booked = await page.request.post("/book?index", {
      multipart: {
        ...fields,
        email: uniqueEmail(`filler${hours}`),
        windowStart: new Date(first + hours * 3_600_000).toISOString(),
      },
      maxRedirects: 0,
    });
    expect(booked.status()).toBe(302);
  }

  await page.getByRole("button", { name: "Change arrival window" }).click();
  // The windows follow the day: away to another day and back to the full one.
  await page.getByLabel("Day", { exact: true }).fill(dayFor(18));
  await page.getByLabel("Day", { exact: true }).fill(fullDay);
  await expect(
    page.getByText("No free windows on this day. The next free times are:"),
  ).toBeVisible();
  const next = page.getByRole("radio").first();
  await expect(next).toBeVisible();
  expect(await next.getAttribute("value")).not.toMatch(new RegExp(`^${fullDay}`));
  await expectAccessible(page);
  await next.check();
  await page.getByRole("button", { name: "Next: your details" }).click();
  await expect(page.getByRole("heading", { name: "Where, and who to contact" })).toBeVisible();
  await page.getByRole("button", { name: "Next: check and book" }).click();
  await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
});

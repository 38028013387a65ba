import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import { expect, expectAccessible, test } from "./support/fixtures";
import { ORIGIN, startInProcessApp, type InProcessApp } from "./support/in-process-app";
import { signIn } from "./support/in-process-accounts";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

/*
 * The owner changes the business's settings on /admin/settings and the public pages follow.
 * Every change here is seen by every page, so it runs on the app build in this process with a
 * database of its own (support/in-process-app.ts), never on the shared e2e server.
 */

let app: InProcessApp;
const admin = { email: "", password: "settings-admin-2026" };

test.beforeAll(async () => {
  app = await startInProcessApp(path.resolve(`tests/.tmp/in-process-app-${process.pid}`));
  admin.email = `settings-admin-${randomBytes(4).toString("hex")}@example.com`;
  const id = await createConfirmedUser(app.db, {
    email: admin.email,
    password: admin.password,
    fullName: "Sam Settings",
    companyName: null,
  });
  await app.db.insertInto("user_roles").values({ user_id: id, role: "admin" }).execute();
  await app.db
    .insertInto("profiles")
    .values({ id, email: admin.email, full_name: "Sam Settings" })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
});

// Each test starts signed in as this app's own admin, on the settings page.
test.beforeEach(async ({ context, page }) => {
  await app.serve(context);
  await signIn(page, admin, "/admin/settings", ORIGIN);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

async function openSettings(page: Page) {
  await page.goto(`${ORIGIN}/admin/settings`);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

function section(page: Page, name: string) {
  return page.getByRole("form", { name });
}

function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

test("the settings page is accessible at 390 and 1280 pixels", async ({ page }) => {
  await expect(page.getByRole("link", { name: "Price list" }).first()).toHaveAttribute(
    "href",
    "/admin/settings/prices",
  );
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test("a new phone number shows in the footer and the JSON-LD; a bad one is refused", async ({
  page,
}) => {
  const profile = section(page, "Business profile");
  await profile.getByLabel("Phone").fill("07700 90012");
  await profile.getByRole("button", { name: "Save the business profile" }).click();
  await expect(profile.getByText("That number is too short")).toBeVisible();
  await expect(profile.getByLabel("Phone")).toHaveValue("07700 90012");

  const phone = "024 7699 0777";
  await profile.getByLabel("Phone").fill(phone);
  await profile.getByRole("button", { name: "Save the business profile" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(page.getByText("Changed the business profile").first()).toBeVisible();

  await page.goto(`${ORIGIN}/about`);
  await expect(page.locator("footer").getByRole("link", { name: phone })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const e164 = `+44${phone.replace(/\s/g, "").slice(1)}`;
  expect(jsonLd.some((text) => text.includes(`"telephone":"${e164}"`))).toBe(true);
});

test("a new window length shows in the booking form's windows; one longer than the day is refused", async ({
  page,
}) => {
  const booking = section(page, "Booking rules");
  await booking.getByLabel("Window length (hours)").fill("20");
  await booking.getByRole("button", { name: "Save the booking rules" }).click();
  await expect(booking.getByText("The window is longer than the bookable day")).toBeVisible();

  await booking.getByLabel("Window length (hours)").fill("4");
  await booking.getByRole("button", { name: "Save the booking rules" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  try {
    const date = dayAhead(9);
    await page.goto(`${ORIGIN}/book`);
    await page.getByLabel("Service").selectOption("plumbing-repairs");
    await page
      .getByLabel("What needs doing?")
      .fill("Kitchen tap drips all night; the isolating valve is under the sink.");
    await page.getByLabel("Postcode of the job").fill("CV5 6AA");
    await page.getByRole("button", { name: "Next: choose a time" }).click();
    await page.getByLabel("Day", { exact: true }).fill(date);
    await expect(page.locator(`input[type=radio][value^="${date}"]`).first()).toBeVisible();
    await expect(page.getByText("06:00–10:00").first()).toBeVisible();
    await expect(page.getByText("06:00–08:00")).toHaveCount(0);
  } finally {
    await openSettings(page);
    await section(page, "Booking rules").getByLabel("Window length (hours)").fill("2");
    await section(page, "Booking rules")
      .getByRole("button", { name: "Save the booking rules" })
      .click();
    await expect(page.getByText("Settings saved")).toBeVisible();
  }
});

test("undo puts a change back and is itself recorded", async ({ page }) => {
  const rating = section(page, "Rating");
  await rating.getByLabel("Number of reviews").fill("-3");
  await rating.getByRole("button", { name: "Save the rating" }).click();
  await expect(rating.getByText("The number of reviews cannot be negative")).toBeVisible();
  await rating.getByLabel("Number of reviews").fill("140");
  await rating.getByRole("button", { name: "Save the rating" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await page
    .getByRole("button", { name: /^Undo\s*: Changed the rating/ })
    .first()
    .click();
  await expect(page.getByText("Change undone")).toBeVisible();
  await expect(section(page, "Rating").getByLabel("Number of reviews")).toHaveValue("127");
  await expect(page.getByText("Undid “Changed the rating”").first()).toBeVisible();
});

test("hostile input to each form gets a 4xx, never a 5xx", async ({ page }) => {
  const cookie = (await page.context().cookies(ORIGIN))
    .map((entry) => `${entry.name}=${entry.value}`)
    .join("; ");
  const post = (fields: Record<string, string>) =>
    app.fetch("/admin/settings?index", {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
    });
  const long = "x".repeat(19_000);
  const cases: Record<string, string>[] = [
    { intent: "unknown" },
    {},
    { intent: "undo", changeId: "not-an-id" },
    { intent: "undo", changeId: "99999999999" },
    { intent: "undo", changeId: "00000000-0000-4000-8000-000000000000" },
  ];
  for (const intent of ["profile", "hours", "areas", "rating", "social", "booking", "targets"]) {
    // An empty links form is valid (no social links at all); every other empty form is not.
    if (intent !== "social") cases.push({ intent });
    cases.push(
      { intent, name: long, phone: long, link1: long, servedOutwardCodes: long, area1Name: long },
      {
        intent,
        name: "We\u0000Fix",
        mondayOpens: "25:99",
        latitude: "NaN",
        ratingValue: "1e9",
        windowHours: "-1",
        emergencyHours: "9999999999",
        link1: "javascript:alert(1)",
        servedOutwardCodes: "\u0007",
      },
    );
  }
  for (const fields of cases) {
    const response = await post(fields);
    expect(response.status, JSON.stringify(fields).slice(0, 120)).toBeGreaterThanOrEqual(400);
    expect(response.status, JSON.stringify(fields).slice(0, 120)).toBeLessThan(500);
  }
});

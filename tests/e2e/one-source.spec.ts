import type { Page } from "@playwright/test";
import { sql } from "kysely";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { cancelCustomerJob } from "../../app/.server/jobs/customer-changes.server";
import { getBookingSettings } from "../../app/.server/jobs/settings.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../app/lib/booking-rules";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { ORIGIN, type InProcessApp } from "./support/in-process-app";
import { accountOnApp, inProcessApp, signIn } from "./support/in-process-accounts";
import { leakyTapBooking } from "./support/booking-input";

/*
 * Issue 28 §1: every fact a customer reads has one source. Changing the hours changes every
 * page, so those run on the app build in this process with a database of its own; what only
 * reads runs on the shared server.
 */

const SUNDAY_HOURS = "Monday to Saturday 06:00–22:00 and Sunday 08:00–18:00";

let app: InProcessApp;

/** The next Sunday at least three days ahead, London time: past any notice period. */
function nextSunday(): string {
  let date = addCalendarDays(londonDate(new Date()), 3);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 0) date = addCalendarDays(date, 1);
  return date;
}

async function setSunday(page: Page, opens: string, closes: string) {
  await page.goto(`${ORIGIN}/admin/settings`);
  const hours = page.getByRole("form", { name: "Opening hours" });
  const sunday = hours.getByRole("group", { name: "Sunday" });
  await sunday.getByLabel("Opens").fill(opens);
  await sunday.getByLabel("Closes").fill(closes);
  await hours.getByRole("button", { name: "Save the opening hours" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

test.describe("on a database of its own", () => {
  test.beforeAll(async () => {
    app = await inProcessApp();
  });
  test.beforeEach(async ({ context }) => {
    await app.serve(context);
  });

  test("Sunday's hours from the settings: home, /contact, /book and the footer agree, and /book offers no window outside them", async ({
    page,
  }) => {
    const admin = await accountOnApp(app, "Hana Hours", ["admin"]);
    await signIn(page, admin, "/admin/settings", ORIGIN);
    await setSunday(page, "08:00", "18:00");
    try {
      const footer = page.getByRole("contentinfo");
      await page.goto(`${ORIGIN}/`);
      await expect(page.locator("body")).toContainText(`two-hour window, ${SUNDAY_HOURS}, across`);
      await expect(page.getByText(`· Open ${SUNDAY_HOURS}`)).toBeVisible();
      await expect(footer).toContainText("Monday to Saturday: 06:00–22:00");
      await expect(footer).toContainText("Sunday: 08:00–18:00");
      await expect(page.locator("body")).not.toContainText("06:00 to 22:00");

      await page.goto(`${ORIGIN}/contact`);
      await expect(page.getByText(`Open ${SUNDAY_HOURS}.`, { exact: true })).toBeVisible();
      await expect(
        page.getByText(`Messages are read while we are open, ${SUNDAY_HOURS},`),
      ).toBeVisible();
      await expect(page.locator("body")).not.toContainText("06:00 to 22:00");
      await expect(footer).toContainText("Sunday: 08:00–18:00");

      await page.goto(`${ORIGIN}/book`);
      await expect(page.getByText(`Free two-hour arrival windows ${SUNDAY_HOURS}`)).toBeVisible();
      await page.getByLabel("Service").selectOption("plumbing-repairs");
      await page
        .getByLabel("What needs doing?")
        .fill("Kitchen tap drips all night; the isolating valve is under the sink.");
      await page.getByLabel("Postcode of the job").fill("CV5 6AA");
      await page.getByRole("button", { name: "Next: choose a time" }).click();
      const sunday = nextSunday();
      await page.getByLabel("Day", { exact: true }).fill(sunday);
      const offered = page.locator(`input[type=radio][value^="${sunday}"]`);
      await expect(offered.first()).toBeAttached();
      await expect(page.getByText("08:00–10:00").first()).toBeVisible();
      await expect(page.getByText("16:00–18:00").first()).toBeVisible();
      for (const outside of ["06:00–08:00", "18:00–20:00", "20:00–22:00"]) {
        await expect(page.getByText(outside)).toHaveCount(0);
      }
    } finally {
      await setSunday(page, "06:00", "22:00");
    }
  });

  test("the home page's rating is the approved reviews' own; Google's shows only with its name and link", async ({
    page,
  }) => {
    const own = await sql<{ average: string; count: string }>`
      select round(avg(rating), 1)::text as average, count(*)::text as count
      from public.testimonials where moderation_state = 'approved'`.execute(app.db);
    const { average, count } = own.rows[0] ?? { average: "", count: "" };
    await page.goto(`${ORIGIN}/`);
    const hero = page.getByText(/^Rated /);
    await expect(hero).toContainText(
      `Rated ${average} out of 5 from ${count} reviews on this site`,
    );
    await expect(hero).toContainText("4.9 out of 5 from 127 reviews on Google");
    await expect(hero.getByRole("link", { name: "Google" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\//,
    );
    await expect(hero.getByRole("link", { name: `${count} reviews on this site` })).toHaveAttribute(
      "href",
      "/reviews",
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type"?: string; aggregateRating?: unknown })
      .find((object) => object["@type"] === "HomeAndConstructionBusiness");
    expect(jsonLd?.aggregateRating).toMatchObject({
      ratingValue: Number(average),
      reviewCount: Number(count),
    });
  });

  test("a finished or cancelled job's tracking page does not say how to reschedule it", async ({
    page,
  }) => {
    const rules = await getBookingSettings(app.db);
    const date = addCalendarDays(londonDate(new Date()), 5);
    const window = windowsForDate(date, rules)[2];
    if (!window) throw new Error(`No window on ${date}`);
    const booked = await createBooking(
      app.db,
      leakyTapBooking(date, window.start, uniqueEmail("tracked")),
      { source: "web", siteOrigin: ORIGIN },
    );
    if (!booked.ok) throw new Error(`Booking refused: ${booked.reason}`);
    const trackingPath = new URL(booked.trackingUrl).pathname;
    await page.goto(`${ORIGIN}${trackingPath}`);
    await expect(page.getByText("To reschedule or cancel")).toBeVisible();

    const job = await app.db
      .selectFrom("jobs")
      .select(["id", "customer_id"])
      .where("reference", "=", booked.reference)
      .executeTakeFirstOrThrow();
    const cancelled = await cancelCustomerJob(
      app.db,
      { kind: "portal", customerId: job.customer_id ?? "" },
      { jobId: job.id, reason: "Fixed it myself" },
      { actor: "customer-link", siteOrigin: ORIGIN },
    );
    expect(cancelled.ok).toBe(true);
    await page.goto(`${ORIGIN}${trackingPath}`);
    await expect(page.getByText("Cancelled").first()).toBeVisible();
    await expect(page.getByText("To reschedule or cancel")).toHaveCount(0);
  });
});

test("a job page's structured-data Offer is the price the page states", async ({ page }) => {
  await page.goto("/services/plumbing/leaky-tap-repairs");
  const table = page.getByRole("table", { name: "Leaky tap repairs prices" });
  const firstPrice = (await table.getByRole("row").nth(1).getByRole("cell").last().innerText())
    .trim()
    .replace(/^from £/, "");
  const service = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { "@type"?: string; offers?: { price?: string } })
    .find((object) => object["@type"] === "Service");
  expect(service?.offers?.price).toBe(firstPrice);
  expect(firstPrice).not.toBe("45.00");
});

test("the portfolio promises pictures only where there are some, and the demo has some", async ({
  page,
}) => {
  await page.goto("/portfolio");
  // The page's own words promise no photos; only projects that have pictures show them.
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute("content", /photo/i);
  await expect(page.getByText(/each with photos|photographed by the engineer/i)).toHaveCount(0);
  await expect(
    page.getByText("Where a project has pictures, they show it before we started"),
  ).toBeVisible();
  const drawings = page.getByRole("img", { name: /^Drawing of / });
  await expect(drawings).toHaveCount(6);
  await expect(drawings.first()).toHaveJSProperty("complete", true);
  expect(
    await drawings.first().evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  expect(await page.locator('script[type="module"]').count()).toBe(0);
});

test("links read as words and stories link no single word", async ({ page }) => {
  for (const path of [
    "/",
    "/about",
    "/faq",
    "/services/plumbing/leaky-tap-repairs",
    "/portfolio",
  ]) {
    await page.goto(path);
    const texts = await page.locator("main a, .prose a").allInnerTexts();
    expect(
      texts.filter((text) => text.trim().startsWith("/")),
      path,
    ).toEqual([]);
  }
  await page.goto("/about");
  await expect(page.locator("body")).not.toContainText("kitchen and bathroom refits");
  await expect(page.getByRole("link", { name: "home improvements" })).toHaveAttribute(
    "href",
    "/services/home-improvements",
  );
});

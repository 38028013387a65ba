import type { Page } from "@playwright/test";
import { addCalendarDays, londonDate } from "../../app/lib/calendar-date";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signedInState } from "./support/roles";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

// The office as the demo admin, signed in once by the setup project.
test.use({ storageState: signedInState("admin") });

async function openReports(page: Page) {
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
}

/** A London calendar date some days from today. */
// Calendar days from London's today: 24-hour steps across a clock change land on the wrong day
// in the last hour before midnight.
function londonDay(offsetDays: number): string {
  return addCalendarDays(londonDate(new Date()), offsetDays);
}

test("the admin reads the charts and tables, changes the range and downloads a CSV", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openReports(page);
  const bookingsChart = page.getByRole("img", { name: /^Bookings per week by source: chart/ });
  await expect(bookingsChart).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Bookings per week (week starting Monday) by source" }),
  ).toBeVisible();
  for (const title of [
    "Jobs by service",
    "Jobs by area",
    "Lead time from booking to visit",
    "On-time arrival",
    "First-time fix",
    "Cancellations by who cancelled",
    "Engineer utilisation",
    "Revenue where prices were recorded",
    "Revenue paid",
    "Outstanding invoices",
    "Quote acceptance rate",
    "Organisation response targets met",
    "Enquiries and how fast they were answered",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: new RegExp(`^${title}: chart`) })).toHaveCount(1);
  }
  await expect(
    page.getByRole("heading", { level: 2, name: "Questions the assistant could not answer well" }),
  ).toBeVisible();
  await expect(
    page.getByRole("table", { name: "The newest questions, in London time" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "How these are counted" })).toBeVisible();
  // The money figures: sums in pounds and pence, each with its table.
  await expect(
    page.getByText(/^£[\d,]+\.\d\d paid in the range: £[\d,]+\.\d\d from \d+ payments?/),
  ).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Money paid per week (week starting Monday)" }),
  ).toContainText(/Total/);
  await expect(
    page.getByText(/^£[\d,]+\.\d\d owed today, £[\d,]+\.\d\d of it overdue\.$/),
  ).toBeVisible();
  const owed = page.getByRole("table", { name: "Owed today by days past the due date" });
  await expect(owed.getByRole("row", { name: /Total owed £[\d,]+\.\d\d/ })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Quotes sent in the range by outcome" }),
  ).toContainText("Accepted");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // A preset, then dates typed into the form.
  await page.getByRole("link", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${londonDay(-89)}&to=${londonDay(0)}`));
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByLabel("First day").fill("2026-10-01");
  await page.getByLabel("Last day").fill("2026-10-31");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page).toHaveURL(/from=2026-10-01&to=2026-10-31/);
  await expect(page.getByText(/Thursday 1 October 2026 to Saturday 31 October 2026/)).toBeVisible();

  // The CSV of a figure: a download with the figure's header row.
  const csvLink = page.getByRole("link", {
    name: "Download CSV of revenue where prices were recorded",
  });
  await expect(csvLink).toHaveAttribute(
    "href",
    "/admin/reports.csv?figure=revenue&from=2026-10-01&to=2026-10-31",
  );
  const downloading = page.waitForEvent("download");
  await csvLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("report-revenue-2026-10-01-to-2026-10-31.csv");
  const csv = await page.request.get((await csvLink.getAttribute("href")) ?? "");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["cache-control"]).toContain("no-store");
  const lines = (await csv.text()).split("\r\n");
  expect(lines[0]).toBe("\uFEFFWeek starting,Completed jobs,With a price,Revenue (GBP)");
  expect(lines.at(-2)).toMatch(/^Total,\d+,\d+,\d+\.\d\d$/);
});

test("a range the wrong way round shows a message by the field and this month", async ({
  page,
}) => {
  await openReports(page);
  await page.getByLabel("First day").fill("2026-10-31");
  await page.getByLabel("Last day").fill("2026-10-01");
  await page.getByRole("button", { name: "Show these dates" }).click();
  const lastDay = page.getByLabel("Last day");
  await expect(lastDay).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The last day must be on or after the first day.")).toBeVisible();
  await expect(
    page.getByText("Showing this month instead until the dates are corrected."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "This month" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test("hostile query strings get the page with a message or a 400, never a 5xx", async ({
  page,
}) => {
  await openReports(page);
  const hostile = [
    "?from=2026-13-45&to=2026-10-01",
    "?from='%3B%20drop%20table%20jobs%3B--&to=2026-10-01",
    `?from=${"9".repeat(5000)}&to=${"x".repeat(5000)}`,
    "?from=%00%01%02&to=%E2%80%AE",
    "?from=2026-10-01&from=2026-11-01&to=2026-11-30",
    "?from=0001-01-01&to=9999-12-31",
    "?from=2026-10-01",
    "?to[]=1&from[x]=2",
  ];
  for (const query of hostile) {
    const response = await page.request.get(`/admin/reports${query}`);
    expect(response.status(), query).toBe(200);
    for (const csvQuery of [`${query}&figure=revenue`, `${query}&figure=%3Cscript%3E`, query]) {
      const csv = await page.request.get(`/admin/reports.csv${csvQuery}`);
      expect([200, 400], csvQuery).toContain(csv.status());
    }
  }
});

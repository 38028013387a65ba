import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import { dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../app/.server/jobs/settings.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import { queueFinishedMessages } from "../../app/.server/messages/job-messages.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../app/lib/booking-rules";
import { expect, expectAccessible, test } from "./support/fixtures";
import { ORIGIN, startInProcessApp, type InProcessApp } from "./support/in-process-app";
import { leakyTapBooking } from "./support/booking-input";

/*
 * A customer opens the review link of a finished job, reviews it once, and the link refuses a
 * second review. A completed job needs the engineer's area, so the job and its link are made
 * through the domain functions (booking, dispatch, status moves, the "visit finished" e-mail)
 * on the app build running in this process (see support/in-process-app.ts).
 */

let app: InProcessApp;
let day = 2;

test.beforeAll(async () => {
  app = await startInProcessApp(path.resolve(`tests/.tmp/in-process-app-${process.pid}`));
});

test.beforeEach(async ({ context }) => {
  await app.serve(context);
});

/** A completed job whose "visit finished" e-mail carries its review link; returns the link's path. */
async function finishedJobReviewPath(): Promise<{ path: string; reference: string }> {
  const { db } = app;
  const suffix = randomBytes(4).toString("hex");
  const engineer = await createConfirmedUser(db, {
    email: `engineer-${suffix}@example.com`,
    password: "engineer-password",
    fullName: "Dan Fletcher",
    companyName: null,
  });
  await db.insertInto("user_roles").values({ user_id: engineer, role: "engineer" }).execute();
  await db
    .insertInto("profiles")
    .values({ id: engineer, email: `engineer-${suffix}@example.com`, full_name: "Dan Fletcher" })
    .execute();

  // Other specs of this worker book on the same in-process database: take the first window
  // from `day` on that still has room.
  const rules = await getBookingSettings(db);
  const windows = Array.from({ length: 14 }, () =>
    addCalendarDays(londonDate(new Date()), day++),
  ).flatMap((date) => windowsForDate(date, rules).map((window) => ({ date, window })));
  let booked: Awaited<ReturnType<typeof createBooking>> | null = null;
  for (const { date, window } of windows) {
    booked = await createBooking(
      db,
      leakyTapBooking(date, window.start, `review-${suffix}@example.com`),
      { source: "web", siteOrigin: ORIGIN },
    );
    if (booked.ok || booked.reason !== "window-full") break;
  }
  if (!booked) throw new Error("No window to book");
  if (!booked.ok) throw new Error(`Booking refused: ${booked.reason}`);
  const job = await db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", booked.reference)
    .executeTakeFirstOrThrow();
  const office = { id: engineer, role: "admin" as const };
  const assigned = await dispatchJob(
    db,
    office,
    { jobId: job.id, engineerId: engineer, windowStart: null },
    { siteOrigin: ORIGIN },
  );
  if (!assigned.ok) throw new Error(`Not assigned: ${JSON.stringify(assigned)}`);
  const summary = "Replaced the tap washer and the worn seal; no more drips.";
  await db.transaction().execute(async (trx) => {
    for (const status of ["en_route", "on_site", "completed"] as const) {
      await transitionJob(trx, job.id, status, { role: "engineer", actorId: engineer });
    }
    await trx
      .updateTable("jobs")
      .set({ outcome: "completed", summary })
      .where("id", "=", job.id)
      .execute();
    await queueFinishedMessages(
      trx,
      job.id,
      { summary, outcome: "completed" },
      { siteOrigin: ORIGIN },
    );
  });
  const mail = await db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("job_id", "=", job.id)
    .where("kind", "=", "job.finished")
    .executeTakeFirstOrThrow();
  const link = new RegExp(`${ORIGIN}(/review/[A-Za-z0-9_-]{43})`).exec(mail.text_body)?.[1];
  if (!link) throw new Error(`No review link in:\n${mail.text_body}`);
  return { path: link, reference: booked.reference };
}

async function checkAccessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
}

test("a customer reviews a finished job once; the link then says it has been used", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const { path: reviewPath, reference } = await finishedJobReviewPath();
  // A second tab opened before the review is sent: its form must be refused afterwards.
  const secondTab = await context.newPage();
  await secondTab.goto(`${ORIGIN}${reviewPath}`);

  const response = await page.goto(`${ORIGIN}${reviewPath}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "How did we do?" })).toBeVisible();
  await expect(page.getByText(`job ${reference}`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // Defaults: the customer's first name and the town of the postcode.
  await expect(page.getByLabel("The name to show with your review")).toHaveValue("Sarah");
  await expect(page.getByLabel("Your town or area (optional)")).toHaveValue("Coventry");
  await checkAccessibleAtBothWidths(page);

  // Without a rating: the browser (no JavaScript) or the form asks for one, keeping the text.
  await page
    .getByLabel("What went well, or what could have gone better?")
    .fill("On time, tidy, and the tap has not dripped since.");
  await page.getByRole("button", { name: "Send my review" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
  } else {
    await expect(page.getByLabel("5 stars: excellent")).toHaveAttribute("required", "");
  }
  await expect(page.getByLabel("What went well, or what could have gone better?")).toHaveValue(
    "On time, tidy, and the tap has not dripped since.",
  );

  await page.getByLabel("5 stars: excellent").check();
  await page.getByLabel("The name to show with your review").fill("Sarah M.");
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();
  await expect(page.getByText("It will appear on our site once we have checked it.")).toBeVisible();
  await checkAccessibleAtBothWidths(page);

  const stored = await app.db
    .selectFrom("testimonials")
    .select(["author_name", "location", "rating", "body", "moderation_state"])
    .where("body", "=", "On time, tidy, and the tap has not dripped since.")
    .execute();
  expect(stored).toEqual([
    {
      author_name: "Sarah M.",
      location: "Coventry",
      rating: 5,
      body: "On time, tidy, and the tap has not dripped since.",
      moderation_state: "waiting",
    },
  ]);

  // The tab opened earlier sends its review: refused, and nothing more is stored.
  await secondTab.getByLabel("3 stars: all right").check();
  await secondTab
    .getByLabel("What went well, or what could have gone better?")
    .fill("A second go at the same link.");
  await secondTab.getByRole("button", { name: "Send my review" }).click();
  await expect(
    secondTab.getByRole("heading", { name: "This review link has been used" }),
  ).toBeVisible();
  await checkAccessibleAtBothWidths(secondTab);
  const again = await app.db
    .selectFrom("testimonials")
    .select("id")
    .where("body", "=", "A second go at the same link.")
    .execute();
  expect(again).toEqual([]);

  // Opening the link again says the same.
  await page.goto(`${ORIGIN}${reviewPath}`);
  await expect(page.getByRole("heading", { name: "This review link has been used" })).toBeVisible();
});

test("the server refuses a review without a rating next to the ratings, with a 400", async () => {
  const { path: reviewPath } = await finishedJobReviewPath();
  const response = await app.fetch(reviewPath, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "2001:db8::5",
    },
    body: new URLSearchParams({ body: "No stars given", name: "Sarah" }).toString(),
  });
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("Choose a rating from 1 to 5 stars");
  expect(html).toContain("No stars given");
});

test("an unknown review link is the ordinary 404 page", async ({ page }) => {
  const response = await page.goto(`${ORIGIN}/review/${randomBytes(32).toString("base64url")}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

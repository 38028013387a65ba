import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import { dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../app/.server/jobs/settings.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../app/lib/booking-rules";
import { expect, expectAccessible, test, toasts } from "./support/fixtures";
import { finishVisitForReview } from "./support/finished-visit";
import { startInProcessApp, type InProcessApp } from "./support/in-process-app";
import { signIn } from "./support/in-process-accounts";
import { leakyTapBooking } from "./support/booking-input";

/*
 * A customer reviews a finished job through its review link; the office finds the review
 * waiting at /admin/testimonials, approves it, replies publicly, and sees both on /reviews.
 * A finished job is made by domain functions, so this runs on the app build in this process
 * with a database of its own (support/in-process-app.ts), on its socket (forms redirect).
 */

const PASSWORD = "reviews-admin-2026";

let app: InProcessApp;
let origin: string;
let day = 30;

test.beforeAll(async () => {
  app = await startInProcessApp(path.resolve(`tests/.tmp/in-process-app-${process.pid}`));
  origin = await app.listen();
});

async function createUser(
  role: "admin" | "engineer",
  name: string,
): Promise<{ id: string; email: string }> {
  const email = `reviews-${role}-${randomBytes(4).toString("hex")}@example.com`;
  const id = await createConfirmedUser(app.db, {
    email,
    password: PASSWORD,
    fullName: name,
    companyName: null,
  });
  await app.db.insertInto("user_roles").values({ user_id: id, role }).execute();
  await app.db.insertInto("profiles").values({ id, email, full_name: name }).execute();
  return { id, email };
}

/** A completed job's review link (the path of the "visit finished" e-mail's link). */
async function finishedJobReviewPath(): Promise<string> {
  const { db } = app;
  const engineer = await createUser("engineer", "Dan Fletcher");
  const rules = await getBookingSettings(db);
  const windows = Array.from({ length: 14 }, () =>
    addCalendarDays(londonDate(new Date()), day++),
  ).flatMap((date) => windowsForDate(date, rules).map((window) => ({ date, window })));
  let booked: Awaited<ReturnType<typeof createBooking>> | null = null;
  for (const { date, window } of windows) {
    booked = await createBooking(
      db,
      leakyTapBooking(date, window.start, `reviewer-${randomBytes(4).toString("hex")}@example.com`),
      { source: "web", siteOrigin: origin },
    );
    if (booked.ok || booked.reason !== "window-full") break;
  }
  if (!booked?.ok) throw new Error(`Booking refused: ${JSON.stringify(booked)}`);
  const job = await db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", booked.reference)
    .executeTakeFirstOrThrow();
  const assigned = await dispatchJob(
    db,
    { id: engineer.id, role: "admin" },
    { jobId: job.id, engineerId: engineer.id, windowStart: null },
    { siteOrigin: origin },
  );
  if (!assigned.ok) throw new Error(`Not assigned: ${JSON.stringify(assigned)}`);
  return finishVisitForReview(db, { id: job.id, engineerId: engineer.id }, origin);
}

/** Signs a new admin of this app in at the reviews page. */
async function signInToReviews(page: Page) {
  const admin = await createUser("admin", "Priya Owner");
  await signIn(page, { email: admin.email, password: PASSWORD }, "/admin/testimonials", origin);
}

test("a review from a review link waits, is approved, answered, and shows on /reviews", async ({
  page,
}) => {
  const words = `Spotless work ${randomBytes(4).toString("hex")}: the tap is silent at last.`;
  const replyText = `Thank you, Sarah ${randomBytes(3).toString("hex")}: glad the drip has stopped.`;

  // The customer's side: the review link of a finished job.
  await page.goto(`${origin}${await finishedJobReviewPath()}`);
  await page.getByLabel("5 stars: excellent").check();
  await page.getByLabel("What went well, or what could have gone better?").fill(words);
  await page.getByLabel("The name to show with your review").fill("Sarah M.");
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();

  // Waiting: not on /reviews.
  await page.goto(`${origin}/reviews`);
  await expect(page.getByText(words)).toHaveCount(0);

  // The office finds it waiting (the default tab) and approves it.
  await signInToReviews(page);
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await expect(page.getByText(/Your site's own rating/)).toBeVisible();
  await expect(page.getByText(/Rating elsewhere \(shown with its source\)/)).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: words });
  await expect(item).toBeVisible();
  await expect(item.getByText("5 out of 5 stars")).toBeVisible();
  await expect(item.getByText("This website")).toBeVisible();
  await expectAccessible(page);
  await item.getByRole("button", { name: /^Approve/ }).click();
  await expect(toasts(page)).toContainText("Review updated");

  await page.goto(`${origin}/reviews`);
  await expect(page.getByText(words)).toBeVisible();

  // A public reply on the review's own page, then shown under it on /reviews.
  await page.goto(`${origin}/admin/testimonials?state=approved&source=website`);
  await page
    .getByRole("listitem")
    .filter({ hasText: words })
    .getByRole("link", { name: /Reply publicly/ })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: /Review from Sarah M\./ }),
  ).toBeVisible();
  await page.getByLabel("Public reply").fill(replyText);
  await page.getByRole("button", { name: "Publish the reply" }).click();
  await expect(toasts(page)).toContainText("Reply saved");
  await expect(
    page.getByRole("region", { name: "History" }).getByText("Replied publicly"),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "History" }).getByText("Approved the review"),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${origin}/reviews`);
  const card = page.getByRole("listitem").filter({ hasText: words });
  await expect(card.getByText(replyText)).toBeVisible();

  // Hidden again: gone from /reviews.
  await page.goto(`${origin}/admin/testimonials?state=approved&source=website`);
  await page
    .getByRole("listitem")
    .filter({ hasText: words })
    .getByRole("button", { name: /^Hide/ })
    .click();
  await expect(toasts(page)).toContainText("Review updated");
  await page.goto(`${origin}/reviews`);
  await expect(page.getByText(words)).toHaveCount(0);
});

test("a review typed in from elsewhere: field messages keep what was typed, then it shows", async ({
  page,
}) => {
  const words = `Hung three doors ${randomBytes(4).toString("hex")} and left no mess.`;
  await signInToReviews(page);
  const form = page.getByRole("region", { name: "Add a review from elsewhere" });
  await form.getByLabel("Name to show").fill("Gareth P.");
  await form.getByLabel("Area").fill("Kenilworth");
  await form.getByLabel("Rating").selectOption("4");
  await form.getByLabel("What they wrote").fill(words);
  await form.getByLabel("Service").selectOption("carpentry-joinery");
  await form.getByLabel("Date received").fill("2026-01-15");
  await form.getByLabel("Where it was left").selectOption("other");
  await form.getByRole("button", { name: "Add the review" }).click();
  // "Other" needs to say which: the message next to the field, nothing lost.
  await expect(form.getByText("Say where it came from")).toBeVisible();
  await expect(form.getByLabel("What they wrote")).toHaveValue(words);
  await expectAccessible(page);
  await form.getByLabel("Which other source").fill("A neighbour's recommendation");
  await form.getByRole("button", { name: "Add the review" }).click();
  await expect(toasts(page)).toContainText("Review added");
  const item = page.getByRole("listitem").filter({ hasText: words });
  await expect(
    item.getByText("Word of mouth or other: A neighbour's recommendation"),
  ).toBeVisible();
  await page.goto(`${origin}/reviews`);
  await expect(page.getByText(words)).toBeVisible();
});

test("hostile posts from the admin get a 4xx with a message, never a 5xx", async ({ page }) => {
  await signInToReviews(page);
  const request = page.context().request;
  const post = (target: string, fields: Record<string, string>) =>
    request.post(`${origin}${target}`, {
      headers: { Origin: origin },
      form: fields,
      maxRedirects: 0,
    });
  const valid = {
    intent: "add",
    name: "Gareth P.",
    area: "Kenilworth",
    rating: "4",
    body: "Good work.",
    service: "carpentry-joinery",
    receivedOn: "2026-01-15",
    source: "google",
  };
  const cases: { target: string; fields: Record<string, string>; status: number }[] = [
    { target: "/admin/testimonials?index", fields: { intent: "delete-everything" }, status: 400 },
    { target: "/admin/testimonials?index", fields: {}, status: 400 },
    {
      target: "/admin/testimonials?index",
      fields: { ...valid, body: "x".repeat(5000) },
      status: 400,
    },
    {
      target: "/admin/testimonials?index",
      fields: { ...valid, name: "Gar\u0000eth" },
      status: 400,
    },
    { target: "/admin/testimonials?index", fields: { ...valid, rating: "9" }, status: 400 },
    {
      target: "/admin/testimonials?index",
      fields: { ...valid, service: "no-such-service" },
      status: 400,
    },
    {
      target: "/admin/testimonials?index",
      fields: { ...valid, receivedOn: "2026-02-30" },
      status: 400,
    },
    { target: "/admin/testimonials?index", fields: { ...valid, source: "website" }, status: 400 },
    {
      target: "/admin/testimonials?index",
      fields: { intent: "moderate", testimonialId: "1 or 1=1", change: "approve" },
      status: 400,
    },
    {
      target: "/admin/testimonials?index",
      fields: { intent: "moderate", testimonialId: "999999999", change: "approve" },
      status: 404,
    },
    {
      target: "/admin/testimonials?index",
      fields: { intent: "moderate", testimonialId: "1", change: "delete" },
      status: 400,
    },
    { target: "/admin/testimonials?index", fields: { intent: "reply", reply: "Hi" }, status: 400 },
    {
      target: "/admin/testimonials/not-a-number",
      fields: { intent: "reply", reply: "Hi" },
      status: 404,
    },
    {
      target: "/admin/testimonials/999999999",
      fields: { intent: "reply", reply: "Hi" },
      status: 404,
    },
    { target: "/admin/testimonials/1", fields: { intent: "reply", reply: "" }, status: 400 },
    {
      target: "/admin/testimonials/1",
      fields: { intent: "reply", reply: "y".repeat(1001) },
      status: 400,
    },
    { target: "/admin/testimonials/1", fields: valid, status: 400 },
  ];
  for (const { target, fields, status } of cases) {
    const response = await post(target, fields);
    expect(response.status(), `${target} ${JSON.stringify(fields).slice(0, 80)}`).toBe(status);
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
  }
  expect((await page.context().request.get(`${origin}/admin/testimonials/abc`)).status()).toBe(404);
  expect(
    (
      await page
        .context()
        .request.get(`${origin}/admin/testimonials?state=nope&source=%00&after=zz`)
    ).status(),
  ).toBe(200);
});

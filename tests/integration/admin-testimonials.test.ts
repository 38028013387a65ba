import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTestimonials } from "../../app/content/reviews-seed";
import { listChangeHistory } from "../../app/.server/audit/change-history.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import { queueFinishedMessages } from "../../app/.server/messages/job-messages.server";
import {
  pickHomeReviews,
  pickReviewSample,
  queryPublishedTestimonials,
} from "../../app/.server/public-content/testimonials.server";
import {
  TESTIMONIAL_ENTITY,
  addExternalReview,
  countWaitingReviews,
  moderateReview,
  ownRatingSummary,
  removeReviewReply,
  replyToReview,
} from "../../app/.server/reviews/moderation.server";
import { listReviews } from "../../app/.server/reviews/review-list.server";
import { reviewRecord, reviewsPage } from "../../app/.server/reviews/review-pages.server";
import { submitReview } from "../../app/.server/reviews/reviews.server";
import { SITE, addEngineer, bookingInput } from "./support/jobs";
import { createTestDatabase } from "./support/database";

const NOW = new Date("2026-07-10T09:00:00Z");

let handle: DatabaseHandle;
let dan: string;
let admin: { id: string; role: "admin" };
let slot = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  dan = await addEngineer(handle.db, "dan@example.com");
  admin = { id: await addEngineer(handle.db, "office@example.com"), role: "admin" };
});
afterAll(async () => {
  await handle?.close();
});

function visitor() {
  return { ip: `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` };
}

/** A finished job and the token of the review link its "visit finished" e-mail carries. */
async function finishedJobReviewToken() {
  const day = 14 + slot++;
  const booked = await createBooking(
    handle.db,
    bookingInput({
      email: `customer${slot}@example.com`,
      date: `2026-07-${day}`,
      windowStart: `2026-07-${day}T07:00:00.000Z`,
    }),
    { source: "web", now: NOW, siteOrigin: SITE },
  );
  if (!booked.ok) throw new Error(`booking failed: ${booked.reason}`);
  const job = await handle.db
    .selectFrom("jobs")
    .select(["id", "reference"])
    .where("reference", "=", booked.reference)
    .executeTakeFirstOrThrow();
  await dispatchJob(
    handle.db,
    admin,
    { jobId: job.id, engineerId: dan, windowStart: null },
    { now: NOW, siteOrigin: SITE },
  );
  const summary = "Replaced the tap washer and the seal; no more drips.";
  await handle.db.transaction().execute(async (trx) => {
    for (const status of ["en_route", "on_site", "completed"] as const) {
      await transitionJob(trx, job.id, status, { role: "engineer", actorId: dan });
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
      { siteOrigin: SITE },
    );
  });
  const mail = await handle.db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("job_id", "=", job.id)
    .where("kind", "=", "job.finished")
    .executeTakeFirstOrThrow();
  const token = new RegExp(`${SITE}/review/([A-Za-z0-9_-]{43})`).exec(mail.text_body)?.[1];
  if (!token) throw new Error(`No review link in:\n${mail.text_body}`);
  return { token, jobId: job.id, reference: job.reference };
}

async function reviewOf(jobId: string) {
  return handle.db
    .selectFrom("testimonials")
    .select(["id", "moderation_state", "featured_position"])
    .where("job_id", "=", jobId)
    .executeTakeFirstOrThrow();
}

async function publicBodies() {
  return (await queryPublishedTestimonials(handle.db)).map((review) => review.body);
}

async function sampleBodies() {
  return pickReviewSample(await queryPublishedTestimonials(handle.db), 3).map((r) => r.body);
}

async function settingsVersion() {
  const row = await handle.db
    .selectFrom("settings_version")
    .select("version")
    .executeTakeFirstOrThrow();
  return String(row.version);
}

describe("reviews from a review link", () => {
  const body = "Five stars: arrived early and the tap has not dripped since. Link review.";
  let jobId = "";
  let reference = "";

  it("takes one review per link and refuses a second", async () => {
    const finished = await finishedJobReviewToken();
    jobId = finished.jobId;
    reference = finished.reference;
    const input = { rating: 5, body, name: "Sarah", area: "Earlsdon" };
    expect(await submitReview(handle.db, finished.token, input, visitor())).toEqual({
      ok: true,
      reference,
    });
    expect(await submitReview(handle.db, finished.token, input, visitor())).toEqual({
      ok: false,
      reason: "used",
      reference,
    });
    const stored = await handle.db
      .selectFrom("testimonials")
      .select(["moderation_state", "source"])
      .where("job_id", "=", jobId)
      .execute();
    expect(stored).toEqual([{ moderation_state: "waiting", source: "website" }]);
  });

  it("waits: counted for the office, absent from /reviews and from the JSON-LD sample", async () => {
    expect(await countWaitingReviews(handle.db)).toBe(1);
    expect(await publicBodies()).not.toContain(body);
    expect(await sampleBodies()).not.toContain(body);
    const page = await reviewsPage(handle.db, new URLSearchParams());
    expect(page.filters.state).toBe("waiting");
    expect(page.reviews.map((review) => review.body)).toEqual([body]);
    expect(page.reviews[0]).toMatchObject({
      byline: "Sarah, Earlsdon",
      stars: "★★★★★",
      ratingLabel: "5 out of 5 stars",
      serviceName: "Plumbing repairs",
      sourceLabel: "This website",
      jobReference: reference,
    });
  });

  it("approval shows it on /reviews and in the sample at once, logged, caches told", async () => {
    const { id } = await reviewOf(jobId);
    const before = await settingsVersion();
    expect(await moderateReview(handle.db, admin, id, "approve")).toMatchObject({ ok: true, id });
    expect(await settingsVersion()).not.toBe(before);
    expect(await countWaitingReviews(handle.db)).toBe(0);
    expect(await publicBodies()).toContain(body);
    // The newest five-star review leads the sample.
    expect(await sampleBodies()).toContain(body);
    expect(await moderateReview(handle.db, admin, id, "approve")).toMatchObject({
      ok: false,
      reason: "refused",
    });
    const history = await listChangeHistory(handle.db, {
      entity: TESTIMONIAL_ENTITY,
      entityId: id,
    });
    expect(history[0]?.action).toBe("Approved the review");
    expect(history[0]?.fields).toContainEqual({
      name: "state",
      before: "Waiting",
      after: "Approved",
    });
  });

  it("a public reply shows under it, can change, and can be removed", async () => {
    const { id } = await reviewOf(jobId);
    await replyToReview(handle.db, admin, id, "Thank you, Sarah!", { now: NOW });
    let shown = (await queryPublishedTestimonials(handle.db)).find((r) => r.body === body);
    expect(shown?.reply).toEqual({ body: "Thank you, Sarah!", on: "2026-07-10" });
    await replyToReview(handle.db, admin, id, "Thank you, Sarah. See you next time!");
    shown = (await queryPublishedTestimonials(handle.db)).find((r) => r.body === body);
    expect(shown?.reply?.body).toBe("Thank you, Sarah. See you next time!");
    expect(await removeReviewReply(handle.db, admin, id)).toMatchObject({ ok: true });
    shown = (await queryPublishedTestimonials(handle.db)).find((r) => r.body === body);
    expect(shown?.reply).toBeNull();
    expect(await removeReviewReply(handle.db, admin, id)).toMatchObject({ reason: "refused" });
    await replyToReview(handle.db, admin, id, "Thank you, Sarah!");
    const record = await reviewRecord(handle.db, id);
    expect(record?.history.map((entry) => entry.action)).toEqual([
      "Replied publicly",
      "Removed the public reply",
      "Changed the public reply",
      "Replied publicly",
      "Approved the review",
    ]);
  });

  it("hiding takes it off /reviews, the sample and the home page", async () => {
    const { id } = await reviewOf(jobId);
    expect(await moderateReview(handle.db, admin, id, "feature")).toMatchObject({ ok: true });
    expect(await moderateReview(handle.db, admin, id, "hide")).toMatchObject({ ok: true });
    expect(await reviewOf(jobId)).toMatchObject({
      moderation_state: "hidden",
      featured_position: null,
    });
    expect(await publicBodies()).not.toContain(body);
    expect(await sampleBodies()).not.toContain(body);
    expect(await moderateReview(handle.db, admin, id, "feature")).toMatchObject({
      ok: false,
      reason: "refused",
      message: "Only an approved review can be featured on the home page. Approve it first.",
    });
  });
});

describe("the home page's featured reviews", () => {
  it("features at most three approved reviews, in their places, and refuses a fourth", async () => {
    const approved = await handle.db
      .selectFrom("testimonials")
      .select("id")
      .where("moderation_state", "=", "approved")
      .orderBy("id")
      .limit(4)
      .execute();
    const ids = approved.map((row) => row.id);
    expect(ids).toHaveLength(4);
    const newest = pickHomeReviews(await queryPublishedTestimonials(handle.db));
    expect(newest).toHaveLength(3);
    for (const id of ids.slice(0, 3)) {
      expect(await moderateReview(handle.db, admin, id, "feature")).toMatchObject({ ok: true });
    }
    const fourth = await moderateReview(handle.db, admin, ids[3] ?? "", "feature");
    expect(fourth).toMatchObject({ ok: false, reason: "refused" });
    expect(fourth.ok ? "" : "message" in fourth ? fourth.message : "").toContain(
      "already features 3 reviews",
    );
    const home = pickHomeReviews(await queryPublishedTestimonials(handle.db));
    expect(home.map((review) => review.id)).toEqual(ids.slice(0, 3));
    expect(await moderateReview(handle.db, admin, ids[1] ?? "", "unfeature")).toMatchObject({
      ok: true,
    });
    expect(await moderateReview(handle.db, admin, ids[3] ?? "", "feature")).toMatchObject({
      ok: true,
    });
    const places = await handle.db
      .selectFrom("testimonials")
      .select(["id", "featured_position"])
      .where("featured_position", "is not", null)
      .orderBy("featured_position")
      .execute();
    expect(places).toEqual([
      { id: ids[0], featured_position: 1 },
      { id: ids[3], featured_position: 2 },
      { id: ids[2], featured_position: 3 },
    ]);
  });
});

describe("reviews typed in from elsewhere", () => {
  it("are approved on save with their source, and move the site's own figures", async () => {
    const before = await ownRatingSummary(handle.db);
    const seededSum = seedTestimonials.reduce((sum, review) => sum + review.rating, 0);
    // The seeded ones plus the link review's approval, hidden again: only the seeded count.
    expect(before.approvedCount).toBe(seedTestimonials.length);
    expect(before.average).toBeCloseTo(seededSum / seedTestimonials.length, 10);

    const added = await addExternalReview(handle.db, admin, {
      intent: "add",
      name: "Gareth P.",
      area: "Kenilworth",
      rating: 2,
      body: "Fence panel replaced but the gate still sticks. Left on Google.",
      service: "garden-maintenance",
      receivedOn: "2026-06-30",
      source: "other",
      sourceDetail: "A neighbour's recommendation",
    });
    if (!added.ok) throw new Error(JSON.stringify(added));
    const after = await ownRatingSummary(handle.db);
    expect(after.approvedCount).toBe(seedTestimonials.length + 1);
    expect(after.average).toBeCloseTo((seededSum + 2) / (seedTestimonials.length + 1), 10);
    expect(await publicBodies()).toContain(
      "Fence panel replaced but the gate still sticks. Left on Google.",
    );
    const page = await reviewsPage(
      handle.db,
      new URLSearchParams({ state: "approved", source: "other" }),
    );
    expect(page.reviews.map((review) => review.sourceLabel)).toEqual([
      "Word of mouth or other: A neighbour's recommendation",
    ]);
    expect(page.figures.ownCount).toBe(seedTestimonials.length + 1);
    expect(page.figures.ownAverage).toBe(after.average?.toFixed(1));
    expect(page.figures.outside).toEqual({ rating: "4.9", count: 127, sourceName: "Google" });
    const history = await listChangeHistory(handle.db, {
      entity: TESTIMONIAL_ENTITY,
      entityId: added.id,
    });
    expect(history[0]?.action).toBe("Added a review from A neighbour's recommendation");
  });

  it("refuses a service that does not exist", async () => {
    expect(
      await addExternalReview(handle.db, admin, {
        intent: "add",
        name: "Gareth P.",
        area: "Kenilworth",
        rating: 4,
        body: "Good.",
        service: "no-such-service",
        receivedOn: "2026-06-30",
        source: "google",
      }),
    ).toMatchObject({ ok: false, reason: "refused" });
  });

  it("answers a malformed or unknown id as not found, never with a database error", async () => {
    for (const id of ["", "abc", "1; drop table testimonials", "99999999999"]) {
      expect(await moderateReview(handle.db, admin, id, "approve")).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    expect(await reviewRecord(handle.db, "not-a-number")).toBeNull();
  });
});

describe("the office's list", () => {
  it("reads keyset pages, filtered by state and source, and ignores a foreign cursor", async () => {
    await handle.db
      .insertInto("testimonials")
      .values(
        Array.from({ length: 7 }, (_, index) => ({
          author_name: `Paged ${index}`,
          location: "Coventry",
          rating: 4,
          body: `Paged review ${index}`,
          service_slug: "general-repairs",
          received_on: `2026-01-${String(10 + index).padStart(2, "0")}`,
          source: "google" as const,
          moderation_state: "hidden" as const,
          decided_at: NOW,
        })),
      )
      .execute();
    const filters = { state: "hidden", source: "google" } as const;
    const first = await listReviews(handle.db, filters, null, 3);
    const second = await listReviews(handle.db, filters, first.next, 3);
    const third = await listReviews(handle.db, filters, second.next, 3);
    expect([...first.rows, ...second.rows, ...third.rows].map((row) => row.authorName)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((index) => `Paged ${index}`),
    );
    expect(third.next).toBeNull();
    const foreign = await listReviews(handle.db, filters, "bm90LWEtY3Vyc29y", 3);
    expect(foreign.rows.map((row) => row.authorName)).toEqual(["Paged 6", "Paged 5", "Paged 4"]);
  });

  it("keeps counts that match the table", async () => {
    const kept = await handle.db
      .selectFrom("testimonial_counts")
      .select(["moderation_state", "total", "rating_total"])
      .where("total", "<>", "0")
      .orderBy("moderation_state")
      .execute();
    const counted = await sql<{ moderation_state: string; total: string; rating_total: string }>`
      select moderation_state, count(*)::text as total, sum(rating)::text as rating_total
      from testimonials group by moderation_state order by moderation_state`.execute(handle.db);
    expect(
      kept.map((row) => ({
        ...row,
        total: String(row.total),
        rating_total: String(row.rating_total),
      })),
    ).toEqual(counted.rows);
  });
});

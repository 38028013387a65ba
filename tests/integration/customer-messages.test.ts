import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { JobOutcome } from "../../app/.server/db/schema.server";
import { dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import { isGsm7 } from "../../app/.server/messages/gsm7.server";
import {
  queueFinishedMessages,
  queueOnMyWayMessages,
} from "../../app/.server/messages/job-messages.server";
import { submitReview, visitReviewLink } from "../../app/.server/reviews/reviews.server";
import {
  findTrackedPhotoKey,
  visitTrackedJob,
  visitTrackedJobId,
} from "../../app/.server/tracking/tracking.server";
import { SITE, addEngineer, bookingInput, tokenOf } from "./support/jobs";
import { createTestDatabase } from "./support/database";

const NOW = new Date("2026-07-10T09:00:00Z");
const MOBILE = "+447400123456";

let handle: DatabaseHandle;
let dan: string;
let admin: { id: string; role: "admin" };
let slot = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  dan = await addEngineer(handle.db, "dan@example.com");
  // Made at the first sign-in; the customer sees the first name of it.
  await handle.db
    .insertInto("profiles")
    .values({ id: dan, email: "dan@example.com", full_name: "Dan Fletcher" })
    .execute();
  admin = { id: await addEngineer(handle.db, "office@example.com"), role: "admin" };
  await handle.db.deleteFrom("user_roles").where("user_id", "=", admin.id).execute();
});
afterAll(async () => {
  await handle?.close();
});

function visitor() {
  return { ip: `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` };
}

/** A booked job with Dan assigned; returns its id and the booking e-mail's tracking token. */
async function assignedJob(overrides: Parameters<typeof bookingInput>[0] = {}) {
  const day = 14 + slot++;
  const email = `customer${slot}@example.com`;
  const result = await createBooking(
    handle.db,
    bookingInput({
      email,
      phone: MOBILE,
      date: `2026-07-${day}`,
      windowStart: `2026-07-${day}T07:00:00.000Z`,
      ...overrides,
    }),
    { source: "web", now: NOW, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  const job = await handle.db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  expect(
    await dispatchJob(
      handle.db,
      admin,
      { jobId: job.id, engineerId: dan, windowStart: null },
      { now: NOW, siteOrigin: SITE },
    ),
  ).toMatchObject({ ok: true });
  return { id: job.id, email, reference: result.reference, token: tokenOf(result.trackingUrl) };
}

async function outbox(jobId: string, kind: string) {
  return handle.db
    .selectFrom("email_outbox")
    .selectAll()
    .where("job_id", "=", jobId)
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();
}

function linkIn(text: string, path: "track" | "review"): string {
  const match = new RegExp(`${SITE}/${path}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`No /${path}/ link in:\n${text}`);
  return match[1];
}

async function setOnTheWay(jobId: string) {
  const eta = new Date("2026-07-20T07:40:00Z");
  await handle.db.transaction().execute(async (trx) => {
    await transitionJob(trx, jobId, "en_route", { role: "engineer", actorId: dan });
    await trx.updateTable("jobs").set({ eta }).where("id", "=", jobId).execute();
    await queueOnMyWayMessages(trx, jobId, { engineerFirstName: "Dan", eta }, { siteOrigin: SITE });
  });
}

async function finish(jobId: string, outcome: JobOutcome) {
  await handle.db.transaction().execute(async (trx) => {
    await transitionJob(trx, jobId, "on_site", { role: "engineer", actorId: dan });
    await transitionJob(trx, jobId, "completed", { role: "engineer", actorId: dan });
    await trx
      .updateTable("jobs")
      .set({ outcome, summary: "Replaced the tap washer and the seal; no more drips." })
      .where("id", "=", jobId)
      .execute();
    await queueFinishedMessages(
      trx,
      jobId,
      { summary: "Replaced the tap washer and the seal; no more drips.", outcome },
      { siteOrigin: SITE },
    );
  });
}

describe("on my way", () => {
  it("e-mails and texts the engineer's first name, the time and a new working tracking link", async () => {
    const job = await assignedJob();
    await setOnTheWay(job.id);
    const [mail] = await outbox(job.id, "job.on-my-way");
    const texts = (await outbox(job.id, "job.on-my-way")).filter((row) => row.channel === "sms");
    expect(mail?.channel).toBe("email");
    expect(mail?.to_address).toBe(job.email);
    expect(mail?.subject).toBe(`Dan is on the way: arriving about 08:40 (${job.reference})`);
    expect(mail?.text_body).toContain("Booked arrival window: ");
    // Only while the job is on the way (the driver reads an enum array as its text form).
    expect(String(mail?.valid_for_statuses)).toMatch(/^\{?en_route\}?$/);
    expect(texts).toHaveLength(1);
    const [text] = texts;
    expect(text?.to_address).toBe(MOBILE);
    expect(text?.text_body).toMatch(/^We Fix Coventry: Dan is on the way, ETA 08:40 \(window /);
    expect(text?.text_body.length).toBeLessThanOrEqual(160);
    expect(isGsm7(text?.text_body ?? "")).toBe(true);

    // The step's e-mail and text carry one new link; it and the booking's own open the job.
    const links = [linkIn(mail?.text_body ?? "", "track"), linkIn(text?.text_body ?? "", "track")];
    expect(links[0]).toBe(links[1]);
    expect(links[0]).not.toBe(job.token);
    for (const token of [...links, job.token]) {
      const visit = await visitTrackedJob(handle.db, token, visitor());
      expect(visit).toMatchObject({
        ok: true,
        found: { reference: job.reference, engineerFirstName: "Dan", eta: "08:40" },
      });
      expect(await visitTrackedJobId(handle.db, token, visitor())).toEqual({
        ok: true,
        found: job.id,
      });
    }
    const stored = await handle.db
      .selectFrom("job_tracking_links")
      .select("token_hash")
      .where("job_id", "=", job.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored.map((row) => row.token_hash).join()).not.toContain(links[0]);
  });

  it("sends no text to a customer who said no to texts, nor to a landline", async () => {
    const noTexts = await assignedJob({ textsAllowed: false });
    const landline = await assignedJob({ phone: "+442476990123" });
    await setOnTheWay(noTexts.id);
    await setOnTheWay(landline.id);
    for (const job of [noTexts, landline]) {
      const rows = await outbox(job.id, "job.on-my-way");
      expect(rows.map((row) => row.channel)).toEqual(["email"]);
    }
  });
});

describe("finished", () => {
  it("e-mails the summary, the tracking link and a single-use review link when completed", async () => {
    const job = await assignedJob();
    await setOnTheWay(job.id);
    await finish(job.id, "completed");
    const [mail] = await outbox(job.id, "job.finished");
    expect(mail?.text_body).toContain("The job is done.");
    expect(mail?.text_body).toContain("What Dan did:\nReplaced the tap washer");
    const trackToken = linkIn(mail?.text_body ?? "", "track");
    const tracked = await visitTrackedJob(handle.db, trackToken, visitor());
    expect(tracked).toMatchObject({
      ok: true,
      found: {
        status: "completed",
        finished: {
          outcome: "Job done",
          summary: "Replaced the tap washer and the seal; no more drips.",
        },
        live: false,
      },
    });
    if (tracked.ok) expect(tracked.found.arrivedAt?.label).toMatch(/, \d\d:\d\d$/);

    const reviewToken = linkIn(mail?.text_body ?? "", "review");
    expect(await visitReviewLink(handle.db, reviewToken, visitor())).toEqual({
      ok: true,
      link: {
        state: "open",
        reference: job.reference,
        serviceName: "Plumbing repairs",
        defaults: { name: "Sarah", area: "Coventry" },
      },
    });
  });

  it("sends no review link for a visit that needs a quote or a return", async () => {
    for (const outcome of ["quote", "return-visit"] as const) {
      const job = await assignedJob();
      await setOnTheWay(job.id);
      await finish(job.id, outcome);
      const [mail] = await outbox(job.id, "job.finished");
      expect(mail?.text_body).not.toContain("/review/");
      expect(mail?.text_body).toContain(outcome === "quote" ? "needs a quote" : "return visit");
      const row = await handle.db
        .selectFrom("jobs")
        .select("review_token_hash")
        .where("id", "=", job.id)
        .executeTakeFirstOrThrow();
      expect(row.review_token_hash).toBeNull();
    }
  });
});

describe("reviews", () => {
  async function completedWithReviewToken() {
    const job = await assignedJob();
    await setOnTheWay(job.id);
    await finish(job.id, "completed");
    const [mail] = await outbox(job.id, "job.finished");
    return { ...job, reviewToken: linkIn(mail?.text_body ?? "", "review") };
  }
  const input = { rating: 5, body: "Quick, tidy and friendly.", name: "Sarah", area: "Earlsdon" };

  it("stores one review, unpublished, and refuses the link after that", async () => {
    const job = await completedWithReviewToken();
    expect(await submitReview(handle.db, job.reviewToken, input, visitor())).toEqual({
      ok: true,
      reference: job.reference,
    });
    const stored = await handle.db
      .selectFrom("testimonials")
      .selectAll()
      .where("job_id", "=", job.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      author_name: "Sarah",
      location: "Earlsdon",
      rating: 5,
      body: "Quick, tidy and friendly.",
      service_slug: "plumbing-repairs",
      moderation_state: "waiting",
    });
    expect(await submitReview(handle.db, job.reviewToken, input, visitor())).toEqual({
      ok: false,
      reason: "used",
      reference: job.reference,
    });
    expect(await visitReviewLink(handle.db, job.reviewToken, visitor())).toEqual({
      ok: true,
      link: { state: "used", reference: job.reference },
    });
    const jobRow = await handle.db
      .selectFrom("jobs")
      .select("review_used_at")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(jobRow.review_used_at).toBeInstanceOf(Date);
  });

  it("takes one of two reviews sent at the same moment", async () => {
    const job = await completedWithReviewToken();
    const results = await Promise.all([
      submitReview(handle.db, job.reviewToken, input, visitor()),
      submitReview(handle.db, job.reviewToken, { ...input, rating: 4 }, visitor()),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "used")).toHaveLength(1);
    const stored = await handle.db
      .selectFrom("testimonials")
      .select("id")
      .where("job_id", "=", job.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it("does not know an unknown or malformed token, and a tracking token is not a review token", async () => {
    const job = await completedWithReviewToken();
    for (const token of [randomBytes(32).toString("base64url"), "nonsense", job.token]) {
      expect(await visitReviewLink(handle.db, token, visitor())).toEqual({
        ok: false,
        reason: "not-found",
      });
      expect(await submitReview(handle.db, token, input, visitor())).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
  });

  it("counts review visits against the token-link limit", async () => {
    const ip = visitor();
    let last: Awaited<ReturnType<typeof visitReviewLink>> | undefined;
    for (let n = 0; n < 121; n++) {
      last = await visitReviewLink(handle.db, randomBytes(32).toString("base64url"), ip);
    }
    expect(last).toMatchObject({ ok: false, reason: "rate-limited" });
  });
});

describe("the engineer's photos on the tracking page", () => {
  it("lists and serves the engineer's photos of the token's job only", async () => {
    const job = await assignedJob();
    const other = await assignedJob();
    const photo = (jobId: string, takenBy: "customer" | "engineer", stage: "after" | null) =>
      handle.db
        .insertInto("job_photos")
        .values({
          job_id: jobId,
          storage_key: `jobs/${jobId}/${randomBytes(8).toString("hex")}.webp`,
          content_type: "image/webp",
          width: 800,
          height: 600,
          bytes: 1000,
          taken_by: takenBy,
          stage,
        })
        .returning(["id", "storage_key"])
        .executeTakeFirstOrThrow();
    const engineers = await photo(job.id, "engineer", "after");
    const customers = await photo(job.id, "customer", null);
    const otherJobs = await photo(other.id, "engineer", "after");

    const tracked = await visitTrackedJob(handle.db, job.token, visitor());
    expect(tracked).toMatchObject({
      ok: true,
      found: { photos: [{ id: engineers.id, width: 800, height: 600, stage: "after" }] },
    });
    expect(await findTrackedPhotoKey(handle.db, job.token, engineers.id)).toBe(
      engineers.storage_key,
    );
    expect(await findTrackedPhotoKey(handle.db, job.token, customers.id)).toBeNull();
    expect(await findTrackedPhotoKey(handle.db, job.token, otherJobs.id)).toBeNull();
    expect(await findTrackedPhotoKey(handle.db, "nonsense", engineers.id)).toBeNull();
    expect(await findTrackedPhotoKey(handle.db, job.token, "not-a-uuid")).toBeNull();
  });
});

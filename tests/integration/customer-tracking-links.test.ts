import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../app/.server/auth/crypto.server";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { readForm } from "../../app/.server/http/form.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { cancelCustomerJob } from "../../app/.server/jobs/customer-changes.server";
import {
  listCustomerJobs,
  offersTrackingPage,
  type CustomerScope,
} from "../../app/.server/jobs/customer-jobs.server";
import { mintCustomerTrackingLink } from "../../app/.server/portal/customer-tracking-link.server";
import { openPortal } from "../../app/.server/portal/portal-access.server";
import { JOB_PHOTO_LIMITS } from "../../app/.server/storage/photo-uploads.server";
import { findTrackedJob } from "../../app/.server/tracking/tracking.server";
import { TRACKING_LINK_CAP } from "../../app/.server/tracking/tracking-links.server";
import { JOB_FORM_SCHEMAS } from "../../app/lib/schemas/portal";
import { answerJobForm } from "../../app/routes/portal.form-answers.server";
import { SITE, bookingInput, confirmationTokens, tokenOf } from "./support/jobs";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;
let slot = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const NOW = new Date("2026-07-10T09:00:00Z");

/** Books a job in a window of its own; returns it with the portal token its e-mail carries. */
async function book(email: string, userId: string | null = null) {
  const day = 14 + slot++;
  const result = await createBooking(
    handle.db,
    bookingInput({ email, date: `2026-07-${day}`, windowStart: `2026-07-${day}T07:00:00.000Z` }),
    { source: userId ? "client" : "web", userId, now: NOW, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(`Booking refused: ${result.reason}`);
  const { portalToken } = await confirmationTokens(handle.db, result.reference);
  const job = await handle.db
    .selectFrom("jobs")
    .select(["id", "reference"])
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  return { ...job, portalToken };
}

/** The scope a portal link opens, as the page's guard finds it. */
async function portalScope(token: string): Promise<CustomerScope> {
  const ip = `2001:db8::${randomBytes(2).toString("hex")}`;
  const access = await openPortal(handle.db, token, { ip });
  if (!access.ok) throw new Error(`Portal not opened: ${access.reason}`);
  return access.scope;
}

async function newClient(email: string): Promise<CustomerScope> {
  const userId = await createConfirmedUser(handle.db, {
    email,
    password: "client-password-1",
    fullName: "Clara Client",
    companyName: null,
  });
  return { kind: "account", userId, verifiedEmail: null };
}

async function linkCount(jobId: string): Promise<number> {
  const rows = await handle.db
    .selectFrom("job_tracking_links")
    .select("token_hash")
    .where("job_id", "=", jobId)
    .execute();
  return rows.length;
}

/** The minted path's token opens the tracking page of that job. */
async function expectTracks(path: string, reference: string) {
  expect(path).toMatch(/^\/track\/[A-Za-z0-9_-]{43}$/);
  expect((await findTrackedJob(handle.db, tokenOf(path)))?.reference).toBe(reference);
}

describe("a tracking link minted from the customer's page", () => {
  it("the portal link's owner gets one for their job; another portal link is refused and nothing is written", async () => {
    const mine = await book("track-mine@example.com");
    const theirs = await book("track-theirs@example.com");
    const scope = await portalScope(mine.portalToken);

    const minted = await mintCustomerTrackingLink(handle.db, scope, mine.id);
    if (!minted.ok) throw new Error(`Refused: ${JSON.stringify(minted)}`);
    await expectTracks(minted.path, mine.reference);
    expect(await linkCount(mine.id)).toBe(1);

    const before = await linkCount(theirs.id);
    expect(await mintCustomerTrackingLink(handle.db, scope, theirs.id)).toEqual({
      ok: false,
      reason: "not-found",
    });
    const otherScope = await portalScope(theirs.portalToken);
    expect(await mintCustomerTrackingLink(handle.db, otherScope, mine.id)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await linkCount(theirs.id)).toBe(before);
    expect(await linkCount(mine.id)).toBe(1);
  });

  it("a signed-in client gets one for a job of their account; another client's job is refused and nothing is written", async () => {
    const clara = await newClient("track-clara@example.com");
    const colin = await newClient("track-colin@example.com");
    if (clara.kind !== "account" || colin.kind !== "account") throw new Error("Not accounts");
    const hers = await book("track-clara@example.com", clara.userId);
    const his = await book("track-colin@example.com", colin.userId);

    const minted = await mintCustomerTrackingLink(handle.db, clara, hers.id);
    if (!minted.ok) throw new Error(`Refused: ${JSON.stringify(minted)}`);
    await expectTracks(minted.path, hers.reference);

    expect(await mintCustomerTrackingLink(handle.db, clara, his.id)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await mintCustomerTrackingLink(handle.db, colin, hers.id)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await linkCount(his.id)).toBe(0);
    expect(await linkCount(hers.id)).toBe(1);
  });

  it("is not offered, nor minted, for a cancelled job; a completed one keeps it", async () => {
    const job = await book("track-cancelled@example.com");
    const scope = await portalScope(job.portalToken);
    const listed = async () =>
      (await listCustomerJobs(handle.db, scope, { now: NOW })).find((one) => one.id === job.id);
    expect((await listed())?.trackable).toBe(true);

    const cancelled = await cancelCustomerJob(
      handle.db,
      scope,
      { jobId: job.id },
      { actor: "customer-link", now: NOW, siteOrigin: SITE },
    );
    expect(cancelled.ok).toBe(true);
    expect((await listed())?.trackable).toBe(false);
    expect(await mintCustomerTrackingLink(handle.db, scope, job.id)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await linkCount(job.id)).toBe(0);
    expect(offersTrackingPage("completed")).toBe(true);
  });

  it("stops at the cap of links per job, telling when to try again, without writing more", async () => {
    const job = await book("track-cap@example.com");
    const scope = await portalScope(job.portalToken);
    // Links minted within the hour by messages and earlier asks.
    await handle.db
      .insertInto("job_tracking_links")
      .values(
        Array.from({ length: TRACKING_LINK_CAP.perJob - 1 }, () => ({
          token_hash: hashToken(newToken()),
          job_id: job.id,
        })),
      )
      .execute();
    const last = await mintCustomerTrackingLink(handle.db, scope, job.id);
    expect(last.ok).toBe(true);

    const refused = await mintCustomerTrackingLink(handle.db, scope, job.id);
    expect(refused).toMatchObject({ ok: false, reason: "rate-limited" });
    if (refused.ok || refused.reason !== "rate-limited") throw new Error("Not rate limited");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(TRACKING_LINK_CAP.windowSeconds);
    expect(await linkCount(job.id)).toBe(TRACKING_LINK_CAP.perJob);
  });

  it("the job form's post answers 303 to the new link, and 404 for a job of someone else", async () => {
    const mine = await book("track-post@example.com");
    const theirs = await book("track-post-other@example.com");
    const scope = await portalScope(mine.portalToken);
    const post = async (jobId: string) => {
      const request = new Request(`${SITE}/portal/${mine.portalToken}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
        body: new URLSearchParams({ jobId, intent: "track" }).toString(),
      });
      const form = await readForm(request, {
        schema: JOB_FORM_SCHEMAS,
        fields: ["intent", "photos"],
        files: JOB_PHOTO_LIMITS,
      });
      return answerJobForm(handle.db, form, {
        scope,
        actor: "customer-link",
        pagePath: `/portal/${mine.portalToken}`,
        bookingsUrl: `${SITE}/portal/${mine.portalToken}`,
        siteOrigin: SITE,
        now: NOW,
      });
    };

    const answer: unknown = await post(mine.id).catch((thrown: unknown) => thrown);
    if (!(answer instanceof Response)) throw new Error("No redirect");
    expect(answer.status).toBe(303);
    await expectTracks(answer.headers.get("Location") ?? "", mine.reference);

    await expect(post(theirs.id)).rejects.toMatchObject({ init: { status: 404 } });
    expect(await linkCount(theirs.id)).toBe(0);
  });
});

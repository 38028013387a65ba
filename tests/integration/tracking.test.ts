import { randomBytes } from "node:crypto";
import { sql, type KyselyPlugin, type RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newToken } from "../../app/.server/auth/crypto.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { JobStatus } from "../../app/.server/db/schema.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { transitionJob, type JobActorRole } from "../../app/.server/jobs/status.server";
import { readJobVersion } from "../../app/.server/tracking/job-version.server";
import { jobVersionEvents } from "../../app/.server/tracking/live.server";
import {
  visitTrackedJob,
  visitTrackedJobId,
  type TrackedJob,
} from "../../app/.server/tracking/tracking.server";
import { SITE, addEngineer, bookingInput } from "./support/jobs";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;
let slot = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const BOOKED_AT = new Date("2026-07-10T09:00:00Z");

/** A visitor with an address of their own, so tests never share a rate-limit bucket. */
function visitor(ip = `2001:db8::${randomBytes(2).toString("hex")}`) {
  return { ip };
}

/** The tracking page's view of the job, for a token that must be found. */
async function loadTrackedJob(token: string): Promise<TrackedJob> {
  const visit = await visitTrackedJob(handle.db, token, visitor());
  if (!visit.ok) throw new Error(`Not shown: ${JSON.stringify(visit)}`);
  return visit.found;
}

/** Books a job in a window of its own and returns its id and the token from the e-mail. */
async function bookedJob(): Promise<{ jobId: string; token: string; email: string }> {
  const day = 14 + slot++;
  const email = `tracking${slot}@example.com`;
  const result = await createBooking(
    handle.db,
    bookingInput({
      email,
      date: `2026-07-${day}`,
      windowStart: `2026-07-${day}T07:00:00.000Z`,
    }),
    { source: "web", now: BOOKED_AT, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(`Booking refused: ${result.reason}`);
  const mail = await handle.db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("to_address", "=", email)
    .where("kind", "=", "job.confirmation")
    .executeTakeFirstOrThrow();
  const token = /\/track\/([A-Za-z0-9_-]{43})\b/.exec(mail.text_body)?.[1];
  if (!token) throw new Error("No tracking link in the confirmation e-mail");
  const job = await handle.db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  return { jobId: job.id, token, email };
}

function move(jobId: string, to: JobStatus, role: JobActorRole, at: Date, note?: string) {
  return handle.db
    .transaction()
    .execute((trx) => transitionJob(trx, jobId, to, { role, at, note }));
}

/** Records the kind of every query sent through the returned database. */
function countingQueries() {
  const kinds: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }): RootOperationNode {
      kinds.push(node.kind);
      return node;
    },
    async transformResult({ result }) {
      return result;
    },
  };
  return { db: handle.db.withPlugin(plugin), kinds };
}

/** Reads server-sent events from a stream, one `event:`/`data:` block at a time. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  return async function nextEvent(): Promise<{ event: string; data: string }> {
    for (;;) {
      const end = buffered.indexOf("\n\n");
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const field = (name: string) =>
          block
            .split("\n")
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? "";
        return { event: field("event"), data: field("data") };
      }
      const { done, value } = await reader.read();
      if (done) throw new Error("The stream ended");
      buffered += decoder.decode(value, { stream: true });
    }
  };
}

describe("visitTrackedJob", () => {
  it("shows a new booking: reference, service, status, window, street and timeline", async () => {
    const { token, email } = await bookedJob();
    const job = await loadTrackedJob(token);
    expect(job).toMatchObject({
      reference: expect.stringMatching(/^CV-2026-\d{6}$/),
      serviceName: "Plumbing repairs",
      status: "confirmed",
      statusLabel: "Booking confirmed",
      windowLabel: expect.stringMatching(/^\w+day \d+ July, 08:00–10:00$/),
      engineerFirstName: null,
      eta: null,
      street: "12 Spon Street",
      live: true,
    });
    expect(job.steps.map((step) => [step.label, step.state])).toEqual([
      ["Requested", "done"],
      ["Confirmed", "current"],
      ["Scheduled", "upcoming"],
      ["En route", "upcoming"],
      ["On site", "upcoming"],
      ["Completed", "upcoming"],
    ]);
    expect(job.timeline.map((entry) => [entry.atLabel, entry.title])).toEqual([
      ["Friday 10 July, 10:00", "Booking received"],
      ["Friday 10 July, 10:00", "Booking confirmed"],
    ]);
    const shown = JSON.stringify(job);
    expect(shown).not.toContain(email);
    expect(shown).not.toContain("+442476990123");
    expect(shown).not.toContain("Sarah");
    expect(shown).not.toContain("CV1 5DZ");
  });

  it("shows the engineer's first name once assigned and the ETA once en route", async () => {
    const { jobId, token } = await bookedJob();
    const engineerEmail = `engineer${slot}@example.com`;
    const engineerId = await addEngineer(handle.db, engineerEmail);
    await handle.db
      .insertInto("profiles")
      .values({
        id: engineerId,
        email: engineerEmail,
        full_name: "Dan Fletcher",
        company_name: null,
      })
      .execute();
    await handle.db
      .updateTable("jobs")
      .set({ engineer_id: engineerId })
      .where("id", "=", jobId)
      .execute();
    await move(jobId, "scheduled", "admin", new Date("2026-07-13T16:00:00Z"));

    const scheduled = await loadTrackedJob(token);
    expect(scheduled.engineerFirstName).toBe("Dan");
    expect(scheduled.eta).toBeNull();

    await handle.db
      .updateTable("jobs")
      .set({ eta: new Date("2026-07-14T07:40:00Z") })
      .where("id", "=", jobId)
      .execute();
    await move(jobId, "en_route", "engineer", new Date("2026-07-14T07:05:00Z"), "Leaving now.");

    const enRoute = await loadTrackedJob(token);
    expect(enRoute).toMatchObject({
      status: "en_route",
      statusLabel: "Engineer on the way",
      engineerFirstName: "Dan",
      eta: "08:40",
    });
    expect(enRoute.steps.find((step) => step.state === "current")).toMatchObject({
      label: "En route",
      reachedAt: { label: expect.stringMatching(/^\w+day \d+ July, 08:05$/) },
    });
    // The engineer's note on the status change is the business's own: never shown (decision 0020).
    expect(enRoute.timeline.map((entry) => [entry.title, entry.detail])).toEqual([
      ["Booking received", null],
      ["Booking confirmed", null],
      ["Engineer scheduled", null],
      ["Engineer on the way", null],
    ]);
    expect(JSON.stringify(enRoute)).not.toContain("Leaving now.");
    expect(JSON.stringify(enRoute)).not.toContain("Fletcher");
    expect(enRoute.version).not.toBe(scheduled.version);

    await move(jobId, "on_site", "engineer", new Date("2026-07-14T07:42:00Z"));
    const onSite = await loadTrackedJob(token);
    expect(onSite.eta).toBeNull();
  });

  it("marks a cancelled job as final", async () => {
    const { jobId, token } = await bookedJob();
    await move(jobId, "cancelled", "customer-link", new Date("2026-07-11T10:00:00Z"));
    const job = await loadTrackedJob(token);
    expect(job.live).toBe(false);
    expect(job.steps.map((step) => step.label)).toEqual(["Requested", "Confirmed", "Cancelled"]);
  });

  it("finds nothing for an unknown token", async () => {
    const token = newToken();
    expect(await visitTrackedJob(handle.db, token, visitor())).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("finds nothing for a malformed token without looking for a job", async () => {
    const { db, kinds } = countingQueries();
    for (const token of ["short", `${newToken()}x`, "a".repeat(42) + "!", ""]) {
      expect(await visitTrackedJob(db, token, visitor())).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    // Only the rate-limit counter was touched.
    expect(kinds).toEqual(Array(4).fill("InsertQueryNode"));
  });

  it("limits visits per address before looking at the token", async () => {
    const ip = "2001:db8::dead:beef";
    const token = newToken();
    for (let visitNumber = 1; visitNumber <= 120; visitNumber++) {
      expect((await visitTrackedJob(handle.db, token, visitor(ip))).ok).toBe(false);
    }
    const { token: realToken } = await bookedJob();
    expect(await visitTrackedJob(handle.db, realToken, visitor(ip))).toMatchObject({
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: expect.any(Number),
      message: expect.stringContaining("Too many attempts"),
    });
    expect((await loadTrackedJob(realToken)).status).toBe("confirmed");
  });

  it("is unavailable, not rate limited, when the database fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { token } = await bookedJob();
    await sql`alter table rate_limits rename to rate_limits_away`.execute(handle.db);
    try {
      expect(await visitTrackedJob(handle.db, token, visitor())).toMatchObject({
        ok: false,
        reason: "unavailable",
      });
      expect(logged).toHaveBeenCalled();
    } finally {
      await sql`alter table rate_limits_away rename to rate_limits`.execute(handle.db);
      logged.mockRestore();
    }
  });
});

describe("readJobVersion", () => {
  it("matches the page's version and changes with the job", async () => {
    const { jobId, token } = await bookedJob();
    const before = await loadTrackedJob(token);
    expect(await readJobVersion(handle.db, jobId)).toBe(before.version);
    await move(jobId, "scheduled", "admin", new Date("2026-07-12T10:00:00Z"));
    const after = await readJobVersion(handle.db, jobId);
    expect(after).not.toBe(before.version);
    expect(after).toBe((await loadTrackedJob(token)).version);
  });

  it("is null for a job that does not exist", async () => {
    expect(await readJobVersion(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("trackingEventStream", () => {
  it("streams the job's version at once and again when the job changes", async () => {
    const { jobId, token } = await bookedJob();
    const shown = await loadTrackedJob(token);
    const abort = new AbortController();
    const visit = await visitTrackedJobId(handle.db, token, visitor("2001:db8::5e"));
    if (!visit.ok) throw new Error("The job was not found");
    expect(visit.found).toBe(jobId);
    const response = jobVersionEvents(abort.signal, handle.db, visit.found);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    if (!response.body) throw new Error("No body");
    const nextEvent = sseReader(response.body);
    expect(await nextEvent()).toEqual({ event: "job", data: shown.version });

    await move(jobId, "scheduled", "admin", new Date("2026-07-12T10:00:00Z"));
    const changed = await nextEvent();
    expect(changed.event).toBe("job");
    expect(changed.data).toBe((await loadTrackedJob(token)).version);

    abort.abort();
    await expect(nextEvent()).rejects.toThrow("The stream ended");
  });

  it("finds nothing to stream for an unknown or malformed token", async () => {
    for (const token of [newToken(), "not-a-token"]) {
      expect(await visitTrackedJobId(handle.db, token, visitor())).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
  });

  it("counts against the token-link limit", async () => {
    const ip = "2001:db8::5e:429";
    const token = newToken();
    for (let visitNumber = 1; visitNumber <= 120; visitNumber++) {
      await visitTrackedJobId(handle.db, token, visitor(ip));
    }
    expect(await visitTrackedJobId(handle.db, token, visitor(ip))).toMatchObject({
      ok: false,
      reason: "rate-limited",
    });
  });
});

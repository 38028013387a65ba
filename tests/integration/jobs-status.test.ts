import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { JobStatus } from "../../app/.server/db/schema.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import {
  JobNotFoundError,
  JobTransitionError,
  transitionJob,
  type TransitionOptions,
} from "../../app/.server/jobs/status.server";
import { SITE, bookingInput } from "./support/jobs";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;
let slot = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** A confirmed job in a window of its own. */
async function confirmedJob(): Promise<string> {
  const day = 14 + slot++;
  const result = await createBooking(
    handle.db,
    bookingInput({
      email: `status${slot}@example.com`,
      date: `2026-07-${day}`,
      windowStart: `2026-07-${day}T07:00:00.000Z`,
    }),
    { source: "web", now: new Date("2026-07-10T09:00:00Z"), siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(result.reason);
  const job = await handle.db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  return job.id;
}

function move(jobId: string, to: JobStatus, options: TransitionOptions) {
  return handle.db.transaction().execute((trx) => transitionJob(trx, jobId, to, options));
}

async function statusOf(jobId: string) {
  const job = await handle.db
    .selectFrom("jobs")
    .select("status")
    .where("id", "=", jobId)
    .executeTakeFirstOrThrow();
  return job.status;
}

async function eventsOf(jobId: string) {
  return handle.db
    .selectFrom("job_events")
    .select(["kind", "from_status", "to_status", "actor_role", "note"])
    .where("job_id", "=", jobId)
    .orderBy("id")
    .execute();
}

describe("transitionJob", () => {
  it("takes a job from confirmed to completed, writing one event per move", async () => {
    const jobId = await confirmedJob();
    expect(await move(jobId, "scheduled", { role: "admin", note: "Dan, van 2" })).toEqual({
      from: "confirmed",
      to: "scheduled",
    });
    await move(jobId, "en_route", { role: "engineer" });
    await move(jobId, "on_site", { role: "engineer" });
    await move(jobId, "completed", { role: "engineer", note: "New washer fitted" });
    expect(await statusOf(jobId)).toBe("completed");
    expect(await eventsOf(jobId)).toEqual([
      {
        kind: "created",
        from_status: null,
        to_status: "requested",
        actor_role: "customer-link",
        note: null,
      },
      {
        kind: "status",
        from_status: "requested",
        to_status: "confirmed",
        actor_role: "system",
        note: null,
      },
      {
        kind: "status",
        from_status: "confirmed",
        to_status: "scheduled",
        actor_role: "admin",
        note: "Dan, van 2",
      },
      {
        kind: "status",
        from_status: "scheduled",
        to_status: "en_route",
        actor_role: "engineer",
        note: null,
      },
      {
        kind: "status",
        from_status: "en_route",
        to_status: "on_site",
        actor_role: "engineer",
        note: null,
      },
      {
        kind: "status",
        from_status: "on_site",
        to_status: "completed",
        actor_role: "engineer",
        note: "New washer fitted",
      },
    ]);
  });

  it("refuses illegal moves with a typed error and changes nothing", async () => {
    const jobId = await confirmedJob();
    const before = await eventsOf(jobId);
    const refusals: [JobStatus, TransitionOptions][] = [
      ["en_route", { role: "admin" }], // skips scheduled
      ["scheduled", { role: "engineer" }], // only the admin schedules
      ["scheduled", { role: "client" }],
      ["cancelled", { role: "engineer" }],
      ["cancelled", { role: "system" }],
      ["requested", { role: "admin" }], // no way back
    ];
    for (const [to, options] of refusals) {
      const error = await move(jobId, to, options).catch((caught: unknown) => caught);
      expect(error, `${options.role} → ${to}`).toBeInstanceOf(JobTransitionError);
      expect(error).toMatchObject({ jobId, from: "confirmed", to, role: options.role });
    }
    expect(await statusOf(jobId)).toBe("confirmed");
    expect(await eventsOf(jobId)).toEqual(before);
  });

  it("lets nobody change a completed or cancelled job", async () => {
    const cancelled = await confirmedJob();
    await move(cancelled, "cancelled", { role: "client", note: "No longer needed" });
    for (const to of ["confirmed", "scheduled", "cancelled"] as const) {
      await expect(move(cancelled, to, { role: "admin" })).rejects.toBeInstanceOf(
        JobTransitionError,
      );
    }
    expect(await statusOf(cancelled)).toBe("cancelled");
  });

  it("lets only the office cancel once the engineer is on the way", async () => {
    const jobId = await confirmedJob();
    await move(jobId, "scheduled", { role: "admin" });
    await move(jobId, "en_route", { role: "admin" });
    for (const role of ["client", "customer-link"] as const) {
      await expect(move(jobId, "cancelled", { role })).rejects.toBeInstanceOf(JobTransitionError);
    }
    expect(await statusOf(jobId)).toBe("en_route");
    await move(jobId, "cancelled", { role: "admin" });
    expect(await statusOf(jobId)).toBe("cancelled");
  });

  it("reports a job that does not exist", async () => {
    await expect(
      move("00000000-0000-4000-8000-000000000000", "confirmed", { role: "admin" }),
    ).rejects.toBeInstanceOf(JobNotFoundError);
  });

  it("writes the status and its event in the caller's transaction, or neither", async () => {
    const jobId = await confirmedJob();
    const before = await eventsOf(jobId);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await transitionJob(trx, jobId, "scheduled", { role: "admin" });
        throw new Error("Something later in the same transaction failed");
      }),
    ).rejects.toThrow("Something later");
    expect(await statusOf(jobId)).toBe("confirmed");
    expect(await eventsOf(jobId)).toEqual(before);
  });

  it("frees the job's place in its window when it is cancelled", async () => {
    const jobId = await confirmedJob();
    const places = () =>
      handle.db
        .selectFrom("window_bookings")
        .select("job_id")
        .where("job_id", "=", jobId)
        .execute();
    expect(await places()).toHaveLength(1);
    await move(jobId, "cancelled", { role: "customer-link" });
    expect(await places()).toEqual([]);
  });
});

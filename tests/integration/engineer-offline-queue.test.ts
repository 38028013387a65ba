import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { addJobNote, cancelJobByOffice } from "../../app/.server/dispatch/dispatch.server";
import {
  REUSED_ID_MESSAGE,
  type ClientAction,
} from "../../app/.server/engineer/client-actions.server";
import {
  engineerStep,
  type StaffActor,
  type StepInput,
} from "../../app/.server/engineer/steps.server";
import { queuedActionSchema } from "../../app/routes/engineer.sync.queued-actions.server";
import { createTestDatabase } from "./support/database";
import { SITE, addEngineer, bookJobFor } from "./support/jobs";

let handle: DatabaseHandle;
let office: StaffActor;
let dan: StaffActor;
let eve: StaffActor;

// 10:00 in London (BST) on Friday 10 July 2026: the signal is back and the queue is sent.
const NOW = new Date("2026-07-10T09:00:00Z");
const TODAY = "2026-07-10";
const TOMORROW = "2026-07-11";
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

beforeAll(async () => {
  handle = await createTestDatabase();
  dan = { id: await addEngineer(handle.db, "dan@example.com"), role: "engineer" };
  eve = { id: await addEngineer(handle.db, "eve@example.com"), role: "engineer" };
  office = { id: await addEngineer(handle.db, "office@example.com"), role: "admin" };
  await handle.db.deleteFrom("user_roles").where("user_id", "=", office.id).execute();
});
afterAll(async () => {
  await handle?.close();
});

let customers = 0;
async function danJob(hour: number, day = TODAY) {
  customers += 1;
  // Booked and given to Dan at 08:00, before he set off.
  const before = minutesBefore(120);
  return bookJobFor(handle.db, {
    engineer: dan,
    office,
    day,
    hour,
    now: before,
    customer: customers,
  });
}

function queued(id: string, tappedAt: Date): ClientAction {
  return { id, tappedAt };
}

function send(actor: StaffActor, input: StepInput, clientAction: ClientAction, now = NOW) {
  return engineerStep(handle.db, actor, input, { now, siteOrigin: SITE, clientAction });
}

const onMyWay = (jobId: string, arrival: string): StepInput => ({
  step: "on-my-way",
  jobId,
  expectedStatus: "scheduled",
  arrival,
  late: false,
  // These jobs are booked hours ahead of the taps: the customer agreed (asked about below).
  early: true,
});
const arrived = (jobId: string): StepInput => ({
  step: "arrived",
  jobId,
  expectedStatus: "en_route",
  early: true,
});

async function events(jobId: string, toStatus: "en_route" | "on_site") {
  return handle.db
    .selectFrom("job_events")
    .select(["at"])
    .where("job_id", "=", jobId)
    .where("to_status", "=", toStatus)
    .execute();
}

async function onMyWayEmails(jobId: string) {
  return handle.db
    .selectFrom("email_outbox")
    .select("id")
    .where("job_id", "=", jobId)
    .where("kind", "=", "job.on-my-way")
    .execute();
}

describe("the engineer's offline queue", () => {
  it("applies an id once, at the time tapped, and answers a repeat as the first time", async () => {
    const job = await danJob(12);
    const tapped = minutesBefore(40); // 09:20 London
    const first = await send(dan, onMyWay(job.id, "09:45"), queued(crypto.randomUUID(), tapped));
    expect(first).toMatchObject({ ok: true, step: "on-my-way" });
    const id = crypto.randomUUID();
    const arrivedFirst = await send(dan, arrived(job.id), queued(id, minutesBefore(15)));
    expect(arrivedFirst).toMatchObject({ ok: true, step: "arrived" });

    // The response was lost on the way back: the phone sends the same id again, later.
    const repeat = await send(
      dan,
      arrived(job.id),
      queued(id, minutesBefore(15)),
      new Date(NOW.getTime() + 60_000),
    );
    expect(repeat).toEqual(arrivedFirst);

    expect((await events(job.id, "en_route")).map((event) => event.at)).toEqual([tapped]);
    expect((await events(job.id, "on_site")).map((event) => event.at)).toEqual([minutesBefore(15)]);
    expect(await onMyWayEmails(job.id)).toHaveLength(1);
    const row = await handle.db
      .selectFrom("jobs")
      .select(["status", "eta"])
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("on_site");
    expect(row.eta).toEqual(new Date("2026-07-10T08:45:00Z"));
  });

  it("lets two posts of the same id at once make one change, both answered alike", async () => {
    const job = await danJob(14);
    const id = crypto.randomUUID();
    const answers = await Promise.all([
      send(dan, onMyWay(job.id, "10:30"), queued(id, minutesBefore(5))),
      send(dan, onMyWay(job.id, "10:30"), queued(id, minutesBefore(5))),
    ]);
    expect(answers[0]).toMatchObject({ ok: true });
    expect(answers[1]).toEqual(answers[0]);
    expect(await events(job.id, "en_route")).toHaveLength(1);
    expect(await onMyWayEmails(job.id)).toHaveLength(1);
  });

  it("refuses an id used again for another step, another job or another engineer", async () => {
    const job = await danJob(16);
    const other = await danJob(18);
    const id = crypto.randomUUID();
    expect(await send(dan, onMyWay(job.id, "10:30"), queued(id, NOW))).toMatchObject({ ok: true });

    const reused = { ok: false, reason: "refused", message: REUSED_ID_MESSAGE };
    expect(await send(dan, arrived(job.id), queued(id, NOW))).toEqual(reused);
    expect(await send(dan, onMyWay(other.id, "10:30"), queued(id, NOW))).toEqual(reused);
    expect(await send(eve, onMyWay(job.id, "10:30"), queued(id, NOW))).toEqual(reused);
    expect(
      await handle.db
        .selectFrom("jobs")
        .select("status")
        .where("id", "=", other.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "scheduled" });
    expect(await events(job.id, "on_site")).toHaveLength(0);
  });

  it("never records a tap in the future, more than a day back or before the job's last event", async () => {
    const job = await danJob(12, TOMORROW);
    const future = new Date(NOW.getTime() + 3 * 3_600_000);
    expect(
      await send(dan, onMyWay(job.id, "10:20"), queued(crypto.randomUUID(), future)),
    ).toMatchObject({
      ok: true,
    });
    expect((await events(job.id, "en_route"))[0]?.at).toEqual(NOW);

    // A phone whose clock is a day behind: the arrival still follows the step before it.
    const later = new Date(NOW.getTime() + 10 * 60_000);
    const stale = new Date(NOW.getTime() - 26 * 3_600_000);
    expect(
      await send(dan, arrived(job.id), queued(crypto.randomUUID(), stale), later),
    ).toMatchObject({
      ok: true,
    });
    expect((await events(job.id, "on_site"))[0]?.at).toEqual(NOW);
  });

  it("refuses, with the reason, a step for a job the office cancelled while the engineer was offline", async () => {
    const job = await danJob(14, TOMORROW);
    await cancelJobByOffice(
      handle.db,
      office,
      { jobId: job.id, reason: "The tenant fixed it" },
      { now: minutesBefore(30), siteOrigin: SITE },
    );
    const answer = await send(
      dan,
      onMyWay(job.id, "10:30"),
      queued(crypto.randomUUID(), minutesBefore(10)),
    );
    expect(answer).toMatchObject({ ok: false, reason: "unchanged" });
    expect(answer.ok ? "" : "message" in answer ? answer.message : "").toContain(
      "The office cancelled this job",
    );
    expect(await events(job.id, "en_route")).toHaveLength(0);
  });

  it("adds a note from the queue once, however often it is sent", async () => {
    const job = await danJob(16, TOMORROW);
    const clientAction = queued(crypto.randomUUID(), minutesBefore(20));
    const note = () =>
      addJobNote(
        handle.db,
        dan,
        { jobId: job.id, note: "The stopcock is seized; needs a new one.", audience: "internal" },
        { siteOrigin: SITE, engineerScope: dan.id, now: NOW, clientAction },
      );
    const answers = [await note(), await note()];
    expect(answers).toEqual([
      { ok: true, reference: job.reference },
      { ok: true, reference: job.reference },
    ]);
    const notes = await handle.db
      .selectFrom("job_events")
      .select(["at", "note"])
      .where("job_id", "=", job.id)
      .where("kind", "=", "note")
      .execute();
    expect(notes).toEqual([
      { at: minutesBefore(20), note: "The stopcock is seized; needs a new one." },
    ]);
  });

  it("answers an unknown job as not found and keeps nothing, and refuses a time that is no time", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const id = crypto.randomUUID();
    expect(await send(dan, arrived(unknown), queued(id, NOW))).toEqual({
      ok: false,
      reason: "not-found",
    });
    const kept = await handle.db
      .selectFrom("engineer_client_actions")
      .select("id")
      .where("id", "=", id)
      .execute();
    expect(kept).toEqual([]);
    const read = (tappedAt: string) =>
      queuedActionSchema.safeParse({ clientActionId: id, tappedAt }).success;
    expect(read("2026-07-10T09:00:00+01:00")).toBe(true);
    expect(read("2026-07-10T09:00:00+99:99")).toBe(false);
    expect(read("yesterday")).toBe(false);
  });
});

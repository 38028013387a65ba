import { describe, expect, it } from "vitest";
import type { EngineerJob } from "~/lib/views/engineer";
import type { QueuedAction } from "./queue-store";
import { withQueuedSteps } from "./queued-steps";

const job: EngineerJob = {
  id: "job-1",
  reference: "CV-2026-000123",
  serviceName: "Plumbing repairs",
  emergency: false,
  status: "scheduled",
  statusLabel: "Engineer scheduled",
  nextStep: "on-my-way",
  windowTime: "08:00–10:00",
  windowLabel: "Tuesday 1 December, 08:00–10:00",
  windowEnd: "10:00",
  windowDate: "2026-12-01",
  windowStartsAt: "2026-12-01T08:00:00.000Z",
  windowEndsAt: "2026-12-01T10:00:00.000Z",
  address: "12 Spon Street, Coventry",
  postcode: "CV1 5DZ",
  mapUrl: "https://www.google.com/maps/search/?api=1&query=CV1%205DZ",
  customerName: "Sarah Mitchell",
  phoneDisplay: "024 7699 0123",
  description: "The kitchen tap drips.",
  statusDetail: null,
  customerPhotos: [],
  engineerPhotos: [],
  accessNotes: [],
  officeNotes: [],
  outcome: null,
  summary: null,
  signedOffBy: null,
  property: null,
};

let sequence = 0;
function queued(kind: QueuedAction["kind"], overrides: Partial<QueuedAction> = {}): QueuedAction {
  sequence += 1;
  return {
    id: `action-${sequence}`,
    accountId: "engineer-1",
    jobId: job.id,
    reference: job.reference,
    kind,
    tappedAt: "2026-12-01T08:10:00.000Z",
    sequence,
    fields: [],
    state: "waiting",
    ...overrides,
  };
}

describe("withQueuedSteps", () => {
  it("offers the step after those waiting on the phone, and posts the status they lead to", () => {
    expect(withQueuedSteps(job, [queued("on-my-way")])).toMatchObject({
      status: "en_route",
      nextStep: "arrived",
      statusLabel: "Engineer on the way",
      statusDetail: null,
    });
    expect(
      withQueuedSteps(job, [queued("on-my-way"), queued("arrived"), queued("finished")]),
    ).toMatchObject({
      status: "completed",
      nextStep: null,
    });
  });

  it("leaves the job as saved for notes, failed steps, other jobs and steps out of order", () => {
    const unchanged = [
      queued("note"),
      queued("on-my-way", { state: "failed", reason: "The office cancelled this job." }),
      queued("on-my-way", { jobId: "job-2" }),
      queued("arrived"),
    ];
    expect(withQueuedSteps(job, unchanged)).toBe(job);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { actionToKeep } from "./action-to-keep";
import type { QueuedAction } from "./queue-store";

const JOB_ID = "0b6f3c52-5d0e-4a57-9f7e-2f1c9d3b8a41";
const page = { accountId: "account-1", references: { [JOB_ID]: "CV-2026-000123" }, queue: [] };

function arrivedForm(jobId = JOB_ID): FormData {
  const data = new FormData();
  data.append("intent", "arrived");
  data.append("jobId", jobId);
  data.append("expectedStatus", "en_route");
  data.append("photo", new File([], ""));
  return data;
}

const waiting: QueuedAction = {
  id: "earlier",
  accountId: "account-1",
  jobId: JOB_ID,
  reference: "CV-2026-000123",
  kind: "on-my-way",
  tappedAt: "2026-12-01T08:00:00.000Z",
  sequence: 1,
  fields: [],
  state: "waiting",
};

function online(onLine: boolean) {
  vi.stubGlobal("navigator", { onLine });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("actionToKeep", () => {
  it("keeps a step tapped with no signal, without the empty file input", () => {
    online(false);
    const action = actionToKeep(arrivedForm(), page);
    expect(action).toMatchObject({
      accountId: "account-1",
      jobId: JOB_ID,
      reference: "CV-2026-000123",
      kind: "arrived",
      fields: [
        ["intent", "arrived"],
        ["jobId", JOB_ID],
        ["expectedStatus", "en_route"],
      ],
    });
    expect(Number.isNaN(Date.parse(action?.tappedAt ?? ""))).toBe(false);
  });

  it("posts a step online when nothing waits, and keeps it behind one that does", () => {
    online(true);
    expect(actionToKeep(arrivedForm(), page)).toBeNull();
    expect(actionToKeep(arrivedForm(), { ...page, queue: [waiting] })?.kind).toBe("arrived");
    expect(
      actionToKeep(arrivedForm(), { ...page, queue: [{ ...waiting, state: "failed" }] }),
    ).toBeNull();
  });

  it("posts what the server would refuse, and forms that are not steps", () => {
    online(false);
    expect(actionToKeep(arrivedForm("not-a-uuid"), page)).toBeNull();
    const leave = new FormData();
    leave.append("intent", "leave");
    leave.append("jobId", JOB_ID);
    expect(actionToKeep(leave, page)).toBeNull();
  });
});

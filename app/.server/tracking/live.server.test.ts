import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchJobVersion, type JobWatchOptions } from "./live.server";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A watch over a scripted series of versions, recording what it reports. */
function watch(versions: (string | null | Error)[], overrides: Partial<JobWatchOptions> = {}) {
  const reported: string[] = [];
  let reads = 0;
  const stop = watchJobVersion({
    readVersion: async () => {
      const next = versions[Math.min(reads, versions.length - 1)] ?? null;
      reads += 1;
      if (next instanceof Error) throw next;
      return next;
    },
    onVersion: (version) => reported.push(`job:${version}`),
    onHeartbeat: () => reported.push("ping"),
    onEnd: () => reported.push("end"),
    pollIntervalMs: 5_000,
    heartbeatIntervalMs: 30_000,
    lifetimeMs: 60_000,
    ...overrides,
  });
  return { reported, stop, reads: () => reads };
}

describe("watchJobVersion", () => {
  it("reports the version on connecting, then only changes", async () => {
    const { reported } = watch(["a", "a", "b", "b", "c"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(reported).toEqual(["job:a"]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reported).toEqual(["job:a", "job:b", "job:c"]);
  });

  it("polls every interval, one read at a time", async () => {
    const { reads } = watch(["a"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(2);
  });

  it("sends a heartbeat on a quiet connection", async () => {
    const { reported } = watch(["a"]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reported).toEqual(["job:a", "ping"]);
  });

  it("ends when its lifetime is over, and stops polling", async () => {
    const { reported, reads } = watch(["a"], { heartbeatIntervalMs: 1_000_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reported).toEqual(["job:a", "end"]);
    const readsAtEnd = reads();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads()).toBe(readsAtEnd);
  });

  it("ends when the job is gone or the read fails", async () => {
    const gone = watch(["a", null]);
    const failing = watch([new Error("database closed")]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gone.reported).toEqual(["job:a", "end"]);
    expect(failing.reported).toEqual(["end"]);
  });

  it("ends when sending fails, without throwing out of the timer", async () => {
    const reported: string[] = [];
    watchJobVersion({
      readVersion: async () => "a",
      onVersion: () => {
        throw new Error("stream closed");
      },
      onHeartbeat: () => reported.push("ping"),
      onEnd: () => {
        reported.push("end");
        throw new Error("already closed");
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(reported).toEqual(["end"]);
  });

  it("says nothing more once stopped", async () => {
    const { reported, stop, reads } = watch(["a", "b"]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reported).toEqual(["job:a"]);
    expect(reads()).toBe(1);
  });
});

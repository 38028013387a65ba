import { afterEach, describe, expect, it } from "vitest";
import {
  markStopping,
  readiness,
  resetReadiness,
  setReadinessProbes,
  type ReadinessProbe,
} from "./readiness.server";

afterEach(() => resetReadiness());

const ok = (name: string): ReadinessProbe => ({ name, check: () => Promise.resolve() });

describe("readiness", () => {
  it("is not ready while the services are still opening", async () => {
    expect(await readiness()).toEqual({ ready: false, reason: "starting", checks: {} });
  });

  it("is ready when every probe answers", async () => {
    setReadinessProbes([ok("database"), ok("migrations"), ok("storage")]);
    expect(await readiness()).toEqual({
      ready: true,
      checks: { database: "ok", migrations: "ok", storage: "ok" },
    });
  });

  it("names the failing probes and why", async () => {
    setReadinessProbes([
      ok("database"),
      { name: "migrations", check: () => Promise.reject(new Error("not applied: 20990101000000")) },
    ]);
    expect(await readiness()).toEqual({
      ready: false,
      reason: "migrations failing",
      checks: { database: "ok", migrations: "not applied: 20990101000000" },
    });
  });

  it("gives a probe that does not answer a deadline", async () => {
    setReadinessProbes([{ name: "storage", check: () => new Promise<void>(() => {}) }]);
    const answer = await readiness({ deadlineMs: 20 });
    expect(answer).toEqual({
      ready: false,
      reason: "storage failing",
      checks: { storage: "no answer within 20 ms" },
    });
  });

  it("answers every caller within a second from one round of probes", async () => {
    let rounds = 0;
    setReadinessProbes([
      {
        name: "database",
        check: async () => {
          rounds += 1;
        },
      },
    ]);
    await Promise.all([readiness({ now: 1_000 }), readiness({ now: 1_500 })]);
    await readiness({ now: 1_999 });
    expect(rounds).toBe(1);
    await readiness({ now: 2_000 });
    expect(rounds).toBe(2);
  });

  it("fails from the moment a stop begins, whatever the probes say", async () => {
    setReadinessProbes([ok("database")]);
    expect((await readiness({ now: 0 })).ready).toBe(true);
    markStopping();
    expect(await readiness({ now: 1 })).toEqual({ ready: false, reason: "stopping", checks: {} });
  });

  it("reports a change of state once", async () => {
    const changes: boolean[] = [];
    let healthy = true;
    setReadinessProbes([
      {
        name: "database",
        check: () => (healthy ? Promise.resolve() : Promise.reject(new Error("refused"))),
      },
    ]);
    const onChange = (answer: { ready: boolean }) => changes.push(answer.ready);
    await readiness({ now: 0, onChange });
    await readiness({ now: 2_000, onChange });
    healthy = false;
    await readiness({ now: 4_000, onChange });
    await readiness({ now: 6_000, onChange });
    expect(changes).toEqual([true, false]);
  });
});

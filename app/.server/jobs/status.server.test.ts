import { describe, expect, it } from "vitest";
import type { JobActorRole, JobStatus } from "../db/schema.server";
import { JOB_STATUSES, JOB_STATUS_LABELS, canTransition, nextStatuses } from "./status.server";

const ROLES: JobActorRole[] = ["admin", "engineer", "client", "customer-link", "system"];

/** The whole machine, written out: from → to → the roles allowed. Everything else is refused. */
const EXPECTED: Record<string, JobActorRole[]> = {
  "requested→confirmed": ["admin", "system"],
  "requested→cancelled": ["admin", "client", "customer-link"],
  "confirmed→scheduled": ["admin"],
  "confirmed→cancelled": ["admin", "client", "customer-link"],
  "scheduled→confirmed": ["admin", "system"],
  "scheduled→en_route": ["admin", "engineer"],
  "scheduled→cancelled": ["admin", "client", "customer-link"],
  "en_route→on_site": ["admin", "engineer"],
  "en_route→cancelled": ["admin"],
  "on_site→completed": ["admin", "engineer"],
};

describe("the status machine table", () => {
  for (const from of JOB_STATUSES) {
    for (const to of JOB_STATUSES) {
      const allowed = EXPECTED[`${from}→${to}`] ?? [];
      it(`${from} → ${to}: ${allowed.length ? allowed.join(", ") : "nobody"}`, () => {
        for (const role of ROLES) {
          expect(canTransition(from, to, role), `${role}`).toBe(allowed.includes(role));
        }
      });
    }
  }
});

describe("the machine's shape", () => {
  it("moves forward one step at a time, from requested to completed", () => {
    const path: JobStatus[] = ["requested"];
    for (;;) {
      const last = path[path.length - 1]!;
      const next = nextStatuses(last, "admin").filter(
        (status) =>
          status !== "cancelled" && JOB_STATUSES.indexOf(status) > JOB_STATUSES.indexOf(last),
      );
      if (next.length === 0) break;
      expect(next).toHaveLength(1);
      path.push(next[0]!);
    }
    expect(path).toEqual([
      "requested",
      "confirmed",
      "scheduled",
      "en_route",
      "on_site",
      "completed",
    ]);
  });

  it("lets nobody change a completed or cancelled job", () => {
    for (const role of ROLES) {
      expect(nextStatuses("completed", role)).toEqual([]);
      expect(nextStatuses("cancelled", role)).toEqual([]);
    }
  });

  it("lets only the office cancel once the engineer has set off, and nobody once on site", () => {
    for (const role of ROLES) {
      expect(canTransition("en_route", "cancelled", role)).toBe(role === "admin");
      expect(canTransition("on_site", "cancelled", role)).toBe(false);
    }
  });

  it("lists the moves a role can make from a status", () => {
    expect(nextStatuses("scheduled", "engineer")).toEqual(["en_route"]);
    expect(nextStatuses("scheduled", "admin")).toEqual(["confirmed", "en_route", "cancelled"]);
    expect(nextStatuses("scheduled", "customer-link")).toEqual(["cancelled"]);
    expect(nextStatuses("requested", "system")).toEqual(["confirmed"]);
    expect(nextStatuses("confirmed", "admin")).toEqual(["scheduled", "cancelled"]);
  });

  it("has a label for every status", () => {
    expect(Object.keys(JOB_STATUS_LABELS).sort()).toEqual([...JOB_STATUSES].sort());
  });
});

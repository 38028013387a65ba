import { describe, expect, it } from "vitest";
import { backupsToDelete, isoWeekOf, londonDayOf } from "./retention.server";

const at = (iso: string) => ({ createdAt: new Date(iso), name: iso });

describe("retention of scheduled backups", () => {
  it("keeps 7 daily and 4 weekly out of two months of daily backups", () => {
    const backups = Array.from({ length: 60 }, (_, day) =>
      at(new Date(Date.UTC(2026, 9, 1 + day, 3)).toISOString()),
    );
    const deleted = new Set(backupsToDelete(backups, { daily: 7, weekly: 4 }));
    const kept = backups.filter((backup) => !deleted.has(backup)).map((b) => b.name.slice(0, 10));
    // 2026-10-01 + 59 days = 2026-11-29 (a Sunday): the last 7 days, and the Sundays ending
    // the three weeks before this one.
    expect(kept).toEqual([
      "2026-11-08",
      "2026-11-15",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });

  it("keeps only the newest backup of a day, and deletes nothing when there are few", () => {
    const morning = at("2026-11-27T03:00:00Z");
    const evening = at("2026-11-27T18:00:00Z");
    expect(backupsToDelete([morning, evening], { daily: 7, weekly: 4 })).toEqual([morning]);
    expect(backupsToDelete([evening], { daily: 7, weekly: 4 })).toEqual([]);
  });

  it("counts days in London: 00:30 BST on 1 July is still 30 June in UTC", () => {
    expect(londonDayOf(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(isoWeekOf("2026-01-01")).toBe("2026-W01");
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53");
  });
});

import { sql, type Kysely } from "kysely";
import type { WorkingDay } from "~/lib/schemas/dispatch";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { listEngineers } from "../accounts/engineers.server";
import type { Database } from "../db/schema.server";

/** The hours of a weekday without a row of its own (decision 0024). */
export const DEFAULT_WORKING_DAY = { start: "06:00", end: "22:00" } as const;

export interface EngineerWeek {
  engineerId: string;
  name: string;
  email: string;
  days: WorkingDay[];
}

/** "06:00:00" (a Postgres time) → "06:00". */
function wallClock(time: string | null): string | null {
  return time ? time.slice(0, 5) : null;
}

/** Every engineer with their week, Monday first; weekdays without a row get the default day. */
export async function listEngineerWeeks(db: Kysely<Database>): Promise<EngineerWeek[]> {
  const [engineers, rows] = await Promise.all([
    listEngineers(db),
    db
      .selectFrom("engineer_working_hours")
      .select(["engineer_id", "iso_weekday", "starts_at", "ends_at"])
      .execute(),
  ]);
  return engineers.map((engineer) => ({
    engineerId: engineer.id,
    name: engineer.name,
    email: engineer.email,
    days: Array.from({ length: 7 }, (_, index) => {
      const iso = index + 1;
      const row = rows.find((day) => day.engineer_id === engineer.id && day.iso_weekday === iso);
      if (!row) return { iso, works: true, ...DEFAULT_WORKING_DAY };
      return {
        iso,
        works: row.starts_at !== null,
        start: wallClock(row.starts_at),
        end: wallClock(row.ends_at),
      };
    }),
  }));
}

export type SaveWeekResult =
  | { ok: true; name: string; clashes: { reference: string; windowStart: Date }[] }
  | { ok: false; reason: "not-found" };

/**
 * Stores an engineer's week (all seven days, so the default no longer applies to them) and
 * logs the change. Capacity follows at once; jobs already given to the engineer that now fall
 * outside their hours are not dropped but returned as clashes, which the board shows.
 */
export async function saveWorkingWeek(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { engineerId: string; days: WorkingDay[] },
  options: { now?: Date } = {},
): Promise<SaveWeekResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<SaveWeekResult> => {
    const engineer = (await listEngineers(trx)).find((entry) => entry.id === input.engineerId);
    if (!engineer) return { ok: false, reason: "not-found" };
    const before = await trx
      .selectFrom("engineer_working_hours")
      .select(["iso_weekday", "starts_at", "ends_at"])
      .where("engineer_id", "=", input.engineerId)
      .orderBy("iso_weekday")
      .execute();
    const rows = input.days.map((day) => ({
      engineer_id: input.engineerId,
      iso_weekday: day.iso,
      starts_at: day.works ? day.start : null,
      ends_at: day.works ? day.end : null,
      updated_at: now,
    }));
    await trx
      .insertInto("engineer_working_hours")
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(["engineer_id", "iso_weekday"]).doUpdateSet((eb) => ({
          starts_at: eb.ref("excluded.starts_at"),
          ends_at: eb.ref("excluded.ends_at"),
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
    await logChange(trx, {
      actor,
      entity: "working-hours",
      entityId: input.engineerId,
      action: "save",
      before,
      after: input.days,
    });
    const clashes = await trx
      .selectFrom("jobs")
      .select(["reference", "window_start as windowStart"])
      .where("engineer_id", "=", input.engineerId)
      .where("status", "in", ["confirmed", "scheduled"])
      .where("window_start", ">", now)
      .where(
        sql<boolean>`not public.engineer_works_in_window(engineer_id, window_start, window_end)`,
      )
      .orderBy("window_start")
      .limit(50)
      .$narrowType<{ windowStart: Date }>()
      .execute();
    return { ok: true, name: engineer.name, clashes };
  });
}

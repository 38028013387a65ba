import type { Kysely } from "kysely";
import type { ResponseTargets } from "~/lib/organisations";
import type { Database } from "../db/schema.server";

/** The response targets a new organisation starts with, as the office set them. */
export async function getOrganisationDefaults(db: Kysely<Database>): Promise<ResponseTargets> {
  const row = await db
    .selectFrom("organisation_defaults")
    .select(["target_emergency_hours", "target_urgent_days", "target_routine_working_days"])
    .executeTakeFirstOrThrow();
  return {
    emergencyHours: row.target_emergency_hours,
    urgentDays: row.target_urgent_days,
    routineWorkingDays: row.target_routine_working_days,
  };
}

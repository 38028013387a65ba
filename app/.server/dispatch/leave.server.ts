import { sql, type Kysely } from "kysely";
import { londonDate } from "~/lib/booking-rules";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database, LeaveStatus } from "../db/schema.server";

export type LeaveResult =
  | { ok: true; leaveId: string }
  | { ok: false; reason: "refused"; message: string; field?: "firstDay" | "lastDay" };

/** The longest leave one request may ask for. */
const MAX_LEAVE_DAYS = 62;

function daysBetween(first: string, last: string): number {
  return (
    Math.round((Date.parse(`${last}T12:00:00Z`) - Date.parse(`${first}T12:00:00Z`)) / 86_400_000) +
    1
  );
}

/**
 * An engineer asks for days off (whole London days). Refused for days already past, for more
 * than two months at once, and for days that overlap leave already asked for or approved.
 */
export async function requestLeave(
  db: Kysely<Database>,
  engineerId: string,
  input: { firstDay: string; lastDay: string; reason: string },
  options: { now?: Date } = {},
): Promise<LeaveResult> {
  const today = londonDate(options.now ?? new Date());
  if (input.firstDay < today) {
    return {
      ok: false,
      reason: "refused",
      message: "Choose a day from today on.",
      field: "firstDay",
    };
  }
  if (input.lastDay < input.firstDay) {
    return {
      ok: false,
      reason: "refused",
      message: "The last day cannot be before the first day.",
      field: "lastDay",
    };
  }
  if (daysBetween(input.firstDay, input.lastDay) > MAX_LEAVE_DAYS) {
    return {
      ok: false,
      reason: "refused",
      message: `Ask for at most ${MAX_LEAVE_DAYS} days at a time.`,
      field: "lastDay",
    };
  }
  return db.transaction().execute(async (trx): Promise<LeaveResult> => {
    // One engineer's requests one after the other, so two taps cannot file the same days twice.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`leave:${engineerId}`}, 0))`.execute(
      trx,
    );
    const overlapping = await trx
      .selectFrom("engineer_leave")
      .select("id")
      .where("engineer_id", "=", engineerId)
      .where("status", "in", ["requested", "approved"])
      .where(
        sql<boolean>`first_day <= ${input.lastDay}::date and last_day >= ${input.firstDay}::date`,
      )
      .executeTakeFirst();
    if (overlapping) {
      return {
        ok: false,
        reason: "refused",
        message: "You have already asked for some of these days.",
        field: "firstDay",
      };
    }
    const row = await trx
      .insertInto("engineer_leave")
      .values({
        engineer_id: engineerId,
        first_day: input.firstDay,
        last_day: input.lastDay,
        reason: input.reason,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await logChange(trx, {
      actor: { id: engineerId, role: "engineer" },
      entity: "leave",
      entityId: row.id,
      action: "request",
      after: input,
    });
    return { ok: true, leaveId: row.id };
  });
}

/** An engineer withdraws a request the office has not decided yet. */
export async function withdrawLeave(
  db: Kysely<Database>,
  engineerId: string,
  leaveId: string,
): Promise<{ ok: true } | { ok: false; reason: "not-found" }> {
  const withdrawn = await db
    .updateTable("engineer_leave")
    .set({ status: "withdrawn" })
    .where("id", "=", leaveId)
    .where("engineer_id", "=", engineerId)
    .where("status", "=", "requested")
    .returning("id")
    .executeTakeFirst();
  return withdrawn ? { ok: true } : { ok: false, reason: "not-found" };
}

/** A job of the engineer's that falls in the leave: the office must move or reassign it. */
export interface LeaveClash {
  jobId: string;
  reference: string;
  windowStart: Date;
}

export type LeaveDecisionResult =
  | { ok: true; status: LeaveStatus; clashes: LeaveClash[] }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; message: string };

/**
 * The office approves or declines a leave request. Approved leave takes the engineer out of
 * the capacity of every window on those days at once; jobs already given to them on those days
 * are not dropped but returned as clashes, which the board shows until they are moved.
 */
export async function decideLeave(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { leaveId: string; decision: "approve" | "decline" },
  options: { now?: Date } = {},
): Promise<LeaveDecisionResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<LeaveDecisionResult> => {
    const leave = await trx
      .selectFrom("engineer_leave")
      .select([
        "id",
        "engineer_id",
        "status",
        sql<string>`first_day::text`.as("first_day"),
        sql<string>`last_day::text`.as("last_day"),
      ])
      .where("id", "=", input.leaveId)
      .forUpdate()
      .executeTakeFirst();
    if (!leave) return { ok: false, reason: "not-found" };
    if (leave.status !== "requested") {
      return { ok: false, reason: "refused", message: `This request was already ${leave.status}.` };
    }
    const status: LeaveStatus = input.decision === "approve" ? "approved" : "declined";
    await trx
      .updateTable("engineer_leave")
      .set({ status, decided_by: actor.id, decided_at: now })
      .where("id", "=", leave.id)
      .execute();
    await logChange(trx, {
      actor,
      entity: "leave",
      entityId: leave.id,
      action: input.decision,
      before: { status: leave.status },
      after: { status },
    });
    const clashes =
      status === "approved"
        ? await trx
            .selectFrom("jobs")
            .select(["id as jobId", "reference", "window_start as windowStart"])
            .where("engineer_id", "=", leave.engineer_id)
            .where("status", "in", ["confirmed", "scheduled"])
            .where(
              sql<boolean>`(window_start at time zone 'Europe/London')::date between ${leave.first_day}::date and ${leave.last_day}::date`,
            )
            .orderBy("window_start")
            .$narrowType<{ windowStart: Date }>()
            .execute()
        : [];
    return { ok: true, status, clashes };
  });
}

export interface LeaveRow {
  id: string;
  engineerId: string;
  engineerName: string;
  firstDay: string;
  lastDay: string;
  reason: string;
  status: LeaveStatus;
  createdAt: Date;
}

/**
 * Leave requests: an engineer's own (engineerId), or everyone's waiting for a decision, or
 * everyone's approved leave touching [fromDay, toDay] — the board's and the engineer's lists.
 */
export async function listLeave(
  db: Kysely<Database>,
  filter: { engineerId?: string; statuses?: LeaveStatus[]; fromDay?: string; toDay?: string },
): Promise<LeaveRow[]> {
  let query = db
    .selectFrom("engineer_leave as leave")
    .innerJoin("auth.users as users", "users.id", "leave.engineer_id")
    .leftJoin("profiles", "profiles.id", "leave.engineer_id")
    .select([
      "leave.id",
      "leave.engineer_id as engineerId",
      sql<string>`coalesce(nullif(profiles.full_name, ''), nullif(users.raw_user_meta_data ->> 'full_name', ''), users.email)`.as(
        "engineerName",
      ),
      sql<string>`leave.first_day::text`.as("firstDay"),
      sql<string>`leave.last_day::text`.as("lastDay"),
      "leave.reason",
      "leave.status",
      "leave.created_at as createdAt",
    ])
    .orderBy("leave.first_day")
    .orderBy("leave.created_at")
    .limit(200);
  if (filter.engineerId) query = query.where("leave.engineer_id", "=", filter.engineerId);
  if (filter.statuses) query = query.where("leave.status", "in", filter.statuses);
  if (filter.toDay) query = query.where(sql<boolean>`leave.first_day <= ${filter.toDay}::date`);
  if (filter.fromDay) query = query.where(sql<boolean>`leave.last_day >= ${filter.fromDay}::date`);
  return query.execute();
}

import type { Kysely } from "kysely";
import { findService } from "~/content/services";
import {
  addCalendarDays,
  formatCalendarDate,
  isCalendarDate,
  londonDate,
  windowsForDate,
} from "~/lib/booking-rules";
import type { Database } from "../db/schema.server";
import { bookedCounts, windowCapacities } from "../jobs/capacity.server";
import { getBookingSettings } from "../jobs/settings.server";
import {
  BOARD_STATUS_LABELS,
  DISPATCHABLE_STATUSES,
  boardColumns,
  firstName,
  jobClashes,
  leaveDaysLabel,
  londonClock,
  londonDayBounds,
  organisationCardFacts,
  shortDayLabel,
  waitingLabel,
  windowOnDayLabel,
  type ClashEngineer,
} from "./board-model.server";
import {
  cachedCapacities,
  cachedWorkingWindows,
  readAwaitingApproval,
  readBoardState,
  readDayJobs,
  readEngineers,
  readOtherDaysQueue,
  countUrgentWaiting,
  weekAround,
  type JobRow,
} from "./board-queries.server";
import { lateRisk } from "./late-risk.server";
import { listLeave } from "./leave.server";
import type { Board, BoardJob, BoardWindow, EngineerState } from "~/lib/views/dispatch";
export type {
  Board,
  BoardEngineer,
  BoardJob,
  BoardProblem,
  BoardWindow,
  EngineerState,
  PendingLeave,
  WeekDay,
} from "~/lib/views/dispatch";

/** The day asked for in `?day=`, today when none; null when it is not a date we can show. */
export function parseBoardDay(value: string | null, now: Date): string | null {
  if (value === null || value === "") return londonDate(now);
  if (!isCalendarDate(value) || value < "2000-01-01" || value > "2099-12-31") return null;
  return value;
}

/** The board's version for /admin/events: the page reloads its data when it changes. */
export async function readBoardVersion(
  db: Kysely<Database>,
  day: string,
  now: Date,
): Promise<string> {
  return (await readBoardState(db, day, now)).version;
}

const STATE_LABELS: Record<EngineerState, string> = {
  working: "Working",
  "on-leave": "On leave",
  "day-off": "Day off",
  "not-engineer": "No longer an engineer",
};

/**
 * Everything the dispatch board shows for one London day: the week's load, the engineers ×
 * windows grid with each window's booked/capacity, the day's jobs, the unassigned queue,
 * clashes, late-risk flags and the leave waiting for a decision. A fixed number of queries
 * whatever the number of jobs or engineers; every rule is the database's or a pure function's.
 */
export async function loadBoard(
  db: Kysely<Database>,
  options: { day: string; now: Date },
): Promise<Board> {
  const { day, now } = options;
  // Read first: a change landing while the rest is read then shows as a newer version.
  const { version, capacityKey } = await readBoardState(db, day, now);
  const rules = await getBookingSettings(db);
  const { start: dayStart, end: dayEnd } = londonDayBounds(day);
  const weekDays = weekAround(day);
  const weekFrom = londonDayBounds(weekDays[0] ?? day).start;
  const weekTo = londonDayBounds(weekDays[6] ?? day).end;
  const weekWindows = weekDays.map((weekDay) => ({
    day: weekDay,
    windows: windowsForDate(weekDay, rules),
  }));

  const [dayJobs, queue, awaiting, booked, leave, capacity, engineerRows, urgentWaiting] =
    await Promise.all([
      readDayJobs(db, dayStart, dayEnd),
      readOtherDaysQueue(db, dayStart, dayEnd),
      readAwaitingApproval(db),
      // Places taken in every window of the week, in one grouped count.
      bookedCounts(db, weekFrom, weekTo),
      listLeave(db, { statuses: ["requested"] }),
      cachedCapacities(
        db,
        capacityKey,
        weekWindows.flatMap((weekDay) => weekDay.windows),
      ),
      readEngineers(db, day, dayStart, dayEnd),
      countUrgentWaiting(db),
    ]);

  const columns = boardColumns(
    windowsForDate(day, rules),
    dayJobs.flatMap((job) =>
      job.window_start && job.window_end ? [{ start: job.window_start, end: job.window_end }] : [],
    ),
  );
  // A window the day's rules no longer make (held by a job from before a change of hours).
  const offGrid = columns.filter((column) => !column.onGrid);
  const [works, offGridCapacities] = await Promise.all([
    cachedWorkingWindows(db, capacityKey, columns),
    offGrid.length > 0 ? windowCapacities(db, offGrid) : new Map<number, number>(),
  ]);
  // Someone holding a job without the engineer role works in no window.
  const worksIn = (id: string) => works.get(id) ?? columns.map(() => false);
  const capacityOf = (start: Date) =>
    capacity.get(start.getTime()) ?? offGridCapacities.get(start.getTime()) ?? 0;
  const sumOver = (windows: readonly { start: Date }[], counts: (start: Date) => number) =>
    windows.reduce((total, window) => total + counts(window.start), 0);
  const bookedByDay = new Map<string, number>();
  for (const [start, count] of booked) {
    const bookedDay = londonDate(new Date(start));
    bookedByDay.set(bookedDay, (bookedByDay.get(bookedDay) ?? 0) + count);
  }

  const columnOf = new Map(columns.map((column, index) => [column.start.getTime(), index]));
  const engineers = new Map<string, ClashEngineer>(
    engineerRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        isEngineer: row.is_engineer,
        onLeave: row.leave_reason !== null,
        worksIn: worksIn(row.id),
      },
    ]),
  );
  const perEngineer = engineerRows[0]?.per_engineer ?? 1;
  const dayColumn = (job: JobRow) =>
    job.window_start ? (columnOf.get(job.window_start.getTime()) ?? null) : null;
  const clashes = jobClashes(
    dayJobs.map((job) => ({
      id: job.id,
      status: job.status,
      engineerId: job.engineer_id,
      column: dayColumn(job),
    })),
    engineers,
    perEngineer,
  );

  const windowLabelOf = (job: JobRow, onDay: boolean) => {
    if (!job.window_start || !job.window_end) return "No time yet";
    const column = onDay ? dayColumn(job) : null;
    // The column's label is made once; formatting in the zone is the costly part per card.
    if (column !== null) return columns[column]?.label ?? "";
    return windowOnDayLabel(job.window_start, job.window_end);
  };
  const toCard = (job: JobRow, onDay: boolean): BoardJob => ({
    id: job.id,
    reference: job.reference,
    serviceName: findService(job.service_slug)?.name ?? job.service_slug,
    postcode: job.postcode,
    customerFirstName: firstName(job.customer_name),
    status: job.status,
    statusLabel: BOARD_STATUS_LABELS[job.status],
    emergency: job.emergency,
    organisationName: job.organisation_name,
    organisation: organisationCardFacts(job, now),
    engineerId: job.engineer_id,
    windowStart: job.window_start?.toISOString() ?? null,
    windowLabel: windowLabelOf(job, onDay),
    column: onDay ? dayColumn(job) : null,
    waiting: waitingLabel(job.created_at, now),
    lateRisk: lateRisk(
      {
        status: job.status,
        engineerId: job.engineer_id,
        windowStart: job.window_start,
        windowEnd: job.window_end,
      },
      now,
    ),
    clash: clashes.get(job.id) ?? null,
    canDispatch: DISPATCHABLE_STATUSES.includes(job.status) && job.approval !== "pending",
  });

  const jobs = dayJobs.map((job) => toCard(job, true));
  const otherDays = queue.rows.map((job) => toCard(job, false));
  const awaitingCards = awaiting.rows.map((job) => toCard(job, false));
  // The queue is oldest first; the day's jobs were read in window order.
  const onDay = jobs
    .map((job, index) => ({ job, createdAt: dayJobs[index]?.created_at.getTime() ?? 0 }))
    .filter(({ job }) => job.engineerId === null && job.canDispatch)
    .sort((a, b) => a.createdAt - b.createdAt)
    .map(({ job }) => job);

  const windows: BoardWindow[] = columns.map((column) => {
    const places = capacityOf(column.start);
    const taken = booked.get(column.start.getTime()) ?? 0;
    return {
      start: column.start.toISOString(),
      end: column.end.toISOString(),
      label: column.label,
      booked: taken,
      capacity: places,
      overFull: taken > places,
      over: column.end.getTime() <= now.getTime(),
      onGrid: column.onGrid,
    };
  });

  const problems = (list: BoardJob[], pick: (job: BoardJob) => string | null) =>
    list.flatMap((job) => {
      const message = pick(job);
      return message ? [{ jobId: job.id, reference: job.reference, message }] : [];
    });

  return {
    day,
    dayLabel: formatCalendarDate(day),
    today: londonDate(now),
    previousDay: addCalendarDays(day, -1),
    nextDay: addCalendarDays(day, 1),
    readAt: londonClock(now),
    version,
    week: weekWindows.map(({ day: weekDay, windows: dayWindows }) => ({
      day: weekDay,
      label: shortDayLabel(weekDay),
      booked: bookedByDay.get(weekDay) ?? 0,
      // The board's own day counts its off-grid windows too, as its columns do.
      capacity: sumOver(weekDay === day ? columns : dayWindows, capacityOf),
      isToday: weekDay === londonDate(now),
      isSelected: weekDay === day,
    })),
    windows,
    engineers: engineerRows.map((row) => {
      const state: EngineerState = !row.is_engineer
        ? "not-engineer"
        : row.leave_reason !== null
          ? "on-leave"
          : worksIn(row.id).some(Boolean)
            ? "working"
            : "day-off";
      return {
        id: row.id,
        name: row.name,
        state,
        stateLabel:
          state === "on-leave" ? `On leave: ${row.leave_reason ?? ""}` : STATE_LABELS[state],
        worksIn: worksIn(row.id),
      };
    }),
    assignable: engineerRows
      .filter((row) => row.is_engineer)
      .map((row) => ({
        id: row.id,
        name: row.name,
        note:
          row.leave_reason !== null ? "on leave" : worksIn(row.id).some(Boolean) ? null : "day off",
      })),
    jobs,
    queue: { onDay, otherDays, otherDaysTotal: queue.total },
    urgentWaiting,
    awaitingApproval: { jobs: awaitingCards, total: awaiting.total },
    clashes: [
      ...windows.flatMap((window) =>
        window.overFull && !window.over
          ? [
              {
                jobId: null,
                reference: null,
                message: `${window.label} is over-full: ${window.booked} booked for ${window.capacity} place${window.capacity === 1 ? "" : "s"}.`,
              },
            ]
          : [],
      ),
      ...problems(jobs, (job) => job.clash),
    ],
    atRisk: problems(jobs, (job) => job.lateRisk?.message ?? null),
    overdue: problems(
      [...jobs, ...otherDays, ...awaitingCards].filter(
        (job, index, all) => all.findIndex((other) => other.id === job.id) === index,
      ),
      (job) =>
        job.organisation.overdue
          ? `${job.organisationName ?? "Organisation"}'s ${job.organisation.priorityLabel?.toLowerCase() ?? ""} job is overdue (${job.organisation.dueLabel?.replace(/^Due /, "was due ") ?? ""}).`
          : null,
    ),
    leave: leave.map((request) => ({
      id: request.id,
      engineerName: request.engineerName,
      days: leaveDaysLabel(request.firstDay, request.lastDay),
      reason: request.reason,
    })),
  };
}

// The board's pure parts: labels, the grid's columns and the clashes, from rows already read.
// No database here, so each rule reads (and is tested) on its own.
import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";
import { addCalendarDays, formatTimeRange, LONDON, type ArrivalWindow } from "~/lib/booking-rules";
import { formatPence } from "~/lib/money";
import { isOverdue, PRIORITY_LABELS } from "~/lib/organisations";
import type { ApprovalState, JobPriority, JobStatus } from "../db/schema.server";
import type { OrganisationCardFacts } from "~/lib/views/dispatch";
export type { OrganisationCardFacts } from "~/lib/views/dispatch";

const inLondon = tz(LONDON);

/** The statuses in which the office can still change a job's engineer or window. */
export const DISPATCHABLE_STATUSES: readonly JobStatus[] = ["requested", "confirmed", "scheduled"];

/** Short status names for the cards; colour on the card always comes with this text. */
export const BOARD_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  requested: "Received",
  confirmed: "Confirmed",
  scheduled: "Scheduled",
  en_route: "On the way",
  on_site: "On site",
  completed: "Done",
  cancelled: "Cancelled",
};

/** The instants a London calendar day starts and ends. */
export function londonDayBounds(day: string): { start: Date; end: Date } {
  const instant = (date: string) => {
    const [year, month, dayOfMonth] = date.split("-").map(Number);
    return new Date(
      new TZDate(year ?? 0, (month ?? 1) - 1, dayOfMonth ?? 1, 0, 0, LONDON).getTime(),
    );
  };
  return { start: instant(day), end: instant(addCalendarDays(day, 1)) };
}

/** "Mon 30 Nov" for a calendar day. */
export function shortDayLabel(day: string): string {
  return format(londonDayBounds(day).start, "EEE d MMM", { in: inLondon });
}

/** "Mon 30 Nov, 08:00–10:00": a window on a day other than the board's. */
export function windowOnDayLabel(start: Date, end: Date): string {
  return `${format(start, "EEE d MMM", { in: inLondon })}, ${formatTimeRange(start, end)}`;
}

/** "09:41" in London. */
export function londonClock(at: Date): string {
  return format(at, "HH:mm", { in: inLondon });
}

/** "waiting 25 min", "waiting 3 h", "waiting 4 days": how long a job has waited since booking. */
export function waitingLabel(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return `waiting ${Math.max(1, minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `waiting ${hours} h`;
  return `waiting ${Math.floor(hours / 24)} days`;
}

/** "Sarah" from "Sarah Mitchell": the board shows first names only. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

export interface Column {
  start: Date;
  end: Date;
  label: string;
  /** False for a window a job holds that the day's rules no longer make (the hours changed). */
  onGrid: boolean;
}

/**
 * The board's columns: the day's arrival windows, then any other window a job of the day
 * holds (made under earlier rules), so that no job drops off the board; in time order.
 */
export function boardColumns(
  windows: readonly ArrivalWindow[],
  jobWindows: readonly { start: Date; end: Date }[],
): Column[] {
  const columns: Column[] = windows.map((window) => ({ ...window, onGrid: true }));
  const known = new Set(columns.map((column) => column.start.getTime()));
  for (const window of jobWindows) {
    if (known.has(window.start.getTime())) continue;
    known.add(window.start.getTime());
    columns.push({
      start: window.start,
      end: window.end,
      label: formatTimeRange(window.start, window.end),
      onGrid: false,
    });
  }
  return columns.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export interface ClashEngineer {
  id: string;
  name: string;
  isEngineer: boolean;
  onLeave: boolean;
  /** Per column: whether their hours (and leave) cover the window. */
  worksIn: readonly boolean[];
}

export interface ClashJob {
  id: string;
  status: JobStatus;
  engineerId: string | null;
  column: number | null;
}

/**
 * Why each job cannot be done by its engineer as things stand: the engineer is no longer
 * one, is on approved leave, does not work in the window, or holds more jobs in the window
 * than the setting allows (it was lowered). Only jobs the office can still change count.
 */
export function jobClashes(
  jobs: readonly ClashJob[],
  engineers: ReadonlyMap<string, ClashEngineer>,
  perEngineer: number,
): Map<string, string> {
  const held = new Map<string, number>();
  for (const job of jobs) {
    if (job.engineerId === null || job.column === null || job.status === "cancelled") continue;
    const key = `${job.engineerId}|${job.column}`;
    held.set(key, (held.get(key) ?? 0) + 1);
  }
  const clashes = new Map<string, string>();
  for (const job of jobs) {
    if (!DISPATCHABLE_STATUSES.includes(job.status)) continue;
    if (job.engineerId === null || job.column === null) continue;
    const engineer = engineers.get(job.engineerId);
    if (!engineer) continue;
    const taken = held.get(`${job.engineerId}|${job.column}`) ?? 0;
    const message = !engineer.isEngineer
      ? `${engineer.name} is no longer an engineer.`
      : engineer.onLeave
        ? `${engineer.name} is on leave that day.`
        : engineer.worksIn[job.column] === false
          ? `${engineer.name} does not work at that time.`
          : taken > perEngineer
            ? `${engineer.name} has ${taken} jobs in this window (${perEngineer} allowed).`
            : null;
    if (message) clashes.set(job.id, message);
  }
  return clashes;
}

/** "Mon 7 Dec" or "Mon 7 Dec – Wed 9 Dec (3 days)". */
export function leaveDaysLabel(firstDay: string, lastDay: string): string {
  if (firstDay === lastDay) return shortDayLabel(firstDay);
  const days =
    Math.round(
      (Date.parse(`${lastDay}T12:00:00Z`) - Date.parse(`${firstDay}T12:00:00Z`)) / 86_400_000,
    ) + 1;
  return `${shortDayLabel(firstDay)} – ${shortDayLabel(lastDay)} (${days} days)`;
}

/** How many references a toast names before it says how many more there are. */
const TOAST_REFERENCES = 5;

/** The toast after approving leave: how many of the engineer's jobs now clash, and which. */
export function leaveApprovedToast(references: readonly string[]): {
  type: "success" | "info";
  title: string;
  description: string;
} {
  const count = references.length;
  if (count === 0) {
    return { type: "success", title: "Leave approved", description: "No jobs clash with it." };
  }
  const named = references.slice(0, TOAST_REFERENCES).join(", ");
  const more = count > TOAST_REFERENCES ? ` and ${count - TOAST_REFERENCES} more` : "";
  return {
    type: "info",
    title: "Leave approved",
    description: `${count} job${count === 1 ? " clashes" : "s clash"} with it: ${named}${more}. Move or reassign ${count === 1 ? "it" : "them"} on the board.`,
  };
}

/** What an organisation's job adds to its card: priority, due time, overdue, approval. */
export function organisationCardFacts(
  job: {
    status: JobStatus;
    priority: JobPriority | null;
    due_at: Date | null;
    approval: ApprovalState | null;
    estimate_pence: number | null;
  },
  now: Date,
): OrganisationCardFacts {
  return {
    priorityLabel: job.priority ? PRIORITY_LABELS[job.priority] : null,
    dueLabel: job.due_at ? `Due ${format(job.due_at, "EEE d MMM, HH:mm", { in: inLondon })}` : null,
    overdue: isOverdue({ dueAt: job.due_at, status: job.status }, now),
    awaitingApproval: job.approval === "pending",
    estimate: job.estimate_pence === null ? null : formatPence(job.estimate_pence),
  };
}

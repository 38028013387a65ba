import { addCalendarDays, londonDate } from "./calendar-date";

/** The fixed addresses of the three organisations the business started with (spec routes). */
export const ORGANISATION_ALIASES = ["moathouse", "empire", "handylot"] as const;

export const MEMBER_ROLES = ["owner", "manager", "member"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLE_LABELS: Readonly<Record<MemberRole, string>> = {
  owner: "Owner",
  manager: "Manager",
  member: "Member",
};

/**
 * Whether an organisation buying construction services is an end user or an intermediary
 * (no reverse charge) or a contractor who supplies them on (the domestic reverse charge).
 */
export const CONSTRUCTION_SERVICES_ROLES = ["end_user", "intermediary", "contractor"] as const;
export type ConstructionServicesRole = (typeof CONSTRUCTION_SERVICES_ROLES)[number];
export const CONSTRUCTION_SERVICES_ROLE_LABELS: Readonly<Record<ConstructionServicesRole, string>> =
  {
    end_user: "End user (VAT charged as usual)",
    intermediary: "Intermediary supplier (VAT charged as usual)",
    contractor: "Contractor who supplies the work on (domestic reverse charge)",
  };

const RANK: Readonly<Record<MemberRole, number>> = { member: 1, manager: 2, owner: 3 };

/**
 * What each role may do in its organisation: members raise and follow jobs; managers also
 * look after properties and decide on spend; owners also manage members and the spend limit.
 */
export function memberMay(role: MemberRole, needs: MemberRole): boolean {
  return RANK[role] >= RANK[needs];
}

export const JOB_PRIORITIES = ["emergency", "urgent", "routine"] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

export const PRIORITY_LABELS: Readonly<Record<JobPriority, string>> = {
  emergency: "Emergency",
  urgent: "Urgent",
  routine: "Routine",
};

export interface ResponseTargets {
  emergencyHours: number;
  urgentDays: number;
  routineWorkingDays: number;
}

export const DEFAULT_RESPONSE_TARGETS: ResponseTargets = {
  emergencyHours: 4,
  urgentDays: 2,
  routineWorkingDays: 10,
};

/** £250: estimates above it wait for the organisation's approval. */
export const DEFAULT_SPEND_LIMIT_PENCE = 25_000;

/** What the target means, in the words the organisation agreed to. */
export function describeTarget(priority: JobPriority, targets: ResponseTargets): string {
  switch (priority) {
    case "emergency":
      return `within ${targets.emergencyHours} hour${targets.emergencyHours === 1 ? "" : "s"}`;
    case "urgent":
      return `within ${targets.urgentDays} day${targets.urgentDays === 1 ? "" : "s"}`;
    case "routine":
      return `within ${targets.routineWorkingDays} working day${targets.routineWorkingDays === 1 ? "" : "s"}`;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isoWeekday(calendarDate: string): number {
  const day = new Date(`${calendarDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * When a job of this priority reported at `reportedAt` is due: emergency and urgent count
 * clock hours and days; routine counts working days (Monday to Friday; bank holidays are not
 * skipped, decision 0030) and is due at the end of the last one, 23:59:59 London time.
 */
export function dueAt(priority: JobPriority, reportedAt: Date, targets: ResponseTargets): Date {
  switch (priority) {
    case "emergency":
      return new Date(reportedAt.getTime() + targets.emergencyHours * 60 * 60 * 1000);
    case "urgent":
      return new Date(reportedAt.getTime() + targets.urgentDays * DAY_MS);
    case "routine": {
      let day = londonDate(reportedAt);
      let counted = 0;
      while (counted < targets.routineWorkingDays) {
        day = addCalendarDays(day, 1);
        if (isoWeekday(day) <= 5) counted += 1;
      }
      return endOfLondonDay(day);
    }
  }
}

/** The last second of a London calendar day, whatever the clocks are doing. */
function endOfLondonDay(calendarDate: string): Date {
  const nextMidnightUtc = new Date(`${addCalendarDays(calendarDate, 1)}T00:00:00Z`);
  const offsetMs = londonOffsetMs(nextMidnightUtc);
  return new Date(nextMidnightUtc.getTime() - offsetMs - 1000);
}

function londonOffsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Whether an open job has run past its due time. */
export function isOverdue(job: { dueAt: Date | null; status: string }, now: Date): boolean {
  return (
    job.dueAt !== null &&
    job.status !== "completed" &&
    job.status !== "cancelled" &&
    job.dueAt.getTime() < now.getTime()
  );
}

/** The canonical address of an organisation's pages. */
export function organisationPath(slug: string, rest = ""): string {
  return `/org/${slug}${rest}`;
}

/** The select's value for "add a new property" on the report form. */
export const NEW_PROPERTY = "new";

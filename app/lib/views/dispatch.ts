import type { SubmissionResult } from "~/lib/submission-result";
import type { JobStatus } from "~/lib/views/column-values";

export interface Board {
  day: string;
  dayLabel: string;
  today: string;
  previousDay: string;
  nextDay: string;
  /** "09:41": when these figures were read. */
  readAt: string;
  version: string;
  week: WeekDay[];
  windows: BoardWindow[];
  engineers: BoardEngineer[];
  /** The engineers a job may be given to (the select of each card). */
  assignable: { id: string; name: string; note: string | null }[];
  /** The day's jobs, on the grid or (without an engineer) in the queue. */
  jobs: BoardJob[];
  queue: { onDay: BoardJob[]; otherDays: BoardJob[]; otherDaysTotal: number };
  /** Urgent and emergency jobs without an engineer, on any day: the board's badge. */
  urgentWaiting: number;
  /** Organisations' jobs waiting for a decision on an estimate: no engineer, no new window. */
  awaitingApproval: { jobs: BoardJob[]; total: number };
  clashes: BoardProblem[];
  atRisk: BoardProblem[];
  /** Organisations' jobs past their response target, among those the board shows. */
  overdue: BoardProblem[];
  leave: PendingLeave[];
}

export interface BoardProblem {
  /** The job to sort out, or none for an over-full window. */
  jobId: string | null;
  reference: string | null;
  message: string;
}

export interface BoardJob {
  id: string;
  reference: string;
  serviceName: string;
  postcode: string;
  customerFirstName: string;
  status: JobStatus;
  statusLabel: string;
  emergency: boolean;
  /** The organisation whose job it is, with its priority, due time and approval. */
  organisationName: string | null;
  organisation: OrganisationCardFacts;
  engineerId: string | null;
  windowStart: string | null;
  /** "08:00–10:00" on the board's day; with the day otherwise; "No time yet" without one. */
  windowLabel: string;
  /** The job's column on the board, when it is on the board's day. */
  column: number | null;
  waiting: string;
  lateRisk: LateRisk | null;
  clash: string | null;
  canDispatch: boolean;
}

export interface BoardEngineer {
  id: string;
  name: string;
  state: EngineerState;
  /** "Working", "On leave: holiday", "Day off", "No longer an engineer". */
  stateLabel: string;
  worksIn: boolean[];
}

export interface BoardWindow {
  start: string;
  end: string;
  label: string;
  booked: number;
  capacity: number;
  overFull: boolean;
  /** The window has ended. */
  over: boolean;
  onGrid: boolean;
}

export interface PendingLeave {
  id: string;
  engineerName: string;
  days: string;
  reason: string;
}

export interface WeekDay {
  day: string;
  label: string;
  booked: number;
  capacity: number;
  isToday: boolean;
  isSelected: boolean;
}

export type EngineerState = "working" | "on-leave" | "day-off" | "not-engineer";

export interface LateRisk {
  kind: LateRiskKind;
  /** Said on the card and in the board's list of jobs at risk. */
  message: string;
}

export type LateRiskKind = "window-over" | "half-over" | "no-engineer-soon";

export interface OrganisationCardFacts {
  priorityLabel: string | null;
  /** "Due Mon 30 Nov, 17:00" for an organisation's job with a response target. */
  dueLabel: string | null;
  overdue: boolean;
  awaitingApproval: boolean;
  /** "£400.00", when an estimate was recorded. */
  estimate: string | null;
}

/** The answer to a board form that did not go through, shown next to the form it came from. */
export type BoardFormReply =
  | { form: "dispatch"; jobId: string | null; result: SubmissionResult<string[]> }
  | { form: "leave"; leaveId: string | null; result: SubmissionResult<string[]> };

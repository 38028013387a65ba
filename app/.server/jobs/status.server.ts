import { JOB_STATUS_LABELS } from "~/lib/job-status-labels";
import { sql, type Insertable, type Transaction } from "kysely";
import type { Database, JobActorRole, JobEventsTable, JobStatus } from "../db/schema.server";
import { releaseWindow } from "./capacity.server";

export type { JobActorRole, JobStatus };

export const JOB_STATUSES: readonly JobStatus[] = [
  "requested",
  "confirmed",
  "scheduled",
  "en_route",
  "on_site",
  "completed",
  "cancelled",
];

export { JOB_STATUS_LABELS };

/**
 * Every move the machine allows and who may make it. Anything missing is refused.
 * Customers may cancel only before the engineer sets off; the office until the engineer arrives. Whether a client owns the job,
 * whether an engineer is assigned to it, and the customers' change cut-off are checked by
 * the caller before it asks for the move.
 */
const STATUS_MOVES: Readonly<
  Partial<Record<JobStatus, Partial<Record<JobStatus, readonly JobActorRole[]>>>>
> = {
  // An organisation declining the estimate of its job cancels it (decision 0033).
  requested: {
    confirmed: ["admin", "system"],
    cancelled: ["admin", "client", "customer-link", "organisation"],
  },
  confirmed: {
    scheduled: ["admin"],
    cancelled: ["admin", "client", "customer-link", "organisation"],
  },
  scheduled: {
    // Unassigned by the office, or by a move to a window the engineer cannot take.
    confirmed: ["admin", "system"],
    en_route: ["admin", "engineer"],
    cancelled: ["admin", "client", "customer-link", "organisation"],
  },
  // Once an engineer has set off only the office may call the visit off.
  en_route: { on_site: ["admin", "engineer"], cancelled: ["admin"] },
  on_site: { completed: ["admin", "engineer"] },
};

export function canTransition(from: JobStatus, to: JobStatus, role: JobActorRole): boolean {
  return STATUS_MOVES[from]?.[to]?.includes(role) ?? false;
}

/** The statuses a role may move a job to from `from`, in the machine's order. */
export function nextStatuses(from: JobStatus, role: JobActorRole): JobStatus[] {
  return JOB_STATUSES.filter((to) => canTransition(from, to, role));
}

export class JobNotFoundError extends Error {
  constructor(readonly jobId: string) {
    super(`No job ${jobId}`);
    this.name = "JobNotFoundError";
  }
}

export class JobTransitionError extends Error {
  constructor(
    readonly jobId: string,
    readonly from: JobStatus,
    readonly to: JobStatus,
    readonly role: JobActorRole,
  ) {
    super(`A ${role} may not move job ${jobId} from ${from} to ${to}`);
    this.name = "JobTransitionError";
  }
}

export interface TransitionOptions {
  role: JobActorRole;
  /** The account making the change, when a person does. */
  actorId?: string | null;
  note?: string | null;
  /** When the change happened; the database clock when omitted. */
  at?: Date;
}

/**
 * The only way a job's status changes: locks the job row, checks the move against the
 * table, updates the status and writes the timeline event in the caller's transaction.
 * A cancelled job gives its place in the window back at once.
 */
export async function transitionJob(
  trx: Transaction<Database>,
  jobId: string,
  to: JobStatus,
  options: TransitionOptions,
): Promise<{ from: JobStatus; to: JobStatus }> {
  const job = await trx
    .selectFrom("jobs")
    .select("status")
    .where("id", "=", jobId)
    .forUpdate()
    .executeTakeFirst();
  if (!job) throw new JobNotFoundError(jobId);
  const from = job.status;
  if (!canTransition(from, to, options.role)) {
    throw new JobTransitionError(jobId, from, to, options.role);
  }
  const at = options.at ?? sql<Date>`now()`;
  await trx
    .updateTable("jobs")
    .set({ status: to, updated_at: at })
    .where("id", "=", jobId)
    .execute();
  await trx
    .insertInto("job_events")
    .values({
      job_id: jobId,
      at,
      kind: "status",
      from_status: from,
      to_status: to,
      actor_role: options.role,
      actor_id: options.actorId ?? null,
      note: options.note ?? null,
    })
    .execute();
  if (to === "cancelled") await releaseWindow(trx, jobId);
  return { from, to };
}

/** The status a new booking that already holds its window is saved with. */
export const BOOKED_STATUS = "confirmed" satisfies JobStatus;

/**
 * The timeline of a job saved straight in BOOKED_STATUS, for the statement that inserts it:
 * "created" (requested, by whoever booked) and the system's confirmation, the same rows as
 * inserting it "requested" and calling transitionJob. The move is checked against the table
 * like any other; the row lock and the second update of the job are not needed, because no
 * other transaction can see the job before the booking commits.
 */
export function bookedJobEvents(options: {
  bookedBy: JobActorRole;
  /** The account that booked for someone else (the office for a caller). */
  actorId?: string | null;
  at: Date;
}): Omit<Insertable<JobEventsTable>, "job_id">[] {
  if (!canTransition("requested", BOOKED_STATUS, "system")) {
    throw new Error(`The status machine no longer lets the system confirm a new booking`);
  }
  return [
    {
      at: options.at,
      kind: "created",
      from_status: null,
      to_status: "requested",
      actor_role: options.bookedBy,
      actor_id: options.actorId ?? null,
      note: null,
    },
    {
      at: options.at,
      kind: "status",
      from_status: "requested",
      to_status: BOOKED_STATUS,
      actor_role: "system",
      note: null,
    },
  ];
}

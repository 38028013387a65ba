import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import { findService } from "~/content/services";
import { formatJobWindow, formatLondonDateTime, londonDate } from "~/lib/booking-rules";
import { getBusiness } from "../business/business.server";
import type { Database, JobStatus } from "../db/schema.server";
import { customerChangeVerdict, noteVerdict } from "./customer-change-rules.server";
import { customerTimeline, timelineEventOf } from "./customer-timeline.server";
import { listCustomerPhotos, MAX_PHOTOS_PER_JOB } from "./job-photos.server";
import { getBookingSettings } from "./settings.server";
import { OUTCOME_WORDS } from "../messages/message-texts.server";
import { firstName, formatClockTime } from "../tracking/timeline.server";
import { JOB_STATUS_LABELS } from "./status.server";
import type { CustomerJob } from "~/lib/views/portal";
export type { CustomerJob } from "~/lib/views/portal";

/**
 * Whose jobs a page shows. A portal link shows every job booked with its customer's e-mail.
 * A signed-in client sees the jobs booked while signed in, and also those booked with their
 * account's e-mail before or without signing in — but only once that address is verified, so
 * nobody sees another person's jobs by signing up with their e-mail.
 */
export type CustomerScope =
  | { kind: "portal"; customerId: string }
  | { kind: "account"; userId: string; verifiedEmail: string | null };

type Executor = Kysely<Database> | Transaction<Database>;

export function jobInScope(eb: ExpressionBuilder<Database, "jobs">, scope: CustomerScope) {
  if (scope.kind === "portal") return eb("jobs.customer_id", "=", scope.customerId);
  const byAccount = eb("jobs.user_id", "=", scope.userId);
  const email = scope.verifiedEmail?.toLowerCase();
  if (!email) return byAccount;
  return eb.or([
    byAccount,
    eb(
      "jobs.customer_id",
      "in",
      eb
        .selectFrom("customers")
        .select("customers.id")
        .where((inner) => inner(inner.fn("lower", ["customers.email"]), "=", email)),
    ),
  ]);
}

const OPEN_FIRST_LIMIT = 100;

/**
 * Whether a customer's page offers the job's tracking page: not once it is cancelled, when that
 * page shows nothing the job's card does not; a completed one keeps the engineer's photos and
 * the receipts there.
 */
export function offersTrackingPage(status: JobStatus): boolean {
  return status !== "cancelled";
}

function isClosed(status: JobStatus) {
  return status === "completed" || status === "cancelled";
}

/**
 * The jobs in scope with their timelines and what the customer may still do: open jobs
 * first, soonest first, then finished and cancelled ones, latest first.
 */
export async function listCustomerJobs(
  db: Kysely<Database>,
  scope: CustomerScope,
  options: { now?: Date } = {},
): Promise<CustomerJob[]> {
  const now = options.now ?? new Date();
  const [rules, business] = await Promise.all([getBookingSettings(db), getBusiness(db)]);
  const jobs = await db
    .selectFrom("jobs")
    .leftJoin("profiles", "profiles.id", "jobs.engineer_id")
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.service_slug",
      "jobs.status",
      "jobs.emergency",
      "jobs.description",
      "jobs.address",
      "jobs.postcode",
      "jobs.window_start",
      "jobs.window_end",
      "jobs.engineer_id",
      "jobs.eta",
      "jobs.outcome",
      "jobs.summary",
      "profiles.full_name as engineer_name",
    ])
    .where((eb) => jobInScope(eb, scope))
    .orderBy("jobs.window_start", "desc")
    .limit(OPEN_FIRST_LIMIT)
    .execute();
  if (jobs.length === 0) return [];
  const jobIds = jobs.map((job) => job.id);
  const photos = await listCustomerPhotos(db, jobIds);
  const events = await db
    .selectFrom("job_events")
    .select(["id", "job_id", "at", "kind", "to_status", "actor_role", "note", "internal"])
    .where("job_id", "in", jobIds)
    .orderBy("at")
    .orderBy("id")
    .execute();

  const ordered = [
    ...jobs.filter((job) => !isClosed(job.status)).reverse(),
    ...jobs.filter((job) => isClosed(job.status)),
  ];
  return ordered.map((job) => {
    const jobPhotos = photos
      .filter((photo) => photo.jobId === job.id)
      .map(({ id, width, height, takenBy, stage }) => ({ id, width, height, takenBy, stage }));
    const verdict = customerChangeVerdict(
      { status: job.status, windowStart: job.window_start },
      now,
      rules,
      business.phoneDisplay,
    );
    return {
      id: job.id,
      reference: job.reference,
      serviceSlug: job.service_slug,
      serviceName: findService(job.service_slug)?.name ?? job.service_slug,
      status: job.status,
      statusLabel: JOB_STATUS_LABELS[job.status],
      emergency: job.emergency,
      description: job.description,
      address: `${job.address}, ${job.postcode}`,
      windowLabel: formatJobWindow(job.window_start, job.window_end),
      windowDate: job.window_start ? londonDate(job.window_start) : londonDate(now),
      timeline: customerTimeline(
        events.filter((event) => event.job_id === job.id).map(timelineEventOf),
      ),
      engineerFirstName: job.engineer_id ? firstName(job.engineer_name) : null,
      eta: job.status === "en_route" && job.eta ? formatClockTime(job.eta) : null,
      finished:
        job.status === "completed"
          ? {
              outcome: job.outcome ? OUTCOME_WORDS[job.outcome] : "Job done",
              summary: job.summary?.trim() || null,
            }
          : null,
      change: verdict.allowed
        ? { allowed: true, deadlineLabel: formatLondonDateTime(verdict.deadline) }
        : verdict,
      note: noteVerdict(job.status),
      photos: jobPhotos,
      photoRoom: Math.max(0, MAX_PHOTOS_PER_JOB - jobPhotos.length),
      trackable: offersTrackingPage(job.status),
    };
  });
}

/** Whether a job is in scope, without loading it: used before showing its free windows. */
export async function hasJobInScope(
  db: Executor,
  scope: CustomerScope,
  jobId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where("id", "=", jobId)
    .where((eb) => jobInScope(eb, scope))
    .executeTakeFirst();
  return row !== undefined;
}

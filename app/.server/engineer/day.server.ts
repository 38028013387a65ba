import { sql, type Kysely } from "kysely";
import { findService } from "~/content/services";
import {
  addCalendarDays,
  formatCalendarDate,
  formatJobWindow,
  formatLondonDateTime,
  formatTimeRange,
  londonDate,
} from "~/lib/booking-rules";
import { formatUkPhone } from "~/lib/phone";
import type { EngineerStep } from "~/lib/schemas/engineer";
import type { Database, JobActorRole, JobStatus } from "../db/schema.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import { formatClockTime } from "../tracking/timeline.server";
import type {
  EngineerJob,
  EngineerJobPhoto,
  EngineerNote,
  EngineerProperty,
} from "~/lib/views/engineer";
export type {
  EngineerJob,
  EngineerJobPhoto,
  EngineerNote,
  EngineerProperty,
} from "~/lib/views/engineer";

/** The step the big button offers in each status; none once the visit is over or not yet due. */
export const NEXT_STEP: Readonly<Partial<Record<JobStatus, EngineerStep>>> = {
  scheduled: "on-my-way",
  en_route: "arrived",
  on_site: "finished",
};

/** The visit is over: the key-safe code is no longer the engineer's to know. */
const KEY_SAFE_HIDDEN: readonly JobStatus[] = ["completed", "cancelled"];

export function mapLink(address: string, postcode: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${postcode}`)}`;
}

const CUSTOMER_ROLES: readonly JobActorRole[] = ["customer-link", "client"];

interface NoteRow {
  id: string;
  job_id: string;
  at: Date;
  kind: string;
  actor_role: JobActorRole;
  actor_id: string | null;
  note: string | null;
  internal: boolean;
}

function noteAuthor(row: NoteRow, engineerId: string): string {
  if (CUSTOMER_ROLES.includes(row.actor_role)) return "Customer";
  if (row.kind === "message") return "Office, to the customer";
  if (row.actor_id === engineerId) return "You";
  return row.actor_role === "engineer" ? "Engineer" : "Office";
}

/**
 * Sorts a job's notes: the customer's own notes on the timeline are the access notes; the
 * office's notes (internal, or any note written by the office) and engineers' internal notes
 * are for staff. A note on a status change or the reason for a cancellation is neither.
 */
function sortNotes(rows: readonly NoteRow[], engineerId: string) {
  const accessNotes: EngineerNote[] = [];
  const officeNotes: EngineerNote[] = [];
  for (const row of rows) {
    const text = row.note?.trim();
    if (!text) continue;
    const note: EngineerNote = {
      id: row.id,
      at: row.at.toISOString(),
      atLabel: formatLondonDateTime(row.at),
      from: noteAuthor(row, engineerId),
      text,
    };
    const byCustomer = CUSTOMER_ROLES.includes(row.actor_role);
    if (row.kind === "note" && byCustomer && !row.internal) accessNotes.push(note);
    else if (row.internal || row.kind === "message" || (row.kind === "note" && !byCustomer)) {
      officeNotes.push(note);
    }
  }
  return { accessNotes, officeNotes };
}

type JobQuery = ReturnType<typeof engineerJobsQuery>;

function engineerJobsQuery(db: Kysely<Database>, engineerId: string) {
  return db
    .selectFrom("jobs")
    .select([
      "id",
      "reference",
      "service_slug",
      "emergency",
      "status",
      "window_start",
      "window_end",
      "address",
      "postcode",
      "customer_name",
      "customer_phone",
      "description",
      "eta",
      "outcome",
      "summary",
      "signed_off_by",
      "updated_at",
    ])
    .where("engineer_id", "=", engineerId);
}

type JobRow = Awaited<ReturnType<JobQuery["execute"]>>[number];

function statusDetail(row: JobRow, since: Date | undefined): string | null {
  if (!since)
    return row.status === "en_route" && row.eta
      ? `Arriving about ${formatClockTime(row.eta)}`
      : null;
  const at = formatClockTime(since);
  switch (row.status) {
    case "en_route":
      return row.eta
        ? `On the way since ${at}, arriving about ${formatClockTime(row.eta)}`
        : `On the way since ${at}`;
    case "on_site":
      return `Arrived at ${at}`;
    case "completed":
      return `Finished at ${at}`;
    case "cancelled":
      return `Cancelled by the office, ${formatLondonDateTime(since)}`;
    default:
      return null;
  }
}

/** The rows of these jobs, with their photos, notes and latest status change, for the engineer. */
async function engineerJobs(
  db: Kysely<Database>,
  engineerId: string,
  rows: readonly JobRow[],
): Promise<EngineerJob[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [photos, notes, changes, properties] = await Promise.all([
    db
      .selectFrom("job_photos")
      .select(["id", "job_id", "width", "height", "taken_by", "stage"])
      .where("job_id", "in", ids)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("job_events")
      .select(["id", "job_id", "at", "kind", "actor_role", "actor_id", "note", "internal"])
      .where("job_id", "in", ids)
      .where((eb) => eb.or([eb("kind", "in", ["note", "message"]), eb("internal", "=", true)]))
      .orderBy("at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("job_events")
      .innerJoin("jobs", "jobs.id", "job_events.job_id")
      .select(["job_events.job_id", (eb) => eb.fn.max("job_events.at").as("at")])
      .where("job_events.job_id", "in", ids)
      .whereRef("job_events.to_status", "=", "jobs.status")
      .groupBy("job_events.job_id")
      .execute(),
    db
      .selectFrom("jobs")
      .innerJoin("organisation_properties as property", (join) =>
        join
          .onRef("property.id", "=", "jobs.property_id")
          .onRef("property.organisation_id", "=", "jobs.organisation_id"),
      )
      .innerJoin("organisations as org", "org.id", "jobs.organisation_id")
      .select([
        "jobs.id as job_id",
        "org.name as organisation_name",
        "property.label",
        "property.access_notes",
        "property.key_safe_code",
      ])
      .where("jobs.id", "in", ids)
      // Only the engineer the job is given to sees how to get in.
      .where("jobs.engineer_id", "=", engineerId)
      .execute(),
  ]);
  const since = new Map(changes.map((change) => [change.job_id, new Date(change.at)]));
  return rows.map((row): EngineerJob => {
    const jobPhotos = photos.filter((photo) => photo.job_id === row.id);
    const photoOf = (photo: (typeof photos)[number]): EngineerJobPhoto => ({
      id: photo.id,
      width: photo.width,
      height: photo.height,
      stage: photo.stage,
    });
    const windowTime =
      row.window_start && row.window_end ? formatTimeRange(row.window_start, row.window_end) : "";
    return {
      id: row.id,
      reference: row.reference,
      serviceName: findService(row.service_slug)?.name ?? row.service_slug,
      emergency: row.emergency,
      status: row.status,
      statusLabel: JOB_STATUS_LABELS[row.status],
      nextStep: NEXT_STEP[row.status] ?? null,
      windowTime,
      windowLabel: formatJobWindow(row.window_start, row.window_end),
      windowEnd: row.window_end ? formatClockTime(row.window_end) : "",
      windowDate: row.window_start ? londonDate(row.window_start) : "",
      windowStartsAt: row.window_start?.toISOString() ?? null,
      windowEndsAt: row.window_end?.toISOString() ?? null,
      address: row.address,
      postcode: row.postcode,
      mapUrl: mapLink(row.address, row.postcode),
      customerName: row.customer_name,
      phoneDisplay: formatUkPhone(row.customer_phone),
      description: row.description,
      statusDetail: statusDetail(row, since.get(row.id)),
      customerPhotos: jobPhotos.filter((photo) => photo.taken_by === "customer").map(photoOf),
      engineerPhotos: jobPhotos.filter((photo) => photo.taken_by === "engineer").map(photoOf),
      ...sortNotes(
        notes.filter((note) => note.job_id === row.id),
        engineerId,
      ),
      outcome: row.outcome,
      summary: row.summary,
      signedOffBy: row.signed_off_by,
      property: propertyOf(
        row.status,
        properties.find((property) => property.job_id === row.id),
      ),
    };
  });
}

function propertyOf(
  status: JobStatus,
  row:
    | {
        organisation_name: string;
        label: string;
        access_notes: string | null;
        key_safe_code: string | null;
      }
    | undefined,
): EngineerProperty | null {
  if (!row) return null;
  return {
    organisationName: row.organisation_name,
    label: row.label,
    accessNotes: row.access_notes,
    keySafeCode: KEY_SAFE_HIDDEN.includes(status) ? null : row.key_safe_code,
  };
}

/** A London day's start as an instant, in SQL, so the engineer's index answers the range. */
function londonMidnight(date: string) {
  return sql<Date>`(${date}::date::timestamp at time zone 'Europe/London')`;
}

export interface EngineerDay {
  today: { date: string; label: string; jobs: EngineerJob[] };
  tomorrow: { date: string; label: string; jobs: EngineerJob[] };
  /** Visits started on an earlier day and not finished yet (a late job past midnight). */
  unfinished: EngineerJob[];
  /** What the "On my way" form offers as the arrival time. */
  /** The instant the page was drawn: each job's "On my way" suggests its arrival from it. */
  now: string;
}

/**
 * The engineer's day: today's jobs in window order, then tomorrow's, only those given to this
 * engineer and not cancelled; before them, any visit of an earlier day still under way.
 */
export async function loadEngineerDay(
  db: Kysely<Database>,
  engineerId: string,
  options: { now?: Date } = {},
): Promise<EngineerDay> {
  const now = options.now ?? new Date();
  const today = londonDate(now);
  const tomorrow = addCalendarDays(today, 1);
  const rows = await engineerJobsQuery(db, engineerId)
    .where("status", "<>", "cancelled")
    .where((eb) =>
      eb.or([
        eb.and([
          eb("window_start", ">=", londonMidnight(today)),
          eb("window_start", "<", londonMidnight(addCalendarDays(today, 2))),
        ]),
        eb.and([
          eb("status", "in", ["en_route", "on_site"]),
          eb("window_start", "<", londonMidnight(today)),
        ]),
      ]),
    )
    .orderBy("window_start")
    .orderBy("reference")
    .limit(200)
    .execute();
  const jobs = await engineerJobs(db, engineerId, rows);
  return {
    today: {
      date: today,
      label: formatCalendarDate(today),
      jobs: jobs.filter((job) => job.windowDate === today),
    },
    tomorrow: {
      date: tomorrow,
      label: formatCalendarDate(tomorrow),
      jobs: jobs.filter((job) => job.windowDate === tomorrow),
    },
    unfinished: jobs.filter((job) => job.windowDate < today),
    now: now.toISOString(),
  };
}

/**
 * One job given to this engineer, by its reference, whatever its day or status; null for a
 * job given to someone else, an unknown reference and a malformed one alike.
 */
export async function loadEngineerJob(
  db: Kysely<Database>,
  engineerId: string,
  reference: string,
  options: { now?: Date } = {},
): Promise<{ job: EngineerJob; today: string; now: string } | null> {
  if (!/^CV-\d{4}-\d{1,12}$/.test(reference)) return null;
  const now = options.now ?? new Date();
  const rows = await engineerJobsQuery(db, engineerId).where("reference", "=", reference).execute();
  const [job] = await engineerJobs(db, engineerId, rows);
  return job ? { job, today: londonDate(now), now: now.toISOString() } : null;
}

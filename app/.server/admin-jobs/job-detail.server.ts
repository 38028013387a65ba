import type { Kysely } from "kysely";
import { findService } from "~/content/services";
import {
  formatJobWindow,
  formatLondonDateTime,
  londonDate,
  windowTimesOfWeek,
} from "~/lib/booking-rules";
import { formatUkPhone } from "~/lib/phone";
import { accountNames, listEngineers, type EngineerAccount } from "../accounts/engineers.server";
import type { Database, JobActorRole, JobOutcome, JobStatus } from "../db/schema.server";
import { getBookingSettings } from "../jobs/settings.server";
import { canTransition, JOB_STATUS_LABELS } from "../jobs/status.server";
import { formatClockTime } from "../tracking/timeline.server";
import { JOB_SOURCE_LABELS } from "./job-filters.server";
import { formatPence } from "~/lib/money";
import { adminJobOrganisation } from "./job-organisation.server";
import type { AdminJobActions, AdminJobDetail, AdminTimelineEntry } from "~/lib/views/admin-jobs";

export type {
  AdminJobActions,
  AdminJobDetail,
  AdminJobPhoto,
  AdminTimelineEntry,
} from "~/lib/views/admin-jobs";

const OUTCOME_LABELS: Readonly<Record<JobOutcome, string>> = {
  completed: "Completed",
  "return-visit": "Needs a return visit",
  quote: "Needs a quote",
};

const ROLE_WORDS: Readonly<Record<JobActorRole, string>> = {
  admin: "office",
  engineer: "engineer",
  client: "the customer (signed in)",
  "customer-link": "the customer",
  system: "automatically",
  organisation: "the organisation",
};

function byWhom(role: JobActorRole, name: string | undefined): string {
  if (role === "admin" || role === "engineer") {
    return name ? `by ${name} (${ROLE_WORDS[role]})` : `by the ${ROLE_WORDS[role]}`;
  }
  return role === "system" ? ROLE_WORDS[role] : `by ${ROLE_WORDS[role]}`;
}

const CUSTOMER_ROLES: readonly JobActorRole[] = ["client", "customer-link"];

function sentenceCase(kind: string): string {
  const words = kind.replace(/[-_.]+/g, " ").trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : "Change";
}

/** The office's words for an event; unknown kinds (added later) still show, by their name. */
function eventTitle(event: {
  kind: string;
  to_status: JobStatus | null;
  actor_role: JobActorRole;
  internal: boolean;
}): string {
  switch (event.kind) {
    case "created":
      return "Booked";
    case "status":
      return event.to_status ? JOB_STATUS_LABELS[event.to_status] : "Status changed";
    case "rescheduled":
      return "Arrival window set";
    case "assigned":
      return "Engineer assigned";
    case "unassigned":
      return "Engineer taken off";
    case "eta":
      return "Arrival time given";
    case "photos":
      return "Photos added";
    case "note":
      if (event.internal) return "Internal note";
      return CUSTOMER_ROLES.includes(event.actor_role) ? "Note from the customer" : "Note";
    case "message":
      return "Message to the customer";
    case "price":
      return "Price charged";
    default:
      return sentenceCase(event.kind);
  }
}

function actionsFor(status: JobStatus): AdminJobActions {
  return {
    dispatch: ["requested", "confirmed", "scheduled"].includes(status),
    cancel: canTransition(status, "cancelled", "admin"),
  };
}

/** Everything /admin/jobs/{reference} shows, or null when no job has that reference. */
export async function adminJobDetail(
  db: Kysely<Database>,
  reference: string,
  now = new Date(),
): Promise<AdminJobDetail | null> {
  if (!/^[A-Z]{2}-\d{4}-\d{6,}$/.test(reference)) return null;
  const job = await db
    .selectFrom("jobs")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirst();
  if (!job) return null;
  const [events, photos, related, engineers, rules, organisation] = await Promise.all([
    db
      .selectFrom("job_events")
      .select(["id", "at", "kind", "to_status", "actor_role", "actor_id", "note", "internal"])
      .where("job_id", "=", job.id)
      .orderBy("at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("job_photos")
      .select(["id", "storage_key", "width", "height", "taken_by", "stage"])
      .where("job_id", "=", job.id)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("jobs")
      .select(["id", "reference"])
      .where((eb) =>
        eb.or([
          eb("follows_job_id", "=", job.id),
          ...(job.follows_job_id ? [eb("id", "=", job.follows_job_id)] : []),
        ]),
      )
      .execute(),
    listEngineers(db),
    getBookingSettings(db),
    adminJobOrganisation(db, job, now),
  ]);
  const names = await accountNames(
    db,
    [job.engineer_id, ...events.map((event) => event.actor_id)].flatMap((id) => id ?? []),
  );

  const timeline: AdminTimelineEntry[] = events.map((event) => ({
    id: String(event.id),
    at: event.at.toISOString(),
    atLabel: formatLondonDateTime(event.at),
    title: eventTitle(event),
    detail: event.note?.trim() || null,
    internal: event.internal,
    by: byWhom(event.actor_role, event.actor_id ? names.get(event.actor_id) : undefined),
  }));

  const photoOf = (photo: (typeof photos)[number], index: number, count: number) => ({
    url: `/media/${photo.storage_key}`,
    width: photo.width,
    height: photo.height,
    label: `${photo.stage ? `${photo.stage === "before" ? "Before" : "After"}: ` : ""}photo ${index + 1} of ${count}`,
  });
  const customerPhotos = photos.filter((photo) => photo.taken_by === "customer");
  const engineerPhotos = photos.filter((photo) => photo.taken_by === "engineer");
  const followsReference = related.find((other) => other.id === job.follows_job_id)?.reference;
  const windowDay = job.window_start ? londonDate(job.window_start) : null;

  return {
    job: {
      id: job.id,
      reference: job.reference,
      /** Changes with every change to the job: the forms start again from its new values. */
      version: job.updated_at.toISOString(),
      status: job.status,
      statusLabel: JOB_STATUS_LABELS[job.status],
      serviceName: findService(job.service_slug)?.name ?? job.service_slug,
      description: job.description,
      emergency: job.emergency,
      sourceLabel: JOB_SOURCE_LABELS[job.source],
      organisationName: organisation?.name ?? null,
      customerName: job.customer_name,
      email: job.customer_email,
      phone: job.customer_phone,
      phoneDisplay: formatUkPhone(job.customer_phone),
      textsAllowed: job.texts_allowed,
      address: job.address,
      postcode: job.postcode,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${job.address}, ${job.postcode}`)}`,
      windowLabel: formatJobWindow(job.window_start, job.window_end),
      hasWindow: job.window_start !== null,
      windowDay,
      windowTime: job.window_start ? formatClockTime(job.window_start) : null,
      etaLabel: job.eta ? formatClockTime(job.eta) : null,
      engineerId: job.engineer_id,
      engineerName: job.engineer_id ? (names.get(job.engineer_id) ?? "An engineer") : null,
      price: job.price_pence === null ? null : formatPence(job.price_pence),
      priceInput: job.price_pence === null ? "" : (job.price_pence / 100).toFixed(2),
      estimate: job.estimate_pence === null ? null : formatPence(job.estimate_pence),
      estimateInput: job.estimate_pence === null ? "" : (job.estimate_pence / 100).toFixed(2),
      outcome: job.outcome ? OUTCOME_LABELS[job.outcome] : null,
      summary: job.summary,
      signedOffBy: job.signed_off_by,
      bookedLabel: formatLondonDateTime(job.created_at),
      followsReference: followsReference ?? null,
      followUps: related
        .filter((other) => other.id !== job.follows_job_id)
        .map((other) => other.reference),
    },
    actions: {
      ...actionsFor(job.status),
      // Nobody gives a job waiting for its organisation's approval an engineer or a window.
      dispatch: actionsFor(job.status).dispatch && job.approval !== "pending",
      estimate: job.status !== "completed" && job.status !== "cancelled",
    },
    organisation,
    timeline,
    customerPhotos: customerPhotos.map((photo, index) =>
      photoOf(photo, index, customerPhotos.length),
    ),
    engineerPhotos: engineerPhotos.map((photo, index) =>
      photoOf(photo, index, engineerPhotos.length),
    ),
    engineers: engineers.map((engineer: EngineerAccount) => ({
      id: engineer.id,
      name: engineer.name,
    })),
    windowTimes: windowTimesOfWeek(rules),
    today: londonDate(now),
  };
}

import type { Insertable, Transaction } from "kysely";
import type { Database, JobActorRole } from "../db/schema.server";
import { hashToken, newToken } from "../auth/crypto.server";
import { windowHasRoom, type WindowSpan } from "./capacity.server";
import type { upsertCustomer } from "./customers.server";
import { BOOKED_STATUS, bookedJobEvents } from "./status.server";

type NewJobRow = Insertable<Database["jobs"]>;

/** What the job is about and whom it is for: the columns its callers fill in. */
type JobDetails = Pick<
  NewJobRow,
  | "service_slug"
  | "description"
  | "emergency"
  | "address"
  | "postcode"
  | "customer_name"
  | "customer_email"
  | "customer_phone"
  | "texts_allowed"
  | "user_id"
>;

/** An organisation's job: its property, priority and due time (decision 19). */
export type OrganisationJobColumns = Pick<
  NewJobRow,
  "organisation_id" | "property_id" | "priority" | "due_at" | "tenant_availability" | "tenant_told"
>;

/** The arrival window a job is booked into, with the day the customer asked for. */
export interface BookedWindow extends WindowSpan {
  date: string;
}

interface NewJobCommon {
  details: JobDetails;
  /** The customer: their upsert returning their id (upsertCustomer), or an existing id. */
  customer: { upsert: ReturnType<typeof upsertCustomer> } | { id: string };
  /** The jobs.source column: where the booking came through. */
  bookedThrough: NewJobRow["source"];
  createdBy: { role: JobActorRole; actorId: string | null };
  at: Date;
}

/**
 * The ways a job is born (decision 0060). A booking always has a window; an organisation's
 * job may wait in the board's queue; a return visit always waits there, linked to the visit
 * it follows; so does work the office writes a quote for (decision 0075).
 */
export type NewJob =
  | (NewJobCommon & { source: "booking"; window: BookedWindow })
  | (NewJobCommon & {
      source: "organisation";
      window: BookedWindow | null;
      organisation: OrganisationJobColumns;
    })
  | (NewJobCommon & {
      source: "return-visit";
      followsJobId: string;
      note: string;
      organisation: OrganisationJobColumns | null;
    })
  /** Work the office quotes for first (from an enquiry): it waits in the queue, no window. */
  | (NewJobCommon & { source: "quote"; note: string });

export type CreatedJob =
  | { ok: true; id: string; reference: string; trackingToken: string }
  | { ok: false; reason: "window-full" };

function windowOf(job: NewJob): BookedWindow | null {
  return job.source === "return-visit" || job.source === "quote" ? null : job.window;
}

/**
 * The one writer of jobs rows (decision 0060): the reference from the year of `at`, the
 * status (confirmed in a window, else requested and in the board's queue), the place in the
 * window, the first timeline rows and a new tracking link, whose token is returned once for
 * the caller's e-mail. A window is checked and locked first (windowHasRoom), held until the
 * caller's transaction ends, and the capacity trigger on window_bookings still refuses an
 * over-full window whatever came before. The rest is written in one statement: on the
 * embedded database every statement is a round trip of about 0.3 ms.
 */
export async function createJob(trx: Transaction<Database>, job: NewJob): Promise<CreatedJob> {
  const window = windowOf(job);
  if (window && !(await windowHasRoom(trx, window))) return { ok: false, reason: "window-full" };
  const trackingToken = newToken();
  const events = window
    ? bookedJobEvents({ bookedBy: job.createdBy.role, actorId: job.createdBy.actorId, at: job.at })
    : [
        {
          at: job.at,
          kind: "created",
          from_status: null,
          to_status: "requested" as const,
          actor_role: job.createdBy.role,
          actor_id: job.createdBy.actorId,
          note: job.source === "return-visit" || job.source === "quote" ? job.note : null,
        },
      ];
  const customer = job.customer;
  const created = await trx
    .with("customer", (db) =>
      "upsert" in customer
        ? customer.upsert
        : db.selectFrom("customers").select("id").where("id", "=", customer.id),
    )
    .with("job", (db) =>
      db
        .insertInto("jobs")
        .values((eb) => ({
          ...job.details,
          ...(job.source === "organisation" || job.source === "return-visit"
            ? job.organisation
            : {}),
          follows_job_id: job.source === "return-visit" ? job.followsJobId : null,
          reference: eb.fn<string>("public.next_job_reference", [eb.val(job.at)]),
          customer_id: eb.selectFrom("customer").select("id"),
          requested_date: window?.date ?? null,
          window_start: window?.start ?? null,
          window_end: window?.end ?? null,
          status: window ? BOOKED_STATUS : "requested",
          source: job.bookedThrough,
          tracking_token_hash: hashToken(trackingToken),
          created_at: job.at,
          updated_at: job.at,
        }))
        .returning(["id", "reference", "window_start", "window_end"]),
    )
    .with("place", (db) =>
      db
        .insertInto("window_bookings")
        .columns(["job_id", "window_start", "window_end"])
        .expression((eb) =>
          eb
            .selectFrom("job")
            .select(["id", "window_start", "window_end"])
            .where("window_start", "is not", null),
        ),
    )
    .with("timeline", (db) =>
      db
        .insertInto("job_events")
        .values((eb) =>
          events.map((event) => ({ ...event, job_id: eb.selectFrom("job").select("id") })),
        ),
    )
    .selectFrom("job")
    .select(["id", "reference"])
    .executeTakeFirstOrThrow();
  return { ok: true, ...created, trackingToken };
}

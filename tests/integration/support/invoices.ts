import { sql, type Kysely } from "kysely";
import type { StaffActor } from "../../../app/.server/audit/change-log.server";
import type { Database, JobPriority, JobStatus } from "../../../app/.server/db/schema.server";
import { createBooking } from "../../../app/.server/jobs/booking.server";
import { addUser } from "./organisations";
import { SITE, bookingInput } from "./jobs";

export const BOOKED_AT = new Date("2026-07-10T09:00:00Z");

/** An office account to act as. */
export async function addOffice(
  db: Kysely<Database>,
  email = "office@example.com",
): Promise<StaffActor> {
  const account = await addUser(db, email, "Office Person", ["admin"]);
  return { id: account.user.id, role: "admin" };
}

const templates = new WeakMap<Kysely<Database>, string>();

/** The id of one booked job per database, which finished jobs are copied from. */
async function templateJob(db: Kysely<Database>): Promise<string> {
  const known = templates.get(db);
  if (known) return known;
  const booked = await createBooking(db, bookingInput({ email: "template@example.com" }), {
    source: "web",
    now: BOOKED_AT,
    siteOrigin: SITE,
  });
  if (!booked.ok) throw new Error(`booking failed: ${booked.reason}`);
  const job = await db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", booked.reference)
    .executeTakeFirstOrThrow();
  templates.set(db, job.id);
  return job.id;
}

/**
 * A finished job for a customer, with the price agreed (with VAT) if given: a copy of a booked
 * job (one shared by every test, or `copyOf`'s, whose customer it then belongs to) that holds
 * no place in its window, so any number of them can be made.
 */
export async function finishedJob(
  db: Kysely<Database>,
  customer: number,
  options: { pricePence?: number | null; organisationId?: string; copyOf?: string } = {},
): Promise<{ id: string; reference: string }> {
  const template = options.copyOf ?? (await templateJob(db));
  return db
    .insertInto("jobs")
    .columns([
      "address",
      "postcode",
      "customer_id",
      "customer_phone",
      "description",
      "service_slug",
      "source",
      "window_start",
      "window_end",
      "requested_date",
      "customer_name",
      "customer_email",
      "tracking_token_hash",
      "status",
      "price_pence",
      "organisation_id",
      "priority",
      "due_at",
    ])
    .expression((eb) =>
      eb
        .selectFrom("jobs")
        .select([
          "address",
          "postcode",
          "customer_id",
          "customer_phone",
          "description",
          "service_slug",
          "source",
          "window_start",
          "window_end",
          "requested_date",
          sql<string>`${`Payer ${customer}`}`.as("customer_name"),
          sql<string>`${`payer-${customer}@example.com`}`.as("customer_email"),
          sql<string>`md5(random()::text)`.as("tracking_token_hash"),
          sql<JobStatus>`'completed'::public.job_status`.as("status"),
          sql<
            number | null
          >`${options.pricePence === undefined ? 12_000 : options.pricePence}::integer`.as(
            "price_pence",
          ),
          sql<string | null>`${options.organisationId ?? null}::uuid`.as("organisation_id"),
          sql<JobPriority | null>`${options.organisationId ? "routine" : null}::public.job_priority`.as(
            "priority",
          ),
          sql<Date | null>`case when ${options.organisationId ?? null}::uuid is null then null else window_end end`.as(
            "due_at",
          ),
        ])
        .where("id", "=", template),
    )
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
}
export async function registerForVat(db: Kysely<Database>, paymentTermsDays = 14): Promise<void> {
  await db
    .updateTable("money_settings")
    .set({
      vat_registered: true,
      vat_number: "GB123456789",
      payment_terms_days: paymentTermsDays,
      bank_account_name: "We Fix Coventry Ltd",
      bank_sort_code: "401234",
      bank_account_number: "12345678",
    })
    .execute();
}

import { sql, type Kysely, type Transaction } from "kysely";
import { londonDate } from "~/lib/booking-rules";
import { nextDueAfter } from "~/lib/planned-maintenance";
import { logChange } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import {
  startPeriodicSweep,
  sweepSiteOrigin,
  type SweepOptions,
} from "../jobs/periodic-sweep.server";
import { raiseOrganisationJob, type OrgJobActor } from "./org-jobs.server";

/** One planned item per transaction: a slow one never holds the others' locks. */
const MAX_PER_SWEEP = 500;

export interface SweepOutcome {
  /** Routine requests made. */
  requested: number;
  /** Items moved on without a request, with the reason in the change log. */
  skipped: number;
}

interface ClaimedItem {
  id: string;
  organisation_id: string;
  property_id: string;
  service_slug: string;
  description: string;
  every_months: number;
  next_due: string;
}

/**
 * Makes the routine request of every planned job whose next due date has come (London date)
 * on a property that is not archived, and moves its next due date on by its interval, in the
 * transaction that claimed it with FOR UPDATE SKIP LOCKED: each item is requested exactly
 * once however many app processes sweep at the same time (a second sweep skips the locked
 * row, and once the first commits the row is no longer due). The request waits in the board's
 * queue, the tenant is not told, and the organisation is the contact (decision record 0032).
 */
export async function sweepPlannedMaintenance(
  db: Kysely<Database>,
  options: { now?: Date; siteOrigin: string; log?: (message: string) => void },
): Promise<SweepOutcome> {
  const now = options.now ?? new Date();
  const today = londonDate(now);
  const outcome: SweepOutcome = { requested: 0, skipped: 0 };
  for (let round = 0; round < MAX_PER_SWEEP; round += 1) {
    const done = await db.transaction().execute(async (trx) => {
      const item = await claimDueItem(trx, today);
      if (!item) return null;
      const raised = await requestFor(trx, item, { now, siteOrigin: options.siteOrigin });
      const nextDue = nextDueAfter(item.next_due, item.every_months, today);
      await trx
        .updateTable("planned_maintenance")
        .set({
          next_due: nextDue,
          updated_at: now,
          ...(raised.ok ? { last_job_id: raised.jobId } : {}),
        })
        .where("id", "=", item.id)
        .execute();
      await logChange(trx, {
        actor: { id: null, role: "system" },
        entity: "planned-maintenance",
        entityId: item.id,
        action: raised.ok ? "planned-maintenance-requested" : "planned-maintenance-skipped",
        before: { nextDue: item.next_due },
        after: raised.ok
          ? { nextDue, reference: raised.reference }
          : { nextDue, reason: raised.message },
      });
      if (!raised.ok) {
        options.log?.(`Planned maintenance ${item.id} was not requested: ${raised.message}`);
      }
      return raised.ok ? "requested" : "skipped";
    });
    if (!done) break;
    outcome[done] += 1;
  }
  return outcome;
}

/** The next due item, locked; one another process holds is skipped, not waited for. */
async function claimDueItem(
  trx: Transaction<Database>,
  today: string,
): Promise<ClaimedItem | undefined> {
  return trx
    .selectFrom("planned_maintenance as planned")
    .innerJoin("organisation_properties as property", (join) =>
      join
        .onRef("property.organisation_id", "=", "planned.organisation_id")
        .onRef("property.id", "=", "planned.property_id"),
    )
    .select([
      "planned.id",
      "planned.organisation_id",
      "planned.property_id",
      "planned.service_slug",
      "planned.description",
      "planned.every_months",
      sql<string>`to_char(planned.next_due, 'YYYY-MM-DD')`.as("next_due"),
    ])
    .where("planned.archived_at", "is", null)
    .where("property.archived_at", "is", null)
    .where("planned.next_due", "<=", sql<Date>`${today}::date`)
    .orderBy("planned.next_due")
    .orderBy("planned.id")
    .limit(1)
    .forUpdate("planned")
    .skipLocked()
    .executeTakeFirst();
}

type Requested = { ok: true; jobId: string; reference: string } | { ok: false; message: string };

/**
 * The routine request of one planned item. The contact is the organisation: its contact
 * e-mail and phone, or else its first owner's; the phone falls back to another member's,
 * then to the tenant's, whom the engineer would ring to get in.
 */
async function requestFor(
  trx: Transaction<Database>,
  item: ClaimedItem,
  options: { now: Date; siteOrigin: string },
): Promise<Requested> {
  const organisation = await trx
    .selectFrom("organisations")
    .select([
      "name",
      "contact_email",
      "contact_phone",
      "target_emergency_hours",
      "target_urgent_days",
      "target_routine_working_days",
    ])
    .where("id", "=", item.organisation_id)
    .executeTakeFirstOrThrow();
  // auth.users, not profiles: a profile is made at the first sign-in.
  const owner = await trx
    .selectFrom("organisation_members as membership")
    .innerJoin("auth.users as account", "account.id", "membership.user_id")
    .leftJoin("profiles", "profiles.id", "membership.user_id")
    .select([
      "account.email",
      sql<string | null>`coalesce(profiles.full_name, account.raw_user_meta_data->>'full_name')`.as(
        "full_name",
      ),
      "profiles.phone",
    ])
    .where("membership.organisation_id", "=", item.organisation_id)
    .where("membership.member_role", "=", "owner")
    .orderBy("membership.created_at")
    .orderBy("membership.user_id")
    .limit(1)
    .executeTakeFirst();
  const property = await trx
    .selectFrom("organisation_properties")
    .select("tenant_phone")
    .where("organisation_id", "=", item.organisation_id)
    .where("id", "=", item.property_id)
    .executeTakeFirstOrThrow();
  // Any member's phone, owners first, before the tenant's: the organisation answers for it.
  const memberWithPhone = await trx
    .selectFrom("organisation_members as membership")
    .innerJoin("profiles", "profiles.id", "membership.user_id")
    .select("profiles.phone")
    .where("membership.organisation_id", "=", item.organisation_id)
    .where("profiles.phone", "is not", null)
    .orderBy(sql`case membership.member_role when 'owner' then 0 when 'manager' then 1 else 2 end`)
    .orderBy("membership.created_at")
    .limit(1)
    .executeTakeFirst();
  const email = organisation.contact_email ?? owner?.email ?? null;
  const phone =
    organisation.contact_phone ??
    owner?.phone ??
    memberWithPhone?.phone ??
    property.tenant_phone ??
    null;
  if (!email || !phone) {
    return {
      ok: false,
      message: "the organisation has no contact e-mail and phone number, nor an owner with both",
    };
  }
  const actor: OrgJobActor = {
    organisationId: item.organisation_id,
    organisationName: organisation.name,
    targets: {
      emergencyHours: organisation.target_emergency_hours,
      urgentDays: organisation.target_urgent_days,
      routineWorkingDays: organisation.target_routine_working_days,
    },
    userId: null,
    name: organisation.contact_email ? organisation.name : (owner?.full_name ?? organisation.name),
    email,
    role: "system",
  };
  const raised = await raiseOrganisationJob(
    trx,
    actor,
    {
      propertyId: item.property_id,
      service: item.service_slug,
      description: item.description,
      priority: "routine",
      tenantAvailability: null,
      tellTenant: false,
      contactPhone: phone,
      window: null,
    },
    { now: options.now, siteOrigin: options.siteOrigin, plannedMaintenanceId: item.id },
  );
  if (raised.ok) return { ok: true, jobId: raised.jobId, reference: raised.reference };
  return {
    ok: false,
    message: raised.reason === "field" ? raised.message : raised.reason,
  };
}

/** Sweeps every five minutes (and at start) inside the server process; returns a stop function. */
export function startPlannedMaintenanceSweep(
  db: Kysely<Database>,
  options: SweepOptions = {},
): () => void {
  const siteOrigin = sweepSiteOrigin(options.siteOrigin);
  return startPeriodicSweep(
    "Planned maintenance sweep",
    options.intervalMs ?? 5 * 60_000,
    async () => {
      const { requested, skipped } = await sweepPlannedMaintenance(db, {
        siteOrigin,
        log: options.log,
      });
      return requested + skipped > 0
        ? `Planned maintenance: ${requested} request${requested === 1 ? "" : "s"} made, ${skipped} skipped`
        : null;
    },
    options.log,
  );
}

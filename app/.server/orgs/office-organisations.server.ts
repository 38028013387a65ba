import { sql, type Kysely, type Selectable } from "kysely";
import { isFixedAddressSlug } from "~/lib/organisation-slugs";
import type { MemberRole } from "~/lib/organisations";
import type { ConstructionServicesRole } from "~/lib/organisations";
import {
  ORGANISATION_MESSAGES,
  organisationSearchSchema,
  type OrganisationInput,
} from "~/lib/schemas/organisations";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { closeEnquiryWithOrganisation } from "../contacts/enquiry-changes.server";
import type { Database, OrganisationsTable } from "../db/schema.server";
import { listMemberRows } from "./member-rows.server";

/** Organisations per page of the office's list. */
export const ORGANISATIONS_PAGE_SIZE = 25;

export interface OrganisationSummary {
  slug: string;
  name: string;
  members: number;
  properties: number;
  openJobs: number;
  awaitingApproval: number;
  overdueJobs: number;
}

export interface OrganisationPage {
  organisations: OrganisationSummary[];
  total: number;
  page: number;
  pages: number;
  search: string;
}

export type { StaffActor };

/**
 * The list's search and page from its address; anything unreadable is left out. Read here, on
 * the server, so the list's page does not load the organisation schemas (and zod) for it.
 */
export function organisationSearchOf(url: URL): { search?: string; page?: number } {
  const query = organisationSearchSchema.parse(Object.fromEntries(url.searchParams));
  return { search: query.q, page: query.page };
}

/** A search term as an ILIKE pattern that matches it literally. */
function containing(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Every organisation with its counts, by name, searched by name or slug, a page at a time.
 * The page's counts come from one grouped query per table on indexed organisation ids, so the
 * list costs the same whatever the number of jobs of organisations on other pages.
 */
export async function listOrganisations(
  db: Kysely<Database>,
  input: { search?: string; page?: number; now?: Date },
): Promise<OrganisationPage> {
  const search = (input.search ?? "").trim();
  const now = input.now ?? new Date();
  const filtered = search
    ? db
        .selectFrom("organisations as o")
        .where((eb) =>
          eb.or([
            eb("o.name", "ilike", containing(search)),
            eb("o.slug", "ilike", containing(search)),
          ]),
        )
    : db.selectFrom("organisations as o");
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pages = Math.max(1, Math.ceil(count / ORGANISATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, input.page ?? 1), pages);
  const rows = await filtered
    .select(["o.id", "o.slug", "o.name"])
    .orderBy("o.name")
    .orderBy("o.slug")
    .limit(ORGANISATIONS_PAGE_SIZE)
    .offset((page - 1) * ORGANISATIONS_PAGE_SIZE)
    .execute();
  const ids = rows.map((row) => row.id);
  const [members, properties, jobs] = ids.length
    ? await Promise.all([
        db
          .selectFrom("organisation_members")
          .select(["organisation_id", (eb) => eb.fn.countAll<string>().as("n")])
          .where("organisation_id", "in", ids)
          .groupBy("organisation_id")
          .execute(),
        db
          .selectFrom("organisation_properties")
          .select(["organisation_id", (eb) => eb.fn.countAll<string>().as("n")])
          .where("organisation_id", "in", ids)
          .where("archived_at", "is", null)
          .groupBy("organisation_id")
          .execute(),
        db
          .selectFrom("jobs")
          .select([
            "organisation_id",
            sql<string>`count(*) filter (where status not in ('completed', 'cancelled'))`.as(
              "open",
            ),
            sql<string>`count(*) filter (where approval = 'pending')`.as("awaiting"),
            sql<string>`count(*) filter (where status not in ('completed', 'cancelled') and due_at < ${now})`.as(
              "overdue",
            ),
          ])
          .where("organisation_id", "in", ids)
          .groupBy("organisation_id")
          .execute(),
      ])
    : [[], [], []];
  const countOf = (list: { organisation_id: string | null; n: string }[], id: string) =>
    Number(list.find((row) => row.organisation_id === id)?.n ?? 0);
  return {
    organisations: rows.map((row) => {
      const job = jobs.find((entry) => entry.organisation_id === row.id);
      return {
        slug: row.slug,
        name: row.name,
        members: countOf(members, row.id),
        properties: countOf(properties, row.id),
        openJobs: Number(job?.open ?? 0),
        awaitingApproval: Number(job?.awaiting ?? 0),
        overdueJobs: Number(job?.overdue ?? 0),
      };
    }),
    total: count,
    page,
    pages,
    search,
  };
}

export interface OrganisationSettings {
  name: string;
  slug: string;
  contactEmail: string | null;
  contactPhone: string | null;
  spendLimitPence: number;
  emergencyHours: number;
  urgentDays: number;
  routineWorkingDays: number;
  /** Where its invoices are addressed; null: the job's address. */
  billingAddress: string | null;
  constructionServicesRole: ConstructionServicesRole;
}

export interface OfficeOrganisation {
  id: string;
  settings: OrganisationSettings;
  /** The three organisations with a fixed address keep their slug. */
  slugFixed: boolean;
  members: { userId: string; name: string; email: string; role: MemberRole }[];
  properties: { id: string; label: string; postcode: string; archived: boolean }[];
}

const SETTINGS_COLUMNS = [
  "id",
  "name",
  "slug",
  "contact_email",
  "contact_phone",
  "spend_limit_pence",
  "target_emergency_hours",
  "target_urgent_days",
  "target_routine_working_days",
  "billing_address",
  "construction_services_role",
] as const;

type SettingsRow = Pick<Selectable<OrganisationsTable>, (typeof SETTINGS_COLUMNS)[number]>;

function settingsOf(row: SettingsRow): OrganisationSettings {
  return {
    name: row.name,
    slug: row.slug,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    spendLimitPence: row.spend_limit_pence,
    emergencyHours: row.target_emergency_hours,
    urgentDays: row.target_urgent_days,
    routineWorkingDays: row.target_routine_working_days,
    billingAddress: row.billing_address,
    constructionServicesRole: row.construction_services_role,
  };
}

/** One organisation as the office sees it: settings, members and properties; null if none. */
export async function findOfficeOrganisation(
  db: Kysely<Database>,
  slug: string,
): Promise<OfficeOrganisation | null> {
  const row = await db
    .selectFrom("organisations")
    .select(SETTINGS_COLUMNS)
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return null;
  const [members, properties] = await Promise.all([
    listMemberRows(db, row.id),
    db
      .selectFrom("organisation_properties")
      .select(["id", "label", "postcode", "archived_at"])
      .where("organisation_id", "=", row.id)
      .orderBy(sql`archived_at is not null`)
      .orderBy("label")
      .execute(),
  ]);
  return {
    id: row.id,
    settings: settingsOf(row),
    slugFixed: isFixedAddressSlug(row.slug),
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
    })),
    properties: properties.map((property) => ({
      id: property.id,
      label: property.label,
      postcode: property.postcode,
      archived: property.archived_at !== null,
    })),
  };
}

export type OrganisationCreated =
  { ok: true; slug: string } | { ok: false; reason: "field"; field: "slug"; message: string };
export type OrganisationSaved = OrganisationCreated | { ok: false; reason: "not-found" };

function columnsOf(input: OrganisationInput) {
  return {
    name: input.name,
    slug: input.slug,
    contact_email: input.contactEmail,
    contact_phone: input.contactPhone,
    spend_limit_pence: input.spendLimit,
    target_emergency_hours: input.emergencyHours,
    target_urgent_days: input.urgentDays,
    target_routine_working_days: input.routineWorkingDays,
    billing_address: input.billingAddress,
    construction_services_role: input.constructionServicesRole,
  };
}

function settingsFromInput(input: OrganisationInput): OrganisationSettings {
  return {
    name: input.name,
    slug: input.slug,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    spendLimitPence: input.spendLimit,
    emergencyHours: input.emergencyHours,
    urgentDays: input.urgentDays,
    routineWorkingDays: input.routineWorkingDays,
    billingAddress: input.billingAddress,
    constructionServicesRole: input.constructionServicesRole,
  };
}

const TAKEN = {
  ok: false,
  reason: "field",
  field: "slug",
  message: ORGANISATION_MESSAGES.slugTaken,
} as const;

/**
 * A new organisation; a slug already taken is a field error, not a failure. One created from
 * a property enquiry (`enquiryId`) is linked to it, and the enquiry closed, in its transaction.
 */
export async function createOrganisation(
  db: Kysely<Database>,
  actor: StaffActor,
  input: OrganisationInput,
  options: { enquiryId?: string | null } = {},
): Promise<OrganisationCreated> {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto("organisations")
      .values(columnsOf(input))
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!created) return TAKEN;
    await logChange(trx, {
      actor,
      entity: "organisation",
      entityId: created.id,
      action: "create",
      after: settingsFromInput(input),
    });
    if (options.enquiryId) {
      await closeEnquiryWithOrganisation(trx, actor, options.enquiryId, {
        id: created.id,
        name: input.name,
      });
    }
    return { ok: true, slug: input.slug };
  });
}

/**
 * The office's edit of an organisation. The slug may change (decision 0034) except for the
 * three with a fixed address; the organisation row is locked so two edits cannot interleave.
 */
export async function updateOrganisation(
  db: Kysely<Database>,
  actor: StaffActor,
  slug: string,
  input: OrganisationInput,
): Promise<OrganisationSaved> {
  try {
    return await saveOrganisation(db, actor, slug, input);
  } catch (error) {
    // Two renames to one free slug at once: the unique index refuses the second.
    if (isUniqueViolation(error)) return TAKEN;
    throw error;
  }
}

function saveOrganisation(
  db: Kysely<Database>,
  actor: StaffActor,
  slug: string,
  input: OrganisationInput,
): Promise<OrganisationSaved> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("organisations")
      .select(SETTINGS_COLUMNS)
      .where("slug", "=", slug)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (input.slug !== current.slug) {
      if (isFixedAddressSlug(current.slug)) {
        return {
          ok: false,
          reason: "field",
          field: "slug",
          message: ORGANISATION_MESSAGES.slugFixed,
        } as const;
      }
      const taken = await trx
        .selectFrom("organisations")
        .select("id")
        .where("slug", "=", input.slug)
        .executeTakeFirst();
      if (taken) return TAKEN;
    }
    await trx
      .updateTable("organisations")
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where("id", "=", current.id)
      .execute();
    await logChange(trx, {
      actor,
      entity: "organisation",
      entityId: current.id,
      action: "update",
      before: settingsOf(current),
      after: settingsFromInput(input),
    });
    return { ok: true, slug: input.slug };
  });
}

/** Postgres's unique_violation: another organisation took the slug between check and write. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "23505";
}

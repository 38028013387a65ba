import type { Kysely } from "kysely";
import { addCalendarDays, londonDate } from "~/lib/booking-rules";
import { createOrganisationJob, type OrgJobActor } from "../orgs/org-jobs.server";
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from "./seed.server";
import type { Database } from "./schema.server";

const DEMO_SITE = "http://localhost:3000";

type DemoSlug = (typeof DEMO_ORGANISATIONS)[number]["slug"];

/** Properties, planned work and one reported repair per organisation, for the portals' demo. */
const DEMO_PROPERTIES: Record<
  DemoSlug,
  {
    label: string;
    address: string;
    postcode: string;
    accessNotes: string;
    keySafe: string;
    tenant: { name: string; phone: string; email: string } | null;
    planned?: { service: string; description: string; everyMonths: number; inDays: number };
    repair?: { service: string; description: string; priority: "routine" | "urgent" };
  }[]
> = {
  moathouse: [
    {
      label: "Flat 3, 12 Moat Street",
      address: "Flat 3, 12 Moat Street, Coventry",
      postcode: "CV1 2LZ",
      accessNotes: "Communal door buzzer 3; parking behind the building.",
      keySafe: "4821",
      tenant: { name: "Hannah Lewis", phone: "+447400123456", email: "demo-tenant-1@example.com" },
      planned: {
        service: "gutter-cleaning",
        description: "Clear the gutters and downpipes front and back.",
        everyMonths: 12,
        inDays: 20,
      },
      repair: {
        service: "plumbing-repairs",
        description: "Bathroom basin drains slowly; tenant has tried a plunger.",
        priority: "routine",
      },
    },
    {
      label: "9 Albany Road",
      address: "9 Albany Road, Earlsdon, Coventry",
      postcode: "CV5 6JQ",
      accessNotes: "Side gate is unlocked; dog in the garden.",
      keySafe: "0707",
      tenant: null,
    },
  ],
  empire: [
    {
      label: "14 Clarendon Avenue",
      address: "14 Clarendon Avenue, Leamington Spa",
      postcode: "CV32 5PR",
      accessNotes: "Ring the top bell.",
      keySafe: "1390",
      tenant: { name: "Owen Price", phone: "+447400123457", email: "demo-tenant-2@example.com" },
      planned: {
        service: "pat-testing",
        description: "Annual PAT test of the landlord's appliances.",
        everyMonths: 12,
        inDays: 12,
      },
      repair: {
        service: "security-locks",
        description: "Front door lock is stiff and the key sometimes will not turn.",
        priority: "urgent",
      },
    },
  ],
  handylot: [
    {
      label: "22 Sir Henry Parkes Road",
      address: "22 Sir Henry Parkes Road, Canley, Coventry",
      postcode: "CV4 8BY",
      accessNotes: "Student house of five; key safe by the back door.",
      keySafe: "5566",
      tenant: null,
      planned: {
        service: "general-repairs",
        description: "End-of-tenancy check: doors, handles, blinds and sealant.",
        everyMonths: 12,
        inDays: 25,
      },
      repair: {
        service: "carpentry-joinery",
        description: "Bedroom 2 wardrobe door has come off its hinge.",
        priority: "routine",
      },
    },
  ],
};

/**
 * With SEED_DEMO: the demo members own their organisations, which get their properties (with
 * a key-safe code and a tenant on some), planned maintenance due within 30 days and one
 * reported repair each, through the same function as the portal. Only on an organisation
 * that has no properties yet, so a restart adds nothing.
 */
export async function seedDemoOrganisations(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const organisation of DEMO_ORGANISATIONS) {
    const account = DEMO_ACCOUNTS.find((demo) => demo.organisation === organisation.slug);
    if (!account) continue;
    const member = await db
      .selectFrom("organisations as org")
      .innerJoin("organisation_members as membership", "membership.organisation_id", "org.id")
      .innerJoin("profiles", "profiles.id", "membership.user_id")
      .select([
        "org.id as organisationId",
        "org.name",
        "org.target_emergency_hours",
        "org.target_urgent_days",
        "org.target_routine_working_days",
        "membership.user_id as userId",
        "profiles.full_name",
      ])
      .where("org.slug", "=", organisation.slug)
      .where("profiles.email", "=", account.email)
      .executeTakeFirst();
    if (!member) continue;
    const hasProperties = await db
      .selectFrom("organisation_properties")
      .select("id")
      .where("organisation_id", "=", member.organisationId)
      .limit(1)
      .executeTakeFirst();
    if (hasProperties) continue;
    // The office's contact for planned work that has no tenant to ring.
    await db
      .updateTable("organisations")
      .set({ contact_email: account.email, contact_phone: "+447400123459" })
      .where("id", "=", member.organisationId)
      .where("contact_phone", "is", null)
      .execute();
    await db
      .updateTable("organisation_members")
      .set({ member_role: "owner" })
      .where("organisation_id", "=", member.organisationId)
      .where("user_id", "=", member.userId)
      .execute();
    const actor: OrgJobActor = {
      organisationId: member.organisationId,
      organisationName: member.name,
      targets: {
        emergencyHours: member.target_emergency_hours,
        urgentDays: member.target_urgent_days,
        routineWorkingDays: member.target_routine_working_days,
      },
      userId: member.userId,
      name: member.full_name ?? account.fullName,
      email: account.email,
      role: "organisation",
    };
    for (const demo of DEMO_PROPERTIES[organisation.slug]) {
      const property = await db
        .insertInto("organisation_properties")
        .values({
          organisation_id: member.organisationId,
          label: demo.label,
          address: demo.address,
          postcode: demo.postcode,
          access_notes: demo.accessNotes,
          key_safe_code: demo.keySafe,
          tenant_name: demo.tenant?.name ?? null,
          tenant_phone: demo.tenant?.phone ?? null,
          tenant_email: demo.tenant?.email ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (demo.planned) {
        await db
          .insertInto("planned_maintenance")
          .values({
            organisation_id: member.organisationId,
            property_id: property.id,
            service_slug: demo.planned.service,
            description: demo.planned.description,
            every_months: demo.planned.everyMonths,
            next_due: addCalendarDays(londonDate(now), demo.planned.inDays),
          })
          .execute();
      }
      if (demo.repair) {
        await createOrganisationJob(
          db,
          actor,
          {
            propertyId: property.id,
            service: demo.repair.service,
            description: demo.repair.description,
            priority: demo.repair.priority,
            tenantAvailability: "Weekdays after 3pm",
            tellTenant: false,
            contactPhone: "+447400123458",
            window: null,
          },
          { now, siteOrigin: DEMO_SITE },
        );
      }
    }
  }
}

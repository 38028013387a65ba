import { PHONE_PROBLEMS } from "../../app/lib/phone";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import {
  createOrganisation,
  findOfficeOrganisation,
  listOrganisations,
  ORGANISATIONS_PAGE_SIZE,
  updateOrganisation,
} from "../../app/.server/orgs/office-organisations.server";
import { ORGANISATION_MESSAGES, organisationSchema } from "../../app/lib/schemas/organisations";
import { createTestDatabase } from "./support/database";
import { addOrganisation, addUser, type OrgFixture } from "./support/organisations";

let handle: DatabaseHandle;
let acme: OrgFixture;
let office: { id: string; role: "admin" };
const NOW = new Date("2026-07-06T09:00:00Z");

const FORM: Record<string, string> = {
  name: "Coventry Lets",
  slug: "coventry-lets",
  contactEmail: "Office@CoventryLets.example.com",
  contactPhone: "024 7699 0123",
  spendLimit: "£300",
  emergencyHours: "6",
  urgentDays: "3",
  routineWorkingDays: "15",
};

function parse(overrides: Record<string, string> = {}) {
  return organisationSchema.safeParse({ ...FORM, ...overrides });
}

function valid(overrides: Record<string, string> = {}) {
  const parsed = parse(overrides);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
  await addOrganisation(handle.db, "bravo", { now: NOW });
  const admin = await addUser(handle.db, "boss@example.com", "Bo Ss", ["admin"]);
  office = { id: admin.user.id, role: "admin" };
  await handle.db
    .insertInto("organisations")
    .values({ slug: "moathouse", name: "Moat House Lettings" })
    .onConflict((conflict) => conflict.column("slug").doNothing())
    .execute();
});
afterAll(async () => {
  await handle?.close();
});

describe("the organisation form", () => {
  it("reads pounds, targets, a UK phone and a lower-case e-mail", () => {
    expect(valid()).toEqual({
      name: "Coventry Lets",
      slug: "coventry-lets",
      contactEmail: "office@coventrylets.example.com",
      contactPhone: "+442476990123",
      spendLimit: 30_000,
      emergencyHours: 6,
      urgentDays: 3,
      routineWorkingDays: 15,
      // Decision 0074: invoiced to each job's address, VAT as usual, unless the office says.
      billingAddress: null,
      constructionServicesRole: "end_user",
    });
    expect(valid({ contactEmail: "", contactPhone: "" })).toMatchObject({
      contactEmail: null,
      contactPhone: null,
    });
    expect(
      valid({
        billingAddress: "  Coventry Lets Ltd\r\n1 Hertford Street  ",
        constructionServicesRole: "contractor",
      }),
    ).toMatchObject({
      billingAddress: "Coventry Lets Ltd\n1 Hertford Street",
      constructionServicesRole: "contractor",
    });
  });

  it.each([
    [{ slug: "Bad Slug!" }, "slug", ORGANISATION_MESSAGES.slug],
    [{ slug: "a" }, "slug", ORGANISATION_MESSAGES.slug],
    [{ slug: "-dash" }, "slug", ORGANISATION_MESSAGES.slug],
    [{ slug: "admin" }, "slug", ORGANISATION_MESSAGES.slugReserved],
    [{ slug: "new" }, "slug", ORGANISATION_MESSAGES.slugReserved],
    [{ slug: "org-invite" }, "slug", ORGANISATION_MESSAGES.slugReserved],
    [{ spendLimit: "lots" }, "spendLimit", ORGANISATION_MESSAGES.spendLimit],
    [{ spendLimit: "-5" }, "spendLimit", ORGANISATION_MESSAGES.spendLimit],
    [{ spendLimit: "2000000" }, "spendLimit", ORGANISATION_MESSAGES.spendLimitHigh],
    [{ emergencyHours: "0" }, "emergencyHours", ORGANISATION_MESSAGES.range(1, 168)],
    [{ emergencyHours: "169" }, "emergencyHours", ORGANISATION_MESSAGES.range(1, 168)],
    [{ urgentDays: "2.5" }, "urgentDays", ORGANISATION_MESSAGES.whole],
    [{ routineWorkingDays: "121" }, "routineWorkingDays", ORGANISATION_MESSAGES.range(1, 120)],
    [{ contactPhone: "07700 9001" }, "contactPhone", PHONE_PROBLEMS.tooShort],
    [{ contactEmail: "nobody" }, "contactEmail", ORGANISATION_MESSAGES.email],
    [{ name: "" }, "name", ORGANISATION_MESSAGES.name],
    [{ name: "Tab\u0000" }, "name", undefined],
    [
      { billingAddress: "x".repeat(401) },
      "billingAddress",
      ORGANISATION_MESSAGES.billingAddressLong,
    ],
    [
      { constructionServicesRole: "builder" },
      "constructionServicesRole",
      ORGANISATION_MESSAGES.constructionRole,
    ],
  ])("refuses %j next to the field", (overrides, field, message) => {
    const parsed = parse(overrides);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((entry) => entry.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});

describe("creating and editing", () => {
  it("creates with the office's values, logged, and refuses a taken slug as a field error", async () => {
    expect(await createOrganisation(handle.db, office, valid())).toEqual({
      ok: true,
      slug: "coventry-lets",
    });
    const created = await findOfficeOrganisation(handle.db, "coventry-lets");
    expect(created).toMatchObject({
      settings: { name: "Coventry Lets", spendLimitPence: 30_000, urgentDays: 3 },
      slugFixed: false,
      members: [],
      properties: [],
    });
    expect(await createOrganisation(handle.db, office, valid({ name: "Another" }))).toEqual({
      ok: false,
      reason: "field",
      field: "slug",
      message: ORGANISATION_MESSAGES.slugTaken,
    });
    const log = await handle.db
      .selectFrom("change_log")
      .select(["action", "actor_role", "after"])
      .where("entity", "=", "organisation")
      .execute();
    expect(log).toMatchObject([
      {
        action: "create",
        actor_role: "admin",
        after: { slug: "coventry-lets", spendLimitPence: 30_000 },
      },
    ]);
  });

  it("edits, renames (not onto another's slug), logs before and after", async () => {
    expect(
      await updateOrganisation(handle.db, office, "coventry-lets", valid({ slug: "acme" })),
    ).toMatchObject({
      ok: false,
      reason: "field",
      field: "slug",
      message: ORGANISATION_MESSAGES.slugTaken,
    });
    expect(
      await updateOrganisation(
        handle.db,
        office,
        "coventry-lets",
        valid({
          slug: "cov-lets",
          spendLimit: "500",
          urgentDays: "1",
          billingAddress: "Coventry Lets Ltd\n1 Hertford Street, Coventry CV1 1LF",
          constructionServicesRole: "intermediary",
        }),
      ),
    ).toEqual({ ok: true, slug: "cov-lets" });
    expect(await findOfficeOrganisation(handle.db, "coventry-lets")).toBeNull();
    expect(await findOfficeOrganisation(handle.db, "cov-lets")).toMatchObject({
      settings: {
        spendLimitPence: 50_000,
        urgentDays: 1,
        billingAddress: "Coventry Lets Ltd\n1 Hertford Street, Coventry CV1 1LF",
        constructionServicesRole: "intermediary",
      },
    });
    const log = await handle.db
      .selectFrom("change_log")
      .select(["before", "after"])
      .where("entity", "=", "organisation")
      .where("action", "=", "update")
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      before: { slug: "coventry-lets", spendLimitPence: 30_000, urgentDays: 3 },
      after: { slug: "cov-lets", spendLimitPence: 50_000, urgentDays: 1 },
    });
    expect(await updateOrganisation(handle.db, office, "no-such-org", valid())).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("keeps the fixed address of moathouse, empire and handylot", async () => {
    expect(
      await updateOrganisation(
        handle.db,
        office,
        "moathouse",
        valid({ name: "Moat House", slug: "moat-house" }),
      ),
    ).toEqual({
      ok: false,
      reason: "field",
      field: "slug",
      message: ORGANISATION_MESSAGES.slugFixed,
    });
    expect(
      await updateOrganisation(
        handle.db,
        office,
        "moathouse",
        valid({ name: "Moat House", slug: "moathouse" }),
      ),
    ).toEqual({ ok: true, slug: "moathouse" });
    expect(await findOfficeOrganisation(handle.db, "moathouse")).toMatchObject({
      slugFixed: true,
      settings: { name: "Moat House" },
    });
  });

  it("shows an organisation's members and properties to the office", async () => {
    const detail = await findOfficeOrganisation(handle.db, "acme");
    expect(detail?.members.map((member) => [member.email, member.role])).toEqual([
      ["owner@acme.example.com", "owner"],
      ["manager@acme.example.com", "manager"],
      ["member@acme.example.com", "member"],
    ]);
    expect(detail?.properties).toEqual([
      { id: acme.propertyId, label: "Flat 1, acme House", postcode: "CV1 5DZ", archived: false },
    ]);
  });
});

describe("the office's list", () => {
  it("counts members, properties, open, awaiting and overdue jobs per organisation", async () => {
    await handle.db
      .updateTable("jobs")
      .set({ approval: "pending" })
      .where("id", "=", acme.job.id)
      .execute();
    const later = new Date("2026-08-01T09:00:00Z");
    const page = await listOrganisations(handle.db, { search: "acm", now: later });
    expect(page).toMatchObject({ total: 1, page: 1, pages: 1, search: "acm" });
    expect(page.organisations).toEqual([
      {
        slug: "acme",
        name: "acme Lettings",
        members: 3,
        properties: 1,
        openJobs: 1,
        awaitingApproval: 1,
        overdueJobs: 1,
      },
    ]);
    const early = await listOrganisations(handle.db, { search: "ACME", now: NOW });
    expect(early.organisations[0]?.overdueJobs).toBe(0);
  });

  it("searches literally and pages", async () => {
    expect((await listOrganisations(handle.db, { search: "%" })).total).toBe(0);
    for (let index = 0; index < ORGANISATIONS_PAGE_SIZE; index += 1) {
      await handle.db
        .insertInto("organisations")
        .values({ slug: `zz-org-${index}`, name: `Zeta ${String(index).padStart(2, "0")}` })
        .execute();
    }
    const all = await listOrganisations(handle.db, {});
    expect(all.pages).toBe(2);
    expect(all.organisations).toHaveLength(ORGANISATIONS_PAGE_SIZE);
    const second = await listOrganisations(handle.db, { page: 2 });
    expect(second.organisations.length).toBe(all.total - ORGANISATIONS_PAGE_SIZE);
    expect((await listOrganisations(handle.db, { page: 99 })).page).toBe(2);
  });
});

import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookForCaller } from "../../app/.server/admin-jobs/caller-booking.server";
import { adminJobDetail } from "../../app/.server/admin-jobs/job-detail.server";
import { csvCell, jobsCsvChunks } from "../../app/.server/admin-jobs/job-export.server";
import {
  parseJobFilters,
  type JobListFilters,
} from "../../app/.server/admin-jobs/job-filters.server";
import { listJobs, readJobRows, searchPlan } from "../../app/.server/admin-jobs/job-list.server";
import { setJobPrice } from "../../app/.server/admin-jobs/job-price.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { JobSource, JobStatus } from "../../app/.server/db/schema.server";
import { addJobNote } from "../../app/.server/dispatch/dispatch.server";
import { createTestDatabase } from "./support/database";
import { SITE, addEngineer } from "./support/jobs";

let handle: DatabaseHandle;
let dan: string;
let eve: string;
let office: { id: string; role: "admin" };

beforeAll(async () => {
  handle = await createTestDatabase();
  dan = await addEngineer(handle.db, "dan@example.com");
  eve = await addEngineer(handle.db, "eve@example.com");
  await handle.db
    .updateTable("auth.users")
    .set({ raw_user_meta_data: JSON.stringify({ full_name: "Eve Hart" }) })
    .where("id", "=", eve)
    .execute();
  const officeId = await addEngineer(handle.db, "office@example.com");
  await handle.db.deleteFrom("user_roles").where("user_id", "=", officeId).execute();
  office = { id: officeId, role: "admin" };
});
afterAll(async () => {
  await handle?.close();
});

interface JobSeed {
  window?: string | null;
  created?: string;
  status?: JobStatus;
  name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
  address?: string;
  service?: string;
  source?: JobSource;
  engineerId?: string | null;
}

/** A job written straight into the table (the list reads rows; how they got there is not its concern). */
async function insertJob(seed: JobSeed = {}): Promise<{ id: string; reference: string }> {
  const email = seed.email ?? `c-${randomBytes(4).toString("hex")}@example.com`;
  const customer = await handle.db
    .insertInto("customers")
    .values({
      email,
      name: seed.name ?? "Sarah Mitchell",
      phone: seed.phone ?? "+447400123456",
      portal_token_hash: randomBytes(16).toString("hex"),
    })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet({ name: seed.name ?? "x" }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  const window = seed.window === undefined ? "2026-07-14T07:00:00.000Z" : seed.window;
  const start = window ? new Date(window) : null;
  return handle.db
    .insertInto("jobs")
    .values({
      service_slug: seed.service ?? "plumbing-repairs",
      description: "The kitchen tap drips.",
      address: seed.address ?? "12 Spon Street, Coventry",
      postcode: seed.postcode ?? "CV1 5DZ",
      customer_id: customer.id,
      customer_name: seed.name ?? "Sarah Mitchell",
      customer_email: email,
      customer_phone: seed.phone ?? "+447400123456",
      requested_date: start ? start.toISOString().slice(0, 10) : null,
      window_start: start,
      window_end: start ? new Date(start.getTime() + 2 * 3_600_000) : null,
      engineer_id: seed.engineerId ?? null,
      status: seed.status ?? (start ? "confirmed" : "requested"),
      source: seed.source ?? "web",
      tracking_token_hash: randomBytes(16).toString("hex"),
      created_at: seed.created ?? "2026-07-01T09:00:00.000Z",
    })
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
}

async function references(filters: JobListFilters): Promise<string[]> {
  const page = await listJobs(handle.db, filters);
  return page.rows.map((row) => row.reference);
}

describe("the list of every job", () => {
  beforeEach(async () => {
    await handle.db.deleteFrom("jobs").execute();
  });

  it("shows jobs without a window first (newest booked first), then the newest window first", async () => {
    const older = await insertJob({ window: "2026-07-14T07:00:00.000Z" });
    const newer = await insertJob({ window: "2026-07-20T07:00:00.000Z" });
    const sameWindowLater = await insertJob({
      window: "2026-07-14T07:00:00.000Z",
      created: "2026-07-02T09:00:00.000Z",
    });
    const waitingOld = await insertJob({ window: null, created: "2026-07-01T08:00:00.000Z" });
    const waitingNew = await insertJob({ window: null, created: "2026-07-03T08:00:00.000Z" });
    expect(await references({})).toEqual([
      waitingNew.reference,
      waitingOld.reference,
      newer.reference,
      sameWindowLater.reference,
      older.reference,
    ]);
  });

  it("filters by status, window days in London, engineer, service, area and source", async () => {
    const scheduled = await insertJob({ status: "scheduled", engineerId: dan, source: "admin" });
    // 23:30 on 13 July in London (BST) is still the 13th there.
    const lateEvening = await insertJob({ window: "2026-07-13T22:30:00.000Z" });
    const cv10 = await insertJob({ postcode: "CV10 0AA", service: "tiling-services" });
    const waiting = await insertJob({ window: null });

    expect(await references({ status: "scheduled" })).toEqual([scheduled.reference]);
    expect(await references({ status: "requested" })).toEqual([waiting.reference]);
    expect(await references({ from: "2026-07-13", to: "2026-07-13" })).toEqual([
      lateEvening.reference,
    ]);
    expect((await references({ from: "2026-07-14" })).sort()).toEqual(
      [scheduled.reference, cv10.reference].sort(),
    );
    expect(await references({ engineer: dan })).toEqual([scheduled.reference]);
    expect(await references({ engineer: "none" })).toHaveLength(3);
    expect(await references({ service: "tiling-services" })).toEqual([cv10.reference]);
    // CV1 is a whole outward code: CV10 is not in it.
    expect(await references({ area: "CV1" })).not.toContain(cv10.reference);
    expect(await references({ area: "CV10" })).toEqual([cv10.reference]);
    expect(await references({ source: "admin" })).toEqual([scheduled.reference]);
    expect(await references({ status: "scheduled", source: "web" })).toEqual([]);
  });

  it("searches by reference, number, name, e-mail, phone and postcode", async () => {
    const sarah = await insertJob({
      name: "Sarah O'Brien-Mitchell",
      email: "sarah.ob@example.com",
      phone: "+447400111222",
      postcode: "CV32 4AA",
    });
    const tom = await insertJob({
      name: "Tom Price",
      email: "tom@example.org",
      postcode: "CV1 5DZ",
    });
    const number = sarah.reference.split("-")[2] ?? "";

    expect(await references({ q: sarah.reference })).toEqual([sarah.reference]);
    expect(await references({ q: sarah.reference.toLowerCase() })).toEqual([sarah.reference]);
    expect(await references({ q: number })).toEqual([sarah.reference]);
    expect(await references({ q: String(Number(number)) })).toEqual([sarah.reference]);
    expect(await references({ q: "mitch" })).toEqual([sarah.reference]);
    expect(await references({ q: "SARAH bri" })).toEqual([sarah.reference]);
    expect(await references({ q: "O'Brien" })).toEqual([sarah.reference]);
    expect(await references({ q: "tom@example" })).toEqual([tom.reference]);
    expect(await references({ q: "07400 111222" })).toEqual([sarah.reference]);
    expect(await references({ q: "+44 7400 111222" })).toEqual([sarah.reference]);
    expect(await references({ q: "cv32 4aa" })).toEqual([sarah.reference]);
    expect(await references({ q: "CV32" })).toEqual([sarah.reference]);
    expect(await references({ q: "CV3" })).toEqual([]);
    // Wildcards and operators typed in the box are text, never patterns or query syntax.
    expect(await references({ q: "%" })).toEqual([]);
    expect(await references({ q: "_@%" })).toEqual([]);
    expect(await references({ q: "tom & !price | (x" })).toEqual([]);
    expect(await references({ q: "nobody" })).toEqual([]);
  });

  it("searches by the street, the house and street, or the street with the postcode", async () => {
    const queens = await insertJob({
      name: "Helen Ward",
      address: "14 Queens Road, Earlsdon",
      postcode: "CV1 3EG",
    });
    const spon = await insertJob({ name: "Marcus Bell", address: "7 Spon Street, Coventry" });

    expect(await references({ q: "queens road" })).toEqual([queens.reference]);
    expect(await references({ q: "QUEEN ro" })).toEqual([queens.reference]);
    expect(await references({ q: "14 queens" })).toEqual([queens.reference]);
    expect(await references({ q: "earlsdon" })).toEqual([queens.reference]);
    expect(await references({ q: "spon street cv1" })).toEqual([spon.reference]);
    expect(await references({ q: "queens spon" })).toEqual([]);
    // The name still finds its job, and a street word does not find other streets' jobs.
    expect(await references({ q: "helen" })).toEqual([queens.reference]);
    expect(await references({ q: "road" })).toEqual([queens.reference]);
  });

  it("pages by keyset: every job once, in order, forwards and back, ties broken by id", async () => {
    const expected: string[] = [];
    // 130 jobs, many sharing their window and their booking instant to the microsecond.
    for (let n = 0; n < 130; n += 1) {
      const day = String(10 + (n % 5)).padStart(2, "0");
      await insertJob({
        window: n % 13 === 0 ? null : `2026-08-${day}T07:00:00.000Z`,
        created: "2026-07-01T09:00:00.123456Z",
      });
    }
    const all = await readJobRows(handle.db, {}, { limit: 1000 });
    expected.push(...all.map((row) => row.reference));
    expect(new Set(expected).size).toBe(130);

    const seen: string[] = [];
    const pages = [];
    let page = await listJobs(handle.db, {});
    pages.push(page);
    seen.push(...page.rows.map((row) => row.reference));
    expect(page.newer).toBeNull();
    while (page.older) {
      page = await listJobs(handle.db, {}, { after: page.older });
      pages.push(page);
      seen.push(...page.rows.map((row) => row.reference));
    }
    expect(pages.map((each) => each.rows.length)).toEqual([50, 50, 30]);
    expect(seen).toEqual(expected);

    // Back from the last page: the middle page again, then the first.
    const back = await listJobs(handle.db, {}, { before: pages[2]?.newer });
    expect(back.rows.map((row) => row.reference)).toEqual(expected.slice(50, 100));
    const first = await listJobs(handle.db, {}, { before: back.newer });
    expect(first.rows.map((row) => row.reference)).toEqual(expected.slice(0, 50));
    expect(first.newer).toBeNull();
  });

  it("reads a broad name search by walking the list, in the same order as a narrow one", async () => {
    await sql`
      insert into public.jobs (service_slug, description, address, postcode, customer_id,
        customer_name, customer_email, customer_phone, requested_date, window_start, window_end,
        status, source, tracking_token_hash, created_at)
      select 'general-repairs', 'Bulk', 'Somewhere', 'CV3 1AA',
        (select id from customers limit 1),
        case when n % 3 = 0 then 'Other Person' else 'Common Name ' || n end,
        'bulk@example.com', '+447400123456', null,
        '2026-08-01T07:00:00Z'::timestamptz + (n % 40) * interval '2 hours',
        '2026-08-01T09:00:00Z'::timestamptz + (n % 40) * interval '2 hours',
        'confirmed', 'web', md5('broad' || n), '2026-07-01T09:00:00Z'
      from generate_series(1, 900) as n
    `.execute(handle.db);
    const filters = { q: "common" };
    expect(await searchPlan(handle.db, filters)).toBe("walk");
    expect(await searchPlan(handle.db, { q: "other" })).toBe("sort");
    const sorted = await readJobRows(handle.db, filters, { limit: 1000, plan: "sort" });
    expect(sorted).toHaveLength(600);
    const seen: string[] = [];
    let page = await listJobs(handle.db, filters);
    seen.push(...page.rows.map((row) => row.reference));
    while (page.older) {
      page = await listJobs(handle.db, filters, { after: page.older });
      seen.push(...page.rows.map((row) => row.reference));
    }
    expect(seen).toEqual(sorted.map((row) => row.reference));
  });

  it("keeps the filters across pages and ignores a cursor it did not write", async () => {
    for (let n = 0; n < 60; n += 1) await insertJob({ status: n % 2 ? "cancelled" : "confirmed" });
    const first = await listJobs(handle.db, { status: "cancelled" }, {}, 20);
    const second = await listJobs(handle.db, { status: "cancelled" }, { after: first.older }, 20);
    expect(second.rows.every((row) => row.status === "cancelled")).toBe(true);
    expect(second.older).toBeNull();
    for (const junk of [
      "",
      "%%%",
      "bm9uZXx4fHk",
      "x".repeat(300),
      Buffer.from("none|2026-02-30T00:00:00.000000Z|00000000-0000-4000-8000-000000000000").toString(
        "base64url",
      ),
    ]) {
      const page = await listJobs(handle.db, {}, { after: junk });
      expect(page.rows).toHaveLength(50);
      expect(page.newer).toBeNull();
    }
  });
});

describe("the filters in the address", () => {
  it("reads what it understands and names what it ignored", () => {
    const parsed = parseJobFilters(
      new URLSearchParams({
        status: "scheduled",
        from: "2026-07-20",
        to: "2026-07-10",
        engineer: "somebody",
        area: " cv32 ",
        source: "fax",
        q: "  Sarah  ",
      }),
    );
    expect(parsed.filters).toMatchObject({
      status: "scheduled",
      from: "2026-07-20",
      area: "CV32",
      q: "Sarah",
    });
    expect(parsed.filters.to).toBeUndefined();
    expect(Object.keys(parsed.problems).sort()).toEqual(["engineer", "source", "to"]);
    expect(parseJobFilters(new URLSearchParams("status=&q=")).filters).toEqual({});
  });
});

describe("the CSV export", () => {
  it("quotes what needs quoting and keeps formulas from running", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+44 7400")).toBe("'+44 7400");
    expect(csvCell("-1")).toBe("-1");
    expect(csvCell("-45.00")).toBe("-45.00");
    expect(csvCell("-1+cmd|' /C calc'!A0")).toBe("'-1+cmd|' /C calc'!A0");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell(null)).toBe("");
  });

  it("exports every matching job in the list's order, in batches", async () => {
    await handle.db.deleteFrom("jobs").execute();
    await insertJob({
      name: '=cmd|" /C calc"!A0',
      postcode: "CV2 1AA",
      created: "2026-07-01T08:00:00.000Z",
    });
    const job = await insertJob({
      name: 'Zoë, "the" Client',
      postcode: "CV2 2BB",
      engineerId: eve,
    });
    await setJobPrice(handle.db, office, { jobId: job.id, pricePence: 12750 });
    // Enough rows for three batches.
    await sql`
      insert into public.jobs (service_slug, description, address, postcode, customer_id,
        customer_name, customer_email, customer_phone, requested_date, window_start, window_end,
        status, source, tracking_token_hash)
      select 'general-repairs', 'Bulk', 'Somewhere', 'CV3 1AA', (select id from customers limit 1),
        'Bulk ' || n, 'bulk@example.com', '+447400123456', null, null, null, 'requested', 'web',
        md5('bulk' || n)
      from generate_series(1, 2100) as n
    `.execute(handle.db);

    let csv = "";
    for await (const chunk of jobsCsvChunks(handle.db, { area: "CV2" })) csv += chunk;
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines[0]?.startsWith("\uFEFFReference,Status,Window date")).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${job.reference},Booking confirmed,2026-07-14,08:00–10:00,`);
    expect(lines[1]).toContain('"Zoë, ""the"" Client"');
    expect(lines[1]).toContain(",07400 123456,");
    expect(lines[1]).toContain(",Eve Hart,Website,127.50,");
    expect(lines[2]).toContain(`"'=cmd|"" /C calc""!A0"`);

    let all = 0;
    for await (const chunk of jobsCsvChunks(handle.db, {})) all += chunk.split("\r\n").length - 1;
    expect(all).toBe(1 + 2102);
  });
});

describe("the price charged", () => {
  it("is saved with an internal timeline entry and the change log", async () => {
    const job = await insertJob();
    expect(await setJobPrice(handle.db, office, { jobId: job.id, pricePence: 4500 })).toMatchObject(
      {
        ok: true,
        changed: true,
        priceLabel: "£45.00",
      },
    );
    expect(await setJobPrice(handle.db, office, { jobId: job.id, pricePence: 4500 })).toMatchObject(
      {
        changed: false,
      },
    );
    await setJobPrice(handle.db, office, { jobId: job.id, pricePence: null });
    const log = await handle.db
      .selectFrom("change_log")
      .select(["actor_id", "action", "before", "after"])
      .where("entity_id", "=", job.id)
      .orderBy("id")
      .execute();
    expect(log).toEqual([
      {
        actor_id: office.id,
        action: "price",
        before: { pricePence: null },
        after: { pricePence: 4500 },
      },
      {
        actor_id: office.id,
        action: "price",
        before: { pricePence: 4500 },
        after: { pricePence: null },
      },
    ]);
    const events = await handle.db
      .selectFrom("job_events")
      .select(["kind", "internal", "note"])
      .where("job_id", "=", job.id)
      .execute();
    expect(events).toEqual([
      { kind: "price", internal: true, note: "£45.00" },
      { kind: "price", internal: true, note: "Price taken off" },
    ]);
    expect(
      await setJobPrice(handle.db, office, {
        jobId: "00000000-0000-4000-8000-000000000000",
        pricePence: 1,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("the office books for a caller", () => {
  const NOW = new Date("2026-07-10T09:10:00Z");
  const caller = {
    service: "plumbing-repairs" as const,
    description: "The kitchen tap drips all night.",
    emergency: false,
    postcode: "CV1 5DZ",
    address: "12 Spon Street, Coventry",
    name: "Sarah Mitchell",
    email: "caller@example.com",
    phone: "+442476990123",
    engineerId: null,
  };

  it("books a window starting soon, sends the same e-mail and gives the job to the engineer", async () => {
    // 12:00 London is 10:00 UTC: fifty minutes away, inside the public notice period.
    const booked = await bookForCaller(
      handle.db,
      office,
      { ...caller, date: "2026-07-10", windowTime: "12:00", engineerId: dan },
      { siteOrigin: SITE, now: NOW },
    );
    expect(booked).toMatchObject({ ok: true, engineerProblem: null });
    if (!booked.ok) return;
    const job = await handle.db
      .selectFrom("jobs")
      .select(["id", "source", "status", "engineer_id"])
      .where("reference", "=", booked.reference)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ source: "admin", status: "scheduled", engineer_id: dan });
    const mail = await handle.db
      .selectFrom("email_outbox")
      .select("kind")
      .where("to_address", "=", "caller@example.com")
      .execute();
    expect(mail.map((row) => row.kind)).toContain("job.confirmation");

    const detail = await adminJobDetail(handle.db, booked.reference, NOW);
    expect(detail?.timeline[0]).toMatchObject({ title: "Booked", by: "by Dan Fletcher (office)" });
    expect(detail?.job.engineerName).toBe("Dan Fletcher");
  });

  it("refuses a window already started and an engineer who is busy", async () => {
    expect(
      await bookForCaller(
        handle.db,
        office,
        { ...caller, date: "2026-07-10", windowTime: "10:00" },
        { siteOrigin: SITE, now: NOW },
      ),
    ).toMatchObject({ ok: false, field: "windowTime" });
    expect(
      await bookForCaller(
        handle.db,
        office,
        {
          ...caller,
          email: "second@example.com",
          date: "2026-07-10",
          windowTime: "12:00",
          engineerId: dan,
        },
        { siteOrigin: SITE, now: NOW },
      ),
    ).toMatchObject({
      ok: false,
      field: "engineerId",
      message: "That engineer already has a job in this window.",
    });
    expect(
      await bookForCaller(
        handle.db,
        office,
        { ...caller, date: "2026-07-10", windowTime: "12:30" },
        { siteOrigin: SITE, now: NOW },
      ),
    ).toMatchObject({ ok: false, field: "windowTime" });
  });
});

describe("the job's page", () => {
  it("shows the whole timeline, internal notes marked, with who wrote each", async () => {
    const job = await insertJob({ status: "confirmed" });
    await addJobNote(
      handle.db,
      office,
      { jobId: job.id, note: "Gate code 1234", audience: "internal" },
      { siteOrigin: SITE },
    );
    await addJobNote(
      handle.db,
      office,
      { jobId: job.id, note: "We are running late", audience: "customer" },
      { siteOrigin: SITE },
    );
    const detail = await adminJobDetail(handle.db, job.reference);
    expect(detail?.timeline.map((entry) => [entry.title, entry.internal, entry.detail])).toEqual([
      ["Internal note", true, "Gate code 1234"],
      ["Message to the customer", false, "We are running late"],
    ]);
    expect(detail?.job.mapUrl).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20Spon%20Street%2C%20Coventry%2C%20CV1%205DZ",
    );
    expect(detail?.actions).toEqual({ dispatch: true, cancel: true, estimate: true });
    const photo = (
      takenBy: "customer" | "engineer",
      stage: "before" | "after" | null,
      second: number,
    ) => ({
      job_id: job.id,
      // Their own times: two inserts can share the embedded database's clock tick, and the
      // photos' order is their times'.
      created_at: new Date(Date.UTC(2026, 6, 1, 9, 0, second)),
      storage_key: `jobs/${job.id}/${randomBytes(16).toString("hex")}.webp`,
      content_type: "image/webp",
      width: 40,
      height: 30,
      bytes: 100,
      taken_by: takenBy,
      stage,
    });
    for (const each of [
      photo("customer", null, 1),
      photo("engineer", "before", 2),
      photo("engineer", "after", 3),
    ]) {
      await handle.db.insertInto("job_photos").values(each).execute();
    }
    const withPhotos = await adminJobDetail(handle.db, job.reference);
    expect(withPhotos?.customerPhotos.map((each) => each.label)).toEqual(["photo 1 of 1"]);
    expect(withPhotos?.engineerPhotos.map((each) => each.label)).toEqual([
      "Before: photo 1 of 2",
      "After: photo 2 of 2",
    ]);
    expect(withPhotos?.customerPhotos[0]?.url).toMatch(
      new RegExp(`^/media/jobs/${job.id}/[0-9a-f]{32}\\.webp$`),
    );
    expect(await adminJobDetail(handle.db, "CV-2026-999999")).toBeNull();
    expect(await adminJobDetail(handle.db, "'; drop table jobs")).toBeNull();
  });
});

import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { Database } from "../../app/.server/db/schema.server";
import { figureCsv } from "../../app/.server/reports/report-csv.server";
import { reportPage } from "../../app/.server/reports/report-page.server";
import { buildReport, type Report } from "../../app/.server/reports/report.server";
import type { ReportFigure } from "../../app/components/charts/figure-model";
import { findService } from "../../app/content/services";
import { createTestDatabase } from "./support/database";
import { addEngineer } from "./support/jobs";

/*
 * A fixed data set with every figure worked out by hand (decision 0047). October 2026 holds
 * the day the clocks go back (Sunday 25th); March the day they go forward (Sunday 29th).
 * Times are written with their London offset: +01 in summer time, +00 in winter.
 */

let handle: DatabaseHandle;
let db: Kysely<Database>;
let engineerOne: string;
let engineerTwo: string;
const NOW = new Date("2026-10-28T12:00:00Z");
const OCTOBER = { from: "2026-10-01", to: "2026-10-31" };

interface JobSeed {
  ref: string;
  source: "web" | "client" | "organisation" | "admin";
  service?: string;
  postcode?: string;
  created: string;
  window?: [string, string];
  status: "requested" | "confirmed" | "scheduled" | "completed" | "cancelled";
  engineer?: string;
  price?: number;
  follows?: string;
  organisation?: { priority: "emergency" | "urgent" | "routine"; due: string };
  events?: [to: "on_site" | "completed" | "cancelled", at: string, role?: string][];
}

let organisationId = "";
const jobIds = new Map<string, string>();

async function seedJob(job: JobSeed) {
  const customer = await sql<{ id: string }>`
    insert into public.customers (email, name, phone, portal_token_hash)
    values (${`${job.ref.toLowerCase()}@example.com`}, 'Report Customer', '+447400123456',
      ${`portal-${job.ref}`})
    returning id`.execute(db);
  const customerId = customer.rows[0]?.id ?? "";
  const inserted = await sql<{ id: string }>`
    insert into public.jobs (reference, service_slug, description, address, postcode, customer_id,
      customer_name, customer_email, customer_phone, requested_date, window_start, window_end,
      engineer_id, status, source, tracking_token_hash, created_at, price_pence, follows_job_id,
      organisation_id, priority, due_at)
    values (${job.ref}, ${job.service ?? "plumbing-repairs"}, 'A report test job', '1 Test Street',
      ${job.postcode ?? "CV1 5DZ"}, ${customerId}, 'Report Customer', 'report@example.com',
      '+447400123456', ${job.window ? job.window[0].slice(0, 10) : null}::date,
      ${job.window?.[0] ?? null}::timestamptz, ${job.window?.[1] ?? null}::timestamptz,
      ${job.engineer ?? null}::uuid, ${job.status}::public.job_status,
      ${job.source}::public.job_source, ${`track-${job.ref}`}, ${job.created}::timestamptz,
      ${job.price ?? null}::integer, ${job.follows ? (jobIds.get(job.follows) ?? null) : null}::uuid,
      ${job.organisation ? organisationId : null}::uuid,
      ${job.organisation?.priority ?? null}::public.job_priority,
      ${job.organisation?.due ?? null}::timestamptz)
    returning id`.execute(db);
  const jobId = inserted.rows[0]?.id ?? "";
  jobIds.set(job.ref, jobId);
  for (const [to, at, role] of job.events ?? []) {
    await sql`insert into public.job_events (job_id, at, kind, to_status, actor_role)
      values (${jobId}, ${at}::timestamptz, 'status', ${to}::public.job_status,
        ${role ?? "engineer"})`.execute(db);
  }
}

async function seedContact(
  created: string,
  form: "contact" | "property",
  replies: [string, string][],
) {
  const contact = await sql<{ id: string }>`
    insert into public.contacts (kind, name, email, phone, postcode, message, company_name,
      properties_count, created_at, source)
    values (${form === "property" ? "property-enquiry" : "contact"}, 'Enquirer', 'e@example.com',
      '+447400123456', 'CV1 5DZ', 'Could you help?', ${form === "property" ? "Lets Ltd" : null},
      ${form === "property" ? 4 : null}, ${created}::timestamptz,
      ${form === "property" ? "property-services-form" : "contact-form"})
    returning id`.execute(db);
  for (const [kind, at] of replies) {
    await sql`insert into public.contact_thread_entries (contact_id, entry_kind, author_name, body,
        created_at)
      values (${contact.rows[0]?.id}, ${kind}, 'Olive Office', 'Thanks', ${at}::timestamptz)`.execute(
      db,
    );
  }
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  // Only this test's engineers: whatever the template holds would change the capacity.
  await sql`delete from public.user_roles where role = 'engineer'`.execute(db);
  engineerOne = await addEngineer(db, "one@example.com");
  engineerTwo = await addEngineer(db, "two@example.com");
  await sql`update auth.users set raw_user_meta_data = '{"full_name":"Alex One"}'
    where id = ${engineerOne}`.execute(db);
  await sql`update auth.users set raw_user_meta_data = '{"full_name":"Bea Two"}'
    where id = ${engineerTwo}`.execute(db);
  // Engineer two works Mondays 08:00–12:00 only; engineer one the default 06:00–22:00.
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    await sql`insert into public.engineer_working_hours (engineer_id, iso_weekday, starts_at, ends_at)
      values (${engineerTwo}, ${weekday}, ${weekday === 1 ? "08:00" : null}::time,
        ${weekday === 1 ? "12:00" : null}::time)`.execute(db);
  }
  await sql`insert into public.engineer_leave (engineer_id, first_day, last_day, reason, status)
    values (${engineerOne}, '2026-10-30', '2026-10-31', 'Holiday', 'approved'),
      (${engineerOne}, '2026-10-29', '2026-10-29', 'Asked, not given', 'requested'),
      (${engineerTwo}, '2026-10-12', '2026-10-12', 'Dentist', 'approved')`.execute(db);
  const org = await sql<{ id: string }>`
    insert into public.organisations (slug, name) values ('report-lets', 'Report Lets')
    returning id`.execute(db);
  organisationId = org.rows[0]?.id ?? "";

  const e1 = engineerOne;
  const jobs: JobSeed[] = [
    {
      ref: "R-J1",
      source: "web",
      created: "2026-09-28T10:00+01",
      status: "completed",
      engineer: e1,
      window: ["2026-10-01T08:00+01", "2026-10-01T10:00+01"],
      price: 4500,
      events: [
        ["on_site", "2026-10-01T09:30+01"],
        ["completed", "2026-10-01T10:15+01"],
      ],
    },
    {
      ref: "R-J2",
      source: "client",
      postcode: "CV32 4AA",
      created: "2026-10-05T09:00+01",
      status: "completed",
      engineer: e1,
      window: ["2026-10-07T10:00+01", "2026-10-07T12:00+01"],
      price: 12000,
      events: [
        ["on_site", "2026-10-07T12:20+01"],
        ["completed", "2026-10-07T12:50+01"],
      ],
    },
    {
      ref: "R-J3",
      source: "admin",
      postcode: "CV32 4AA",
      created: "2026-10-07T12:30+01",
      status: "completed",
      engineer: e1,
      window: ["2026-10-12T08:00+01", "2026-10-12T10:00+01"],
      follows: "R-J2",
      events: [
        ["on_site", "2026-10-12T07:50+01"],
        ["completed", "2026-10-12T09:00+01"],
      ],
    },
    // Visited on the Sunday the clocks go back (GMT from 02:00): 10:00–12:00 London is 10–12 UTC.
    {
      ref: "R-J4",
      source: "web",
      service: "electrical-services",
      postcode: "CV8 1AA",
      created: "2026-10-24T23:30+01",
      status: "completed",
      engineer: e1,
      window: ["2026-10-25T10:00+00", "2026-10-25T12:00+00"],
      price: 8000,
      events: [
        ["on_site", "2026-10-25T11:59+00"],
        ["completed", "2026-10-25T12:30+00"],
      ],
    },
    // Booked 00:30 on Monday 19th in London, still Sunday 18th in UTC.
    {
      ref: "R-J5",
      source: "web",
      service: "electrical-services",
      postcode: "CV34 4AB",
      created: "2026-10-19T00:30+01",
      status: "scheduled",
      engineer: engineerTwo,
      window: ["2026-10-26T08:00+00", "2026-10-26T10:00+00"],
    },
    {
      ref: "R-J6",
      source: "organisation",
      service: "carpentry-joinery",
      postcode: "CV3 2AB",
      created: "2026-10-07T17:00+01",
      status: "completed",
      engineer: e1,
      window: ["2026-10-09T14:00+01", "2026-10-09T16:00+01"],
      price: 6000,
      organisation: { priority: "urgent", due: "2026-10-09T17:00+01" },
      events: [
        ["on_site", "2026-10-09T14:10+01"],
        ["completed", "2026-10-09T15:30+01"],
      ],
    },
    {
      ref: "R-J7",
      source: "organisation",
      service: "emergency-repairs",
      postcode: "CV3 2AB",
      created: "2026-10-14T20:00+01",
      status: "completed",
      engineer: e1,
      window: ["2026-10-15T06:00+01", "2026-10-15T08:00+01"],
      organisation: { priority: "emergency", due: "2026-10-15T00:00+01" },
      events: [
        ["on_site", "2026-10-15T06:40+01"],
        ["completed", "2026-10-15T07:30+01"],
      ],
    },
    {
      ref: "R-J8",
      source: "organisation",
      created: "2026-10-20T10:00+01",
      status: "requested",
      organisation: { priority: "routine", due: "2026-10-30T23:59:59+00" },
    },
    {
      ref: "R-J9",
      source: "web",
      created: "2026-10-08T10:00+01",
      status: "cancelled",
      window: ["2026-10-13T08:00+01", "2026-10-13T10:00+01"],
      events: [["cancelled", "2026-10-10T12:00+01", "customer-link"]],
    },
    {
      ref: "R-J10",
      source: "admin",
      created: "2026-10-16T10:00+01",
      status: "cancelled",
      window: ["2026-11-05T08:00+00", "2026-11-05T10:00+00"],
      events: [["cancelled", "2026-10-20T09:00+01", "admin"]],
    },
    // Cancelled at 00:30 on 1 October in London: still 30 September in UTC.
    {
      ref: "R-J11",
      source: "web",
      created: "2026-09-20T10:00+01",
      status: "cancelled",
      window: ["2026-10-02T08:00+01", "2026-10-02T10:00+01"],
      events: [["cancelled", "2026-10-01T00:30+01", "client"]],
    },
    {
      ref: "R-J12",
      source: "web",
      created: "2026-10-31T23:30+00",
      status: "cancelled",
      events: [["cancelled", "2026-11-01T00:30+00", "client"]],
    },
    {
      ref: "R-J15",
      source: "admin",
      created: "2026-10-02T10:00+01",
      status: "cancelled",
      follows: "R-J1",
      events: [["cancelled", "2026-10-02T11:00+01", "admin"]],
    },
    {
      ref: "R-J17",
      source: "organisation",
      created: "2026-10-06T10:00+01",
      status: "requested",
      organisation: { priority: "routine", due: "2026-10-20T23:59:59+01" },
    },
    // The day the clocks go forward: booked 00:30 GMT, visited 10:00 BST.
    {
      ref: "R-J13",
      source: "web",
      created: "2026-03-29T00:30+00",
      status: "completed",
      engineer: e1,
      window: ["2026-03-29T10:00+01", "2026-03-29T12:00+01"],
      price: 5000,
      events: [
        ["on_site", "2026-03-29T10:05+01"],
        ["completed", "2026-03-29T11:00+01"],
      ],
    },
    // Monday 30 March 00:30 in London is Sunday 29 March 23:30 UTC.
    { ref: "R-J14", source: "web", created: "2026-03-30T00:30+01", status: "requested" },
  ];
  for (const job of jobs) await seedJob(job);

  await seedContact("2026-10-02T09:00+01", "contact", [["reply", "2026-10-02T09:30+01"]]);
  await seedContact("2026-10-05T10:00+01", "property", [
    ["note", "2026-10-05T10:10+01"],
    ["reply", "2026-10-06T10:00+01"],
    ["reply", "2026-10-06T11:00+01"],
  ]);
  await seedContact("2026-10-25T00:30+01", "contact", []);
  await seedContact("2026-10-01T00:30+01", "contact", [["reply", "2026-10-01T03:30+01"]]);
  await seedContact("2026-09-30T23:30+01", "contact", [["reply", "2026-10-01T09:00+01"]]);

  // The assistant's kept questions: the first and last are just outside October in London.
  const questions: [string, string, string, string | null][] = [
    ["2026-09-30T23:30+01", "declined-not-found", "Do you clean ovens?", null],
    ["2026-10-01T00:30+01", "declined-not-found", "Do you lay patios in CV3 5AB?", null],
    ["2026-10-12T14:05+01", "low-confidence", "=cmd|' /C calc'!A0 gutters", "/services/gutters"],
    ["2026-10-25T01:30+00", "declined-off-topic", "Can you service my car?", null],
    ["2026-10-31T23:59+00", "declined-not-found", 'Do you "sand" floors, [phone]?', null],
    ["2026-11-01T00:00+00", "low-confidence", "Too late for October", null],
  ];
  for (const [at, outcome, question, href] of questions) {
    await sql`insert into public.assistant_questions (asked_at, outcome, question, top_citation_href)
      values (${at}::timestamptz, ${outcome}, ${question}, ${href})`.execute(db);
  }
});

afterAll(async () => {
  await handle.close();
});

function figure(report: Report, id: string): ReportFigure {
  const found = report.figures.find((one) => one.id === id);
  if (!found) throw new Error(`No figure ${id}`);
  return found;
}

const rowsOf = (report: Report, id: string) => figure(report, id).table.rows;
const serviceName = (slug: string) => findService(slug)?.name ?? slug;

describe("the reports for October 2026 (the clocks go back on the 25th)", () => {
  let report: Report;
  beforeAll(async () => {
    report = await buildReport(db, OCTOBER, NOW);
  });

  it("counts bookings per London week (Monday) by source, by when they were booked", () => {
    // Columns: week, web, client account, organisation, office, total.
    expect(rowsOf(report, "bookings-by-week")).toEqual([
      ["2026-09-28", 0, 0, 0, 1, 1],
      ["2026-10-05", 1, 1, 2, 1, 5],
      ["2026-10-12", 0, 0, 1, 1, 2],
      ["2026-10-19", 2, 0, 1, 0, 3],
      ["2026-10-26", 1, 0, 0, 0, 1],
    ]);
    const chart = figure(report, "bookings-by-week").chart;
    expect(chart?.kind === "stacked-columns" && chart.categories).toEqual([
      "28 Sept",
      "5 Oct",
      "12 Oct",
      "19 Oct",
      "26 Oct",
    ]);
  });

  it("counts visits by service and by postcode district and town", () => {
    expect(rowsOf(report, "jobs-by-service")).toEqual([
      [serviceName("plumbing-repairs"), 3],
      [serviceName("electrical-services"), 2],
      [serviceName("carpentry-joinery"), 1],
      [serviceName("emergency-repairs"), 1],
    ]);
    expect(rowsOf(report, "jobs-by-area")).toEqual([
      ["Coventry", "CV3", 2],
      ["Leamington Spa", "CV32", 2],
      ["Coventry", "CV1", 1],
      ["Warwick", "CV34", 1],
      ["Kenilworth", "CV8", 1],
    ]);
    const chart = figure(report, "jobs-by-area").chart;
    expect(chart?.kind === "bars" && chart.bars).toEqual([
      { label: "Coventry", value: 3 },
      { label: "Leamington Spa", value: 2 },
      { label: "Kenilworth", value: 1 },
      { label: "Warwick", value: 1 },
    ]);
  });

  it("measures lead time in London calendar days, with the median", () => {
    // 3, 2, 5, 1, 7 (UTC would say 8), 2, 1 → median 2.
    expect(rowsOf(report, "lead-time")).toEqual([
      ["Same day", 0],
      ["1 day", 2],
      ["2–3 days", 3],
      ["4–7 days", 2],
      ["8–14 days", 0],
      ["15–30 days", 0],
      ["Over 30 days", 0],
      ["Median (days)", 2],
    ]);
  });

  it("compares each first arrival on site with the window, through the clock change", () => {
    const rows = rowsOf(report, "on-time-arrival");
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ["Before the window", 1],
      ["Within the window", 4],
      ["After the window", 1],
    ]);
    expect(rows[1]?.[2]).toBeCloseTo((4 / 6) * 100, 5);
    expect(figure(report, "on-time-arrival").summary).toBe(
      "66.7% of 6 arrivals within the window.",
    );
  });

  it("counts first-time fixes: a cancelled return visit does not count against the job", () => {
    expect(rowsOf(report, "first-time-fix")).toEqual([
      ["Fixed first time", 4, 80],
      ["Needed a return visit", 1, 20],
    ]);
  });

  it("counts cancellations by who made them, by the London day they were made", () => {
    expect(rowsOf(report, "cancellations")).toEqual([
      ["Office", 2],
      ["Client (signed in)", 1],
      ["Customer (portal link)", 1],
    ]);
  });

  it("divides booked places by the places each engineer offered (hours and approved leave)", () => {
    const rows = rowsOf(report, "engineer-utilisation");
    // One: 31 days × 8 windows − 2 days of leave = 232; two: Mondays 08–12, less the 12th = 6.
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ["Alex One", 6, 232],
      ["Bea Two", 1, 6],
    ]);
    expect(rows[0]?.[3]).toBeCloseTo((6 / 232) * 100, 5);
    expect(rows[1]?.[3]).toBeCloseTo((1 / 6) * 100, 5);
  });

  it("adds up the prices recorded on completed visits per week of the visit", () => {
    expect(rowsOf(report, "revenue")).toEqual([
      ["2026-09-28", 1, 1, 4500],
      ["2026-10-05", 2, 2, 18000],
      ["2026-10-12", 2, 0, 0],
      ["2026-10-19", 1, 1, 8000],
      ["2026-10-26", 0, 0, 0],
      ["Total", 6, 4, 30500],
    ]);
    expect(figure(report, "revenue").summary).toContain("£305.00");
  });

  it("counts organisation jobs due in the range that met their response target", () => {
    expect(rowsOf(report, "response-targets")).toEqual([
      ["Emergency", 1, 0, 1, 0, 0],
      ["Urgent", 1, 1, 0, 0, 100],
      ["Routine", 2, 0, 1, 1, 0],
    ]);
  });

  it("counts enquiries and the time to the first reply (notes left out)", () => {
    expect(rowsOf(report, "enquiries")).toEqual([
      ["First reply within 1 hour", 1],
      ["First reply 1 to 4 hours", 1],
      ["First reply 4 to 24 hours", 0],
      ["First reply 1 to 3 days", 1],
      ["First reply over 3 days", 0],
      ["Not answered", 1],
      ["From the contact form", 3],
      ["From the property services form", 1],
      ["Median hours to the first reply", 3],
    ]);
  });

  it("counts and lists the assistant's kept questions by the London day they were asked", () => {
    expect(report.assistant.total).toBe(4);
    expect(report.assistant.byOutcome).toEqual([
      { label: "Declined: nothing on the site", questions: 2 },
      { label: "Answered on a loose match", questions: 1 },
      { label: "Declined: not our work", questions: 1 },
    ]);
    expect(report.assistant.summary).toBe("4 questions to look at.");
    expect(report.assistant.recent).toEqual([
      {
        askedAt: "Sat 31 Oct 2026, 23:59",
        outcome: "Declined: nothing on the site",
        question: 'Do you "sand" floors, [phone]?',
        closestPage: null,
      },
      {
        askedAt: "Sun 25 Oct 2026, 01:30",
        outcome: "Declined: not our work",
        question: "Can you service my car?",
        closestPage: null,
      },
      {
        askedAt: "Mon 12 Oct 2026, 14:05",
        outcome: "Answered on a loose match",
        question: "=cmd|' /C calc'!A0 gutters",
        closestPage: "/services/gutters",
      },
      {
        askedAt: "Thu 1 Oct 2026, 00:30",
        outcome: "Declined: nothing on the site",
        question: "Do you lay patios in CV3 5AB?",
        closestPage: null,
      },
    ]);
  });
});

describe("the reports around the day the clocks go forward (29 March 2026)", () => {
  it("puts a booking at 00:30 London on Monday 30 March in that week, not the one before", async () => {
    const report = await buildReport(db, { from: "2026-03-23", to: "2026-04-05" }, NOW);
    expect(rowsOf(report, "bookings-by-week")).toEqual([
      ["2026-03-23", 1, 0, 0, 0, 1],
      ["2026-03-30", 1, 0, 0, 0, 1],
    ]);
    expect(rowsOf(report, "lead-time")[0]).toEqual(["Same day", 1]);
    expect(rowsOf(report, "on-time-arrival")[1]?.slice(0, 2)).toEqual(["Within the window", 1]);
    expect(rowsOf(report, "revenue").at(-1)).toEqual(["Total", 1, 1, 5000]);
    // 14 days × 8 windows for engineer one; Mondays 23 and 30 March × 2 for engineer two.
    expect(rowsOf(report, "engineer-utilisation").map((row) => row.slice(0, 3))).toEqual([
      ["Alex One", 1, 112],
      ["Bea Two", 0, 4],
    ]);
  });
});

describe("the page and the CSV", () => {
  it("shows this month by default and refuses bad dates with a message, keeping the page", async () => {
    const fresh = await reportPage(db, new URLSearchParams(), NOW);
    expect(fresh.range).toEqual({ from: "2026-10-01", to: "2026-10-28" });
    expect(fresh.errors).toEqual({});
    const backwards = await reportPage(
      db,
      new URLSearchParams({ from: "2026-10-31", to: "2026-10-01" }),
      NOW,
    );
    expect(backwards.errors.to).toMatch(/on or after/);
    expect(backwards.range).toEqual({ from: "2026-10-01", to: "2026-10-28" });
    const hostile = await reportPage(
      db,
      new URLSearchParams({ from: "'; drop table jobs;--", to: "\u0000".repeat(5000) }),
      NOW,
    );
    expect(hostile.errors.from).toBeTruthy();
    expect(hostile.errors.to).toBeTruthy();
  });

  it("writes a figure's table as CSV, money in pounds", async () => {
    const csv = await figureCsv(db, new URLSearchParams({ figure: "revenue", ...OCTOBER }), NOW);
    expect(csv.ok).toBe(true);
    if (!csv.ok) return;
    expect(csv.filename).toBe("report-revenue-2026-10-01-to-2026-10-31.csv");
    expect(csv.body.split("\r\n")).toEqual([
      "\uFEFFWeek starting,Completed jobs,With a price,Revenue (GBP)",
      "2026-09-28,1,1,45.00",
      "2026-10-05,2,2,180.00",
      "2026-10-12,2,0,0.00",
      "2026-10-19,1,1,80.00",
      "2026-10-26,0,0,0.00",
      "Total,6,4,305.00",
      "",
    ]);
    const unknown = await figureCsv(db, new URLSearchParams({ figure: "<script>" }), NOW);
    expect(unknown).toEqual({
      ok: false,
      message: expect.stringContaining("assistant-questions") as unknown,
    });
    const tooLong = await figureCsv(
      db,
      new URLSearchParams({ figure: "revenue", from: "2020-01-01", to: "2026-01-01" }),
      NOW,
    );
    expect(tooLong.ok).toBe(false);
  });

  it("writes the assistant's questions of the range as CSV, formulas defused", async () => {
    const csv = await figureCsv(
      db,
      new URLSearchParams({ figure: "assistant-questions", ...OCTOBER }),
      NOW,
    );
    expect(csv.ok).toBe(true);
    if (!csv.ok) return;
    expect(csv.filename).toBe("report-assistant-questions-2026-10-01-to-2026-10-31.csv");
    expect(csv.body.split("\r\n")).toEqual([
      "\uFEFFAsked at (London),Outcome,Question,Closest page",
      '2026-10-31 23:59,Declined: nothing on the site,"Do you ""sand"" floors, [phone]?",',
      "2026-10-25 01:30,Declined: not our work,Can you service my car?,",
      "2026-10-12 14:05,Answered on a loose match,'=cmd|' /C calc'!A0 gutters,/services/gutters",
      "2026-10-01 00:30,Declined: nothing on the site,Do you lay patios in CV3 5AB?,",
      "",
    ]);
    const page = await reportPage(db, new URLSearchParams(OCTOBER), NOW);
    expect(page.csvHrefs["assistant-questions"]).toBe(
      "/admin/reports.csv?figure=assistant-questions&from=2026-10-01&to=2026-10-31",
    );
  });
});

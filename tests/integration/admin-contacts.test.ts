import { CompiledQuery, createQueryId, sql, type Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadAdminNavCounts } from "../../app/.server/admin/nav.server";
import { bookForCaller } from "../../app/.server/admin-jobs/caller-booking.server";
import { submitContact } from "../../app/.server/contacts/contacts.server";
import {
  addEnquiryNote,
  changeEnquiryStatus,
  replyToEnquiry,
  type EnquiryAuthor,
} from "../../app/.server/contacts/enquiry-changes.server";
import {
  enquiryBookingPrefill,
  enquiryOrganisationPrefill,
  suggestedSlug,
} from "../../app/.server/contacts/enquiry-prefill.server";
import { openEnquiry, readEnquiry } from "../../app/.server/contacts/enquiry-record.server";
import {
  countEnquiries,
  listEnquiries,
  type EnquiryFilters,
} from "../../app/.server/contacts/inbox-list.server";
import { inboxPage } from "../../app/.server/contacts/inbox-page.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { Database } from "../../app/.server/db/schema.server";
import { createOrganisation } from "../../app/.server/orgs/office-organisations.server";
import { contactSchema, propertyEnquirySchema } from "../../app/lib/schemas/contact";
import { organisationSchema } from "../../app/lib/schemas/organisations";
import { createTestDatabase } from "./support/database";
import { SITE, addEngineer } from "./support/jobs";
import { addUser } from "./support/organisations";

let handle: DatabaseHandle;
let office: EnquiryAuthor;

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await addUser(handle.db, "office@example.com", "Olive Office", ["admin"]);
  office = { id: admin.user.id, role: "admin", name: "Olive Office" };
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom("contacts").execute();
  await handle.db.deleteFrom("email_outbox").execute();
  await handle.db.deleteFrom("rate_limits").execute();
  await handle.db.deleteFrom("change_log").execute();
});

async function sendContact(overrides: Record<string, string> = {}): Promise<string> {
  const parsed = contactSchema.parse({
    name: "Sarah Mitchell",
    email: "sarah@example.com",
    phone: "07400 123456",
    postcode: "cv1 5dz",
    message: "The kitchen tap drips.\nCould someone look at it this week?",
    ...overrides,
  });
  const sent = await submitContact(
    handle.db,
    { kind: "contact", ...parsed },
    { ip: "203.0.113.9" },
  );
  if (!sent.ok) throw new Error(sent.message);
  return sent.id;
}

async function sendPropertyEnquiry(): Promise<string> {
  const parsed = propertyEnquirySchema.parse({
    name: "Priya Shah",
    email: "priya@walsh.example",
    phone: "024 7699 0456",
    postcode: "CV32 4AB",
    message: "Void turnarounds and safety checks across our student lets in Leamington.",
    companyName: "Walsh & Sons Lettings",
    propertiesCount: "40",
  });
  const sent = await submitContact(
    handle.db,
    { kind: "property-enquiry", ...parsed },
    { ip: "203.0.113.10" },
  );
  if (!sent.ok) throw new Error(sent.message);
  return sent.id;
}

async function enquiryRow(id: string) {
  return handle.db
    .selectFrom("contacts")
    .select(["status", "read_at", "handled_at", "source", "job_id", "organisation_id"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function outboxTo(address: string) {
  return handle.db
    .selectFrom("email_outbox")
    .select(["id", "kind", "subject", "text_body"])
    .where("to_address", "=", address)
    .orderBy("id")
    .execute();
}

async function actionsLogged(id: string) {
  const rows = await handle.db
    .selectFrom("change_log")
    .select("action")
    .where("entity", "=", "enquiry")
    .where("entity_id", "=", id)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.action);
}

describe("statuses and counts", () => {
  it("counts new, unread, in progress and closed enquiries as they change", async () => {
    const first = await sendContact();
    const second = await sendPropertyEnquiry();
    expect(await enquiryRow(first)).toMatchObject({ status: "new", source: "contact-form" });
    expect(await enquiryRow(second)).toMatchObject({ source: "property-services-form" });
    expect(await countEnquiries(handle.db)).toEqual({
      new: 2,
      unread: 2,
      in_progress: 0,
      closed: 0,
    });
    expect(await loadAdminNavCounts(handle.db)).toEqual({ newEnquiries: 2, waitingReviews: 0 });

    expect(await changeEnquiryStatus(handle.db, office, first, "in_progress")).toMatchObject({
      ok: true,
    });
    expect(await changeEnquiryStatus(handle.db, office, second, "closed")).toMatchObject({
      ok: true,
    });
    expect(await countEnquiries(handle.db)).toEqual({
      new: 0,
      unread: 0,
      in_progress: 1,
      closed: 1,
    });
    const closed = await enquiryRow(second);
    expect(closed.handled_at).toBeInstanceOf(Date);
    expect(closed.read_at).toBeInstanceOf(Date);

    expect(await changeEnquiryStatus(handle.db, office, second, "closed")).toMatchObject({
      ok: false,
      reason: "refused",
      message: "The enquiry is already closed.",
    });
    expect(await changeEnquiryStatus(handle.db, office, first, "reopen")).toMatchObject({
      ok: false,
      reason: "refused",
    });
    expect(await changeEnquiryStatus(handle.db, office, second, "reopen")).toMatchObject({
      ok: true,
    });
    expect(await enquiryRow(second)).toMatchObject({ status: "in_progress", handled_at: null });
    expect(await actionsLogged(second)).toEqual(["Closed the enquiry", "Reopened the enquiry"]);
    const history = (await readEnquiry(handle.db, second))?.history ?? [];
    expect(history[0]).toMatchObject({
      action: "Reopened the enquiry",
      fields: [{ name: "status", before: "Closed", after: "In progress" }],
    });
  });

  it("keeps the counts equal to the rows through bulk inserts, updates and deletes", async () => {
    await sql`
      insert into public.contacts (kind, name, email, phone, postcode, message, status, read_at, handled_at)
      select 'contact', 'Bulk ' || n, 'bulk' || n || '@example.com', '+447400123456', 'CV1 5DZ',
        'A message about the boiler', 
        case n % 3 when 0 then 'new' when 1 then 'in_progress' else 'closed' end,
        case when n % 6 = 0 then null else now() end,
        case when n % 3 = 2 then now() else null end
      from generate_series(1, 300) as n
    `.execute(handle.db);
    await sql`update public.contacts set read_at = now() where id in (select id from public.contacts where read_at is null limit 7)`.execute(
      handle.db,
    );
    await sql`delete from public.contacts where id in (select id from public.contacts where status = 'closed' limit 13)`.execute(
      handle.db,
    );
    const actual = await sql<{ bucket: string; total: string }>`
      select status as bucket, count(*)::text as total from public.contacts group by status
      union all
      select 'unread', count(*)::text from public.contacts where status = 'new' and read_at is null
    `.execute(handle.db);
    const expected = { new: 0, in_progress: 0, closed: 0, unread: 0 };
    for (const row of actual.rows) {
      expected[row.bucket as keyof typeof expected] = Number(row.total);
    }
    expect(expected).toEqual({ new: 100, in_progress: 100, closed: 87, unread: 43 });
    expect(await countEnquiries(handle.db)).toEqual(expected);
  });
});

describe("reading an enquiry", () => {
  it("marks it read the first time it is opened, and logs that once", async () => {
    const id = await sendContact();
    const opened = await openEnquiry(handle.db, office, id);
    expect(opened).toMatchObject({
      id,
      status: "new",
      name: "Sarah Mitchell",
      phoneLabel: "07400 123456",
      sourceLabel: "The contact form",
    });
    const readAt = (await enquiryRow(id)).read_at;
    expect(readAt).toBeInstanceOf(Date);
    await openEnquiry(handle.db, office, id);
    expect((await enquiryRow(id)).read_at).toEqual(readAt);
    expect(await actionsLogged(id)).toEqual(["Opened the enquiry"]);
    expect(await countEnquiries(handle.db)).toMatchObject({ new: 1, unread: 0 });
  });
});

describe("the thread", () => {
  it("e-mails a reply through the outbox and keeps it in the thread, in one transaction", async () => {
    const id = await sendContact({ email: "reply-me@example.com" });
    const before = await outboxTo("reply-me@example.com");
    const replied = await replyToEnquiry(
      handle.db,
      office,
      id,
      "We can come on Thursday morning.\nDoes 9am suit?",
    );
    expect(replied).toMatchObject({ ok: true });
    const after = await outboxTo("reply-me@example.com");
    expect(after).toHaveLength(before.length + 1);
    const mail = after.at(-1);
    expect(mail).toMatchObject({ kind: "enquiry.reply" });
    expect(mail?.subject).toMatch(new RegExp(`^Re: your message #${id} — `));
    expect(mail?.text_body).toContain("We can come on Thursday morning.");
    expect(mail?.text_body).toContain("> The kitchen tap drips.");
    const thread = await handle.db
      .selectFrom("contact_thread_entries")
      .selectAll()
      .where("contact_id", "=", id)
      .execute();
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({
      entry_kind: "reply",
      outbox_id: mail?.id,
      author_id: office.id,
      author_name: "Olive Office",
    });
    expect(await enquiryRow(id)).toMatchObject({ status: "in_progress" });
    const detail = await readEnquiry(handle.db, id);
    expect(detail?.thread[0]?.delivery).toEqual({ sent: false, label: "Waiting to be sent" });
    await handle.db
      .updateTable("email_outbox")
      .set({ sent_at: new Date("2026-07-14T09:00:00Z") })
      .where("id", "=", mail?.id ?? "0")
      .execute();
    const sent = await readEnquiry(handle.db, id);
    expect(sent?.thread[0]?.delivery).toEqual({ sent: true, label: "Sent Tue 14 Jul 2026, 10:00" });

    // A reply the thread refuses (too long for its column) sends nothing either.
    const count = (await outboxTo("reply-me@example.com")).length;
    await expect(replyToEnquiry(handle.db, office, id, "x".repeat(6000))).rejects.toThrow();
    expect(await outboxTo("reply-me@example.com")).toHaveLength(count);
  });

  it("never e-mails an internal note", async () => {
    const id = await sendContact({ email: "note-only@example.com" });
    const before = await handle.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(await addEnquiryNote(handle.db, office, id, "Called back; no answer.")).toMatchObject({
      ok: true,
    });
    const after = await handle.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const detail = await readEnquiry(handle.db, id);
    expect(detail?.thread).toEqual([
      expect.objectContaining({ kind: "note", body: "Called back; no answer.", delivery: null }),
    ]);
    expect(detail?.status).toBe("new");
    expect(await actionsLogged(id)).toEqual(["Added an internal note"]);
  });
});

describe("turning an enquiry into work", () => {
  it("pre-fills the booking form, and the booking links the job and closes the enquiry", async () => {
    await addEngineer(handle.db, "dan@example.com");
    const id = await sendContact({ email: "booker@example.com", postcode: "cv1 5dz" });
    const prefill = await enquiryBookingPrefill(handle.db, id);
    expect(prefill).toEqual({
      enquiryId: id,
      name: "Sarah Mitchell",
      email: "booker@example.com",
      phone: "07400 123456",
      postcode: "CV1 5DZ",
      description: "The kitchen tap drips.\nCould someone look at it this week?",
    });
    const booked = await bookForCaller(
      handle.db,
      office,
      {
        service: "plumbing-repairs",
        description: prefill?.description ?? "",
        emergency: false,
        postcode: prefill?.postcode ?? "",
        address: "12 Spon Street, Coventry",
        name: prefill?.name ?? "",
        email: prefill?.email ?? "",
        phone: "+447400123456",
        date: "2026-07-14",
        windowTime: "12:00",
        engineerId: null,
      },
      { siteOrigin: SITE, now: new Date("2026-07-10T09:10:00Z"), enquiryId: id },
    );
    expect(booked).toMatchObject({ ok: true });
    if (!booked.ok) return;
    const job = await handle.db
      .selectFrom("jobs")
      .select("id")
      .where("reference", "=", booked.reference)
      .executeTakeFirstOrThrow();
    expect(await enquiryRow(id)).toMatchObject({ status: "closed", job_id: job.id });
    expect(await actionsLogged(id)).toEqual([`Booked job ${booked.reference} from the enquiry`]);
    expect((await readEnquiry(handle.db, id))?.job).toEqual({ reference: booked.reference });
  });

  it("pre-fills a new organisation from a property enquiry and links it when created", async () => {
    const general = await sendContact();
    expect(await enquiryOrganisationPrefill(handle.db, general)).toBeNull();
    const id = await sendPropertyEnquiry();
    const prefill = await enquiryOrganisationPrefill(handle.db, id);
    expect(prefill).toEqual({
      enquiryId: id,
      name: "Walsh & Sons Lettings",
      slug: "walsh-and-sons-lettings",
      contactEmail: "priya@walsh.example",
      contactPhone: "024 7699 0456",
    });
    const input = organisationSchema.parse({
      name: prefill?.name,
      slug: prefill?.slug,
      contactEmail: prefill?.contactEmail,
      contactPhone: prefill?.contactPhone,
      spendLimit: "300",
      emergencyHours: "4",
      urgentDays: "2",
      routineWorkingDays: "10",
    });
    expect(await createOrganisation(handle.db, office, input, { enquiryId: id })).toEqual({
      ok: true,
      slug: "walsh-and-sons-lettings",
    });
    expect(await enquiryRow(id)).toMatchObject({ status: "closed" });
    expect((await readEnquiry(handle.db, id))?.organisation).toEqual({
      slug: "walsh-and-sons-lettings",
      name: "Walsh & Sons Lettings",
    });
    expect(suggestedSlug("Ça & Co.")).toBe("ca-and-co");
    expect(suggestedSlug("!")).toBe("");
  });
});

async function insertMany(count: number, status = "new", createdAt = "2026-07-01T09:00:00Z") {
  await sql`
    insert into public.contacts (kind, name, email, phone, postcode, message, status, handled_at, created_at)
    select 'contact', 'Person ' || n, 'person' || n || '@example.com', '+447400123456', 'CV3 1AA',
      'Message number ' || n || ' about a dripping tap in the kitchen', ${status},
      case when ${status} = 'closed' then now() else null end,
      ${createdAt}::timestamptz - (n / 3) * interval '1 minute'
    from generate_series(1, ${count}) as n
  `.execute(handle.db);
}

describe("the inbox", () => {
  it("reads every enquiry of a tab once, newest first, a page at a time", async () => {
    await insertMany(130);
    await insertMany(20, "closed");
    const seen: string[] = [];
    let page = await listEnquiries(handle.db, { status: "new" });
    seen.push(...page.rows.map((row) => row.id));
    let pages = 1;
    while (page.next) {
      page = await listEnquiries(handle.db, { status: "new" }, page.next);
      seen.push(...page.rows.map((row) => row.id));
      pages += 1;
    }
    expect(pages).toBe(3);
    const expected = await handle.db
      .selectFrom("contacts")
      .select("id")
      .where("status", "=", "new")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(seen).toEqual(expected.map((row) => row.id));
    expect((await listEnquiries(handle.db, { status: "closed" })).rows).toHaveLength(20);
    expect((await listEnquiries(handle.db, { status: "all" }, null, 200)).rows).toHaveLength(150);
  });

  it("searches by name, e-mail, phone, postcode, reference and words of the message", async () => {
    const id = await sendContact({ name: "Zara Quinn", email: "zara.q@example.com" });
    await sendPropertyEnquiry();
    await insertMany(10);
    const found = async (q: string, status: EnquiryFilters["status"] = "all") =>
      (await listEnquiries(handle.db, { status, q })).rows.map((row) => row.name);
    expect(await found("zara")).toEqual(["Zara Quinn"]);
    expect(await found("ZARA.Q@")).toEqual(["Zara Quinn"]);
    expect(await found(`#${id}`)).toEqual(["Zara Quinn"]);
    expect(await found("024 7699 0456")).toEqual(["Priya Shah"]);
    expect(await found("cv32")).toEqual(["Priya Shah"]);
    expect(await found("walsh")).toEqual(["Priya Shah"]);
    expect(await found("student lets")).toEqual(["Priya Shah"]);
    expect(await found("drip")).toHaveLength(11);
    expect(await found("zara", "closed")).toEqual([]);
    expect(await found("%_\\'")).toEqual([]);
    const page = await inboxPage(handle.db, new URLSearchParams("q=zara"));
    expect(page.status).toBe("all");
    expect(page.enquiries[0]).toMatchObject({
      name: "Zara Quinn",
      unread: true,
      kindLabel: "General",
    });
  });

  it("reads the first page for a cursor it did not write, and an unknown tab as new", async () => {
    await insertMany(60);
    for (const junk of [
      "",
      "%%%",
      "x".repeat(300),
      Buffer.from("2026-02-30T00:00:00.000000Z|1").toString("base64url"),
      Buffer.from("2026-07-01T00:00:00.000000Z|-1").toString("base64url"),
      Buffer.from("2026-07-01T00:00:00.000000Z|99999999999999999999").toString("base64url"),
    ]) {
      const page = await listEnquiries(handle.db, { status: "new" }, junk);
      expect(page.rows).toHaveLength(50);
    }
    const page = await inboxPage(handle.db, new URLSearchParams("status=nonsense&after=%00"));
    expect(page.status).toBe("new");
    expect(page.firstHref).toBe("/admin/contacts?status=new");
    expect(page.nextHref).toMatch(/^\/admin\/contacts\?status=new&after=/);
  });

  it("reads about as many pages for the first page at 20,000 enquiries as at 1,000", async () => {
    await insertMany(1000, "new");
    const small = await pagesRead(handle.db, (db) => listEnquiries(db, { status: "new" }));
    const smallAll = await pagesRead(handle.db, (db) => listEnquiries(db, { status: "all" }));
    await insertMany(19_000, "closed", "2026-06-01T09:00:00Z");
    await sql`analyze public.contacts`.execute(handle.db);
    const large = await pagesRead(handle.db, (db) => listEnquiries(db, { status: "new" }));
    const largeAll = await pagesRead(handle.db, (db) => listEnquiries(db, { status: "all" }));
    const second = await listEnquiries(handle.db, { status: "new" });
    const later = await pagesRead(handle.db, (db) =>
      listEnquiries(db, { status: "new" }, second.next),
    );
    expect(large).toBeLessThanOrEqual(small * 2 + 10);
    expect(largeAll).toBeLessThanOrEqual(smallAll * 2 + 10);
    expect(later).toBeLessThanOrEqual(small * 2 + 10);
    expect(await pagesRead(handle.db, (db) => loadAdminNavCounts(db))).toBeLessThan(10);
  }, 60_000);
});

describe("hostile ids", () => {
  it("treats a malformed or unknown id as no enquiry, never as an error", async () => {
    await sendContact();
    for (const id of [
      "abc",
      "-1",
      "0",
      "1.5",
      "99999999999999999999",
      "1; drop table contacts",
      "",
      "999999",
    ]) {
      expect(await openEnquiry(handle.db, office, id)).toBeNull();
      expect(await replyToEnquiry(handle.db, office, id, "Hello")).toEqual({
        ok: false,
        reason: "not-found",
      });
      expect(await addEnquiryNote(handle.db, office, id, "Hello")).toEqual({
        ok: false,
        reason: "not-found",
      });
      expect(await changeEnquiryStatus(handle.db, office, id, "closed")).toEqual({
        ok: false,
        reason: "not-found",
      });
      expect(await enquiryBookingPrefill(handle.db, id)).toBeNull();
      expect(await enquiryOrganisationPrefill(handle.db, id)).toBeNull();
    }
  });
});

/** The 8 kB pages Postgres touched for every query one call made (EXPLAIN ANALYZE BUFFERS). */
async function pagesRead(db: Kysely<Database>, call: (db: Kysely<Database>) => Promise<unknown>) {
  const compiled: CompiledQuery[] = [];
  const traced = db.withPlugin({
    transformQuery(args) {
      compiled.push(db.getExecutor().compileQuery(args.node, createQueryId()));
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  });
  await call(traced);
  let pages = 0;
  for (const query of compiled) {
    const result = await db.executeQuery<{ "QUERY PLAN": { Plan: Record<string, number> }[] }>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${query.sql}`, [
        ...query.parameters,
      ]),
    );
    const plan = result.rows[0]?.["QUERY PLAN"][0]?.Plan;
    pages += (plan?.["Shared Hit Blocks"] ?? 0) + (plan?.["Shared Read Blocks"] ?? 0);
  }
  return pages;
}

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAccount, type Account } from "../../app/.server/accounts/accounts.server";
import { hashToken, newToken } from "../../app/.server/auth/crypto.server";
import {
  saveClientNotes,
  sendClientPortalLink,
  updateClientContact,
} from "../../app/.server/clients/client-changes.server";
import { eraseClient } from "../../app/.server/clients/client-erasure.server";
import { clientExportCsv, exportClient } from "../../app/.server/clients/client-export.server";
import { listClients } from "../../app/.server/clients/client-list.server";
import { clientPage } from "../../app/.server/clients/client-page.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { enqueueEmail } from "../../app/.server/email/outbox.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { addCustomerPhotos } from "../../app/.server/jobs/customer-photos.server";
import { toE164UkPhone } from "../../app/lib/phone";
import { LocalDiskStorage } from "../../app/.server/storage/storage.server";
import { createTestDatabase } from "./support/database";
import { SITE, bookingInput } from "./support/jobs";
import { addUser } from "./support/organisations";
import { preparedPhoto } from "./support/photos";
import { startS3Server } from "./support/s3";

let handle: DatabaseHandle;
let directory: string;
let disk: LocalDiskStorage;
let admin: { id: string; role: "admin" };

const NOW = new Date("2026-07-10T09:00:00Z");
let bookings = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-admin-clients-"));
  disk = new LocalDiskStorage(directory);
  const office = await addUser(handle.db, "office-clients@example.com", "Office Person", ["admin"]);
  admin = { id: office.user.id, role: "admin" };
});
afterAll(async () => {
  await handle?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

/** A job booked for this person on a day of its own; the customer's id and the job's. */
async function book(
  person: { name: string; email: string; phone: string; address?: string },
  userId?: string,
) {
  bookings += 1;
  const day = `2026-08-${String(bookings).padStart(2, "0")}`;
  const result = await createBooking(
    handle.db,
    bookingInput({
      ...person,
      phone: toE164UkPhone(person.phone) ?? person.phone,
      address: person.address ?? "1 Test Street, Coventry",
      date: day,
      windowStart: `${day}T07:00:00.000Z`,
    }),
    { source: userId ? "client" : "web", userId, now: NOW, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(`Booking refused: ${result.reason}`);
  return handle.db
    .selectFrom("jobs")
    .select(["id", "reference", "customer_id", "customer_name", "customer_email", "customer_phone"])
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
}

/** The account after its first sign-in, which makes its profile. */
async function signedIn(account: Account): Promise<Account> {
  await loadAccount(handle.db, account.user);
  return account;
}

describe("the list of clients", () => {
  it("shows each e-mail once, customers and client accounts together, never staff", async () => {
    const both = await book({
      name: "Bella Both",
      email: "list-both@example.com",
      phone: "07400 111001",
    });
    await signedIn(await addUser(handle.db, "list-both@example.com", "Bella Account"));
    const accountOnly = await signedIn(
      await addUser(handle.db, "list-account@example.com", "Aled Account"),
    );
    await signedIn(await addUser(handle.db, "list-staff@example.com", "Sam Staff", ["engineer"]));
    // Signed up, never signed in: no profile yet, so not listed until the first sign-in.
    await addUser(handle.db, "list-never@example.com", "Nia Never");
    await book({
      name: "Cara Customer",
      email: "list-customer@example.com",
      phone: "07400 111002",
      address: "3 Far Gosford Street",
    });

    const page = await listClients(handle.db, { q: "list-" });
    expect(page.rows.map((row) => row.email)).toEqual([
      "list-account@example.com",
      "list-both@example.com",
      "list-customer@example.com",
    ]);
    const [account, bothRow] = page.rows;
    expect(account?.key).toBe(accountOnly.user.id);
    expect(account?.customerId).toBeNull();
    expect(bothRow).toMatchObject({ key: both.customer_id, name: "Bella Both", jobs: 1 });
    expect(bothRow?.accountId).not.toBeNull();
    expect(bothRow?.spentPence).toBeNull();

    await handle.db
      .updateTable("jobs")
      .set({ price_pence: 12_550 })
      .where("id", "=", both.id)
      .execute();
    const priced = await listClients(handle.db, { q: "list-both@" });
    expect(priced.rows[0]?.spentPence).toBe(12_550);
  });

  it("finds clients by name, phone, postcode and job reference", async () => {
    const job = await book({
      name: "Dafydd Search",
      email: "search-one@example.com",
      phone: "07400 222001",
      address: "5 Search Row",
    });
    const emails = async (q: string) =>
      (await listClients(handle.db, { q })).rows.map((row) => row.email);
    expect(await emails("dafy")).toEqual(["search-one@example.com"]);
    expect(await emails("07400 222001")).toEqual(["search-one@example.com"]);
    expect(await emails(job.reference)).toEqual(["search-one@example.com"]);
    expect(await emails("CV1 5DZ")).toContain("search-one@example.com");
    expect(await emails("zzz-nobody")).toEqual([]);
    expect(await emails("%_\\")).toEqual([]);
  });

  it("pages by keyset without repeating or skipping anyone", async () => {
    for (const index of [1, 2, 3, 4, 5]) {
      await book({
        name: `Page Person ${index}`,
        email: `keyset-${index}@example.com`,
        phone: `07400 33300${index}`,
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const result = await listClients(handle.db, { q: "keyset-" }, cursor, 2);
      seen.push(...result.rows.map((row) => row.email));
      cursor = result.next;
      if (!cursor) break;
    }
    expect(seen).toEqual([1, 2, 3, 4, 5].map((index) => `keyset-${index}@example.com`));
    // A cursor the list did not write shows the first page.
    const forged = await listClients(handle.db, { q: "keyset-" }, "%%%not-a-cursor", 2);
    expect(forged.rows.map((row) => row.email)).toEqual([
      "keyset-1@example.com",
      "keyset-2@example.com",
    ]);
  });
});

describe("changing a client", () => {
  it("changes the customer's details, keeps the jobs' copies and logs before and after", async () => {
    const job = await book({ name: "Edna Edit", email: "edit@example.com", phone: "07400 444001" });
    const result = await updateClientContact(handle.db, admin, job.customer_id, {
      name: "Edna Edited",
      email: "edited@example.com",
      phone: "+447400444002",
    });
    expect(result.ok).toBe(true);
    const customer = await handle.db
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", job.customer_id)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      name: "Edna Edited",
      email: "edited@example.com",
      phone: "+447400444002",
    });
    const copy = await handle.db
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(copy).toMatchObject({
      customer_name: "Edna Edit",
      customer_email: "edit@example.com",
      customer_phone: job.customer_phone,
    });
    const page = await clientPage(handle.db, job.customer_id);
    if (!page || !("facts" in page)) throw new Error("no page");
    expect(page.facts.history[0]).toMatchObject({ action: "Changed the contact details" });
    expect(page.facts.history[0]?.fields).toEqual(
      expect.arrayContaining([{ name: "name", before: "Edna Edit", after: "Edna Edited" }]),
    );
  });

  it("refuses an address another client uses, next to the field, changing nothing", async () => {
    const one = await book({
      name: "Fay One",
      email: "clash-one@example.com",
      phone: "07400 444011",
    });
    await book({ name: "Fay Two", email: "clash-two@example.com", phone: "07400 444012" });
    const result = await updateClientContact(handle.db, admin, one.customer_id, {
      name: "Fay Changed",
      email: "clash-two@example.com",
      phone: "+447400444011",
    });
    expect(result).toMatchObject({ ok: false, reason: "refused", field: "email" });
    const customer = await handle.db
      .selectFrom("customers")
      .select("name")
      .where("id", "=", one.customer_id)
      .executeTakeFirstOrThrow();
    expect(customer.name).toBe("Fay One");
  });

  it("keeps notes and sends a new portal link through the outbox", async () => {
    const job = await book({
      name: "Gwen Notes",
      email: "notes@example.com",
      phone: "07400 444021",
    });
    expect((await saveClientNotes(handle.db, admin, job.customer_id, "Prefers mornings")).ok).toBe(
      true,
    );
    const before = await handle.db
      .selectFrom("customers")
      .select("portal_token_hash")
      .where("id", "=", job.customer_id)
      .executeTakeFirstOrThrow();
    expect((await sendClientPortalLink(handle.db, admin, job.customer_id, SITE)).ok).toBe(true);
    const after = await handle.db
      .selectFrom("customers")
      .select("portal_token_hash")
      .where("id", "=", job.customer_id)
      .executeTakeFirstOrThrow();
    expect(after.portal_token_hash).not.toBe(before.portal_token_hash);
    const mail = await handle.db
      .selectFrom("email_outbox")
      .select(["text_body"])
      .where("to_address", "=", "notes@example.com")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`${SITE}/portal/`);
    const page = await clientPage(handle.db, job.customer_id);
    if (!page || !("facts" in page)) throw new Error("no page");
    expect(page.facts.notes).toBe("Prefers mornings");
    expect(page.facts.history.map((entry) => entry.action)).toEqual([
      "Sent a new portal link",
      "Changed the office notes",
    ]);
  });
});

/** A person with every kind of data the business can hold: the subject of export and erasure. */
const PERSON = {
  name: "Philippa Quennell",
  email: "philippa.quennell@example.com",
  phone: "07400 987654",
  e164: "+447400987654",
  address: "7 Quennellgate Row, Coventry",
} as const;

async function personWithEverything() {
  const account = await signedIn(await addUser(handle.db, PERSON.email, PERSON.name));
  const job = await book(PERSON, account.user.id);
  const second = await book(PERSON);
  await addCustomerPhotos(
    handle.db,
    { kind: "portal", customerId: job.customer_id },
    { jobId: job.id, photos: [await preparedPhoto(), await preparedPhoto()] },
    { actor: "customer-link", now: NOW, fileStorage: disk },
  );
  const photos = await handle.db
    .selectFrom("job_photos")
    .select("storage_key")
    .where("job_id", "=", job.id)
    .execute();
  await handle.db
    .insertInto("job_events")
    .values([
      {
        job_id: job.id,
        kind: "note",
        actor_role: "admin",
        internal: true,
        note: `Internal: ${PERSON.name} has a dog`,
      },
      {
        job_id: job.id,
        kind: "note",
        actor_role: "engineer",
        internal: false,
        note: `Ring ${PERSON.phone} at the gate`,
      },
    ])
    .execute();
  await handle.db
    .insertInto("job_tracking_links")
    .values({ token_hash: hashToken(newToken()), job_id: job.id })
    .execute();
  await handle.db
    .insertInto("testimonials")
    .values({
      author_name: PERSON.name,
      location: "Earlsdon",
      rating: 5,
      body: `Great work at ${PERSON.address}, thanks from Philippa Quennell`,
      service_slug: "plumbing-repairs",
      received_on: "2026-08-20",
      job_id: job.id,
    })
    .execute();
  await handle.db
    .insertInto("contacts")
    .values({
      kind: "contact",
      name: PERSON.name,
      email: PERSON.email,
      phone: PERSON.e164,
      postcode: "CV1 5DZ",
      message: `Please call me about ${PERSON.address}`,
    })
    .execute();
  await enqueueEmail(handle.db, {
    to: "office@example.com",
    subject: "New enquiry",
    text: `From ${PERSON.name} <${PERSON.email}>, ${PERSON.phone}`,
    kind: "contact-notification",
  });
  const organisation = await handle.db
    .insertInto("organisations")
    .values({ slug: "quennell-lets", name: "Quennell Lets" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await handle.db
    .insertInto("organisation_members")
    .values({ organisation_id: organisation.id, user_id: account.user.id })
    .execute();
  await handle.db
    .insertInto("rate_limits")
    .values({ bucket: `portal-link:email:${PERSON.email}`, hits: 1, window_started_at: NOW })
    .execute();
  await handle.db.insertInto("auth.sessions").values({ user_id: account.user.id }).execute();
  await saveClientNotes(handle.db, admin, job.customer_id, `${PERSON.name} works nights`);
  // A change logged with before and after: the log must lose the name too.
  await updateClientContact(handle.db, admin, job.customer_id, {
    name: `${PERSON.name} Jr`,
    email: PERSON.email,
    phone: PERSON.e164,
  });
  return { account, job, second, photos };
}

/** Every text, varchar and jsonb value of the public and auth schemas holding one of these. */
async function findEverywhere(needles: readonly string[]): Promise<string[]> {
  const columns = await sql<{ table_schema: string; table_name: string; column_name: string }>`
    select c.table_schema, c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema in ('public', 'auth') and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json')`.execute(handle.db);
  const patterns = needles.map((needle) => `%${needle}%`);
  const found: string[] = [];
  for (const column of columns.rows) {
    const table = sql.id(column.table_schema, column.table_name);
    const value = sql.id(column.column_name);
    const result = await sql<{ hits: string }>`
      select count(*) as hits from ${table} where ${value}::text ilike any (${patterns}::text[])`.execute(
      handle.db,
    );
    if (Number(result.rows[0]?.hits) > 0)
      found.push(`${column.table_schema}.${column.table_name}.${column.column_name}`);
  }
  return found;
}

const NEEDLES = [PERSON.name, PERSON.email, PERSON.phone, PERSON.e164, "Quennellgate"];

describe("export and erasure", () => {
  it("exports everything held about the person, without a token hash", async () => {
    const { job, photos } = await personWithEverything();
    const record = await exportClient(handle.db, job.customer_id, { siteOrigin: SITE });
    if (!record) throw new Error("no export");
    const json = JSON.stringify(record);
    expect(record).toMatchObject({
      customer: { email: PERSON.email },
      account: { email: PERSON.email, roles: ["client"] },
      organisationMemberships: [{ organisation: "Quennell Lets" }],
      officeNotes: { body: `${PERSON.name} works nights` },
      reviews: [{ name: PERSON.name, rating: 5 }],
      enquiries: [{ message: `Please call me about ${PERSON.address}` }],
    });
    expect(record.jobs).toHaveLength(2);
    for (const photo of photos) expect(json).toContain(`${SITE}/media/${photo.storage_key}`);
    expect(json).toContain(`Internal: ${PERSON.name} has a dog`);
    expect(json).toContain("New enquiry");
    expect(json).toContain("Your booking");
    expect(json).not.toMatch(/hash/i);
    const hashes = await handle.db
      .selectFrom("jobs")
      .select("tracking_token_hash")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(json).not.toContain(hashes.tracking_token_hash);

    const csv = clientExportCsv(record);
    expect(csv.startsWith("\uFEFFSection,Field,Value\r\n")).toBe(true);
    expect(csv).toContain(`customer,email,${PERSON.email}`);
    expect(csv).toMatch(/jobs,\d+\.events\.\d+\.note,Internal: Philippa Quennell has a dog/);
  });

  it("refuses a wrong confirmation and open jobs, erasing nothing", async () => {
    // The person of the export above, with their jobs still to be done.
    const job = await handle.db
      .selectFrom("customers")
      .select("id as customer_id")
      .where("email", "=", PERSON.email)
      .executeTakeFirstOrThrow();
    const before = await findEverywhere(NEEDLES);
    const wrong = await eraseClient(handle.db, admin, job.customer_id, "someone@example.com", {
      fileStorage: disk,
    });
    expect(wrong).toMatchObject({ ok: false, reason: "refused", field: "confirmation" });
    const open = await eraseClient(handle.db, admin, job.customer_id, PERSON.email.toUpperCase(), {
      fileStorage: disk,
    });
    expect(open).toMatchObject({ ok: false, reason: "refused" });
    expect(await findEverywhere(NEEDLES)).toEqual(before);
  });

  it("leaves none of the person's data anywhere, keeps the jobs for the reports and another customer's data", async () => {
    const other = await book({
      name: "Olwen Other",
      email: "olwen@example.com",
      phone: "07400 555001",
      address: "9 Other Lane",
    });
    const snapshot = () =>
      Promise.all([
        handle.db.selectFrom("customers").selectAll().where("id", "=", other.customer_id).execute(),
        handle.db.selectFrom("jobs").selectAll().where("id", "=", other.id).execute(),
        handle.db
          .selectFrom("email_outbox")
          .select(["subject", "text_body"])
          .where("to_address", "=", "olwen@example.com")
          .execute(),
      ]);
    const otherBefore = await snapshot();
    const customer = await handle.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", PERSON.email)
      .executeTakeFirstOrThrow();
    const jobs = await handle.db
      .selectFrom("jobs")
      .select(["id", "reference"])
      .where("customer_id", "=", customer.id)
      .execute();
    const photoKeys = (
      await handle.db
        .selectFrom("job_photos")
        .select("storage_key")
        .where(
          "job_id",
          "in",
          jobs.map((job) => job.id),
        )
        .execute()
    ).map((row) => row.storage_key);
    expect(photoKeys.length).toBeGreaterThan(0);
    await handle.db
      .updateTable("jobs")
      .set({ status: "completed", price_pence: 9_000 })
      .where("customer_id", "=", customer.id)
      .execute();

    const erased = await eraseClient(
      handle.db,
      admin,
      customer.id,
      ` ${PERSON.email.toUpperCase()} `,
      { fileStorage: disk },
    );
    expect(erased).toMatchObject({ ok: true, photosNotDeleted: 0 });

    expect(await findEverywhere(NEEDLES)).toEqual([]);
    for (const key of photoKeys) expect(await disk.get(key)).toBeNull();
    const kept = await handle.db
      .selectFrom("jobs")
      .select(["reference", "status", "price_pence", "postcode", "service_slug", "window_start"])
      .where("customer_id", "=", customer.id)
      .execute();
    expect(kept).toHaveLength(jobs.length);
    for (const job of kept)
      expect(job).toMatchObject({
        status: "completed",
        price_pence: 9_000,
        postcode: "CV1",
        service_slug: "plumbing-repairs",
      });
    expect(await snapshot()).toEqual(otherBefore);

    const sessions = await handle.db
      .selectFrom("auth.sessions as s")
      .innerJoin("profiles as p", "p.id", "s.user_id")
      .select("s.revoked_at")
      .where("p.erased_at", "is not", null)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect(session.revoked_at).not.toBeNull();
    const page = await clientPage(handle.db, customer.id);
    if (!page || !("facts" in page)) throw new Error("no page");
    expect(page.facts.erasedAt).not.toBeNull();
    expect(page.facts.history[0]?.action).toBe(
      "Erased the client's personal data at their request",
    );
    expect((await listClients(handle.db, { q: "erased" })).rows).toEqual([]);
    // Erased once is erased: a second request changes nothing.
    expect(
      await eraseClient(handle.db, admin, customer.id, "x", { fileStorage: disk }),
    ).toMatchObject({ ok: false });
  });

  it("deletes the person's photos from an S3 bucket when that is where they are stored", async () => {
    const s3 = await startS3Server();
    try {
      const bucket = s3.storage();
      const person = {
        name: "Bronwen Bucket",
        email: "bronwen@example.com",
        phone: "07400 777001",
      };
      const account = await signedIn(await addUser(handle.db, person.email, person.name));
      const job = await book(person, account.user.id);
      await addCustomerPhotos(
        handle.db,
        { kind: "portal", customerId: job.customer_id },
        { jobId: job.id, photos: [await preparedPhoto(), await preparedPhoto()] },
        { actor: "customer-link", now: NOW, fileStorage: bucket },
      );
      const keys = (
        await handle.db
          .selectFrom("job_photos")
          .select("storage_key")
          .where("job_id", "=", job.id)
          .execute()
      ).map((row) => row.storage_key);
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(await bucket.size(key), key).toBeGreaterThan(0);
      await handle.db
        .updateTable("jobs")
        .set({ status: "completed" })
        .where("customer_id", "=", job.customer_id)
        .execute();

      const erased = await eraseClient(handle.db, admin, job.customer_id, person.email, {
        fileStorage: bucket,
      });
      expect(erased).toMatchObject({ ok: true, photosNotDeleted: 0 });
      for (const key of keys) {
        expect(await bucket.get(key), key).toBeNull();
        expect(await bucket.size(key), key).toBeNull();
      }
    } finally {
      await s3.close();
    }
  });

  it("never erases a staff account", async () => {
    const engineer = await signedIn(
      await addUser(handle.db, "staff-erase@example.com", "Steffan Staff", ["engineer"]),
    );
    const job = await book(
      { name: "Steffan Staff", email: "staff-erase@example.com", phone: "07400 666001" },
      engineer.user.id,
    );
    await handle.db
      .updateTable("jobs")
      .set({ status: "completed" })
      .where("id", "=", job.id)
      .execute();
    const result = await eraseClient(handle.db, admin, job.customer_id, "staff-erase@example.com", {
      fileStorage: disk,
    });
    expect(result).toMatchObject({ ok: false, reason: "refused" });
    const profile = await handle.db
      .selectFrom("profiles")
      .select("full_name")
      .where("id", "=", engineer.user.id)
      .executeTakeFirstOrThrow();
    expect(profile.full_name).toBe("Steffan Staff");
  });
});

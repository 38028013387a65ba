import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitContact } from "../../app/.server/contacts/contacts.server";
import type { EnquiryAuthor } from "../../app/.server/contacts/enquiry-changes.server";
import { startQuoteFromEnquiry } from "../../app/.server/contacts/enquiry-quote.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { contactSchema, enquiryQuoteSchema } from "../../app/lib/schemas/validation.server";
import { createTestDatabase } from "./support/database";
import { addUser } from "./support/organisations";

/*
 * "Write a quote" from an enquiry (decision 0075): the work becomes a requested job, linked to
 * the enquiry, with its draft quote linked to both; pressing again makes nothing new.
 */

let handle: DatabaseHandle;
let office: EnquiryAuthor;
const NOW = new Date("2026-11-27T10:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await addUser(handle.db, "office@example.com", "Olive Office", ["admin"]);
  office = { id: admin.user.id, role: "admin", name: "Olive Office" };
});
afterAll(async () => {
  await handle?.close();
});

async function enquiry(): Promise<string> {
  const parsed = contactSchema.parse({
    name: "Sarah Mitchell",
    email: "sarah@example.com",
    phone: "07400 123456",
    postcode: "cv1 5dz",
    message: "Could you quote for a new garden fence, about ten metres?",
  });
  const sent = await submitContact(
    handle.db,
    { kind: "contact", ...parsed },
    { ip: "203.0.113.9" },
  );
  if (!sent.ok) throw new Error(sent.message);
  return sent.id;
}

const work = () => {
  const { intent: _intent, ...job } = enquiryQuoteSchema.parse({
    intent: "quote",
    service: "garden-maintenance",
    description: "A new garden fence, about ten metres, with one gate.",
    address: "12 Spon Street, Coventry",
    postcode: "cv1 5dz",
  });
  return job;
};

describe("a quote written from an enquiry", () => {
  it("makes a requested job for the enquirer and its draft quote, both linked to the enquiry", async () => {
    const id = await enquiry();
    const started = await startQuoteFromEnquiry(handle.db, office, id, work(), NOW);
    expect(started).toMatchObject({ ok: true, createdJob: true, createdQuote: true });
    if (!started.ok) return;
    const job = await handle.db
      .selectFrom("jobs")
      .selectAll()
      .where("reference", "=", started.jobReference)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      status: "requested",
      window_start: null,
      engineer_id: null,
      service_slug: "garden-maintenance",
      customer_name: "Sarah Mitchell",
      customer_email: "sarah@example.com",
      customer_phone: "+447400123456",
      postcode: "CV1 5DZ",
      source: "admin",
    });
    const events = await handle.db
      .selectFrom("job_events")
      .select(["to_status", "note", "actor_id"])
      .where("job_id", "=", job.id)
      .execute();
    expect(events).toEqual([
      { to_status: "requested", note: `To be quoted, from enquiry #${id}`, actor_id: office.id },
    ]);
    const contact = await handle.db
      .selectFrom("contacts")
      .select(["job_id", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(contact).toEqual({ job_id: job.id, status: "in_progress" });
    const quotes = await handle.db
      .selectFrom("quotes")
      .select(["job_id", "contact_id", "status", "consumer", "customer_email"])
      .where("job_id", "=", job.id)
      .execute();
    expect(quotes).toEqual([
      {
        job_id: job.id,
        contact_id: id,
        status: "draft",
        consumer: true,
        customer_email: "sarah@example.com",
      },
    ]);

    // Pressed again (a second tab): the same job and draft, nothing new.
    expect(await startQuoteFromEnquiry(handle.db, office, id, work(), NOW)).toEqual({
      ok: true,
      jobReference: started.jobReference,
      createdJob: false,
      createdQuote: false,
    });
    const jobs = await handle.db
      .selectFrom("jobs")
      .select("id")
      .where("customer_email", "=", "sarah@example.com")
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it("is the site's 404 for an enquiry that is not there", async () => {
    expect(await startQuoteFromEnquiry(handle.db, office, "999999", work(), NOW)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await startQuoteFromEnquiry(handle.db, office, "x'; drop", work(), NOW)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

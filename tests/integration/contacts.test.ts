import { parseWithZod } from "@conform-to/zod";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONTACT_NOT_SAVED_MESSAGE,
  submitContact,
  type ContactSubmission,
} from "../../app/.server/contacts/contacts.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { contactSchema, propertyEnquirySchema } from "../../app/lib/schemas/contact";
import { CONTROL_CHARACTER_MESSAGE } from "../../app/lib/schemas/text";
import { createTestDatabase } from "./support/database";

const BUSINESS_EMAIL = "hello@wefixcoventry.co.uk";
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom("contacts").execute();
  await handle.db.deleteFrom("email_outbox").execute();
  await handle.db.deleteFrom("rate_limits").execute();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function contactForm(overrides: Record<string, string> = {}): ContactSubmission {
  const parsed = contactSchema.parse({
    name: "Sarah Mitchell",
    email: "sarah@example.com",
    phone: "07400 123456",
    postcode: "cv5 6ab",
    message: "The kitchen tap drips.\nCould someone look at it this week?",
    ...overrides,
  });
  return { kind: "contact", ...parsed };
}

function enquiryForm(overrides: Record<string, string> = {}): ContactSubmission {
  const parsed = propertyEnquirySchema.parse({
    name: "Priya Shah",
    email: "priya@moathouse.example",
    phone: "024 7699 0456",
    postcode: "CV1 2AB",
    message: "We manage student houses in Canley and need help between tenancies.",
    companyName: "Moat House Lettings",
    propertiesCount: "24",
    ...overrides,
  });
  return { kind: "property-enquiry", ...parsed };
}

async function outbox() {
  return handle.db
    .selectFrom("email_outbox")
    .select(["to_address", "subject", "kind", "text_body"])
    .orderBy("id")
    .execute();
}

async function contactCount() {
  const row = await handle.db
    .selectFrom("contacts")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("submitContact", () => {
  it("stores the message and queues the acknowledgement and the notification", async () => {
    const result = await submitContact(handle.db, contactForm(), { ip: "203.0.113.1" });
    if (!result.ok) throw new Error(result.message);

    const row = await handle.db
      .selectFrom("contacts")
      .selectAll()
      .where("id", "=", result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: "contact",
      name: "Sarah Mitchell",
      email: "sarah@example.com",
      phone: "+447400123456",
      postcode: "CV5 6AB",
      message: "The kitchen tap drips.\nCould someone look at it this week?",
      company_name: null,
      properties_count: null,
      handled_at: null,
    });

    const [acknowledgement, notification, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(acknowledgement).toMatchObject({
      to_address: "sarah@example.com",
      kind: "contact.acknowledgement",
      subject: "We have your message — We Fix Coventry",
    });
    expect(acknowledgement?.text_body).toContain("within one working day");
    expect(acknowledgement?.text_body).toContain("024 7699 0123");
    expect(acknowledgement?.text_body).toContain(
      "> The kitchen tap drips.\n> Could someone look at it this week?",
    );
    expect(acknowledgement?.text_body).toContain(`#${result.id}`);

    expect(notification).toMatchObject({
      to_address: BUSINESS_EMAIL,
      kind: "contact.notification",
      subject: "New message from Sarah Mitchell, CV5 6AB",
    });
    for (const line of [
      `Reference: #${result.id}`,
      "Name: Sarah Mitchell",
      "E-mail: sarah@example.com",
      "Phone: 07400 123456 (+447400123456)",
      "Postcode: CV5 6AB",
      "> Could someone look at it this week?",
    ]) {
      expect(notification?.text_body).toContain(line);
    }
  });

  it("stores a property enquiry with its company and number of properties", async () => {
    const result = await submitContact(handle.db, enquiryForm(), { ip: "203.0.113.2" });
    if (!result.ok) throw new Error(result.message);
    const row = await handle.db
      .selectFrom("contacts")
      .select(["kind", "company_name", "properties_count"])
      .where("id", "=", result.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      kind: "property-enquiry",
      company_name: "Moat House Lettings",
      properties_count: 24,
    });
    const emails = await outbox();
    expect(emails.map((email) => [email.to_address, email.kind, email.subject])).toEqual([
      [
        "priya@moathouse.example",
        "property-enquiry.acknowledgement",
        "Your property maintenance enquiry — We Fix Coventry",
      ],
      [
        BUSINESS_EMAIL,
        "property-enquiry.notification",
        "New property enquiry from Moat House Lettings (24 properties)",
      ],
    ]);
    expect(emails[1]?.text_body).toContain("Company: Moat House Lettings");
    expect(emails[1]?.text_body).toContain("Properties managed: 24");
  });

  it("takes the phone number and business address from the business settings row", async () => {
    const original = await handle.db
      .selectFrom("business_settings")
      .select(["phone", "email"])
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable("business_settings")
      .set({ phone: "+441926123456", email: "office@wefixcoventry.co.uk" })
      .execute();
    try {
      const result = await submitContact(handle.db, contactForm(), { ip: "203.0.113.3" });
      expect(result.ok).toBe(true);
      const [acknowledgement, notification] = await outbox();
      expect(acknowledgement?.text_body).toContain("call us on 01926 123456");
      expect(notification?.to_address).toBe("office@wefixcoventry.co.uk");
    } finally {
      await handle.db.updateTable("business_settings").set(original).execute();
    }
  });

  it("leaves neither the message nor any e-mail when a step fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // The last step of the transaction fails: the row and the first e-mail must go too.
    await sql`alter table email_outbox add constraint refuse_notifications
      check (kind <> 'contact.notification')`.execute(handle.db);
    try {
      const result = await submitContact(handle.db, contactForm(), { ip: "203.0.113.4" });
      expect(result).toEqual({
        ok: false,
        reason: "unavailable",
        message: CONTACT_NOT_SAVED_MESSAGE,
      });
    } finally {
      await sql`alter table email_outbox drop constraint refuse_notifications`.execute(handle.db);
    }
    expect(await contactCount()).toBe(0);
    expect(await outbox()).toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
  });

  it("refuses a sixth message from one IP address within the hour, storing nothing", async () => {
    for (let n = 1; n <= 5; n++) {
      const result = await submitContact(
        handle.db,
        contactForm({ email: `visitor${n}@example.com` }),
        { ip: "198.51.100.7" },
      );
      expect(result.ok).toBe(true);
    }
    const refused = await submitContact(handle.db, contactForm({ email: "visitor6@example.com" }), {
      ip: "198.51.100.7",
    });
    expect(refused).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: expect.any(Number),
      message: "Too many attempts. Please wait 60 minutes and try again, or call us.",
    });
    expect(await contactCount()).toBe(5);
    expect(await outbox()).toHaveLength(10);

    const otherVisitor = await submitContact(handle.db, contactForm(), { ip: "198.51.100.8" });
    expect(otherVisitor.ok).toBe(true);
  });

  it("refuses a fourth message from one e-mail address within the hour, whatever the IP", async () => {
    for (let n = 1; n <= 3; n++) {
      const result = await submitContact(handle.db, contactForm({ email: "Repeat@Example.com" }), {
        ip: `192.0.2.${n}`,
      });
      expect(result.ok).toBe(true);
    }
    const refused = await submitContact(handle.db, enquiryForm({ email: "repeat@example.com" }), {
      ip: "192.0.2.99",
    });
    expect(refused).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(!refused.ok && refused.message).toMatch(/^Too many attempts\. Please wait \d+ minutes/);
    expect(await contactCount()).toBe(3);
  });

  it("is unavailable, never rate limited, when the rate-limit table fails, and stores nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await sql`alter table rate_limits rename to rate_limits_away`.execute(handle.db);
    try {
      const result = await submitContact(handle.db, contactForm(), { ip: "203.0.113.5" });
      expect(result).toEqual({
        ok: false,
        reason: "unavailable",
        message: CONTACT_NOT_SAVED_MESSAGE,
      });
    } finally {
      await sql`alter table rate_limits_away rename to rate_limits`.execute(handle.db);
    }
    expect(logged).toHaveBeenCalledOnce();
    expect(await contactCount()).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("a NUL that got past the form is a database failure (unavailable), not a rate limit", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await submitContact(
      handle.db,
      { ...contactForm(), message: "The tap\u0000 drips all night." },
      { ip: "203.0.113.6" },
    );
    expect(result).toMatchObject({ ok: false, reason: "unavailable" });
    expect(await contactCount()).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("is refused by the database when an enquiry lacks its company", async () => {
    await expect(
      handle.db
        .insertInto("contacts")
        .values({
          kind: "property-enquiry",
          name: "No Company",
          email: "nc@example.com",
          phone: "+447400123456",
          postcode: "CV1 5DZ",
          message: "An enquiry without a company.",
        })
        .execute(),
    ).rejects.toThrow(/contacts_check/);
  });
});

describe("the contact and property-enquiry forms", () => {
  function posted(
    schema: typeof contactSchema | typeof propertyEnquirySchema,
    fields: Record<string, string>,
  ) {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    return parseWithZod(formData, { schema });
  }

  function fieldErrors(submission: ReturnType<typeof posted>, field: string) {
    return submission.status === "error" ? submission.error?.[field] : null;
  }

  const contactFields = {
    name: "Sarah Mitchell",
    email: "sarah@example.com",
    phone: "07400 123456",
    postcode: "CV5 6AB",
    message: "The kitchen tap drips. Could someone look at it?",
  };

  it("refuse a control character in any text field with a message next to that field", () => {
    for (const [field, value] of [
      ["name", "Sarah\u0000Mitchell"],
      ["postcode", "CV5\u00006AB"],
      ["message", "The tap\u0000 drips all night."],
      ["message", "Escape \u001b[31m codes"],
    ] as const) {
      const submission = posted(contactSchema, { ...contactFields, [field]: value });
      expect(submission.status).toBe("error");
      expect(fieldErrors(submission, field)).toEqual([CONTROL_CHARACTER_MESSAGE]);
      expect(submission.reply().initialValue?.[field]).toBe(value);
    }
    const enquiry = posted(propertyEnquirySchema, {
      ...contactFields,
      companyName: "Moat\u0007House",
      propertiesCount: "24",
    });
    expect(fieldErrors(enquiry, "companyName")).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it("keep line breaks and tabs in the message", () => {
    const submission = posted(contactSchema, {
      ...contactFields,
      message: "Line one\r\n\tLine two is indented.",
    });
    expect(submission.status).toBe("success");
  });
});

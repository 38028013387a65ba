import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../app/.server/auth/crypto.server";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { EmailAttachment } from "../../app/.server/db/schema.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../app/.server/jobs/settings.server";
import { DEFAULT_BOOKING_RULES } from "../../app/lib/booking-rules";
import { parseIcs, propertyOf, utcDateTime } from "./support/ics";
import { SITE, bookingInput, tokenOf } from "./support/jobs";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom("email_outbox").execute();
});

const SUMMER_NOW = new Date("2026-07-10T09:00:00Z");

async function confirmationFor(reference: string) {
  const row = await handle.db
    .selectFrom("email_outbox")
    .selectAll()
    .where("kind", "=", "job.confirmation")
    .where("subject", "like", `%(${reference})`)
    .executeTakeFirstOrThrow();
  const attachments: EmailAttachment[] = row.attachments;
  return { ...row, attachments };
}

async function jobCount() {
  const row = await handle.db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("the booking settings", () => {
  it("are stored with the defaults from the issue", async () => {
    expect(await getBookingSettings(handle.db)).toEqual({
      ...DEFAULT_BOOKING_RULES,
      servedOutwardCodes: [...DEFAULT_BOOKING_RULES.servedOutwardCodes],
    });
  });
});

describe("createBooking", () => {
  it("saves the job, its timeline and the customer, and queues the confirmation", async () => {
    const result = await createBooking(handle.db, bookingInput(), {
      source: "web",
      now: SUMMER_NOW,
      siteOrigin: `${SITE}/`,
    });
    if (!result.ok) throw new Error(`Booking refused: ${result.reason}`);
    expect(result.reference).toMatch(/^CV-2026-\d{6}$/);
    expect(result.trackingUrl).toMatch(/^http:\/\/localhost:3000\/track\/[A-Za-z0-9_-]{43}$/);
    expect(result.portalUrl).toMatch(/^http:\/\/localhost:3000\/portal\/[A-Za-z0-9_-]{43}$/);
    expect(result.windowLabel).toBe("Tuesday 14 July, 08:00–10:00");

    const job = await handle.db
      .selectFrom("jobs")
      .selectAll()
      .select(sql<string>`requested_date::text`.as("requested_day"))
      .where("reference", "=", result.reference)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      service_slug: "plumbing-repairs",
      emergency: false,
      address: "12 Spon Street, Coventry",
      postcode: "CV1 5DZ",
      customer_name: "Sarah Mitchell",
      customer_email: "sarah@example.com",
      customer_phone: "+442476990123",
      user_id: null,
      engineer_id: null,
      status: "confirmed",
      source: "web",
      requested_day: "2026-07-14",
      tracking_token_hash: hashToken(tokenOf(result.trackingUrl)),
      reminder_sent_at: null,
    });
    expect(job.window_start?.toISOString()).toBe("2026-07-14T07:00:00.000Z");
    expect(job.window_end?.toISOString()).toBe("2026-07-14T09:00:00.000Z");
    expect(job.created_at.toISOString()).toBe(SUMMER_NOW.toISOString());

    const events = await handle.db
      .selectFrom("job_events")
      .select(["kind", "from_status", "to_status", "actor_role", "at"])
      .where("job_id", "=", job.id)
      .orderBy("id")
      .execute();
    expect(events).toEqual([
      {
        kind: "created",
        from_status: null,
        to_status: "requested",
        actor_role: "customer-link",
        at: SUMMER_NOW,
      },
      {
        kind: "status",
        from_status: "requested",
        to_status: "confirmed",
        actor_role: "system",
        at: SUMMER_NOW,
      },
    ]);

    const customer = await handle.db
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", job.customer_id)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      email: "sarah@example.com",
      name: "Sarah Mitchell",
      phone: "+442476990123",
      portal_token_hash: hashToken(tokenOf(result.portalUrl)),
    });
    const place = await handle.db
      .selectFrom("window_bookings")
      .selectAll()
      .where("job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(place.window_start?.toISOString()).toBe("2026-07-14T07:00:00.000Z");

    const email = await confirmationFor(result.reference);
    expect(email.to_address).toBe("sarah@example.com");
    expect(email.subject).toBe(
      `Booking confirmed: Plumbing repairs, Tuesday 14 July, 08:00–10:00 (${result.reference})`,
    );
    for (const part of [
      `Reference: ${result.reference}`,
      "Service: Plumbing repairs",
      "Arrival window: Tuesday 14 July, 08:00–10:00 (UK time)",
      "Address: 12 Spon Street, Coventry, CV1 5DZ",
      result.trackingUrl,
      result.portalUrl,
      "until Monday 13 July, 08:00, 24 hours before the arrival window",
      "024 7699 0123",
      "replaces any earlier one",
    ]) {
      expect(email.text_body).toContain(part);
    }
  });

  it("attaches a valid calendar file at the right London time in summer", async () => {
    const result = await createBooking(
      handle.db,
      bookingInput({
        email: "summer@example.com",
        date: "2026-07-15",
        windowStart: "2026-07-15T07:00:00.000Z",
      }),
      { source: "web", now: SUMMER_NOW, siteOrigin: SITE },
    );
    if (!result.ok) throw new Error(result.reason);
    const { attachments } = await confirmationFor(result.reference);
    expect(attachments).toHaveLength(1);
    const file = attachments[0]!;
    expect(file.filename).toBe(`${result.reference}.ics`);
    expect(file.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");

    const calendar = parseIcs(file.content);
    expect(calendar.name).toBe("VCALENDAR");
    expect(propertyOf(calendar, "VERSION").value).toBe("2.0");
    expect(propertyOf(calendar, "METHOD").value).toBe("PUBLISH");
    const event = calendar.components.find((component) => component.name === "VEVENT");
    if (!event) throw new Error("No VEVENT");
    // 08:00 British Summer Time is 07:00 UTC.
    expect(propertyOf(event, "DTSTART").value).toBe("20260715T070000Z");
    expect(propertyOf(event, "DTEND").value).toBe("20260715T090000Z");
    expect(utcDateTime(propertyOf(event, "DTSTART").value).toISOString()).toBe(
      "2026-07-15T07:00:00.000Z",
    );
    expect(propertyOf(event, "UID").value).toMatch(/@wefixcoventry\.co\.uk$/);
    expect(propertyOf(event, "SUMMARY").value).toBe("We Fix Coventry: Plumbing repairs");
    expect(propertyOf(event, "LOCATION").value).toContain("CV1 5DZ");
    expect(propertyOf(event, "STATUS").value).toBe("CONFIRMED");
    expect(event.components.map((component) => component.name)).toEqual(["VALARM"]);
  });

  it("attaches the calendar file at the right London time in winter", async () => {
    const result = await createBooking(
      handle.db,
      bookingInput({
        email: "winter@example.com",
        date: "2026-12-01",
        windowStart: "2026-12-01T08:00:00.000Z",
      }),
      { source: "web", now: new Date("2026-11-25T12:00:00Z"), siteOrigin: SITE },
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.windowLabel).toBe("Tuesday 1 December, 08:00–10:00");
    const event = parseIcs((await confirmationFor(result.reference)).attachments[0]!.content)
      .components[0]!;
    // 08:00 Greenwich Mean Time is 08:00 UTC.
    expect(propertyOf(event, "DTSTART").value).toBe("20261201T080000Z");
    expect(propertyOf(event, "DTEND").value).toBe("20261201T100000Z");
  });

  it("keeps one customer per e-mail and replaces the portal link with each booking", async () => {
    const first = await createBooking(
      handle.db,
      bookingInput({
        email: "repeat@example.com",
        name: "Rob Repeat",
        date: "2026-07-16",
        windowStart: "2026-07-16T07:00:00.000Z",
      }),
      { source: "web", now: SUMMER_NOW, siteOrigin: SITE },
    );
    const second = await createBooking(
      handle.db,
      bookingInput({
        email: "repeat@example.com",
        name: "Robert Repeat",
        date: "2026-07-16",
        windowStart: "2026-07-16T09:00:00.000Z",
      }),
      { source: "web", now: SUMMER_NOW, siteOrigin: SITE },
    );
    if (!first.ok || !second.ok) throw new Error("Booking refused");
    const customers = await handle.db
      .selectFrom("customers")
      .selectAll()
      .where(sql`lower(email)`, "=", "repeat@example.com")
      .execute();
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({
      name: "Robert Repeat",
      portal_token_hash: hashToken(tokenOf(second.portalUrl)),
    });
    expect(tokenOf(first.portalUrl)).not.toBe(tokenOf(second.portalUrl));
    const jobs = await handle.db
      .selectFrom("jobs")
      .select(["customer_id", "customer_name"])
      .where("reference", "in", [first.reference, second.reference])
      .orderBy("reference")
      .execute();
    expect(jobs.map((job) => job.customer_id)).toEqual([customers[0]!.id, customers[0]!.id]);
    expect(jobs.map((job) => job.customer_name)).toEqual(["Rob Repeat", "Robert Repeat"]);
    expect(second.reference > first.reference).toBe(true);
  });

  it("links the job to a signed-in client", async () => {
    const userId = await createConfirmedUser(handle.db, {
      email: "client-booker@example.com",
      password: "client-password",
      fullName: "Cleo Client",
      companyName: null,
    });
    const result = await createBooking(
      handle.db,
      bookingInput({ email: "client-booker@example.com", windowStart: "2026-07-14T11:00:00.000Z" }),
      { source: "client", userId, now: SUMMER_NOW, siteOrigin: SITE },
    );
    if (!result.ok) throw new Error(result.reason);
    const job = await handle.db
      .selectFrom("jobs")
      .select(["id", "user_id", "source"])
      .where("reference", "=", result.reference)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ user_id: userId, source: "client" });
    const created = await handle.db
      .selectFrom("job_events")
      .select("actor_role")
      .where("job_id", "=", job.id)
      .where("kind", "=", "created")
      .executeTakeFirstOrThrow();
    expect(created.actor_role).toBe("client");
  });

  it("refuses a postcode outside the area with the phone number, and saves nothing", async () => {
    const before = await jobCount();
    for (const postcode of ["CV10 0AA", "CV11 4BT", "B1 1AA"]) {
      const result = await createBooking(handle.db, bookingInput({ postcode }), {
        source: "web",
        now: SUMMER_NOW,
        siteOrigin: SITE,
      });
      expect(result).toMatchObject({ ok: false, reason: "out-of-area" });
      if (result.ok || result.reason !== "out-of-area") continue;
      expect(result.message).toContain(postcode);
      expect(result.message).toContain("024 7699 0123");
    }
    expect(await jobCount()).toBe(before);
    expect(await handle.db.selectFrom("email_outbox").selectAll().execute()).toEqual([]);
  });

  it("refuses a window with less than two hours' notice, off the grid or too far ahead", async () => {
    const before = await jobCount();
    const attempts = [
      // 07:00 UTC is 08:00 in London: 1 h 59 min away.
      { now: new Date("2026-07-14T05:01:00Z"), date: "2026-07-14", start: "2026-07-14T07:00:00Z" },
      // 08:30 is not the start of a window.
      { now: SUMMER_NOW, date: "2026-07-14", start: "2026-07-14T07:30:00Z" },
      // The window must be on the date chosen.
      { now: SUMMER_NOW, date: "2026-07-15", start: "2026-07-14T07:00:00Z" },
      // 61 days ahead.
      { now: SUMMER_NOW, date: "2026-09-09", start: "2026-09-09T07:00:00Z" },
      // Already past.
      { now: SUMMER_NOW, date: "2026-07-09", start: "2026-07-09T07:00:00Z" },
    ];
    for (const attempt of attempts) {
      const result = await createBooking(
        handle.db,
        bookingInput({ date: attempt.date, windowStart: attempt.start }),
        { source: "web", now: attempt.now, siteOrigin: SITE },
      );
      expect(result, attempt.start).toMatchObject({ ok: false, reason: "not-bookable" });
      if (!result.ok && result.reason === "not-bookable") {
        expect(result.message).toContain("024 7699 0123");
      }
    }
    expect(await jobCount()).toBe(before);
  });

  it("books an emergency in the next window today, and only today", async () => {
    const now = new Date("2026-07-20T08:30:00Z"); // 09:30 in London
    const today = await createBooking(
      handle.db,
      bookingInput({
        emergency: true,
        email: "emergency@example.com",
        date: "2026-07-20",
        windowStart: "2026-07-20T09:00:00.000Z", // 10:00–12:00
      }),
      { source: "web", now, siteOrigin: SITE },
    );
    expect(today).toMatchObject({ ok: true, windowLabel: "Monday 20 July, 10:00–12:00" });
    if (!today.ok) return;
    const job = await handle.db
      .selectFrom("jobs")
      .select("emergency")
      .where("reference", "=", today.reference)
      .executeTakeFirstOrThrow();
    expect(job.emergency).toBe(true);
    const email = await confirmationFor(today.reference);
    expect(email.text_body).toContain("Service: Plumbing repairs (emergency, same day)");
    expect(email.text_body).toContain("less than 24 hours away");

    const started = await createBooking(
      handle.db,
      bookingInput({ emergency: true, date: "2026-07-20", windowStart: "2026-07-20T07:00:00Z" }),
      { source: "web", now, siteOrigin: SITE },
    );
    expect(started).toMatchObject({ ok: false, reason: "not-bookable" });
    const tomorrow = await createBooking(
      handle.db,
      bookingInput({ emergency: true, date: "2026-07-21", windowStart: "2026-07-21T09:00:00Z" }),
      { source: "web", now, siteOrigin: SITE },
    );
    expect(tomorrow).toMatchObject({ ok: false, reason: "not-bookable" });
  });
});

describe("job references", () => {
  it("carry the London year of booking and grow past six digits instead of truncating", async () => {
    const newYear = await sql<{
      reference: string;
    }>`select public.next_job_reference('2026-12-31T23:30:00Z') as reference`.execute(handle.db);
    expect(newYear.rows[0]?.reference).toMatch(/^CV-2026-\d{6}$/);
    await sql`select setval('public.job_reference_seq', 999999)`.execute(handle.db);
    const big = await sql<{
      reference: string;
    }>`select public.next_job_reference('2027-06-01T12:00:00Z') as reference`.execute(handle.db);
    expect(big.rows[0]?.reference).toBe("CV-2027-1000000");
  });
});

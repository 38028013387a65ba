import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { confirmBooking } from "../../app/.server/booking/confirm.server";
import { advanceStep, slotState } from "../../app/.server/booking/flow.server";
import { bookingPageFacts } from "../../app/.server/booking/page.server";
import {
  dayWindows,
  firstFreeDate,
  freeWindowsAfter,
} from "../../app/.server/jobs/availability.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { saveBookingSettings } from "../../app/.server/jobs/settings.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import { listServiceAreas } from "../../app/.server/pages/location-pages.server";
import {
  DEFAULT_BOOKING_RULES,
  addCalendarDays,
  londonDate,
  windowsForDate,
} from "../../app/lib/booking-rules";
import type { BookingInput } from "../../app/lib/schemas/booking";
import { createTestDatabase } from "./support/database";
import { SITE, bookingInput } from "./support/jobs";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await saveBookingSettings(handle.db, DEFAULT_BOOKING_RULES);
  await handle.db.deleteFrom("rate_limits").execute();
});

const VISITOR = { account: null, address: "203.0.113.7", siteOrigin: SITE };

/** The window of London `date` that starts at `hour`:00, as the form posts it. */
function windowAt(date: string, hour: number): string {
  const window = windowsForDate(date, DEFAULT_BOOKING_RULES).find((candidate) =>
    candidate.label.startsWith(`${String(hour).padStart(2, "0")}:00`),
  );
  if (!window) throw new Error(`No window at ${hour}:00 on ${date}`);
  return window.start.toISOString();
}

/** A booking `days` ahead of the real clock (the form's steps read it), at `hour`:00. */
function aheadInput(days: number, hour: number, overrides: Partial<BookingInput> = {}) {
  const date = addCalendarDays(londonDate(new Date()), days);
  return bookingInput({ date, windowStart: windowAt(date, hour), ...overrides });
}

function formOf(values: Record<string, string>, intent = "confirm"): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append("intent", intent);
  return form;
}

function postedForm(input: BookingInput, intent = "confirm"): FormData {
  const { emergency, textsAllowed, ...fields } = input;
  return formOf(
    {
      ...fields,
      ...(emergency ? { emergency: "on" } : {}),
      ...(textsAllowed === undefined ? {} : { textsAllowed: textsAllowed ? "on" : "off" }),
    },
    intent,
  );
}

async function jobsFor(email: string): Promise<number> {
  const row = await handle.db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("customer_email", "=", email)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Fills every window of a London date (capacity 1 without engineers). */
async function fillDay(date: string, emailPrefix: string) {
  for (const window of windowsForDate(date, DEFAULT_BOOKING_RULES)) {
    const result = await createBooking(
      handle.db,
      bookingInput({
        date,
        windowStart: window.start.toISOString(),
        email: `${emailPrefix}-${window.start.getTime()}@example.com`,
        phone: "+447400000001",
      }),
      { source: "web", siteOrigin: SITE, now: new Date(window.start.getTime() - 86_400_000) },
    );
    if (!result.ok) throw new Error(`Could not fill ${date}: ${result.reason}`);
  }
}

describe("the booking rules come from the settings row, for the form and the booking alike", () => {
  it("a postcode the owner stops serving is refused by the form and by createBooking", async () => {
    await saveBookingSettings(handle.db, {
      servedOutwardCodes: ["CV1", "CV2", "CV3", "CV4", "CV5", "CV6", " cv7 ", "CV34", "CV35"],
    });
    const facts = await bookingPageFacts(handle.db);
    expect(facts.servedArea).toBe("Coventry (CV1–CV7) and Warwick (CV34–CV35)");
    expect(await listServiceAreas(handle.db)).toEqual([
      {
        name: "Coventry",
        slug: "coventry-handyman",
        postcodes: ["CV1", "CV2", "CV3", "CV4", "CV5", "CV6", "CV7"],
      },
      { name: "Warwick", slug: "warwick-handyman", postcodes: ["CV34", "CV35"] },
    ]);

    const kenilworth = aheadInput(3, 8, { postcode: "CV8 1NN", email: "ken@example.com" });
    const step = await advanceStep(handle.db, "details", postedForm(kenilworth, "details"));
    expect(step).toMatchObject({ step: "details", outOfArea: true });
    expect(step.result?.error?.postcode).toEqual([
      "We do not cover this postcode yet. We work in Coventry (CV1–CV7) and Warwick (CV34–CV35).",
    ]);
    const refused = await createBooking(handle.db, kenilworth, { source: "web", siteOrigin: SITE });
    expect(refused).toMatchObject({ ok: false, reason: "out-of-area" });
    expect(refused.ok ? "" : "message" in refused ? refused.message : "").toContain(
      "Coventry (CV1–CV7) and Warwick (CV34–CV35)",
    );

    const allesley = aheadInput(3, 8, { postcode: "CV7 9HR", email: "allesley@example.com" });
    expect(await advanceStep(handle.db, "details", postedForm(allesley, "details"))).toMatchObject({
      step: "slot",
      values: { postcode: "CV7 9HR" },
    });
    expect(
      await createBooking(handle.db, allesley, { source: "web", siteOrigin: SITE }),
    ).toMatchObject({ ok: true });
  });

  it("the last bookable day the form offers is the one createBooking accepts", async () => {
    await saveBookingSettings(handle.db, { maxDaysAhead: 5 });
    const now = new Date();
    expect((await bookingPageFacts(handle.db, now)).maxDate).toBe(
      addCalendarDays(londonDate(now), 5),
    );
    expect(
      await createBooking(handle.db, aheadInput(6, 10, { email: "far@example.com" }), {
        source: "web",
        siteOrigin: SITE,
      }),
    ).toMatchObject({ ok: false, reason: "not-bookable" });
    expect(
      await createBooking(handle.db, aheadInput(5, 10, { email: "near@example.com" }), {
        source: "web",
        siteOrigin: SITE,
      }),
    ).toMatchObject({ ok: true });
  });
});

describe("open bookings per e-mail address without an account", () => {
  it("refuses the one past the cap, and counts neither cancelled nor account bookings", async () => {
    await saveBookingSettings(handle.db, { maxOpenBookingsPerEmail: 2 });
    const capped = { source: "web" as const, siteOrigin: SITE, capOpenBookings: true };
    for (const hour of [6, 8]) {
      expect(
        await createBooking(handle.db, aheadInput(10, hour, { email: "cap@example.com" }), capped),
      ).toMatchObject({ ok: true });
    }
    const third = await createBooking(
      handle.db,
      aheadInput(10, 10, { email: "cap@example.com" }),
      capped,
    );
    expect(third).toEqual({
      ok: false,
      reason: "too-many-open",
      message:
        "This e-mail address already has 2 bookings still to come, the most we take online without an account. Sign in to book more, or call us on 024 7699 0123 and we will book it for you.",
    });
    expect(await jobsFor("cap@example.com")).toBe(2);
    // Another address with the same phone number is not held back: households share one.
    expect(
      await createBooking(handle.db, aheadInput(10, 10, { email: "other@example.com" }), capped),
    ).toMatchObject({ ok: true });

    // A signed-in client is not capped, and their bookings do not count.
    const userId = await createConfirmedUser(handle.db, {
      email: "cap@example.com",
      password: "client-password",
      fullName: "Cap Client",
      companyName: null,
    });
    expect(
      await createBooking(handle.db, aheadInput(10, 12, { email: "cap@example.com" }), {
        source: "client",
        siteOrigin: SITE,
        userId,
      }),
    ).toMatchObject({ ok: true });

    // A cancelled booking no longer counts.
    const first = await handle.db
      .selectFrom("jobs")
      .select("id")
      .where("customer_email", "=", "cap@example.com")
      .where("user_id", "is", null)
      .orderBy("window_start")
      .executeTakeFirstOrThrow();
    await handle.db
      .transaction()
      .execute((trx) => transitionJob(trx, first.id, "cancelled", { role: "admin" }));
    expect(
      await createBooking(handle.db, aheadInput(10, 14, { email: "cap@example.com" }), capped),
    ).toMatchObject({ ok: true });
  });

  it("counts bookings sent at once one after the other", async () => {
    await saveBookingSettings(handle.db, { maxOpenBookingsPerEmail: 3 });
    const results = await Promise.all(
      [6, 8, 10, 12, 14, 16].map((hour) =>
        createBooking(
          handle.db,
          aheadInput(11, hour, { email: "burst@example.com", phone: "+447400333444" }),
          { source: "web", siteOrigin: SITE, capOpenBookings: true },
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(await jobsFor("burst@example.com")).toBe(3);
  });
});

describe("the day the slot step opens on, and the next free windows", () => {
  it("opens on today while it has a free window, on tomorrow after the last one", async () => {
    const morning = new Date("2025-12-03T07:00:00Z");
    expect(await firstFreeDate(handle.db, { now: morning })).toBe("2025-12-03");
    const evening = new Date("2025-12-03T20:30:00Z");
    expect(await firstFreeDate(handle.db, { now: evening })).toBe("2025-12-04");
    expect(await firstFreeDate(handle.db, { now: evening, emergency: true })).toBeNull();
  });

  // A day in the past with its own clock: the real-clock tests below book days ahead of today,
  // so no date they can reach is ever this one.
  it("skips a full day, and a full day offers the next free windows with their day", async () => {
    await fillDay("2025-12-10", "full");
    const now = new Date("2025-12-09T21:00:00Z");
    expect(await firstFreeDate(handle.db, { now })).toBe("2025-12-11");
    const day = await dayWindows(handle.db, "2025-12-10", { emergency: false, now });
    expect(day.windows.every((window) => window.free === 0)).toBe(true);
    expect(day.nextFree.map((window) => window.label)).toEqual([
      "Thursday 11 December, 06:00–08:00",
      "Thursday 11 December, 08:00–10:00",
      "Thursday 11 December, 10:00–12:00",
    ]);
    expect((await dayWindows(handle.db, "2025-12-11", { emergency: false, now })).nextFree).toEqual(
      [],
    );
    expect(await freeWindowsAfter(handle.db, "not a day", 3, { now })).toEqual([]);
  });

  it("the slot step without a chosen day opens on the first day with a free window", async () => {
    const today = londonDate(new Date());
    const expected = await firstFreeDate(handle.db);
    const state = await slotState(handle.db, { postcode: "CV1 5DZ" });
    expect(state.values.date).toBe(expected);
    expect(state.day?.date).toBe(expected);
    expect(state.day?.windows.some((window) => window.free > 0)).toBe(true);
    expect(expected && expected >= today).toBe(true);
  });

  it("a window picked from another day than the one on screen moves the booking to its day", async () => {
    const input = aheadInput(12, 16, { email: "nextday@example.com" });
    const onScreen = addCalendarDays(input.date, -1);
    const state = await advanceStep(
      handle.db,
      "slot",
      postedForm({ ...input, date: onScreen }, "slot"),
    );
    expect(state).toMatchObject({ step: "contact", values: { date: input.date } });
  });
});

describe("confirming a booking", () => {
  it("shows a postcode no longer served at the review step, with what was typed kept", async () => {
    const input = aheadInput(13, 8, { postcode: "B1 1AA", email: "brum@example.com" });
    const answer = await confirmBooking(handle.db, postedForm(input), [], VISITOR);
    if (answer.kind !== "step") throw new Error("booked out of the area");
    expect(answer.refusal).toMatchObject({ reason: "refused" });
    expect(answer.state).toMatchObject({
      step: "review",
      values: { postcode: "B1 1AA", name: "Sarah Mitchell", email: "brum@example.com" },
      notice: { title: "We could not book that", callUs: true },
    });
    expect(answer.state.notice?.message).toContain("we don't cover B1 1AA");
    expect(await jobsFor("brum@example.com")).toBe(0);
  });

  it("is refused with a 429 once the client address has booked too often", async () => {
    await handle.db
      .insertInto("rate_limits")
      .values({ bucket: `booking:ip:${VISITOR.address}`, window_started_at: new Date(), hits: 10 })
      .execute();
    const input = aheadInput(13, 10, { email: "busy@example.com" });
    const answer = await confirmBooking(handle.db, postedForm(input), [], VISITOR);
    if (answer.kind !== "step") throw new Error("booked past the limit");
    expect(answer.refusal).toMatchObject({ reason: "rate-limited" });
    expect(answer.refusal?.reason === "rate-limited" && answer.refusal.retryAfterSeconds).toBe(
      3600,
    );
    expect(answer.state).toMatchObject({
      step: "review",
      notice: { title: "Too many bookings from here", callUs: true },
      values: { email: "busy@example.com" },
    });
    expect(await jobsFor("busy@example.com")).toBe(0);
    const elsewhere = await confirmBooking(handle.db, postedForm(input), [], {
      ...VISITOR,
      address: "198.51.100.2",
    });
    expect(elsewhere.kind).toBe("booked");
  });

  it("refuses the open booking past the cap at the review step with the phone number", async () => {
    await saveBookingSettings(handle.db, { maxOpenBookingsPerEmail: 1 });
    const first = aheadInput(14, 8, { email: "once@example.com", phone: "+447400555666" });
    expect((await confirmBooking(handle.db, postedForm(first), [], VISITOR)).kind).toBe("booked");
    const second = aheadInput(14, 10, { email: "once@example.com", phone: "+447400555666" });
    const answer = await confirmBooking(handle.db, postedForm(second), [], VISITOR);
    if (answer.kind !== "step") throw new Error("booked past the cap");
    expect(answer.refusal).toMatchObject({ reason: "refused" });
    expect(answer.state.step).toBe("review");
    expect(answer.state.notice?.message).toContain("call us on 024 7699 0123");
  });

  it("refuses a NUL character in the description, name or address next to the field", async () => {
    for (const [field, step] of [
      ["description", "details"],
      ["name", "contact"],
      ["address", "contact"],
    ] as const) {
      const input = aheadInput(15, 8, { email: `nul-${field}@example.com` });
      const answer = await confirmBooking(
        handle.db,
        postedForm({ ...input, [field]: `${input[field]}\u0000` }),
        [],
        VISITOR,
      );
      if (answer.kind !== "step") throw new Error(`booked with NUL in ${field}`);
      expect(answer.state.step).toBe(step);
      expect(answer.state.result?.error?.[field]?.[0]).toMatch(/.+/);
      expect(await jobsFor(`nul-${field}@example.com`)).toBe(0);
    }
  });
});

describe("the text-messages box", () => {
  it("carries an unticked box as 'off' through the steps and books with texts refused", async () => {
    const input = aheadInput(4, 14, { email: "no-texts@example.com", phone: "07400 123456" });
    const { textsAllowed: _unticked, ...contact } = input;
    // The contact step posted without the box: it was unticked.
    const review = await advanceStep(handle.db, "contact", postedForm(contact, "contact"));
    expect(review).toMatchObject({ step: "review", values: { textsAllowed: "off" } });
    // Going back from the contact step keeps the answer too.
    const back = await advanceStep(
      handle.db,
      "contact-back-to-slot",
      postedForm(contact, "contact-back-to-slot"),
    );
    expect(back.values.textsAllowed).toBe("off");

    const booked = await confirmBooking(
      handle.db,
      postedForm({ ...input, textsAllowed: false }),
      [],
      { ...VISITOR, address: "203.0.113.40" },
    );
    expect(booked.kind === "step" ? booked.state : booked.kind).toBe("booked");
    const job = await handle.db
      .selectFrom("jobs")
      .select("texts_allowed")
      .where("customer_email", "=", "no-texts@example.com")
      .executeTakeFirstOrThrow();
    expect(job.texts_allowed).toBe(false);
  });

  it("books with texts allowed when the box was ticked, and refuses junk next to the box", async () => {
    const input = aheadInput(4, 16, { email: "texts@example.com", textsAllowed: true });
    expect(
      (
        await confirmBooking(handle.db, postedForm(input), [], {
          ...VISITOR,
          address: "203.0.113.41",
        })
      ).kind,
    ).toBe("booked");
    const job = await handle.db
      .selectFrom("jobs")
      .select("texts_allowed")
      .where("customer_email", "=", "texts@example.com")
      .executeTakeFirstOrThrow();
    expect(job.texts_allowed).toBe(true);

    const form = postedForm(aheadInput(4, 18, { email: "junk@example.com" }));
    form.set("textsAllowed", "maybe");
    const answer = await confirmBooking(handle.db, form, [], {
      ...VISITOR,
      address: "203.0.113.42",
    });
    if (answer.kind !== "step") throw new Error("booked with a junk answer");
    expect(answer.state.step).toBe("contact");
    expect(answer.state.result?.error?.textsAllowed).toEqual([
      "Say whether we may send you text messages",
    ]);
  });
});

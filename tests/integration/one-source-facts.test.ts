// Issue 28 §1: every fact a customer reads has one source. The opening hours come from the
// settings and bound the booking windows; the site's rating is computed from its approved
// reviews; a service page's structured-data Offer is the price the page states.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewState } from "../../app/.server/booking/flow.server";
import { getBusiness } from "../../app/.server/business/business.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { listWindows } from "../../app/.server/jobs/availability.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../app/.server/jobs/settings.server";
import { currentCopyFacts } from "../../app/.server/pages/current-copy-facts.server";
import { infoPageOf } from "../../app/.server/pages/info-page.server";
import { servicePageOf, subServicePageOf } from "../../app/.server/pages/service-pages.server";
import { addExternalReview, moderateReview } from "../../app/.server/reviews/moderation.server";
import { saveSettings } from "../../app/.server/settings/settings.server";
import { readSettings } from "../../app/.server/settings/settings-store.server";
import { services } from "../../app/content/services";
import { subServices } from "../../app/content/sub-services";
import { bookableHours } from "../../app/lib/booking-rules";
import { describeOpeningHours } from "../../app/lib/opening-hours";
import type { OpeningHours } from "../../app/lib/schemas/settings";
import { localBusiness } from "../../app/lib/structured-data";
import { bookingInput, SITE, summerWindowStart } from "./support/jobs";
import { createTestDatabase } from "./support/database";
import { addUser } from "./support/organisations";

// A Friday in July (BST): the Sunday after is 2026-07-12, the Monday 2026-07-13.
const NOW = new Date("2026-07-10T09:00:00Z");
const SUNDAY = "2026-07-12";
const MONDAY = "2026-07-13";
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const EVERY_DAY: OpeningHours = { days: [...WEEKDAYS, "Sunday"], opens: "06:00", closes: "22:00" };

let handle: DatabaseHandle;
let office: { id: string; role: "admin" };

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await addUser(handle.db, "hours-boss@example.com", "Hana Boss", ["admin"]);
  office = { id: admin.user.id, role: "admin" };
});
afterAll(async () => {
  await handle?.close();
});

async function setHours(openingHours: OpeningHours[]) {
  expect((await saveSettings(handle.db, office, "hours", { openingHours })).ok).toBe(true);
}

/** "08:00" London wall-clock time of an instant in July (BST). */
function londonClock(iso: string): string {
  const at = new Date(iso);
  return `${String(at.getUTCHours() + 1).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`;
}

describe("opening hours from the settings", () => {
  it("keep Sunday's windows inside Sunday's hours, and every page says the same", async () => {
    await setHours([
      { days: [...WEEKDAYS], opens: "06:00", closes: "22:00" },
      { days: ["Sunday"], opens: "08:00", closes: "18:00" },
    ]);

    const sunday = await listWindows(handle.db, SUNDAY, { now: NOW });
    expect(sunday.map((window) => londonClock(window.start))).toEqual([
      "08:00",
      "10:00",
      "12:00",
      "14:00",
      "16:00",
    ]);
    expect(londonClock(sunday.at(-1)?.end ?? "")).toBe("18:00");
    const monday = await listWindows(handle.db, MONDAY, { now: NOW });
    expect(monday).toHaveLength(8);

    // A window outside the hours is refused even when posted by hand.
    const early = await createBooking(
      handle.db,
      bookingInput({ date: SUNDAY, windowStart: summerWindowStart(SUNDAY, 6) }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    expect(early).toMatchObject({ ok: false, reason: "not-bookable" });

    const hours = "Monday to Saturday 06:00–22:00 and Sunday 08:00–18:00";
    expect(describeOpeningHours((await getBusiness(handle.db)).openingHours)).toBe(hours);
    expect(describeOpeningHours(bookableHours(await getBookingSettings(handle.db)))).toBe(hours);
    const facts = await currentCopyFacts(handle.db);
    expect(infoPageOf("/", facts).intro).toContain(`two-hour window, ${hours}, across`);
    expect(JSON.stringify(infoPageOf("/faq", facts).faqs)).toContain(`We are open ${hours}`);
    expect(infoPageOf("/contact", facts).html).toContain(hours);
    expect(infoPageOf("/contact", facts).html).not.toContain("06:00 to 22:00");
  });

  it("offers no window on a closed day, and narrows by the booking rules' own span", async () => {
    await setHours([{ days: [...WEEKDAYS], opens: "07:00", closes: "19:00" }]);
    expect(await listWindows(handle.db, SUNDAY, { now: NOW })).toEqual([]);
    const monday = await listWindows(handle.db, MONDAY, { now: NOW });
    expect(monday.map((window) => londonClock(window.start))).toEqual([
      "07:00",
      "09:00",
      "11:00",
      "13:00",
      "15:00",
      "17:00",
    ]);
    const settings = await readSettings(handle.db);
    await saveSettings(handle.db, office, "booking", {
      ...settings.booking,
      openTime: "08:00",
      closeTime: "22:00",
    });
    const later = await listWindows(handle.db, MONDAY, { now: NOW });
    expect(later.map((window) => londonClock(window.start))).toEqual([
      "08:00",
      "10:00",
      "12:00",
      "14:00",
      "16:00",
    ]);
    // The cut-off the copy states is the rule's too.
    await saveSettings(handle.db, office, "booking", {
      ...settings.booking,
      changeCutoffHours: 12,
    });
    const faq = JSON.stringify(infoPageOf("/faq", await currentCopyFacts(handle.db)).faqs);
    expect(faq).toContain("up to 12 hours before your arrival window");
    expect(faq).not.toContain("24 hours before");
    await saveSettings(handle.db, office, "booking", settings.booking);
    await setHours([EVERY_DAY]);
  });
});

describe("the site's rating", () => {
  it("is computed from the approved reviews, and the structured data states only it", async () => {
    const approved = await handle.db
      .selectFrom("testimonials")
      .select("rating")
      .where("moderation_state", "=", "approved")
      .execute();
    const average = approved.reduce((sum, row) => sum + row.rating, 0) / approved.length;
    const business = await getBusiness(handle.db);
    expect(business.siteRating).toEqual({
      average: Math.round(average * 10) / 10,
      count: approved.length,
    });
    // The typed 4.9 from 127 is Google's, shown with its source, never as the site's own.
    expect(business.outsideRating).toMatchObject({ value: 4.9, count: 127, sourceName: "Google" });
    expect(localBusiness(business, SITE, []).aggregateRating).toMatchObject({
      ratingValue: business.siteRating?.average,
      reviewCount: approved.length,
    });
  });

  it("follows a review the office approves", async () => {
    const before = (await getBusiness(handle.db)).siteRating;
    // A review added by the office from elsewhere counts at once: it is approved on entry.
    const added = await addExternalReview(handle.db, office, {
      intent: "add",
      name: "Pat Lowe",
      area: "Earlsdon",
      rating: 1,
      body: "Arrived late and left the job half done, had to call them back twice.",
      service: "general-repairs",
      receivedOn: "2026-07-01",
      source: "google",
    });
    expect(added.ok).toBe(true);
    const after = (await getBusiness(handle.db)).siteRating;
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    expect(after?.average).toBeLessThan(before?.average ?? 0);

    // Hidden, it no longer counts.
    expect(await moderateReview(handle.db, office, added.ok ? added.id : "", "hide")).toMatchObject(
      { ok: true },
    );
    expect((await getBusiness(handle.db)).siteRating).toEqual(before);
  });
});

describe("a service page's structured-data Offer", () => {
  it("is the price the page states first, on every service and job page", async () => {
    const facts = await currentCopyFacts(handle.db);
    const pages = [
      ...services.map((page) => servicePageOf(page.slug, facts)),
      ...subServices.map((page) => subServicePageOf(page.categoryPath, page.slug, facts)),
    ];
    for (const page of pages) {
      const stated = page?.prices[0]?.price ?? "";
      const offer = page?.offer;
      expect(offer, page?.path).not.toBeNull();
      // "from £55.00" → 55.00 from; "£45.00 an hour" → 45.00 per hour; "£320.00" → 320.00.
      expect(stated, page?.path).toContain(`£${offer?.price ?? ""}`);
      expect(stated.startsWith("from "), page?.path).toBe(offer?.basis === "from");
    }
    const tap = subServicePageOf("plumbing", "leaky-tap-repairs", facts);
    expect(tap?.prices[0]?.price).toBe("from £55.00");
    expect(tap?.offer).toEqual({ price: "55.00", basis: "from" });
  });
});

describe("what a booking says about moving it", () => {
  it("is derived from the rule: a same-day booking is told to call, not the 24-hour rule", async () => {
    // 14:00–16:00 today, booked at 10:00 (BST): inside the cut-off from the start.
    const today = "2026-07-10";
    const sameDay = await createBooking(
      handle.db,
      bookingInput({
        date: today,
        windowStart: summerWindowStart(today, 14),
        email: "same-day@example.com",
      }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    expect(sameDay.ok && sameDay.changeRule).toContain("less than 24 hours away");
    expect(sameDay.ok && sameDay.changeRule).not.toContain("until");
    const review = await reviewState(
      handle.db,
      { service: "plumbing-repairs", windowStart: summerWindowStart(today, 16) },
      { now: NOW },
    );
    expect(review.summary?.changeRule).toContain("less than 24 hours away");

    const later = await createBooking(
      handle.db,
      bookingInput({
        date: MONDAY,
        windowStart: summerWindowStart(MONDAY, 8),
        email: "later@example.com",
      }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    expect(later.ok && later.changeRule).toContain("until Sunday 12 July, 08:00, 24 hours before");
  });
});

describe("VAT in the copy", () => {
  // Not the question "Do your prices include VAT?", which both answers follow.
  const claimsVat = /includes? VAT(?!\?)|VAT included|inc VAT|with VAT shown/i;

  it("says prices include VAT only while the business is VAT-registered", async () => {
    const settings = await readSettings(handle.db);
    const pages = async () => {
      const facts = await currentCopyFacts(handle.db);
      return JSON.stringify([
        ...["/", "/faq", "/prices", "/about", "/emergency-callout"].map((path) =>
          infoPageOf(path, facts),
        ),
        ...services.map((page) => servicePageOf(page.slug, facts)),
      ]);
    };

    expect(settings.money.vatRegistered).toBe(false);
    const unregistered = await pages();
    expect(unregistered).not.toMatch(claimsVat);
    expect(unregistered).toContain("no VAT is added to any price");
    expect(unregistered).not.toContain("{vat:");
    expect((await getBusiness(handle.db)).vatRegistered).toBe(false);

    const saved = await saveSettings(handle.db, office, "money", {
      ...settings.money,
      vatRegistered: true,
      vatNumber: "GB123456789",
    });
    expect(saved.ok).toBe(true);
    const registered = await pages();
    expect(registered).toMatch(claimsVat);
    expect(registered).toContain("every price includes VAT");
    expect(registered).not.toContain("no VAT is added");
    expect((await getBusiness(handle.db)).vatRegistered).toBe(true);

    await saveSettings(handle.db, office, "money", settings.money);
  });
});

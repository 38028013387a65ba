import { PHONE_PROBLEMS } from "../../app/lib/phone";
import { parseWithZod } from "@conform-to/zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBusiness } from "../../app/.server/business/business.server";
import { startSettingsWatch } from "../../app/.server/cache/settings-version.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { getBookingSettings } from "../../app/.server/jobs/settings.server";
import { getOrganisationDefaults } from "../../app/.server/settings/organisation-defaults.server";
import { readSettings } from "../../app/.server/settings/settings-store.server";
import {
  loadSettingsPage,
  saveSettings,
  undoSettingsChange,
} from "../../app/.server/settings/settings.server";
import {
  SETTINGS_MESSAGES,
  SETTINGS_SCHEMAS,
  type SettingsSection,
} from "../../app/lib/schemas/settings";
import { settingsFormValues } from "../../app/lib/settings-form-values";
import { createTestDatabase } from "./support/database";
import { addUser } from "./support/organisations";

let handle: DatabaseHandle;
let office: { id: string; role: "admin" };

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await addUser(handle.db, "settings-boss@example.com", "Sam Boss", ["admin"]);
  office = { id: admin.user.id, role: "admin" };
});
afterAll(async () => {
  await handle?.close();
});

/** The form of a section as stored, with some fields changed, through its schema. */
async function submit(section: SettingsSection, changes: Record<string, string>) {
  const values = (await readSettings(handle.db))[section];
  const formData = new FormData();
  const fields = { ...settingsFormValues(section, values), ...changes };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== "") formData.append(name, value);
  }
  return parseWithZod(formData, { schema: SETTINGS_SCHEMAS[section] });
}

async function errorsOf(section: SettingsSection, changes: Record<string, string>) {
  const submission = await submit(section, changes);
  expect(submission.status).toBe("error");
  return (submission.status === "error" ? submission.error : null) ?? {};
}

async function save(section: SettingsSection, changes: Record<string, string>) {
  const submission = await submit(section, changes);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return saveSettings(handle.db, office, section, submission.value);
}

describe("settings validation", () => {
  it("refuses each bad value with a message next to its field", async () => {
    const before = JSON.stringify(await readSettings(handle.db));
    expect(
      (await errorsOf("booking", { windowHours: "12", openTime: "08:00", closeTime: "18:00" }))
        .windowHours,
    ).toEqual([SETTINGS_MESSAGES.windowLongerThanDay]);
    expect(
      (await errorsOf("booking", { openTime: "20:00", closeTime: "08:00" })).closeTime,
    ).toEqual([SETTINGS_MESSAGES.closesBeforeOpens]);
    expect(
      (await errorsOf("booking", { servedOutwardCodes: "CV1, CV10" })).servedOutwardCodes,
    ).toEqual([SETTINGS_MESSAGES.unknownDistrict("CV10")]);
    expect(
      (await errorsOf("booking", { servedOutwardCodes: "CV1, 9ZZ!" })).servedOutwardCodes,
    ).toEqual([SETTINGS_MESSAGES.malformedDistrict("9ZZ!")]);
    expect(
      (await errorsOf("hours", { mondayOpens: "18:00", mondayCloses: "09:00" })).mondayCloses,
    ).toEqual([SETTINGS_MESSAGES.closesBeforeOpens]);
    expect((await errorsOf("profile", { phone: "07700 9001" })).phone).toEqual([
      PHONE_PROBLEMS.tooShort,
    ]);
    expect((await errorsOf("profile", { website: "http://wefixcoventry.co.uk" })).website).toEqual([
      SETTINGS_MESSAGES.https,
    ]);
    expect((await errorsOf("rating", { ratingValue: "5.5" })).ratingValue).toEqual([
      SETTINGS_MESSAGES.rating,
    ]);
    expect((await errorsOf("rating", { ratingValue: "0.9" })).ratingValue).toEqual([
      SETTINGS_MESSAGES.rating,
    ]);
    expect((await errorsOf("rating", { reviewCount: "-1" })).reviewCount).toEqual([
      SETTINGS_MESSAGES.negativeCount,
    ]);
    // A rating from elsewhere is shown only with where it comes from: both or neither.
    expect((await errorsOf("rating", { sourceUrl: "" })).sourceUrl).toEqual([
      SETTINGS_MESSAGES.ratingSourceUrl,
    ]);
    expect((await errorsOf("rating", { sourceName: "" })).sourceName).toEqual([
      SETTINGS_MESSAGES.ratingSourceName,
    ]);
    expect((await errorsOf("rating", { sourceUrl: "http://g.co/reviews" })).sourceUrl).toEqual([
      SETTINGS_MESSAGES.https,
    ]);
    expect((await errorsOf("social", { link1: "javascript:alert(1)" })).link1).toEqual([
      SETTINGS_MESSAGES.https,
    ]);
    expect((await errorsOf("areas", { area2Latitude: "152" })).area2Latitude).toEqual([
      SETTINGS_MESSAGES.latitude,
    ]);
    expect((await errorsOf("targets", { urgentDays: "0" })).urgentDays).toBeDefined();
    expect((await errorsOf("profile", { name: "We Fix\u0000" })).name).toBeDefined();
    expect(JSON.stringify(await readSettings(handle.db))).toBe(before);
  });

  it("reads good values into what each section stores", async () => {
    const hours = await submit("hours", {
      saturdayOpens: "08:00",
      saturdayCloses: "18:00",
      sundayClosed: "on",
    });
    expect(hours.status === "success" && hours.value).toEqual({
      openingHours: [
        {
          days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "06:00",
          closes: "22:00",
        },
        { days: ["Saturday"], opens: "08:00", closes: "18:00" },
      ],
    });
    const booking = await submit("booking", { servedOutwardCodes: "cv1 cv2,CV7" });
    const stored = booking.status === "success" ? booking.value : null;
    expect(stored && "servedOutwardCodes" in stored && stored.servedOutwardCodes).toEqual([
      "CV1",
      "CV2",
      "CV7",
    ]);
  });
});

describe("saving a section", () => {
  it("stores, logs the changed fields and shows at once in the cached readers", async () => {
    const business = await getBusiness(handle.db);
    const rules = await getBookingSettings(handle.db);
    expect(business.phone).toBe("+442476990123");
    expect(rules.windowHours).toBe(2);

    expect((await save("profile", { phone: "024 7699 0456" })).changed).toBe(true);
    expect((await save("booking", { windowHours: "4" })).changed).toBe(true);
    expect((await getBusiness(handle.db)).phone).toBe("+442476990456");
    expect((await getBookingSettings(handle.db)).windowHours).toBe(4);

    const log = await handle.db
      .selectFrom("change_log")
      .select(["entity_id", "action", "before", "after", "actor_id"])
      .where("entity", "=", "settings")
      .orderBy("at")
      .execute();
    expect(log.slice(-2)).toEqual([
      {
        entity_id: "profile",
        action: "Changed the business profile",
        before: { phone: "+442476990123" },
        after: { phone: "+442476990456" },
        actor_id: office.id,
      },
      {
        entity_id: "booking",
        action: "Changed the booking rules",
        before: { windowHours: 2 },
        after: { windowHours: 4 },
        actor_id: office.id,
      },
    ]);
  });

  it("saves and logs every other section", async () => {
    await save("hours", { sundayClosed: "on" });
    await save("areas", { area5Name: "Rugby", area5Latitude: "52.37", area5Longitude: "-1.26" });
    await save("rating", { ratingValue: "4.8", reviewCount: "130" });
    await save("social", { link1: "https://www.facebook.com/wefixcoventry" });
    await save("targets", { emergencyHours: "6" });
    const business = await getBusiness(handle.db);
    expect(business.openingHours).toEqual([
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "06:00",
        closes: "22:00",
      },
    ]);
    expect(business.serviceAreas.at(-1)).toEqual({
      name: "Rugby",
      latitude: 52.37,
      longitude: -1.26,
    });
    expect(business.outsideRating).toMatchObject({ value: 4.8, count: 130, sourceName: "Google" });
    expect(business.sameAs).toEqual(["https://www.facebook.com/wefixcoventry"]);
    expect((await getOrganisationDefaults(handle.db)).emergencyHours).toBe(6);
    const { history } = await loadSettingsPage(handle.db);
    expect(history.slice(0, 5).map((entry) => entry.action)).toEqual([
      "Changed the organisation response targets",
      "Changed the social links",
      "Changed the rating",
      "Changed the service areas",
      "Changed the opening hours",
    ]);
    expect(history[0]?.fields).toEqual([{ name: "emergencyHours", before: "4", after: "6" }]);
  });

  it("logs nothing when nothing changed", async () => {
    const count = async () =>
      (
        await handle.db
          .selectFrom("change_log")
          .select("id")
          .where("entity", "=", "settings")
          .execute()
      ).length;
    const before = await count();
    expect((await save("rating", {})).changed).toBe(false);
    expect(await count()).toBe(before);
  });
});

describe("undo", () => {
  async function latest(section: SettingsSection) {
    return handle.db
      .selectFrom("change_log")
      .select(["id", "action"])
      .where("entity", "=", "settings")
      .where("entity_id", "=", section)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
  }

  it("puts back the values a change replaced, and logs the undo", async () => {
    const change = await latest("rating");
    const undone = await undoSettingsChange(handle.db, office, change.id);
    expect(undone).toEqual({ ok: true, section: "rating", changed: true });
    const business = await getBusiness(handle.db);
    expect(business.outsideRating).toMatchObject({ value: 4.9, count: 127, sourceName: "Google" });
    expect((await latest("rating")).action).toBe("Undid “Changed the rating”");
  });

  it("refuses when a later change touched the same fields", async () => {
    await save("booking", { windowHours: "3" });
    const earlier = await handle.db
      .selectFrom("change_log")
      .select("id")
      .where("entity_id", "=", "booking")
      .where("action", "=", "Changed the booking rules")
      .orderBy("at")
      .executeTakeFirstOrThrow();
    const undone = await undoSettingsChange(handle.db, office, earlier.id);
    expect(undone).toMatchObject({ ok: false, reason: "changed-since" });
    expect((await getBookingSettings(handle.db)).windowHours).toBe(3);
  });

  it("refuses old values that no longer pass the rules", async () => {
    await save("booking", { windowHours: "6" });
    await save("booking", { windowHours: "1" });
    const shorter = await latest("booking");
    await save("booking", { openTime: "08:00", closeTime: "12:00" });
    // Undoing "6 → 1" would bring back a 6-hour window into a 4-hour day.
    const undone = await undoSettingsChange(handle.db, office, shorter.id);
    expect(undone).toMatchObject({ ok: false, reason: "invalid" });
    expect(undone.ok === false && "message" in undone && undone.message).toContain(
      SETTINGS_MESSAGES.windowLongerThanDay,
    );
    expect((await getBookingSettings(handle.db)).windowHours).toBe(1);
    await save("booking", { openTime: "06:00", closeTime: "22:00", windowHours: "2" });
  });

  it("answers not-found for a change that is no settings change", async () => {
    expect(await undoSettingsChange(handle.db, office, "999999999")).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

describe("caches across processes", () => {
  it("another process sees a save within its poll", async () => {
    const seenHere: number[] = [];
    const seenThere: number[] = [];
    const here = startSettingsWatch(handle.db, {
      intervalMs: 50,
      onChange: () => seenHere.push(Date.now()),
    });
    const there = startSettingsWatch(handle.db, {
      intervalMs: 50,
      onChange: () => seenThere.push(Date.now()),
    });
    try {
      await here.check();
      await there.check();
      const saved = Date.now();
      await save("profile", { name: "We Fix Coventry Ltd" });
      const deadline = Date.now() + 2_000;
      while (seenThere.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seenThere).toHaveLength(1);
      expect(seenThere[0]! - saved).toBeLessThan(1_000);
      expect(seenHere.length).toBeLessThanOrEqual(1);
    } finally {
      here.stop();
      there.stop();
    }
    expect((await getBusiness(handle.db)).name).toBe("We Fix Coventry Ltd");
  });
});

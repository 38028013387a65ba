import { ukPhoneField } from "./fields";
import { z } from "zod";
import { PHONE_PROBLEMS } from "../phone";
import { KNOWN_OUTWARD_CODES, outwardCodeProblem, normalisePostcode } from "../postcode";
import { ORGANISATION_LIMITS } from "./organisations";
import { moneySchema, storedMoneySchema } from "./money-settings";
import { text } from "./text";
import {
  areaField,
  dayField,
  linkField,
  MAX_SERVICE_AREAS,
  MAX_SOCIAL_LINKS,
  WEEK_DAYS,
  type SettingsSection,
  type WeekDay,
} from "../settings-fields";

export {
  areaField,
  dayField,
  isSettingsSection,
  linkField,
  MAX_SERVICE_AREAS,
  MAX_SOCIAL_LINKS,
  SETTINGS_SECTIONS,
  WEEK_DAYS,
  type SettingsSection,
  type WeekDay,
} from "../settings-fields";

/**
 * The forms of /admin/settings, one per section. Every field posts text; each schema's output
 * is the section's stored value, which the change log keeps as "before" and "after" and an
 * undo posts back through the same schema (settingsFormValues turns it into the fields).
 */

export const SETTINGS_MESSAGES = {
  required: "Fill this in",
  long: (max: number) => `Use at most ${max} characters`,
  phone: PHONE_PROBLEMS.empty,
  email: "Enter an e-mail address like hello@example.com",
  postcode: "Enter a full UK postcode, like CV1 5DZ",
  https: "Enter a web address starting with https://",
  time: "Enter a time like 06:00",
  closesBeforeOpens: "The closing time must be after the opening time",
  whole: "Enter a whole number",
  range: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
  negativeCount: "The number of reviews cannot be negative",
  rating: "Enter a rating from 1.0 to 5.0, like 4.9",
  ratingSourceName: "Name where the rating comes from, like Google",
  ratingSourceUrl: "Enter the https address of the reviews there",
  latitude: "Enter a latitude in the UK, from 49 to 61, like 52.40806",
  longitude: "Enter a longitude in the UK, from -9 to 2, like -1.51056",
  areaName: "Name the town, or clear its coordinates too",
  noArea: "Keep at least one town",
  windowLongerThanDay: "The window is longer than the bookable day",
  districts: "List the postcode districts, like CV1, CV2, CV31",
  malformedDistrict: (code: string) => `${code} is not a postcode district`,
  unknownDistrict: (code: string) =>
    `${code} is not a district of the towns we know (${KNOWN_OUTWARD_CODES.join(", ")})`,
} as const;

function required(max: number) {
  return text({ required_error: SETTINGS_MESSAGES.required })
    .min(1, SETTINGS_MESSAGES.required)
    .max(max, SETTINGS_MESSAGES.long(max));
}

function wholeNumber(bounds: { min: number; max: number }, belowMin?: string) {
  const range = SETTINGS_MESSAGES.range(bounds.min, bounds.max);
  return text({ required_error: range })
    .max(7, range)
    .regex(/^-?\d+$/, SETTINGS_MESSAGES.whole)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(bounds.min, belowMin ?? range)
        .max(bounds.max, range),
    );
}

const httpsUrl = text()
  .max(300, SETTINGS_MESSAGES.long(300))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, SETTINGS_MESSAGES.https);

function coordinate(min: number, max: number, message: string) {
  return text({ required_error: message })
    .max(12, message)
    .regex(/^-?\d{1,3}(\.\d+)?$/, message)
    .transform((value) => Math.round(Number(value) * 100_000) / 100_000)
    .pipe(z.number().min(min, message).max(max, message));
}
const latitude = coordinate(49, 61, SETTINGS_MESSAGES.latitude);
const longitude = coordinate(-9, 2, SETTINGS_MESSAGES.longitude);

const wallClock = text({ required_error: SETTINGS_MESSAGES.time }).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  SETTINGS_MESSAGES.time,
);

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const section = <S extends SettingsSection>(name: S) => z.literal(name);

export const profileSchema = z
  .object({
    intent: section("profile"),
    name: required(200),
    phone: ukPhoneField(),
    email: text({ required_error: SETTINGS_MESSAGES.email })
      .max(254, SETTINGS_MESSAGES.email)
      .email(SETTINGS_MESSAGES.email)
      .transform((value) => value.toLowerCase()),
    address: required(200),
    city: required(100),
    postalCode: text({ required_error: SETTINGS_MESSAGES.postcode })
      .max(10, SETTINGS_MESSAGES.postcode)
      .transform((value, context) => {
        const postcode = normalisePostcode(value);
        if (postcode) return postcode;
        context.addIssue({ code: z.ZodIssueCode.custom, message: SETTINGS_MESSAGES.postcode });
        return z.NEVER;
      }),
    region: required(100),
    website: httpsUrl,
  })
  .transform(({ intent: _intent, ...profile }) => profile);

/** One schema for each of many fields named alike (a row of the week, a row of a list). */
function sameFields<T extends z.ZodTypeAny>(names: readonly string[], field: T): Record<string, T> {
  const shape: Record<string, T> = {};
  for (const name of names) shape[name] = field;
  return shape;
}

/** A field's text, "" when it is missing (or not text: never the case for a posted field). */
function textOf(value: Record<string, unknown>, name: string): string {
  const field = value[name];
  return typeof field === "string" ? field : "";
}

const optionalTime = z.union([z.literal(""), wallClock]).optional();
const timeFields = sameFields(
  WEEK_DAYS.flatMap((day) => [dayField(day, "Opens"), dayField(day, "Closes")]),
  optionalTime,
);
const closedFields = sameFields(
  WEEK_DAYS.map((day) => dayField(day, "Closed")),
  z.literal("on").optional(),
);

export interface OpeningHours {
  days: WeekDay[];
  opens: string;
  closes: string;
}

export const hoursSchema = z
  .object({ intent: section("hours"), ...timeFields, ...closedFields })
  .superRefine((value, context) => {
    for (const day of WEEK_DAYS) {
      if (textOf(value, dayField(day, "Closed")) === "on") continue;
      const opens = textOf(value, dayField(day, "Opens"));
      const closes = textOf(value, dayField(day, "Closes"));
      if (opens === "") {
        context.addIssue({
          code: "custom",
          path: [dayField(day, "Opens")],
          message: SETTINGS_MESSAGES.time,
        });
      }
      if (closes === "") {
        context.addIssue({
          code: "custom",
          path: [dayField(day, "Closes")],
          message: SETTINGS_MESSAGES.time,
        });
      } else if (opens !== "" && minutesOf(closes) <= minutesOf(opens)) {
        context.addIssue({
          code: "custom",
          path: [dayField(day, "Closes")],
          message: SETTINGS_MESSAGES.closesBeforeOpens,
        });
      }
    }
  })
  .transform((value) => {
    // Days with the same times make one entry, as schema.org and the footer show them.
    const groups: OpeningHours[] = [];
    for (const day of WEEK_DAYS) {
      if (textOf(value, dayField(day, "Closed")) === "on") continue;
      const opens = textOf(value, dayField(day, "Opens"));
      const closes = textOf(value, dayField(day, "Closes"));
      const group = groups.find((entry) => entry.opens === opens && entry.closes === closes);
      if (group) group.days.push(day);
      else groups.push({ days: [day], opens, closes });
    }
    return { openingHours: groups };
  });

const AREA_ROWS = Array.from({ length: MAX_SERVICE_AREAS }, (_, index) => index + 1);
const optionalText = text().max(100, SETTINGS_MESSAGES.long(100)).optional();

export const areasSchema = z
  .object({
    intent: section("areas"),
    latitude,
    longitude,
    ...sameFields(
      AREA_ROWS.flatMap((row) => [
        areaField(row, "Name"),
        areaField(row, "Latitude"),
        areaField(row, "Longitude"),
      ]),
      optionalText,
    ),
  })
  .transform((value, context) => {
    const areas: { name: string; latitude: number; longitude: number }[] = [];
    for (const row of AREA_ROWS) {
      const name = textOf(value, areaField(row, "Name"));
      const lat = textOf(value, areaField(row, "Latitude"));
      const lng = textOf(value, areaField(row, "Longitude"));
      if (!name && !lat && !lng) continue;
      if (!name) {
        context.addIssue({
          code: "custom",
          path: [areaField(row, "Name")],
          message: SETTINGS_MESSAGES.areaName,
        });
      }
      const parsedLat = latitude.safeParse(lat);
      const parsedLng = longitude.safeParse(lng);
      if (!parsedLat.success) {
        context.addIssue({
          code: "custom",
          path: [areaField(row, "Latitude")],
          message: SETTINGS_MESSAGES.latitude,
        });
      }
      if (!parsedLng.success) {
        context.addIssue({
          code: "custom",
          path: [areaField(row, "Longitude")],
          message: SETTINGS_MESSAGES.longitude,
        });
      }
      if (name && parsedLat.success && parsedLng.success) {
        areas.push({ name, latitude: parsedLat.data, longitude: parsedLng.data });
      }
    }
    if (areas.length === 0 && !AREA_ROWS.some((row) => textOf(value, areaField(row, "Name")))) {
      context.addIssue({
        code: "custom",
        path: [areaField(1, "Name")],
        message: SETTINGS_MESSAGES.noArea,
      });
    }
    const { latitude: lat, longitude: lng } = value;
    return { latitude: lat, longitude: lng, serviceAreas: areas };
  });

export const ratingSchema = z
  .object({
    intent: section("rating"),
    ratingValue: text({ required_error: SETTINGS_MESSAGES.rating })
      .regex(/^\d(\.\d)?$/, SETTINGS_MESSAGES.rating)
      .transform(Number)
      .pipe(z.number().min(1, SETTINGS_MESSAGES.rating).max(5, SETTINGS_MESSAGES.rating)),
    reviewCount: wholeNumber({ min: 0, max: 1_000_000 }, SETTINGS_MESSAGES.negativeCount),
    sourceName: text().max(60, SETTINGS_MESSAGES.long(60)).optional(),
    sourceUrl: httpsUrl.optional(),
  })
  .superRefine((value, context) => {
    // Shown only with where it comes from: a source needs its link, a link its name.
    if (value.sourceUrl && !value.sourceName) {
      context.addIssue({
        code: "custom",
        path: ["sourceName"],
        message: SETTINGS_MESSAGES.ratingSourceName,
      });
    }
    if (value.sourceName && !value.sourceUrl) {
      context.addIssue({
        code: "custom",
        path: ["sourceUrl"],
        message: SETTINGS_MESSAGES.ratingSourceUrl,
      });
    }
  })
  .transform(({ intent: _intent, sourceName, sourceUrl, ...rating }) => ({
    ...rating,
    sourceName: sourceName ?? null,
    sourceUrl: sourceUrl ?? null,
  }));

const LINK_ROWS = Array.from({ length: MAX_SOCIAL_LINKS }, (_, index) => index + 1);

export const socialSchema = z
  .object({
    intent: section("social"),
    ...sameFields(LINK_ROWS.map(linkField), httpsUrl.optional()),
  })
  .transform((value) => ({
    sameAs: [...new Set(LINK_ROWS.map((row) => textOf(value, linkField(row))).filter(Boolean))],
  }));

/** "CV1, cv2 CV31" → ["CV1", "CV2", "CV31"], each checked against the towns we know. */
const districts = text({ required_error: SETTINGS_MESSAGES.districts })
  .max(400, SETTINGS_MESSAGES.long(400))
  .transform((value, context) => {
    const codes = [
      ...new Set(
        value
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map((code) => code.toUpperCase()),
      ),
    ];
    if (codes.length === 0) {
      context.addIssue({ code: "custom", message: SETTINGS_MESSAGES.districts });
    }
    for (const code of codes) {
      const problem = outwardCodeProblem(code);
      if (problem) {
        context.addIssue({
          code: "custom",
          message:
            problem === "malformed"
              ? SETTINGS_MESSAGES.malformedDistrict(code.slice(0, 12))
              : SETTINGS_MESSAGES.unknownDistrict(code),
        });
      }
    }
    return codes;
  });

/** The database's bounds: booking_settings' checks in the migrations. */
export const BOOKING_LIMITS = {
  windowHours: { min: 1, max: 12 },
  minNoticeMinutes: { min: 0, max: 10_080 },
  maxDaysAhead: { min: 1, max: 365 },
  changeCutoffHours: { min: 0, max: 336 },
  jobsPerEngineerWindow: { min: 1, max: 10 },
  maxOpenBookingsPerEmail: { min: 1, max: 100 },
} as const;

export const bookingSchema = z
  .object({
    intent: section("booking"),
    openTime: wallClock,
    closeTime: wallClock,
    windowHours: wholeNumber(BOOKING_LIMITS.windowHours),
    minNoticeMinutes: wholeNumber(BOOKING_LIMITS.minNoticeMinutes),
    maxDaysAhead: wholeNumber(BOOKING_LIMITS.maxDaysAhead),
    changeCutoffHours: wholeNumber(BOOKING_LIMITS.changeCutoffHours),
    servedOutwardCodes: districts,
    jobsPerEngineerWindow: wholeNumber(BOOKING_LIMITS.jobsPerEngineerWindow),
    maxOpenBookingsPerEmail: wholeNumber(BOOKING_LIMITS.maxOpenBookingsPerEmail),
  })
  .superRefine((value, context) => {
    const day = minutesOf(value.closeTime) - minutesOf(value.openTime);
    if (day <= 0) {
      context.addIssue({
        code: "custom",
        path: ["closeTime"],
        message: SETTINGS_MESSAGES.closesBeforeOpens,
      });
    } else if (value.windowHours * 60 > day) {
      context.addIssue({
        code: "custom",
        path: ["windowHours"],
        message: SETTINGS_MESSAGES.windowLongerThanDay,
      });
    }
  })
  .transform(({ intent: _intent, ...rules }) => rules);

export const targetsSchema = z
  .object({
    intent: section("targets"),
    emergencyHours: wholeNumber(ORGANISATION_LIMITS.emergencyHours),
    urgentDays: wholeNumber(ORGANISATION_LIMITS.urgentDays),
    routineWorkingDays: wholeNumber(ORGANISATION_LIMITS.routineWorkingDays),
  })
  .transform(({ intent: _intent, ...targets }) => targets);

export const undoSchema = z.object({
  intent: z.literal("undo"),
  // change_log ids are bigints: anything else is no change of ours.
  changeId: text({ required_error: "Choose a change to undo" }).regex(
    /^[1-9]\d{0,17}$/,
    "Choose a change to undo",
  ),
});

export const SETTINGS_SCHEMAS = {
  profile: profileSchema,
  hours: hoursSchema,
  areas: areasSchema,
  rating: ratingSchema,
  social: socialSchema,
  booking: bookingSchema,
  targets: targetsSchema,
  money: moneySchema,
} as const;

/** What each section stores: its schema's output. */
export type SettingsValues = {
  [S in SettingsSection]: z.output<(typeof SETTINGS_SCHEMAS)[S]>;
};

const storedArea = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });

/**
 * The shape each section is stored and logged in (its schema's output): an undo reads the
 * change log's "before" through it before posting it back through the section's form schema.
 */
export const STORED_SETTINGS_SCHEMAS = {
  profile: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    region: z.string(),
    website: z.string(),
  }),
  hours: z.object({
    openingHours: z.array(
      z.object({ days: z.array(z.enum(WEEK_DAYS)), opens: z.string(), closes: z.string() }),
    ),
  }),
  areas: z.object({
    latitude: z.number(),
    longitude: z.number(),
    serviceAreas: z.array(storedArea),
  }),
  rating: z.object({
    ratingValue: z.number(),
    reviewCount: z.number(),
    sourceName: z.string().nullable(),
    sourceUrl: z.string().nullable(),
  }),
  social: z.object({ sameAs: z.array(z.string()) }),
  booking: z.object({
    openTime: z.string(),
    closeTime: z.string(),
    windowHours: z.number(),
    minNoticeMinutes: z.number(),
    maxDaysAhead: z.number(),
    changeCutoffHours: z.number(),
    servedOutwardCodes: z.array(z.string()),
    jobsPerEngineerWindow: z.number(),
    maxOpenBookingsPerEmail: z.number(),
  }),
  targets: z.object({
    emergencyHours: z.number(),
    urgentDays: z.number(),
    routineWorkingDays: z.number(),
  }),
  money: storedMoneySchema,
} as const satisfies Record<SettingsSection, z.ZodTypeAny>;

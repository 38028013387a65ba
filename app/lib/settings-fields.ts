/**
 * The sections of /admin/settings and the names of their fields, without zod, so the page
 * draws its forms without the schemas (decision 0063); app/lib/schemas/settings.ts checks
 * the same fields and re-exports these for the server.
 */

export const SETTINGS_SECTIONS = [
  "profile",
  "hours",
  "areas",
  "rating",
  "social",
  "booking",
  "targets",
  "money",
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function isSettingsSection(value: unknown): value is SettingsSection {
  return typeof value === "string" && (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

export const WEEK_DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Rows the areas and links forms offer; blank rows are left out. */
export const MAX_SERVICE_AREAS = 8;
export const MAX_SOCIAL_LINKS = 6;

/** Each day's fields: `mondayOpens`, `mondayCloses`, `mondayClosed`. */
export function dayField(day: WeekDay, part: "Opens" | "Closes" | "Closed"): string {
  return `${day.toLowerCase()}${part}`;
}

/** Row `n` (from 1) of the areas form: `area1Name`, `area1Latitude`, `area1Longitude`. */
export function areaField(row: number, part: "Name" | "Latitude" | "Longitude"): string {
  return `area${row}${part}`;
}

/** Field `n` (from 1) of the links form: `link1`. */
export function linkField(row: number): string {
  return `link${row}`;
}

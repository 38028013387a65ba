import { parseWithZod } from "@conform-to/zod";
import type { Kysely } from "kysely";
import { bookableHours } from "~/lib/booking-rules";
import { describeOpeningHours } from "~/lib/opening-hours";
import {
  SETTINGS_SCHEMAS,
  SETTINGS_SECTIONS,
  STORED_SETTINGS_SCHEMAS,
  isSettingsSection,
  type SettingsSection,
  type SettingsValues,
} from "~/lib/schemas/settings";
import { settingsFormValues, type FormValues } from "~/lib/settings-form-values";
import { listChangeHistory, type ChangeHistoryEntry } from "../audit/change-history.server";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { dropLocalCaches, raiseSettingsVersion } from "../cache/settings-version.server";
import type { Database } from "../db/schema.server";
import { readSettings, writeSection } from "./settings-store.server";

/** The change log's entity of every settings change; its entity id is the section. */
export const SETTINGS_ENTITY = "settings";

export const SECTION_NAMES: Record<SettingsSection, string> = {
  profile: "business profile",
  hours: "opening hours",
  areas: "service areas",
  rating: "rating",
  social: "social links",
  booking: "booking rules",
  targets: "organisation response targets",
  money: "money settings",
};

type Changes = Record<string, unknown>;

/** The fields of `after` whose value differs from `before`, with both sides. */
function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Changes; after: Changes } {
  const was: Changes = {};
  const now: Changes = {};
  for (const [name, value] of Object.entries(after)) {
    if (JSON.stringify(before[name]) !== JSON.stringify(value)) {
      was[name] = before[name];
      now[name] = value;
    }
  }
  return { before: was, after: now };
}

export type SaveSettingsResult = { ok: true; changed: boolean };

/**
 * Saves one section (already checked by its schema) in one transaction: the update, its
 * change-log entry with the changed fields before and after, and the settings version every
 * process polls; then drops this process's caches, so every reader sees it at once.
 */
export async function saveSettings(
  db: Kysely<Database>,
  actor: StaffActor,
  section: SettingsSection,
  value: SettingsValues[SettingsSection],
  action = `Changed the ${SECTION_NAMES[section]}`,
): Promise<SaveSettingsResult> {
  const changed = await db.transaction().execute(async (trx) => {
    const current = (await readSettings(trx))[section];
    const diff = changedFields({ ...current }, { ...value });
    if (Object.keys(diff.after).length === 0) return false;
    await writeSection(trx, value);
    await logChange(trx, {
      actor,
      entity: SETTINGS_ENTITY,
      entityId: section,
      action,
      before: diff.before,
      after: diff.after,
    });
    await raiseSettingsVersion(trx);
    return true;
  });
  if (changed) dropLocalCaches();
  return { ok: true, changed };
}

export type UndoSettingsResult =
  | { ok: true; section: SettingsSection; changed: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "changed-since" | "invalid"; section: SettingsSection; message: string };

function asChanges(value: unknown): Changes | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : null;
}

/**
 * Puts back the values a settings change replaced. Refused when a field it changed holds
 * another value now (a later change touched it: undo that one first), or when the old
 * values no longer pass the section's rules (they go through the same schema as a typed
 * change). The undo is a change like any other: logged, and itself undoable.
 */
export async function undoSettingsChange(
  db: Kysely<Database>,
  actor: StaffActor,
  changeId: string,
): Promise<UndoSettingsResult> {
  const entry = await db
    .selectFrom("change_log")
    .select(["entity_id", "action", "before", "after"])
    .where("id", "=", changeId)
    .where("entity", "=", SETTINGS_ENTITY)
    .executeTakeFirst();
  const section = entry?.entity_id;
  const before = asChanges(entry?.before);
  const after = asChanges(entry?.after);
  if (!entry || !isSettingsSection(section) || !before || !after) {
    return { ok: false, reason: "not-found" };
  }
  const current: Changes = { ...(await readSettings(db))[section] };
  const touched = Object.keys(after).filter(
    (name) => JSON.stringify(current[name]) !== JSON.stringify(after[name]),
  );
  if (touched.length > 0) {
    return {
      ok: false,
      reason: "changed-since",
      section,
      message: `The ${SECTION_NAMES[section]} changed again since (${touched.join(", ")}): undo the later change first.`,
    };
  }
  const restored = parseSection(section, { ...current, ...before });
  if (!restored.ok) {
    return {
      ok: false,
      reason: "invalid",
      section,
      message: `The old ${SECTION_NAMES[section]} no longer pass today's rules: ${restored.message}`,
    };
  }
  const saved = await saveSettings(db, actor, section, restored.value, `Undid “${entry.action}”`);
  return { ok: true, section, changed: saved.changed };
}

/** Values of a section (stored form) through the section's schema, as an undo posts them. */
function parseSection(
  section: SettingsSection,
  values: Changes,
): { ok: true; value: SettingsValues[SettingsSection] } | { ok: false; message: string } {
  const stored = STORED_SETTINGS_SCHEMAS[section].safeParse(values);
  if (!stored.success) return { ok: false, message: "the recorded values are incomplete." };
  const formData = new FormData();
  for (const [name, value] of Object.entries(settingsFormValues(section, stored.data))) {
    if (value !== "") formData.append(name, value);
  }
  const submission = parseWithZod(formData, { schema: SETTINGS_SCHEMAS[section] });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((list) => list ?? []);
    return { ok: false, message: messages.join(" ") || "they are not valid." };
  }
  return { ok: true, value: submission.value };
}

/** What the settings page shows: every section as stored, and their recent changes. */
export async function loadSettingsPage(db: Kysely<Database>): Promise<{
  values: SettingsValues;
  /** Each section's stored value as its form's fields (phone numbers formatted). */
  forms: Record<SettingsSection, FormValues>;
  history: ChangeHistoryEntry[];
  /** When the booking form offers windows, from the opening hours and the booking rules. */
  windowsOffered: string;
}> {
  const [values, history] = await Promise.all([
    readSettings(db),
    listChangeHistory(db, { entity: SETTINGS_ENTITY, entityId: SETTINGS_SECTIONS }),
  ]);
  const forms = {
    profile: settingsFormValues("profile", values.profile),
    hours: settingsFormValues("hours", values.hours),
    areas: settingsFormValues("areas", values.areas),
    rating: settingsFormValues("rating", values.rating),
    social: settingsFormValues("social", values.social),
    booking: settingsFormValues("booking", values.booking),
    targets: settingsFormValues("targets", values.targets),
    money: settingsFormValues("money", values.money),
  };
  const windowsOffered = describeOpeningHours(
    bookableHours({ ...values.booking, openingHours: values.hours.openingHours }),
  );
  return { values, forms, history, windowsOffered };
}

import { describeOpeningHours, type OpeningHoursEntry } from "./opening-hours";

/**
 * Facts of the owner's settings in the marketing copy (app/content), written as placeholders
 * and filled when a page is read (decision 0076), so the copy never states a stale one:
 *
 * - `{hours}` → the opening hours, "every day 06:00–22:00" or "Monday to Saturday
 *   08:00–18:00 and Sunday 10:00–16:00": a sentence reads "We are open {hours}.";
 * - `{change-cutoff}` → how long before the window a customer may still move or cancel online,
 *   "24 hours".
 *
 * The copy types no time of day and no cut-off of its own.
 */
export const HOURS_PLACEHOLDER = "{hours}";
export const CHANGE_CUTOFF_PLACEHOLDER = "{change-cutoff}";

export interface SettingsForCopy {
  openingHours: readonly OpeningHoursEntry[];
  changeCutoffHours: number;
}

export function fillSettingsPlaceholders(text: string, settings: SettingsForCopy): string {
  if (!text.includes("{")) return text;
  const cutoff = settings.changeCutoffHours;
  return text
    .replaceAll(HOURS_PLACEHOLDER, describeOpeningHours(settings.openingHours))
    .replaceAll(CHANGE_CUTOFF_PLACEHOLDER, `${cutoff} hour${cutoff === 1 ? "" : "s"}`);
}

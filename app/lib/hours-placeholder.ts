import { describeOpeningHours, type OpeningHoursEntry } from "./opening-hours";

/**
 * The opening hours in the marketing copy (app/content) are written `{hours}`, filled from the
 * owner's settings as "every day 06:00–22:00" or "Monday to Saturday 08:00–18:00 and Sunday
 * 10:00–16:00", so a sentence reads "We are open {hours}." (decision 0076). The copy types no
 * time of day of its own.
 */
export const HOURS_PLACEHOLDER = "{hours}";

export function fillHoursPlaceholder(text: string, hours: readonly OpeningHoursEntry[]): string {
  return text.includes(HOURS_PLACEHOLDER)
    ? text.replaceAll(HOURS_PLACEHOLDER, describeOpeningHours(hours))
    : text;
}

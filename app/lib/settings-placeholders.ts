import { describeOpeningHours, type OpeningHoursEntry } from "./opening-hours";

/**
 * Facts of the owner's settings in the marketing copy (app/content), written as placeholders
 * and filled when a page is read (decision 0076), so the copy never states a stale one:
 *
 * - `{hours}` → the opening hours, "every day 06:00–22:00" or "Monday to Saturday
 *   08:00–18:00 and Sunday 10:00–16:00": a sentence reads "We are open {hours}.";
 * - `{change-cutoff}` → how long before the window a customer may still move or cancel online,
 *   "24 hours";
 * - `{vat:registered|not registered}` → the first text when the business is VAT-registered (the
 *   money settings), else the second, either of which may be empty: "Price{vat: (VAT
 *   included)|}", "{vat:every price includes VAT|no VAT is added to any price}" (decision 0088).
 *
 * The copy types no time of day, no cut-off and no VAT claim of its own.
 */
export const HOURS_PLACEHOLDER = "{hours}";
export const CHANGE_CUTOFF_PLACEHOLDER = "{change-cutoff}";

export interface SettingsForCopy {
  openingHours: readonly OpeningHoursEntry[];
  changeCutoffHours: number;
  vatRegistered: boolean;
}

const VAT_CHOICE = /\{vat:([^{}|]*)\|([^{}|]*)\}/g;

/** The text a `{vat:…|…}` choice stands for, for a business registered for VAT or not. */
export function fillVatChoices(text: string, vatRegistered: boolean): string {
  return text.replace(VAT_CHOICE, (_whole, registered: string, notRegistered: string) =>
    vatRegistered ? registered : notRegistered,
  );
}

export function fillSettingsPlaceholders(text: string, settings: SettingsForCopy): string {
  if (!text.includes("{")) return text;
  const cutoff = settings.changeCutoffHours;
  return fillVatChoices(text, settings.vatRegistered)
    .replaceAll(HOURS_PLACEHOLDER, describeOpeningHours(settings.openingHours))
    .replaceAll(CHANGE_CUTOFF_PLACEHOLDER, `${cutoff} hour${cutoff === 1 ? "" : "s"}`);
}

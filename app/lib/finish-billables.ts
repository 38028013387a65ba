// What the engineer records at finish for the invoice: time on site and materials used
// (decision 0072). Read without zod, so the finish schema on the server and the offline queue's
// check on the phone apply the very same rules to the same fields.
import { parseQuantity } from "./invoice-lines";
import { parsePoundsToPence } from "./prices";

/** Rows of the finish form's materials: the first few shown, the rest behind "Add more". */
export const MATERIAL_ROW_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type MaterialRow = (typeof MATERIAL_ROW_NUMBERS)[number];
export const MATERIAL_ROWS = MATERIAL_ROW_NUMBERS.length;
export const MATERIAL_ROWS_SHOWN = 3;

export const TIME_ON_SITE_FIELDS = {
  hours: "timeOnSiteHours",
  minutes: "timeOnSiteMinutes",
} as const;

/** One row's field names: flat, since the form reader refuses Conform's `a[0].b` paths. */
export function materialFields(row: MaterialRow) {
  return {
    item: `material${row}Item`,
    description: `material${row}Description`,
    quantity: `material${row}Quantity`,
    price: `material${row}Price`,
  } as const;
}

export type BillableFieldName =
  | (typeof TIME_ON_SITE_FIELDS)[keyof typeof TIME_ON_SITE_FIELDS]
  | ReturnType<typeof materialFields>[keyof ReturnType<typeof materialFields>];

/** Every name the finish form posts for time and materials: the form reader keeps these. */
export const FINISH_BILLABLE_FIELDS: readonly BillableFieldName[] = [
  TIME_ON_SITE_FIELDS.hours,
  TIME_ON_SITE_FIELDS.minutes,
  ...MATERIAL_ROW_NUMBERS.flatMap((row) => Object.values(materialFields(row))),
];

/** The columns' own limits (job_materials, jobs.time_on_site_minutes). */
export const MATERIAL_DESCRIPTION_MAX_LENGTH = 200;
const MAX_QUANTITY_HUNDREDTHS = 1_000_000;
/** One material line at most £100,000 with VAT: more is a typing slip. */
export const MAX_MATERIAL_LINE_PENCE = 10_000_000;
const MAX_HOURS = 168;
export const MAX_TIME_ON_SITE_MINUTES = MAX_HOURS * 60;
/** What a price-list key looks like (the table's own check). */
const PRICE_KEY = /^[a-z0-9.-]{1,100}$/;

export const BILLABLES_MESSAGES = {
  hours: "Give the hours as a whole number, for example 2",
  minutes: "Give the minutes as a whole number from 0 to 59",
  tooLong: `Time on site can be at most ${MAX_HOURS} hours (a week)`,
  item: "Choose an item from the list",
  describe: "Describe the material, or choose it from the price list",
  descriptionLong: `Keep it to ${MATERIAL_DESCRIPTION_MAX_LENGTH} characters or fewer`,
  quantity: "Give the quantity as a number, for example 1 or 2.5",
  quantityRange: "The quantity must be more than 0 and at most 10,000",
  price: "Give the price of one, for example 8.50",
  listedWithDescription:
    "Leave this empty for an item from the price list, or choose “Not on the list” above",
  listedWithPrice: "An item from the price list has its price: leave this empty",
  lineTooLarge: "That comes to more than £100,000: check the quantity and the price",
  unlisted: "That item is no longer on the price list: choose another, or describe it",
  controls:
    "Remove the hidden control characters from this field (they can come from copying and pasting)",
} as const;

export type RecordedMaterial =
  | { row: MaterialRow; priceKey: string; quantityHundredths: number }
  | {
      row: MaterialRow;
      priceKey: null;
      description: string;
      quantityHundredths: number;
      /** What the customer pays for one, VAT included (as the price list's prices are). */
      pricePence: number;
    };

export interface FinishBillables {
  /** Null: left empty, so it is counted from when the engineer tapped "Arrived". */
  timeOnSiteMinutes: number | null;
  materials: RecordedMaterial[];
}

export type BillablesReading =
  { ok: true; value: FinishBillables } | { ok: false; errors: Record<string, string> };

// Written out as text, as app/lib/schemas/text.ts does: no raw control characters in a regex.
const CONTROLS = new RegExp(String.raw`[\u0000-\u001F\u007F]`);
const WHOLE_NUMBER = /^\d{1,4}$/;

/** A field's first message is the one shown: a later rule does not replace it. */
type Flag = (name: string, message: string) => void;

function readTime(value: (name: string) => string, flag: Flag): number | null {
  const { hours: hoursName, minutes: minutesName } = TIME_ON_SITE_FIELDS;
  const hours = value(hoursName);
  const minutes = value(minutesName);
  if (hours === "" && minutes === "") return null;
  let readable = true;
  if (hours !== "" && !WHOLE_NUMBER.test(hours)) {
    flag(hoursName, BILLABLES_MESSAGES.hours);
    readable = false;
  }
  if (minutes !== "" && (!WHOLE_NUMBER.test(minutes) || Number(minutes) > 59)) {
    flag(minutesName, BILLABLES_MESSAGES.minutes);
    readable = false;
  }
  if (!readable) return null;
  const total = Number(hours || "0") * 60 + Number(minutes || "0");
  if (total > MAX_TIME_ON_SITE_MINUTES) flag(hoursName, BILLABLES_MESSAGES.tooLong);
  return total;
}

function readQuantity(typed: string): number | string {
  const quantity = parseQuantity(typed);
  if (quantity === null) return BILLABLES_MESSAGES.quantity;
  if (quantity <= 0 || quantity > MAX_QUANTITY_HUNDREDTHS) return BILLABLES_MESSAGES.quantityRange;
  return quantity;
}

function readRow(
  row: MaterialRow,
  value: (name: string) => string,
  flag: Flag,
): RecordedMaterial | null {
  const names = materialFields(row);
  const item = value(names.item);
  const description = value(names.description);
  const quantityTyped = value(names.quantity);
  const priceTyped = value(names.price);
  // The quantity starts at 1: a row with nothing else typed is a row not used.
  const untouchedQuantity = quantityTyped === "" || quantityTyped === "1";
  if (item === "" && description === "" && priceTyped === "" && untouchedQuantity) return null;

  const quantity = readQuantity(quantityTyped);
  if (typeof quantity === "string") flag(names.quantity, quantity);
  if (item !== "") {
    const listed = PRICE_KEY.test(item);
    if (!listed) flag(names.item, BILLABLES_MESSAGES.item);
    if (description !== "") flag(names.description, BILLABLES_MESSAGES.listedWithDescription);
    if (priceTyped !== "") flag(names.price, BILLABLES_MESSAGES.listedWithPrice);
    if (typeof quantity === "string" || !listed) return null;
    return { row, priceKey: item, quantityHundredths: quantity };
  }
  const described = description !== "" && description.length <= MATERIAL_DESCRIPTION_MAX_LENGTH;
  if (description === "") flag(names.description, BILLABLES_MESSAGES.describe);
  else if (!described) flag(names.description, BILLABLES_MESSAGES.descriptionLong);
  const price = priceTyped === "" ? null : parsePoundsToPence(priceTyped);
  if (!price) flag(names.price, BILLABLES_MESSAGES.price);
  else if (!price.ok) flag(names.price, price.message);
  if (typeof quantity === "string" || !price?.ok || !described) return null;
  if (quantity * price.pence > MAX_MATERIAL_LINE_PENCE * 100) {
    flag(names.quantity, BILLABLES_MESSAGES.lineTooLarge);
    return null;
  }
  return {
    row,
    priceKey: null,
    description,
    quantityHundredths: quantity,
    pricePence: price.pence,
  };
}

/**
 * The finish form's time on site and materials, from its fields as posted (`value` gives a
 * field's text, "" when it was not sent), or a message for each field that is wrong. A row
 * is a price-list item with its quantity, or a description with its quantity and the price of
 * one; a row left empty is no material. Hours and minutes both empty: not given.
 */
export function readFinishBillables(value: (name: string) => string): BillablesReading {
  const errors: Record<string, string> = {};
  const flag: Flag = (name, message) => {
    errors[name] ??= message;
  };
  const trimmed = (name: string) => {
    const text = value(name);
    if (CONTROLS.test(text)) flag(name, BILLABLES_MESSAGES.controls);
    return text.trim();
  };
  const timeOnSiteMinutes = readTime(trimmed, flag);
  const materials: RecordedMaterial[] = [];
  for (const row of MATERIAL_ROW_NUMBERS) {
    const material = readRow(row, trimmed, flag);
    if (material) materials.push(material);
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: { timeOnSiteMinutes, materials } };
}

/** The same reading of a posted form: a field sent as a file, or not sent, is empty. */
export function billablesFromForm(formData: FormData): BillablesReading {
  return readFinishBillables((name) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  });
}

import { describe, expect, it } from "vitest";
import {
  BILLABLES_MESSAGES,
  FINISH_BILLABLE_FIELDS,
  MATERIAL_ROWS,
  MATERIAL_ROW_NUMBERS,
  billablesFromForm,
  materialFields,
  readFinishBillables,
} from "./finish-billables";

function read(fields: Record<string, string>) {
  return readFinishBillables((name) => fields[name] ?? "");
}

const ROW1 = materialFields(1);
const ROW2 = materialFields(2);

describe("readFinishBillables", () => {
  it("reads nothing from an empty form: time counted from arrival, no materials", () => {
    expect(read({})).toEqual({ ok: true, value: { timeOnSiteMinutes: null, materials: [] } });
    // The quantity starts at 1 on every row: a row with only that is not used.
    expect(read({ [ROW1.quantity]: "1", [ROW2.quantity]: " 1 " })).toEqual({
      ok: true,
      value: { timeOnSiteMinutes: null, materials: [] },
    });
  });

  it("reads hours and minutes, either alone, within a week", () => {
    const time = (timeOnSiteHours: string, timeOnSiteMinutes: string) =>
      read({ timeOnSiteHours, timeOnSiteMinutes });
    expect(time("1", "30")).toMatchObject({ ok: true, value: { timeOnSiteMinutes: 90 } });
    expect(time("", "45")).toMatchObject({ ok: true, value: { timeOnSiteMinutes: 45 } });
    expect(time(" 2 ", "")).toMatchObject({ ok: true, value: { timeOnSiteMinutes: 120 } });
    expect(time("0", "0")).toMatchObject({ ok: true, value: { timeOnSiteMinutes: 0 } });
    expect(time("168", "0")).toMatchObject({ ok: true, value: { timeOnSiteMinutes: 10_080 } });
    expect(time("168", "1")).toEqual({
      ok: false,
      errors: { timeOnSiteHours: BILLABLES_MESSAGES.tooLong },
    });
    expect(time("1.5", "60")).toEqual({
      ok: false,
      errors: {
        timeOnSiteHours: BILLABLES_MESSAGES.hours,
        timeOnSiteMinutes: BILLABLES_MESSAGES.minutes,
      },
    });
    expect(time("-1", "")).toMatchObject({ ok: false });
    expect(time("99999", "")).toMatchObject({ ok: false });
  });

  it("reads a price-list item with its quantity, and a described one with the price of one", () => {
    const reading = read({
      [ROW1.item]: "sub.plumbing.leaky-tap-repairs",
      [ROW1.quantity]: "2",
      [ROW2.description]: "  Tap cartridge  ",
      [ROW2.quantity]: "1.5",
      [ROW2.price]: "£8.50",
    });
    expect(reading).toEqual({
      ok: true,
      value: {
        timeOnSiteMinutes: null,
        materials: [
          { row: 1, priceKey: "sub.plumbing.leaky-tap-repairs", quantityHundredths: 200 },
          {
            row: 2,
            priceKey: null,
            description: "Tap cartridge",
            quantityHundredths: 150,
            pricePence: 850,
          },
        ],
      },
    });
  });

  it("says what is missing or wrong next to each field of a row", () => {
    expect(read({ [ROW1.description]: "Washers" })).toEqual({
      ok: false,
      errors: {
        [ROW1.quantity]: BILLABLES_MESSAGES.quantity,
        [ROW1.price]: BILLABLES_MESSAGES.price,
      },
    });
    expect(read({ [ROW1.price]: "3", [ROW1.quantity]: "0" })).toEqual({
      ok: false,
      errors: {
        [ROW1.quantity]: BILLABLES_MESSAGES.quantityRange,
        [ROW1.description]: BILLABLES_MESSAGES.describe,
      },
    });
    expect(read({ [ROW1.quantity]: "3" })).toMatchObject({
      ok: false,
      errors: { [ROW1.description]: BILLABLES_MESSAGES.describe },
    });
    expect(
      read({ [ROW1.description]: "x".repeat(201), [ROW1.quantity]: "1", [ROW1.price]: "-2" }),
    ).toEqual({
      ok: false,
      errors: {
        [ROW1.description]: BILLABLES_MESSAGES.descriptionLong,
        [ROW1.price]: "A price cannot be below £0.00",
      },
    });
    expect(
      read({ [ROW1.description]: "Tape", [ROW1.quantity]: "1", [ROW1.price]: "1.234" }),
    ).toMatchObject({
      ok: false,
      errors: { [ROW1.price]: "Use at most two decimal places (whole pence), for example 45.50" },
    });
  });

  it("refuses a description or a price typed beside a price-list item, and a key that is no key", () => {
    expect(
      read({
        [ROW1.item]: "labour.hour",
        [ROW1.description]: "Extra",
        [ROW1.price]: "4",
        [ROW1.quantity]: "1",
      }),
    ).toEqual({
      ok: false,
      errors: {
        [ROW1.description]: BILLABLES_MESSAGES.listedWithDescription,
        [ROW1.price]: BILLABLES_MESSAGES.listedWithPrice,
      },
    });
    expect(read({ [ROW1.item]: "<script>", [ROW1.quantity]: "1" })).toEqual({
      ok: false,
      errors: { [ROW1.item]: BILLABLES_MESSAGES.item },
    });
  });

  it("keeps each line within £100,000 and each quantity within 10,000", () => {
    const line = (quantity: string, price: string) =>
      read({ [ROW1.description]: "Boards", [ROW1.quantity]: quantity, [ROW1.price]: price });
    expect(line("10", "10000")).toMatchObject({ ok: true });
    expect(line("10.01", "10000")).toEqual({
      ok: false,
      errors: { [ROW1.quantity]: BILLABLES_MESSAGES.lineTooLarge },
    });
    expect(line("10000", "0.01")).toMatchObject({ ok: true });
    expect(line("10000.01", "0.01")).toMatchObject({
      ok: false,
      errors: { [ROW1.quantity]: BILLABLES_MESSAGES.quantityRange },
    });
  });

  it("refuses control characters with the first message of their field", () => {
    expect(
      read({ [ROW1.description]: "Tap\u0000", [ROW1.quantity]: "1", [ROW1.price]: "2" }),
    ).toEqual({
      ok: false,
      errors: { [ROW1.description]: BILLABLES_MESSAGES.controls },
    });
    expect(read({ timeOnSiteHours: "1\u0007" })).toEqual({
      ok: false,
      errors: { timeOnSiteHours: BILLABLES_MESSAGES.controls },
    });
  });

  it("reads every row, and names every field the form posts", () => {
    const fields: Record<string, string> = {};
    for (const row of MATERIAL_ROW_NUMBERS) {
      fields[materialFields(row).description] = `Part ${row}`;
      fields[materialFields(row).price] = "1";
      fields[materialFields(row).quantity] = "1";
    }
    const reading = read(fields);
    expect(reading.ok && reading.value.materials.map((material) => material.row)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(new Set(FINISH_BILLABLE_FIELDS).size).toBe(2 + 4 * MATERIAL_ROWS);
  });

  it("reads a posted form, a file in a text field as nothing", () => {
    const data = new FormData();
    data.append(ROW1.description, new File(["x"], "x.txt"));
    data.append(ROW1.price, "2");
    expect(billablesFromForm(data)).toMatchObject({
      ok: false,
      errors: { [ROW1.description]: BILLABLES_MESSAGES.describe },
    });
  });
});

import type { Kysely } from "kysely";
import { findService } from "~/content/services";
import { LONDON } from "~/lib/booking-rules";
import { formatUkPhone } from "~/lib/phone";
import { accountNames } from "../accounts/engineers.server";
import type { Database } from "../db/schema.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import { JOB_SOURCE_LABELS, type JobListFilters } from "./job-filters.server";
import { readJobRows, searchPlan, type JobCursor, type JobListRow } from "./job-list.server";

/** Rows read per query while exporting: memory stays flat whatever the number of jobs. */
const EXPORT_BATCH = 1000;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection)…
const FORMULA_START = /^[=+\-@\t\r]/;
// …but a plain negative amount ("-45.00", a refund or a credit note) is only a number.
const PLAIN_NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180): a value a spreadsheet would read as a formula gets a leading
 * apostrophe, shown as text; a value with a comma, quote or line break is quoted, its
 * quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

// One formatter each, made once: a hundred thousand rows through date-fns's zone code take
// seconds; Intl's cached formatters a fraction of that.
const LONDON_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: LONDON,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const LONDON_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-07-14", London. */
function day(at: Date): string {
  return LONDON_DAY.format(at);
}

/** "08:00", London. */
function clock(at: Date): string {
  return LONDON_CLOCK.format(at);
}

const HEADER = [
  "Reference",
  "Status",
  "Window date",
  "Window",
  "Service",
  "Emergency",
  "Customer",
  "E-mail",
  "Phone",
  "Address",
  "Postcode",
  "Engineer",
  "Source",
  "Price (GBP)",
  "Booked",
];

/** Phone numbers formatted so far in one export: parsing one costs ~0.1 ms, and customers repeat. */
class PhoneFormats {
  private readonly known = new Map<string, string>();

  national(e164: string): string {
    let formatted = this.known.get(e164);
    if (formatted === undefined) {
      if (this.known.size >= 10_000) this.known.clear();
      formatted = formatUkPhone(e164);
      this.known.set(e164, formatted);
    }
    return formatted;
  }
}

function exportValues(row: JobListRow, names: Map<string, string>, phones: PhoneFormats) {
  return [
    row.reference,
    JOB_STATUS_LABELS[row.status],
    row.windowStart ? day(row.windowStart) : "",
    row.windowStart && row.windowEnd ? `${clock(row.windowStart)}–${clock(row.windowEnd)}` : "",
    findService(row.serviceSlug)?.name ?? row.serviceSlug,
    row.emergency ? "yes" : "no",
    row.customerName,
    row.customerEmail,
    // National form ("07700 900123"): what people dial, and no leading "+" to guard.
    phones.national(row.customerPhone),
    row.address,
    row.postcode,
    row.engineerId ? (names.get(row.engineerId) ?? "") : "",
    JOB_SOURCE_LABELS[row.source],
    row.pricePence === null ? "" : (row.pricePence / 100).toFixed(2),
    // Sortable, with its year: a spreadsheet reads it as a date and time.
    `${day(row.createdAt)} ${clock(row.createdAt)}`,
  ];
}

/**
 * The filtered list as CSV, in the list's order, one chunk per batch of rows: each batch is
 * one keyset query continuing from the last, so an export of 100,000 jobs holds a thousand
 * rows in memory at a time. Starts with a byte-order mark so spreadsheets read UTF-8.
 */
export async function* jobsCsvChunks(
  db: Kysely<Database>,
  filters: JobListFilters,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(HEADER)}`;
  let cursor: JobCursor | null = null;
  const plan = await searchPlan(db, filters);
  const phones = new PhoneFormats();
  for (;;) {
    const rows = await readJobRows(db, filters, { cursor, limit: EXPORT_BATCH, plan });
    if (rows.length === 0) return;
    const names = await accountNames(
      db,
      rows.flatMap((row) => row.engineerId ?? []),
    );
    yield rows.map((row) => csvLine(exportValues(row, names, phones))).join("");
    const last = rows[rows.length - 1];
    if (rows.length < EXPORT_BATCH || !last) return;
    cursor = last.cursor;
  }
}

/**
 * jobsCsvChunks as a byte stream for a Response, read one batch at a time as the client takes
 * it (pull), so a slow download never piles rows up in memory; stops when the client leaves.
 */
export function jobsCsvStream(
  db: Kysely<Database>,
  filters: JobListFilters,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const chunks = jobsCsvChunks(db, filters);
  const encoder = new TextEncoder();
  signal?.addEventListener("abort", () => void chunks.return(undefined), { once: true });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // The headers have gone: all that can be said now is that the file is incomplete.
        console.error(error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

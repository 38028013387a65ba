import { formatLondonDateTime } from "~/lib/booking-rules";
import { JOB_STATUS_LABELS } from "~/lib/job-status-labels";
import { formatPence } from "~/lib/money";
import type { ChangeHistoryEntry } from "~/lib/views/admin";

/** One row of the change log as written: the action and the values before and after. */
export interface JobChangeRow {
  action: string;
  before: unknown;
  after: unknown;
}

/** Names for the ids a change log row holds, looked up once for the whole log. */
export interface ChangeNames {
  people: ReadonlyMap<string, string>;
  organisations: ReadonlyMap<string, string>;
}

export type JobChangeWords = Pick<ChangeHistoryEntry, "action" | "fields">;

type Value = unknown;

const ACTIONS: Readonly<Record<string, string>> = {
  arrived: "The engineer arrived",
  "on-my-way": "The engineer set off",
  finished: "The engineer finished the visit",
  cancel: "Cancelled",
  estimate: "Estimate given",
  price: "Price changed",
  "report-repair": "Repair reported by the organisation",
  "planned-maintenance-due": "Planned maintenance came due",
  "tenant-tracking-link": "Tracking link made for the tenant",
  "approval-approved": "The organisation approved the work",
  "approval-declined": "The organisation declined the work",
  "create-return-visit": "Return visit created",
};

function isStatus(value: Value): value is keyof typeof JOB_STATUS_LABELS {
  return typeof value === "string" && value in JOB_STATUS_LABELS;
}

function yesNo(value: Value): string | null {
  return typeof value === "boolean" ? (value ? "Yes" : "No") : null;
}

function dateTime(value: Value): string | null {
  if (typeof value !== "string") return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : formatLondonDateTime(at);
}

function pence(value: Value): string | null {
  return typeof value === "number" ? formatPence(value) : null;
}

function minutes(value: Value): string | null {
  if (typeof value !== "number") return null;
  const hours = Math.floor(value / 60);
  const rest = value % 60;
  return [hours ? `${hours} h` : "", rest || !hours ? `${rest} min` : ""].filter(Boolean).join(" ");
}

function plain(value: Value): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return yesNo(value);
  if (Array.isArray(value)) return value.length ? `${value.length}` : null;
  return null;
}

/** How each recorded field reads; a field missing here is left out (ids, internal flags). */
function fieldWords(
  names: ChangeNames,
): Record<string, { label: string; text: (value: Value) => string | null }> {
  const person = (value: Value) =>
    typeof value === "string" ? (names.people.get(value) ?? "a former member of staff") : null;
  return {
    status: {
      label: "Status",
      text: (value) => (isStatus(value) ? JOB_STATUS_LABELS[value] : plain(value)),
    },
    engineerId: { label: "Engineer", text: person },
    windowStart: { label: "Arrival window from", text: dateTime },
    eta: { label: "Arrival the customer was told", text: dateTime },
    late: { label: "After the window", text: yesNo },
    reason: { label: "Reason", text: plain },
    outcome: { label: "Outcome", text: plain },
    summary: { label: "Summary", text: plain },
    signedOffBy: { label: "Signed off by", text: plain },
    photos: { label: "Photos", text: plain },
    returnVisit: { label: "Return visit", text: plain },
    estimatePence: { label: "Estimate", text: pence },
    pricePence: { label: "Price", text: pence },
    timeOnSiteMinutes: { label: "Time on site", text: minutes },
    materials: { label: "Materials (items)", text: plain },
    invoice: { label: "Invoice", text: plain },
    approval: { label: "Approval", text: plain },
    approvalNeeded: { label: "Needs the organisation's approval", text: yesNo },
    engineerTakenOff: { label: "Engineer taken off until approved", text: yesNo },
    organisationId: {
      label: "Organisation",
      text: (value) =>
        typeof value === "string" ? (names.organisations.get(value) ?? null) : null,
    },
    priority: { label: "Priority", text: plain },
    tellTenant: { label: "Tell the tenant", text: yesNo },
    reference: { label: "Reference", text: plain },
    note: { label: "Note", text: plain },
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

/** "Assigned to Sam", "Moved from Sam to Alex", "Taken off Sam's day": a dispatch in a line. */
function dispatchHeading(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  names: ChangeNames,
): string {
  const name = (value: unknown) =>
    typeof value === "string" ? (names.people.get(value) ?? "a former member of staff") : null;
  const was = name(before.engineerId);
  const now = name(after.engineerId);
  const windowMoved = "windowStart" in after && before.windowStart !== after.windowStart;
  if (was !== now) {
    if (!was && now) return `Assigned to ${now}`;
    if (was && !now) return `Taken off ${was}'s day`;
    return `Moved from ${was} to ${now}`;
  }
  return windowMoved ? "Arrival window changed" : "Dispatch saved";
}

/**
 * A job's change-log row in words for the office: the action as a sentence, and each field that
 * changed with its label and its values as people read them (names for ids, status labels,
 * pounds, London times). Fields not recorded after the change, unchanged, or empty on both
 * sides are left out.
 */
export function describeJobChange(row: JobChangeRow, names: ChangeNames): JobChangeWords {
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  const words = fieldWords(names);
  const fields: JobChangeWords["fields"] = [];
  for (const [key, newValue] of Object.entries(after)) {
    const field = words[key];
    if (!field) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(newValue)) continue;
    const then = key in before ? field.text(before[key]) : null;
    const now = field.text(newValue);
    if (then === null && now === null) continue;
    fields.push({ name: field.label, before: then, after: now ?? "none" });
  }
  const action =
    row.action === "dispatch"
      ? dispatchHeading(before, after, names)
      : (ACTIONS[row.action] ?? row.action);
  return { action, fields };
}

/** The ids of people and organisations a set of rows refers to, to look their names up. */
export function idsToName(rows: readonly JobChangeRow[]): {
  people: string[];
  organisations: string[];
} {
  const people = new Set<string>();
  const organisations = new Set<string>();
  for (const row of rows) {
    for (const side of [asRecord(row.before), asRecord(row.after)]) {
      if (typeof side.engineerId === "string") people.add(side.engineerId);
      if (typeof side.organisationId === "string") organisations.add(side.organisationId);
    }
  }
  return { people: [...people], organisations: [...organisations] };
}

// Whether the server would take a step or note kept on the phone (decision 0049), decided
// without zod (decision 0063): from the form's generated constraints, read as the engineer's
// schemas read them, plus the two rules no constraint says (an estimate's pounds, and no
// estimate for a finished job), and the finish's time and materials by the server's own
// reading (app/lib/finish-billables.ts). queued-step-check.test.ts compares it with the server.
import {
  arrivedConstraint,
  engineerNoteConstraint,
  finishConstraint,
  onMyWayConstraint,
} from "~/lib/form-constraints/engineer";
import { billablesFromForm } from "~/lib/finish-billables";
import { MAX_PRICE_PENCE, parsePounds } from "~/lib/pounds";
import type { QueuedKind } from "./queue-store";

interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/**
 * How the schema reads a field: a one-line field is trimmed before every check; a text area is
 * checked for control characters as typed, and its length once trimmed; a choice must be one of
 * its values exactly as posted; a checkbox takes any value.
 */
type Reading = "line" | "text-area" | "choice" | "checkbox";

interface FieldRule {
  constraint: FieldConstraint;
  reading?: Reading;
  /** A further check of the trimmed value, when there is one. */
  valid?: (value: string) => boolean;
}

// zod's own: a uuid's five groups of hex digits.
const UUID =
  /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/i;

function isUuid(value: string): boolean {
  return UUID.test(value);
}

function isEstimate(value: string): boolean {
  const pence = parsePounds(value);
  return pence !== "invalid" && (pence === null || pence <= MAX_PRICE_PENCE);
}

function matches(pattern: string, value: string, multiline: boolean): boolean {
  // As the browser reads a pattern attribute: the whole value. A text area's lines are one value.
  return new RegExp(`^(?:${pattern})$`, multiline ? "su" : "u").test(value);
}

function meets(entry: FormDataEntryValue | null, rule: FieldRule): boolean {
  const { constraint, reading = "line" } = rule;
  if (reading === "checkbox") return true;
  // Conform reads an empty field as a missing one.
  if (entry === null || entry === "") return !constraint.required;
  if (typeof entry !== "string") return false;
  const trimmed = entry.trim();
  const patterned = reading === "line" ? trimmed : entry;
  if (
    constraint.pattern !== undefined &&
    !matches(constraint.pattern, patterned, reading === "text-area")
  )
    return false;
  if (constraint.minLength !== undefined && trimmed.length < constraint.minLength) return false;
  if (constraint.maxLength !== undefined && trimmed.length > constraint.maxLength) return false;
  return rule.valid ? rule.valid(trimmed) : true;
}

const jobId: FieldRule = { constraint: arrivedConstraint.jobId, valid: isUuid };

const RULES: Record<QueuedKind, Record<string, FieldRule>> = {
  "on-my-way": {
    jobId,
    expectedStatus: { constraint: onMyWayConstraint.expectedStatus, reading: "choice" },
    arrival: { constraint: onMyWayConstraint.arrival },
    late: { constraint: onMyWayConstraint.late, reading: "checkbox" },
    early: { constraint: onMyWayConstraint.early, reading: "checkbox" },
  },
  arrived: {
    jobId,
    expectedStatus: { constraint: arrivedConstraint.expectedStatus, reading: "choice" },
    early: { constraint: arrivedConstraint.early, reading: "checkbox" },
  },
  finished: {
    jobId,
    expectedStatus: { constraint: finishConstraint.expectedStatus, reading: "choice" },
    outcome: { constraint: finishConstraint.outcome, reading: "choice" },
    summary: { constraint: finishConstraint.summary, reading: "text-area" },
    internalNote: { constraint: finishConstraint.internalNote, reading: "text-area" },
    signedOffBy: { constraint: finishConstraint.signedOffBy },
    estimate: { constraint: finishConstraint.estimate, valid: isEstimate },
  },
  note: {
    jobId,
    note: { constraint: engineerNoteConstraint.note, reading: "text-area" },
  },
};

/** An estimate is for the follow-up: a visit that completed the job has none. */
function estimateFitsOutcome(formData: FormData): boolean {
  const estimate = formData.get("estimate");
  const hasEstimate = typeof estimate === "string" && estimate.trim() !== "";
  return !(hasEstimate && formData.get("outcome") === "completed");
}

/** True when the engineer's schema for this kind of step would accept the form as posted. */
export function serverWouldTake(kind: QueuedKind, formData: FormData): boolean {
  const fieldsMeet = Object.entries(RULES[kind]).every(([name, rule]) =>
    meets(formData.get(name), rule),
  );
  if (kind !== "finished") return fieldsMeet;
  return fieldsMeet && estimateFitsOutcome(formData) && billablesFromForm(formData).ok;
}

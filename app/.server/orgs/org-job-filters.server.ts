import type { z } from "zod";
import { isCalendarDate } from "~/lib/booking-rules";
import { JOB_PRIORITIES } from "~/lib/organisations";
import { text } from "~/lib/schemas/text";
import { isUuid } from "~/lib/uuid";
import { JOB_STATUSES } from "../jobs/status.server";
import {
  ATTENTION_FILTERS,
  type AttentionFilter,
  type OrgFilterName,
  type OrgJobFilters,
  type ParsedOrgFilters,
} from "~/lib/views/organisations";
export type {
  AttentionFilter,
  OrgFilterName,
  OrgJobFilters,
  ParsedOrgFilters,
} from "~/lib/views/organisations";

export { ATTENTION_FILTERS };

export const ATTENTION_LABELS: Readonly<Record<AttentionFilter, string>> = {
  approval: "Awaiting approval",
  overdue: "Overdue",
};

export const ORG_FILTER_MESSAGES: Readonly<Record<OrgFilterName, string>> = {
  status: "Choose a status from the list",
  property: "Choose a property from the list",
  priority: "Choose a priority from the list",
  attention: "Choose from the list",
  from: "Enter a date like 2026-11-30",
  to: "Enter a date like 2026-11-30, on or after the first day",
  q: "Search with at most 100 characters, without control characters",
};

function oneOf<T extends string>(values: readonly T[]) {
  return (value: string): value is T => (values as readonly string[]).includes(value);
}

const day = text().refine(isCalendarDate);

const FIELDS = {
  status: text().refine(oneOf(JOB_STATUSES)),
  property: text().refine(isUuid),
  priority: text().refine(oneOf(JOB_PRIORITIES)),
  attention: text().refine(oneOf(ATTENTION_FILTERS)),
  from: day,
  to: day,
  q: text().max(100),
} satisfies Record<OrgFilterName, z.ZodTypeAny>;

const FILTER_NAMES: readonly OrgFilterName[] = [
  "status",
  "property",
  "priority",
  "attention",
  "from",
  "to",
  "q",
];

/**
 * Reads the filters from a query string (the GET form, a link from the overview, a shared
 * link). A value that is not understood narrows nothing and comes back as a problem for its
 * field, so a link typed by hand still lists jobs and says what it ignored.
 */
export function parseOrgJobFilters(params: URLSearchParams): ParsedOrgFilters {
  const values: ParsedOrgFilters["values"] = {};
  const problems: ParsedOrgFilters["problems"] = {};
  function read<T>(name: OrgFilterName, schema: z.ZodType<T, z.ZodTypeDef, string>): T | undefined {
    const raw = params.get(name);
    if (raw === null || raw.trim() === "") return undefined;
    values[name] = raw.slice(0, 200);
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    problems[name] = ORG_FILTER_MESSAGES[name];
    return undefined;
  }
  const filters: OrgJobFilters = {
    status: read("status", FIELDS.status),
    property: read("property", FIELDS.property)?.toLowerCase(),
    priority: read("priority", FIELDS.priority),
    attention: read("attention", FIELDS.attention),
    from: read("from", FIELDS.from),
    to: read("to", FIELDS.to),
    q: read("q", FIELDS.q) || undefined,
  };
  if (filters.from && filters.to && filters.to < filters.from) {
    filters.to = undefined;
    problems.to = ORG_FILTER_MESSAGES.to;
  }
  return { filters, values, problems };
}

/** The query string of these filters (no page), for page links. */
export function orgFilterQuery(filters: OrgJobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

import { z } from "zod";
import { isCalendarDate } from "~/lib/booking-rules";
import { BOOKABLE_SERVICE_SLUGS } from "~/lib/schemas/booking";
import { text } from "~/lib/schemas/text";
import type { JobSource, JobStatus } from "../db/schema.server";
import { JOB_STATUSES } from "../jobs/status.server";
import type { FilterName, JobListFilters, ParsedFilters } from "~/lib/views/admin-jobs";
export type { FilterName, JobListFilters, ParsedFilters } from "~/lib/views/admin-jobs";

export const JOB_SOURCES: readonly JobSource[] = ["web", "client", "organisation", "admin"];

export const JOB_SOURCE_LABELS: Readonly<Record<JobSource, string>> = {
  web: "Website",
  client: "Client account",
  organisation: "Organisation",
  admin: "Office",
};

/** The engineer filter's value for jobs nobody is assigned to. */
export const UNASSIGNED = "none";

export const FILTER_MESSAGES: Readonly<Record<FilterName, string>> = {
  status: "Choose a status from the list",
  from: "Enter a date like 2026-11-30",
  to: "Enter a date like 2026-11-30, on or after the first day",
  engineer: "Choose an engineer from the list",
  service: "Choose a service from the list",
  area: "Enter the first half of a postcode, like CV1 or CV32",
  source: "Choose a source from the list",
  q: "Search with at most 100 characters, without control characters",
};

function isJobStatus(value: string): value is JobStatus {
  const statuses: readonly string[] = JOB_STATUSES;
  return statuses.includes(value);
}

function isJobSource(value: string): value is JobSource {
  const sources: readonly string[] = JOB_SOURCES;
  return sources.includes(value);
}

const day = text().refine(isCalendarDate);

const FIELDS = {
  status: text().refine(isJobStatus),
  from: day,
  to: day,
  engineer: z.union([z.literal(UNASSIGNED), text().uuid()]),
  service: z.enum(BOOKABLE_SERVICE_SLUGS),
  area: text()
    .transform((value) => value.toUpperCase().replace(/\s+/g, ""))
    .refine((value) => /^[A-Z]{1,2}[0-9][0-9A-Z]?$/.test(value)),
  source: text().refine(isJobSource),
  q: text().max(100),
} satisfies Record<FilterName, z.ZodTypeAny>;

const FILTER_NAMES: readonly FilterName[] = [
  "status",
  "from",
  "to",
  "engineer",
  "service",
  "area",
  "source",
  "q",
];

/**
 * Reads the filters from a query string (the GET form, a shared link, the CSV link). A value
 * that is not understood narrows nothing and comes back as a problem for its field: a link
 * typed by hand still lists jobs, and says what it ignored.
 */
export function parseJobFilters(params: URLSearchParams): ParsedFilters {
  const values: ParsedFilters["values"] = {};
  const problems: ParsedFilters["problems"] = {};
  function read<T>(name: FilterName, schema: z.ZodType<T, z.ZodTypeDef, string>): T | undefined {
    const raw = params.get(name);
    if (raw === null || raw.trim() === "") return undefined;
    values[name] = raw.slice(0, 200);
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    problems[name] = FILTER_MESSAGES[name];
    return undefined;
  }
  const filters: JobListFilters = {
    status: read("status", FIELDS.status),
    from: read("from", FIELDS.from),
    to: read("to", FIELDS.to),
    engineer: read("engineer", FIELDS.engineer),
    service: read("service", FIELDS.service),
    area: read("area", FIELDS.area),
    source: read("source", FIELDS.source),
    q: read("q", FIELDS.q),
  };
  if (filters.from && filters.to && filters.to < filters.from) {
    filters.to = undefined;
    problems.to = FILTER_MESSAGES.to;
  }
  return { filters, values, problems };
}

/** The query string of these filters (no page), for links and the CSV export. */
export function filterQuery(filters: JobListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

import type { Kysely } from "kysely";
import { services } from "~/content/services";
import { formatTimeRange, LONDON } from "~/lib/booking-rules";
import { formatPence } from "~/lib/money";
import type { Database } from "../db/schema.server";
import { getBookingSettings } from "../jobs/settings.server";
import { JOB_STATUSES, JOB_STATUS_LABELS } from "../jobs/status.server";
import { accountNames, listEngineers } from "../accounts/engineers.server";
import { filterQuery, JOB_SOURCE_LABELS, JOB_SOURCES, parseJobFilters } from "./job-filters.server";
import { listJobs, type JobListRow } from "./job-list.server";
import type { JobListItem, JobListPageFacts } from "~/lib/views/admin-jobs";
export type { JobListItem, JobListPageFacts } from "~/lib/views/admin-jobs";

const dayLabel = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: LONDON,
});

function listItem(row: JobListRow, names: Map<string, string>): JobListItem {
  return {
    reference: row.reference,
    status: row.status,
    statusLabel: JOB_STATUS_LABELS[row.status],
    day: row.windowStart ? dayLabel.format(row.windowStart) : null,
    time: row.windowStart && row.windowEnd ? formatTimeRange(row.windowStart, row.windowEnd) : null,
    serviceName: serviceName(row.serviceSlug),
    emergency: row.emergency,
    customerName: row.customerName,
    postcode: row.postcode,
    engineerName: row.engineerId ? (names.get(row.engineerId) ?? null) : null,
    sourceLabel: JOB_SOURCE_LABELS[row.source],
    price: row.pricePence === null ? null : formatPence(row.pricePence),
  };
}

function serviceName(slug: string): string {
  return services.find((service) => service.slug === slug)?.name ?? slug;
}

/** Everything /admin/jobs shows for a query string: the filters, one page of jobs, the choices. */
export async function jobListPage(
  db: Kysely<Database>,
  params: URLSearchParams,
): Promise<JobListPageFacts> {
  const parsed = parseJobFilters(params);
  const [page, engineers, rules] = await Promise.all([
    listJobs(db, parsed.filters, { after: params.get("after"), before: params.get("before") }),
    listEngineers(db),
    getBookingSettings(db),
  ]);
  const names = await accountNames(
    db,
    page.rows.flatMap((row) => row.engineerId ?? []),
  );
  const query = filterQuery(parsed.filters);
  const pageQuery = (key: "after" | "before", cursor: string | null) => {
    if (!cursor) return null;
    const next = new URLSearchParams(query);
    next.set(key, cursor);
    return next.toString();
  };
  return {
    jobs: page.rows.map((row) => listItem(row, names)),
    values: parsed.values,
    problems: parsed.problems,
    newerQuery: pageQuery("before", page.newer),
    olderQuery: pageQuery("after", page.older),
    filterQuery: query.toString(),
    filtered: query.size > 0,
    options: {
      statuses: JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] })),
      engineers,
      services: services.map((service) => ({ value: service.slug, label: service.name })),
      areas: [...rules.servedOutwardCodes].sort((a, b) =>
        a.localeCompare(b, "en-GB", { numeric: true }),
      ),
      sources: JOB_SOURCES.map((value) => ({ value, label: JOB_SOURCE_LABELS[value] })),
    },
  };
}

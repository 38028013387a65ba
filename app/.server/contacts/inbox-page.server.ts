import type { Kysely } from "kysely";
import { LONDON } from "~/lib/booking-rules";
import { enquiryInboxSchema } from "~/lib/schemas/enquiries";
import type { Database, EnquiryStatus } from "../db/schema.server";
import { countEnquiries, listEnquiries, type EnquiryFilters } from "./inbox-list.server";
import type { EnquiryListItem } from "~/lib/views/contacts";
export type { EnquiryListItem } from "~/lib/views/contacts";

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  in_progress: "In progress",
  closed: "Closed",
};

const TAB_HEADINGS: Record<EnquiryStatus | "all", string> = {
  new: "New enquiries",
  in_progress: "Enquiries in progress",
  closed: "Closed enquiries",
  all: "Every enquiry",
};

const receivedLabel = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: LONDON,
});

/** "Mon 30 Nov 2026, 08:00" in London time; assembled from parts because ICU versions punctuate differently. */
export function formatReceived(at: Date): string {
  const parts = receivedLabel.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")}`;
}

export interface InboxTab {
  status: EnquiryStatus | "all";
  label: string;
  /** The list's heading while this tab is shown. */
  heading: string;
  count: number;
  href: string;
  current: boolean;
}

export interface InboxPageFacts {
  status: EnquiryStatus | "all";
  q: string;
  tabs: InboxTab[];
  unread: number;
  enquiries: EnquiryListItem[];
  /** Addresses of the next page and of the first, with the tab and search; null when none. */
  nextHref: string | null;
  firstHref: string | null;
}

function inboxHref(filters: EnquiryFilters, after?: string): string {
  const params = new URLSearchParams();
  params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (after) params.set("after", after);
  return `/admin/contacts?${params.toString()}`;
}

/**
 * Everything /admin/contacts shows for its address: the tabs with their counts, one page of
 * enquiries newest first. Without a tab the new ones show, or every enquiry for a search.
 */
export async function inboxPage(
  db: Kysely<Database>,
  params: URLSearchParams,
): Promise<InboxPageFacts> {
  const parsed = enquiryInboxSchema.parse({
    status: params.get("status") ?? (params.get("q") ? "all" : "new"),
    q: params.get("q") ?? undefined,
    after: params.get("after") ?? undefined,
  });
  const filters: EnquiryFilters = { status: parsed.status, q: parsed.q || undefined };
  const [counts, page] = await Promise.all([
    countEnquiries(db),
    listEnquiries(db, filters, parsed.after ?? null),
  ]);
  const tab = (status: EnquiryStatus | "all", label: string, count: number): InboxTab => ({
    status,
    label,
    heading: TAB_HEADINGS[status],
    count,
    href: inboxHref({ status, q: filters.q }),
    current: status === filters.status,
  });
  return {
    status: filters.status,
    q: filters.q ?? "",
    tabs: [
      tab("new", ENQUIRY_STATUS_LABELS.new, counts.new),
      tab("in_progress", ENQUIRY_STATUS_LABELS.in_progress, counts.in_progress),
      tab("closed", ENQUIRY_STATUS_LABELS.closed, counts.closed),
      tab("all", "All", counts.new + counts.in_progress + counts.closed),
    ],
    unread: counts.unread,
    enquiries: page.rows.map((row) => ({
      id: row.id,
      kindLabel: row.kind === "property-enquiry" ? "Property" : "General",
      statusLabel: ENQUIRY_STATUS_LABELS[row.status],
      name: row.name,
      companyName: row.companyName,
      email: row.email,
      postcode: row.postcode,
      excerpt: row.excerpt,
      received: formatReceived(row.createdAt),
      receivedAt: row.createdAt.toISOString(),
      unread: row.unread,
    })),
    nextHref: page.next ? inboxHref(filters, page.next) : null,
    firstHref: parsed.after ? inboxHref(filters) : null,
  };
}

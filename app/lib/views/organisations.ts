import type { JobPriority, MemberRole } from "~/lib/organisations";
import type { ApprovalState, JobStatus } from "~/lib/views/column-values";
import type { TimelineEntry } from "~/lib/views/tracking";
import type { OrgDecisionItem } from "./org-money";

/** One job of an organisation as its lists show it (the jobs page and the overview). */
export interface OrgJobListItem {
  reference: string;
  propertyLabel: string;
  serviceName: string;
  priority: JobPriority | null;
  priorityLabel: string | null;
  status: JobStatus;
  statusLabel: string;
  /** "Monday 30 November, 08:00–10:00", or "To be arranged…" while it waits for a window. */
  windowLabel: string;
  /** ISO instant and "Monday 30 November, 23:59", London time. */
  due: { at: string; label: string } | null;
  overdue: boolean;
  approval: ApprovalState | null;
}

/** What /org/{slug}/jobs/{reference} shows: nothing the office keeps for itself. */
export interface OrgJobDetail {
  reference: string;
  status: JobStatus;
  statusLabel: string;
  serviceName: string;
  description: string;
  property: { id: string | null; label: string | null; address: string; postcode: string };
  priority: { label: string; target: string } | null;
  due: LondonInstant | null;
  overdue: boolean;
  windowLabel: string;
  tenantAvailability: string | null;
  tenantTold: boolean;
  /** "£320.00", when the office or the engineer recorded one. */
  estimate: string | null;
  price: string | null;
  approval: ApprovalState | null;
  /** What waits for the organisation's decision on this job: spend, a quote, or both at once. */
  waiting: OrgDecisionItem | null;
  /** The last decision on spend, when one was made. */
  lastDecision: { state: "approved" | "declined"; reason: string | null; at: LondonInstant } | null;
  reported: LondonInstant;
  timeline: TimelineEntry[];
  engineerPhotos: OrgJobPhoto[];
  reportPhotos: OrgJobPhoto[];
  /** What the engineer recorded on finishing. */
  finished: { outcome: string; summary: string | null } | null;
  comments: {
    id: string;
    side: "organisation" | "office";
    authorName: string;
    body: string;
    at: LondonInstant;
  }[];
}

export interface OrgJobPhoto {
  id: string;
  width: number;
  height: number;
  stage: "before" | "after" | null;
}

export interface LondonInstant {
  /** ISO instant, for a <time> element. */
  at: string;
  /** "Monday 30 November, 08:00", London time. */
  label: string;
}

export interface ReportFormFacts {
  properties: {
    id: string;
    label: string;
    postcode: string;
    tenantPhone: string;
    hasTenantEmail: boolean;
  }[];
  services: { value: string; label: string }[];
  priorities: { value: JobPriority; label: string; target: string }[];
  /** The member's own phone, for a property without a tenant's. */
  memberPhone: string;
  /** The property asked for in ?property=, when it is one of the organisation's. */
  chosenPropertyId: string;
  servedArea: string;
  minDate: string;
  maxDate: string;
  photoLimits: { maxFiles: number; maxMegabytes: number };
}

export interface OrgJobListPage {
  jobs: OrgJobListItem[];
  /** Query strings of the neighbouring pages, with the filters; null at either end. */
  newerQuery: string | null;
  olderQuery: string | null;
  filtered: boolean;
  values: ParsedOrgFilters["values"];
  problems: ParsedOrgFilters["problems"];
  options: {
    statuses: { value: JobStatus; label: string }[];
    priorities: { value: JobPriority; label: string }[];
    attention: { value: AttentionFilter; label: string }[];
    properties: { value: string; label: string }[];
  };
}

export interface ParsedOrgFilters {
  filters: OrgJobFilters;
  /** What the form sent, to show again in its fields. */
  values: Partial<Record<OrgFilterName, string>>;
  /** Fields whose value was not understood (and so not applied), with the message to show. */
  problems: Partial<Record<OrgFilterName, string>>;
}

/** What needs someone's attention: spend waiting for a decision, or a missed response target. */
export const ATTENTION_FILTERS = ["approval", "overdue"] as const;
export type AttentionFilter = (typeof ATTENTION_FILTERS)[number];

/** What a member narrows /org/{slug}/jobs to; every field optional. */
export interface OrgJobFilters {
  status?: JobStatus;
  /** One of the organisation's properties (another's id simply matches nothing). */
  property?: string;
  priority?: JobPriority;
  attention?: AttentionFilter;
  /** London calendar days the job was reported on, inclusive. */
  from?: string;
  to?: string;
  /** Reference, description, address or property label. */
  q?: string;
}

export type OrgFilterName = keyof OrgJobFilters;

export interface OrgOverview {
  open: { status: JobStatus; label: string; count: number }[];
  openTotal: number;
  awaitingApproval: { jobs: OrgJobListItem[]; count: number };
  overdue: { jobs: OrgJobListItem[]; count: number };
  planned: PlannedItem[];
  targets: { priority: string; target: string }[];
  spendLimitPence: number;
}

export interface PlannedItem {
  id: string;
  propertyId: string;
  propertyLabel: string;
  serviceName: string;
  description: string;
  /** "2026-07-26" and "Sunday 26 July 2026". */
  due: { date: string; label: string };
  /** Already past its date: the sweep raises it as a job. */
  late: boolean;
}

/** What every organisation page's loader passes to the shell (from the OrgScope). */
export interface OrgShellData {
  slug: string;
  name: string;
  memberRole: MemberRole;
  isOffice: boolean;
}

/** What /org/{slug} (and its fixed addresses) loads. */
export interface OrgOverviewPageData {
  org: OrgShellData;
  overview: OrgOverview;
  canonicalPath: string;
}

/** What /org/{slug}/jobs (and its fixed addresses) loads. */
export interface OrgJobsPageData {
  org: OrgShellData;
  page: OrgJobListPage;
  /** The list's own address (the fixed one or /org/…), so its filters and pages stay on it. */
  listPath: string;
  canonicalPath: string;
  /** The last 12 statement months, named on the server. */
  months: { value: string; label: string }[];
}

export interface ApprovalHistoryEntry {
  id: string;
  state: ApprovalState;
  estimate: string;
  limit: string;
  requestedLabel: string;
  requestedBy: string;
  decidedLabel: string | null;
  decidedBy: string | null;
  via: string | null;
  reason: string | null;
}

import type { SubmissionResult } from "~/lib/submission-result";
import type { AdminJobIntent } from "~/lib/schemas/admin-jobs";
import type { JobSource, JobStatus } from "~/lib/views/column-values";
import type { ApprovalHistoryEntry } from "~/lib/views/organisations";

export interface JobListPageFacts {
  jobs: JobListItem[];
  values: ParsedFilters["values"];
  problems: ParsedFilters["problems"];
  /** Query strings of the neighbouring pages, with the filters; null at either end. */
  newerQuery: string | null;
  olderQuery: string | null;
  /** The filters alone, for the CSV link. */
  filterQuery: string;
  filtered: boolean;
  options: {
    statuses: { value: JobStatus; label: string }[];
    engineers: EngineerAccount[];
    services: { value: string; label: string }[];
    areas: string[];
    sources: { value: JobSource; label: string }[];
  };
}

/** One row of /admin/jobs as the page shows it. */
export interface JobListItem {
  reference: string;
  status: JobStatus;
  statusLabel: string;
  /** "Mon 30 Nov 2026", or null while the job waits for a window. */
  day: string | null;
  time: string | null;
  serviceName: string;
  emergency: boolean;
  customerName: string;
  postcode: string;
  engineerName: string | null;
  sourceLabel: string;
  price: string | null;
}

export interface AdminJobPhoto {
  url: string;
  width: number;
  height: number;
  label: string;
}

export interface ParsedFilters {
  filters: JobListFilters;
  /** What the form sent, to show again in its fields. */
  values: Partial<Record<FilterName, string>>;
  /** Fields whose value was not understood (and so not applied), with the message to show. */
  problems: Partial<Record<FilterName, string>>;
}

/** What the office narrows /admin/jobs and its CSV export to; every field optional. */
export interface JobListFilters {
  status?: JobStatus;
  /** London calendar days of the window, inclusive. */
  from?: string;
  to?: string;
  /** An engineer's id, or UNASSIGNED. */
  engineer?: string;
  service?: string;
  /** Outward code of the postcode, "CV1". */
  area?: string;
  source?: JobSource;
  /** Reference, name, e-mail, phone or postcode. */
  q?: string;
}

export type FilterName = keyof JobListFilters;

export interface EngineerAccount {
  id: string;
  /** The profile's name, else the name given at sign-up, else the e-mail address. */
  name: string;
  email: string;
}

export interface AdminJobFormReply {
  form: AdminJobIntent;
  result: SubmissionResult<string[]>;
}

/** One entry of the office's timeline: every event, internal notes marked, and who made it. */
export interface AdminTimelineEntry {
  id: string;
  at: string;
  atLabel: string;
  title: string;
  detail: string | null;
  internal: boolean;
  /** "by Dan Fletcher (engineer)", "by the customer", "automatically". */
  by: string;
}

/** Which of the office's forms the job's status still allows. */
export interface AdminJobActions {
  dispatch: boolean;
  cancel: boolean;
}

/** A comment on an organisation's job, from the organisation or the office. */
export interface AdminJobComment {
  id: string;
  side: "organisation" | "office";
  authorName: string;
  body: string;
  /** ISO instant, for a <time> element. */
  at: string;
  atLabel: string;
}

/** The organisation side of a job on /admin/jobs/{reference}: property, target, spend, comments. */
export interface AdminJobOrganisation {
  name: string;
  portalPath: string;
  spendLimit: string;
  propertyLabel: string | null;
  accessNotes: string | null;
  keySafeCode: string | null;
  priorityLabel: string | null;
  dueLabel: string | null;
  overdue: boolean;
  tenantTold: boolean;
  tenantAvailability: string | null;
  estimate: string | null;
  estimateInput: string;
  approvalLabel: string | null;
  awaitingApproval: boolean;
  approvals: ApprovalHistoryEntry[];
  comments: AdminJobComment[];
}

/** Everything /admin/jobs/{reference} shows. */
export interface AdminJobDetail {
  job: {
    id: string;
    reference: string;
    /** Changes with every change to the job: the forms start again from its new values. */
    version: string;
    status: JobStatus;
    statusLabel: string;
    serviceName: string;
    description: string;
    emergency: boolean;
    sourceLabel: string;
    organisationName: string | null;
    customerName: string;
    email: string;
    phone: string;
    phoneDisplay: string;
    textsAllowed: boolean;
    address: string;
    postcode: string;
    mapUrl: string;
    windowLabel: string;
    hasWindow: boolean;
    windowDay: string | null;
    windowTime: string | null;
    etaLabel: string | null;
    engineerId: string | null;
    engineerName: string | null;
    price: string | null;
    priceInput: string;
    estimate: string | null;
    estimateInput: string;
    outcome: string | null;
    summary: string | null;
    signedOffBy: string | null;
    bookedLabel: string;
    followsReference: string | null;
    followUps: string[];
  };
  actions: AdminJobActions & { estimate: boolean };
  organisation: AdminJobOrganisation | null;
  timeline: AdminTimelineEntry[];
  customerPhotos: AdminJobPhoto[];
  engineerPhotos: AdminJobPhoto[];
  engineers: { id: string; name: string }[];
  /** Every arrival window of the week by start time ("08:00"): days' hours may differ. */
  windowTimes: { value: string; label: string }[];
  today: string;
}

/** What the office's booking form offers: services, engineers, the day's windows, the dates. */
export interface CallerBookingFacts {
  services: { value: string; label: string }[];
  engineers: { id: string; name: string }[];
  windowTimes: { value: string; label: string }[];
  minDate: string;
  maxDate: string;
  servedArea: string;
}

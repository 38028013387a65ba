import type { ColumnType, Generated, Selectable } from "kysely";
import type { JobPriority, MemberRole } from "~/lib/organisations";
import type { AssistantTables } from "./schema-assistant.server";
import type { BlogTables } from "./schema-blog.server";
import type { OfficeClientsTables } from "./schema-clients.server";
import type { EnquirySource, EnquiryStatus, OfficeContactsTables } from "./schema-contacts.server";
import type { PortfolioTables } from "./schema-portfolio.server";
import type { OfficePricesTables } from "./schema-prices.server";
import type { ReviewsTables } from "./schema-reviews.server";
import type { OfficeSettingsTables } from "./schema-settings.server";
import type { OfficeUsersTables } from "./schema-users.server";

export type { JobPriority, MemberRole };

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type AppRole = "admin" | "engineer" | "client";

export interface AuthUsersTable {
  id: Generated<string>;
  email: string;
  encrypted_password: string;
  email_confirmed_at: NullableTimestamp;
  raw_user_meta_data: Json<{ full_name?: string; company_name?: string | null }>;
  last_sign_in_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  refreshed_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface AuthRefreshTokensTable {
  id: Generated<string>;
  token_hash: string;
  session_id: string;
  user_id: string;
  revoked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthOneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  token_type: "confirmation" | "recovery";
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ProfilesTable {
  id: string;
  email: string;
  full_name: ColumnType<string, string | undefined, string>;
  company_name: string | null;
  phone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the office erased the account's personal data at the person's request. */
  erased_at: NullableTimestamp;
  /** Set by the office: sign-in is refused and every session ends (issue 11). */
  disabled_at: NullableTimestamp;
  disabled_by: string | null;
}

export interface UserRolesTable {
  id: Generated<string>;
  user_id: string;
  role: AppRole;
  created_at: Timestamp;
}

export interface OrganisationsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  contact_email: string | null;
  contact_phone: string | null;
  spend_limit_pence: ColumnType<number, number | undefined, number>;
  target_emergency_hours: ColumnType<number, number | undefined, number>;
  target_urgent_days: ColumnType<number, number | undefined, number>;
  target_routine_working_days: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrganisationMembersTable {
  organisation_id: string;
  user_id: string;
  member_role: ColumnType<MemberRole, MemberRole | undefined, MemberRole>;
  /** Whether the organisation's e-mails (approvals, finished jobs) reach this member. */
  notify_by_email: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface OrganisationPropertiesTable {
  id: Generated<string>;
  organisation_id: string;
  label: string;
  address: string;
  postcode: string;
  access_notes: string | null;
  /** Shown only to the office and to the engineer assigned to one of the property's jobs. */
  key_safe_code: string | null;
  tenant_name: string | null;
  tenant_phone: string | null;
  tenant_email: string | null;
  archived_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ApprovalState = "pending" | "approved" | "declined";

export interface JobApprovalsTable {
  id: Generated<string>;
  job_id: string;
  organisation_id: string;
  estimate_pence: number;
  spend_limit_pence: number;
  requested_at: Timestamp;
  requested_by: string | null;
  state: ColumnType<ApprovalState, ApprovalState | undefined, ApprovalState>;
  decided_at: NullableTimestamp;
  decided_by: string | null;
  decided_via: "link" | "portal" | null;
  reason: string | null;
}

/** An e-mailed approve/decline link (its SHA-256): single use, 7 days. */
export interface ApprovalLinksTable {
  token_hash: string;
  approval_id: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Every use of an approval link, refused ones included. */
export interface ApprovalLinkUsesTable {
  id: Generated<string>;
  token_hash: string;
  at: Timestamp;
  outcome: string;
  ip: string | null;
}

export interface JobCommentsTable {
  id: Generated<string>;
  job_id: string;
  author_id: string | null;
  author_side: "organisation" | "office";
  author_name: string;
  body: string;
  created_at: Timestamp;
}

export interface PlannedMaintenanceTable {
  id: Generated<string>;
  organisation_id: string;
  property_id: string;
  service_slug: string;
  description: string;
  every_months: number;
  next_due: CalendarDate;
  last_job_id: string | null;
  archived_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrganisationInvitationsTable {
  id: Generated<string>;
  organisation_id: string;
  email: string;
  member_role: MemberRole;
  token_hash: string;
  invited_by: string | null;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: string | null;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface OpeningHoursSpecification {
  days: string[];
  opens: string;
  closes: string;
}

export interface BusinessSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  postal_code: string;
  region: string;
  country: string;
  website: string;
  services: string[];
  opening_hours: Json<OpeningHoursSpecification[]>;
  price_range: string;
  rating_value: ColumnType<string, string | number, string | number>;
  review_count: number;
  /** Where the business is: the `geo` of its structured data. */
  latitude: ColumnType<string, string | number | undefined, string | number>;
  longitude: ColumnType<string, string | number | undefined, string | number>;
  /** Its pages elsewhere (the structured data's `sameAs`), https only. */
  same_as: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: Timestamp;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  attachments: Json<EmailAttachment[]>;
  created_at: Timestamp;
  next_attempt_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: NullableTimestamp;
  last_error: string | null;
  channel: ColumnType<MessageChannel, MessageChannel | undefined, MessageChannel>;
  /** The job the message is about, if any. */
  job_id: string | null;
  /** Sent only while the job is still in this window… */
  valid_for_window_start: NullableTimestamp;
  /** …and in one of these statuses (null: whatever its status). */
  // Written as an array; read back as Postgres's text form ("{en_route}"), because the driver
  // does not parse arrays of our enum. Only SQL reads it.
  valid_for_statuses: ColumnType<string | null, JobStatus[] | null | undefined, JobStatus[] | null>;
  skipped_at: NullableTimestamp;
  skip_reason: string | null;
  /** The SMS provider's id of a delivered text message. */
  provider_message_id: string | null;
  /** Refused for good by the provider: never tried again. */
  failed_at: NullableTimestamp;
}

export type MessageChannel = "email" | "sms";

export interface RateLimitsTable {
  bucket: string;
  window_started_at: Timestamp;
  hits: number;
}

/** A Postgres `date`: the driver reads it as a Date at local midnight, so queries select it as text. */
export type CalendarDate = ColumnType<Date, Date | string, Date | string>;

export type ContactKind = "contact" | "property-enquiry";

export interface ContactsTable {
  id: Generated<string>;
  kind: ContactKind;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
  company_name: string | null;
  properties_count: number | null;
  created_at: Timestamp;
  /** When the enquiry was closed; null while it is new or in progress. */
  handled_at: NullableTimestamp;
  status: ColumnType<EnquiryStatus, EnquiryStatus | undefined, EnquiryStatus>;
  /** First opened by the office; null while unread. */
  read_at: NullableTimestamp;
  source: ColumnType<EnquirySource, EnquirySource | undefined, EnquirySource>;
  /** The job booked from the enquiry, if any. */
  job_id: string | null;
  /** The organisation created from the enquiry, if any. */
  organisation_id: string | null;
}

export type JobStatus =
  "requested" | "confirmed" | "scheduled" | "en_route" | "on_site" | "completed" | "cancelled";
export type JobSource = "web" | "client" | "organisation" | "admin";
/** Who made a change: a role, the holder of a customer link, or the system itself. */
export type JobActorRole =
  "admin" | "engineer" | "client" | "customer-link" | "system" | "organisation";

/** Postgres `time` columns read as "06:00:00". */
type WallClockTime = ColumnType<string, string | undefined, string>;

export interface BookingSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  open_time: WallClockTime;
  close_time: WallClockTime;
  window_hours: ColumnType<number, number | undefined, number>;
  min_notice_minutes: ColumnType<number, number | undefined, number>;
  max_days_ahead: ColumnType<number, number | undefined, number>;
  change_cutoff_hours: ColumnType<number, number | undefined, number>;
  served_outward_codes: ColumnType<string[], string[] | undefined, string[]>;
  max_open_bookings_per_email: ColumnType<number, number | undefined, number>;
  jobs_per_engineer_window: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface CustomersTable {
  id: Generated<string>;
  email: string;
  name: string;
  phone: string;
  portal_token_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the office erased the customer's personal data at their request. */
  erased_at: NullableTimestamp;
}

export interface JobsTable {
  id: Generated<string>;
  reference: Generated<string>;
  service_slug: string;
  description: string;
  emergency: ColumnType<boolean, boolean | undefined, boolean>;
  address: string;
  postcode: string;
  customer_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  user_id: string | null;
  /** Null (with the window) while a job waits for the office to give it a window. */
  requested_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
  window_start: NullableTimestamp;
  window_end: NullableTimestamp;
  engineer_id: string | null;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  source: JobSource;
  tracking_token_hash: string;
  eta: NullableTimestamp;
  reminder_sent_at: NullableTimestamp;
  texts_allowed: ColumnType<boolean, boolean | undefined, boolean>;
  outcome: JobOutcome | null;
  summary: string | null;
  signed_off_by: string | null;
  price_pence: number | null;
  follows_job_id: string | null;
  review_token_hash: string | null;
  review_used_at: NullableTimestamp;
  /** An organisation's job (source "organisation" or booked for it by the office). */
  organisation_id: ColumnType<string | null, string | null | undefined, string | null>;
  property_id: ColumnType<string | null, string | null | undefined, string | null>;
  priority: ColumnType<JobPriority | null, JobPriority | null | undefined, JobPriority | null>;
  /** When the organisation's response target for the priority runs out. */
  due_at: NullableTimestamp;
  tenant_availability: ColumnType<string | null, string | null | undefined, string | null>;
  /** The tenant is the job's customer: booking e-mails and the tracking link go to them. */
  tenant_told: ColumnType<boolean, boolean | undefined, boolean>;
  estimate_pence: ColumnType<number | null, number | null | undefined, number | null>;
  approval: ColumnType<
    ApprovalState | null,
    ApprovalState | null | undefined,
    ApprovalState | null
  >;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** How a finished visit ended: done, a return visit needed, or a quote for the office. */
export type JobOutcome = "completed" | "return-visit" | "quote";

/** A step or note sent from an engineer's offline queue, kept so a repeat is applied once. */
export interface EngineerClientActionsTable {
  /** Made on the phone when the engineer tapped. */
  id: ColumnType<string, string, never>;
  account_id: ColumnType<string, string, never>;
  kind: ColumnType<"on-my-way" | "arrived" | "finished" | "note", string, never>;
  job_id: ColumnType<string, string, never>;
  /** The answer the first post got, given again to every repeat. */
  answer: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface JobEventsTable {
  id: Generated<string>;
  job_id: string;
  at: Timestamp;
  kind: string;
  from_status: JobStatus | null;
  to_status: JobStatus | null;
  actor_role: JobActorRole;
  note: string | null;
  /** The account that made the change, when a person did. */
  actor_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A note for the office and engineers only, never shown to the customer. */
  internal: ColumnType<boolean, boolean | undefined, boolean>;
}

/** More tracking links of a job, one minted by each message that carries one. */
export interface JobTrackingLinksTable {
  token_hash: string;
  job_id: string;
  created_at: Timestamp;
}

export interface WindowBookingsTable {
  job_id: string;
  window_start: Timestamp;
  window_end: Timestamp;
}

export interface EngineerWorkingHoursTable {
  engineer_id: string;
  /** 1 = Monday … 7 = Sunday. */
  iso_weekday: number;
  /** Both null: a day off. No row for a weekday: 06:00 to 22:00. */
  starts_at: string | null;
  ends_at: string | null;
  updated_at: Timestamp;
}

export type LeaveStatus = "requested" | "approved" | "declined" | "withdrawn";

export interface EngineerLeaveTable {
  id: Generated<string>;
  engineer_id: string;
  first_day: CalendarDate;
  last_day: CalendarDate;
  reason: string;
  status: ColumnType<LeaveStatus, LeaveStatus | undefined, LeaveStatus>;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ChangeLogTable {
  id: Generated<string>;
  at: Timestamp;
  actor_id: string | null;
  actor_role: string;
  /** "job", "leave", "working-hours", "settings"… */
  entity: string;
  entity_id: string;
  action: string;
  before: ColumnType<unknown, string | null | undefined, string | null>;
  after: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface SettingsVersionTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  version: ColumnType<string, string | number | undefined, string | number>;
  changed_at: Timestamp;
}

export interface JobPhotosTable {
  id: Generated<string>;
  job_id: string;
  /** Key in the storage port, e.g. jobs/<job id>/<random>.webp. */
  storage_key: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  taken_by: ColumnType<"customer" | "engineer", "customer" | "engineer" | undefined, never>;
  stage: ColumnType<"before" | "after" | null, "before" | "after" | null | undefined, never>;
  created_at: Timestamp;
}

export interface Database
  extends
    OfficeUsersTables,
    OfficeClientsTables,
    OfficeContactsTables,
    OfficePricesTables,
    OfficeSettingsTables,
    PortfolioTables,
    ReviewsTables,
    BlogTables,
    AssistantTables {
  "auth.users": AuthUsersTable;
  "auth.sessions": AuthSessionsTable;
  "auth.refresh_tokens": AuthRefreshTokensTable;
  "auth.one_time_tokens": AuthOneTimeTokensTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  organisations: OrganisationsTable;
  organisation_members: OrganisationMembersTable;
  organisation_properties: OrganisationPropertiesTable;
  organisation_invitations: OrganisationInvitationsTable;
  job_approvals: JobApprovalsTable;
  approval_links: ApprovalLinksTable;
  approval_link_uses: ApprovalLinkUsesTable;
  job_comments: JobCommentsTable;
  planned_maintenance: PlannedMaintenanceTable;
  business_settings: BusinessSettingsTable;
  email_outbox: EmailOutboxTable;
  rate_limits: RateLimitsTable;
  contacts: ContactsTable;
  booking_settings: BookingSettingsTable;
  customers: CustomersTable;
  jobs: JobsTable;
  job_events: JobEventsTable;
  job_tracking_links: JobTrackingLinksTable;
  window_bookings: WindowBookingsTable;
  job_photos: JobPhotosTable;
  engineer_working_hours: EngineerWorkingHoursTable;
  engineer_leave: EngineerLeaveTable;
  change_log: ChangeLogTable;
  settings_version: SettingsVersionTable;
  engineer_client_actions: EngineerClientActionsTable;
}

export type Profile = Selectable<ProfilesTable>;
export type JobEvent = Selectable<JobEventsTable>;
export type JobPhoto = Selectable<JobPhotosTable>;

import type { Selectable } from "kysely";
import type {
  BusinessSettings,
  DB,
  JobEvents,
  Jobs,
  OrganisationMembers,
  Organisations,
} from "./generated-types.server";

/**
 * The database as the migrations leave it: generated-types.server.ts, made by
 * `npm run db:types` (decision 0059). This module only names what the app imports.
 */
export type Database = DB;

export type {
  AppRole,
  ApprovalState,
  JobSource,
  JobStatus,
  LeaveStatus,
} from "./generated-types.server";
export type { JobPriority, MemberRole } from "~/lib/organisations";
export type { EmailAttachment } from "./json-columns.server";

export type JobsTable = Jobs;
export type JobEventsTable = JobEvents;
export type OrganisationsTable = Organisations;
export type OrganisationMembersTable = OrganisationMembers;
export type BusinessSettingsTable = BusinessSettings;

type Row<Table extends keyof Database> = Selectable<Database[Table]>;

export type Profile = Row<"profiles">;
export type JobEvent = Row<"job_events">;
export type JobPhoto = Row<"job_photos">;

// The values each column's CHECK constraint allows, as the generated types read them.

export type ContactKind = Row<"contacts">["kind"];
/** Where an enquiry stands in the office's inbox. */
export type EnquiryStatus = Row<"contacts">["status"];
/** The form an enquiry came from; "assistant" for the assistant's hand-offs. */
export type EnquirySource = Row<"contacts">["source"];
/** What the office wrote under an enquiry: a reply e-mailed to the enquirer, or a note. */
export type EnquiryEntryKind = Row<"contact_thread_entries">["entry_kind"];

export type MessageChannel = Row<"email_outbox">["channel"];
/** How a finished visit ended: done, a return visit needed, or a quote for the office. */
export type JobOutcome = NonNullable<Row<"jobs">["outcome"]>;
/** Who made a change: a role, the holder of a customer link, or the system itself. */
export type JobActorRole = Row<"job_events">["actor_role"];

/** Waiting for the office, shown on the site, or kept off it. */
export type ModerationState = Row<"testimonials">["moderation_state"];
/** Where a review came from: a finished job's review link ("website") or typed in from elsewhere. */
export type ReviewSource = Row<"testimonials">["source"];

/** How the customer of a job agreed to their photos being shown on the site. */
export type PortfolioConsentMethod = NonNullable<Row<"portfolio_projects">["consent_method"]>;
export type PortfolioImageStage = Row<"portfolio_images">["stage"];

/** Why a question was kept: the assistant declined it, or answered it on a loose match. */
export type AssistantQuestionOutcome = Row<"assistant_questions">["outcome"];

/** The roles a staff invitation can give. */
export type StaffRole = Row<"staff_invitations">["role"];

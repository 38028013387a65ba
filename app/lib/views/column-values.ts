/**
 * The values database columns allow, as the generated database types name them, for the
 * views in this folder. This is the one module outside app/.server that reads them: the
 * import is of types only, so nothing of the server reaches the browser, and the values
 * keep one source (the migrations, through `npm run db:types`).
 */
export type {
  ApprovalState,
  AppRole,
  AssistantQuestionOutcome,
  ContactKind,
  EnquiryEntryKind,
  EnquirySource,
  EnquiryStatus,
  JobActorRole,
  JobOutcome,
  JobSource,
  JobStatus,
  LeaveStatus,
  ModerationState,
  PortfolioConsentMethod,
  PortfolioImageStage,
  ReviewSource,
  StaffRole,
} from "~/.server/db/schema.server";

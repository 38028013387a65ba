/** The figures beside the admin navigation's links, read on every admin page. */
export interface AdminNavCounts {
  /** New enquiries nobody has opened yet. */
  newEnquiries: number;
  /** Reviews from the review links that the office has not approved or hidden yet. */
  waitingReviews: number;
}

/** One recorded change as a record page shows it. */
export interface ChangeHistoryEntry {
  id: string;
  at: string;
  atLabel: string;
  who: string;
  action: string;
  /** Each changed field with its value before (null: it had none) and after, as text. */
  fields: { name: string; before: string | null; after: string }[];
}

export interface AssistantQuestionsFigure {
  id: "assistant-questions";
  title: string;
  summary: string;
  definition: string;
  total: number;
  byOutcome: { label: string; questions: number }[];
  /** The newest ASSISTANT_QUESTIONS_SHOWN of the range, newest first. */
  recent: AssistantQuestionRow[];
}

export interface AssistantQuestionRow {
  /** London time: "Mon 5 Oct 2026, 14:05". */
  askedAt: string;
  outcome: string;
  question: string;
  /** The page the answer leaned on most, or null. */
  closestPage: string | null;
}

/** One row of the admins' outbox list: an e-mail or a text message, sent or waiting. */
export interface OutboxItem {
  id: string;
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
  skipReason: string | null;
  failed: boolean;
}

/** The back office below the admin board: accounts at a glance, organisations, the outbox. */
export interface AdminOverview {
  counts: {
    users: number;
    admins: number;
    engineers: number;
    clients: number;
    organisations: number;
    emailsTotal: number;
    emailsPending: number;
  };
  emails: OutboxItem[];
  organisations: { slug: string; name: string; members: number }[];
}

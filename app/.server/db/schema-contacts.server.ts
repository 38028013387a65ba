import type { ColumnType, Generated } from "kysely";

/**
 * Tables of the office's contacts (issue 11), joined into the one `Database` interface of
 * schema.server.ts. Columns added to existing tables stay beside those tables there.
 */

/** Where an enquiry stands in the office's inbox. */
export type EnquiryStatus = "new" | "in_progress" | "closed";
/** The form an enquiry came from; "assistant" for the assistant's hand-offs. */
export type EnquirySource = "contact-form" | "property-services-form" | "assistant";
/** What the office wrote under an enquiry: a reply e-mailed to the enquirer, or a note. */
export type EnquiryEntryKind = "reply" | "note";
export type EnquiryCountBucket = EnquiryStatus | "unread";

export interface ContactCountsTable {
  bucket: EnquiryCountBucket;
  total: ColumnType<string, never, never>;
}

export interface ContactThreadEntriesTable {
  id: Generated<string>;
  contact_id: string;
  entry_kind: EnquiryEntryKind;
  author_id: string | null;
  author_name: string;
  body: string;
  /** The outbox row a reply went out as. */
  outbox_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OfficeContactsTables {
  contact_counts: ContactCountsTable;
  contact_thread_entries: ContactThreadEntriesTable;
}

import type { SubmissionResult } from "~/lib/submission-result";
import type { EnquiryIntent } from "~/lib/schemas/enquiries";
import type { ChangeHistoryEntry } from "~/lib/views/admin";
import type { ContactKind, EnquiryEntryKind, EnquiryStatus } from "~/lib/views/column-values";

export interface EnquiryDetail {
  id: string;
  kind: ContactKind;
  kindLabel: "General" | "Property";
  sourceLabel: string;
  status: EnquiryStatus;
  statusLabel: string;
  name: string;
  email: string;
  phone: string;
  phoneLabel: string;
  postcode: string;
  message: string;
  companyName: string | null;
  propertiesCount: number | null;
  received: string;
  receivedAt: string;
  closed: string | null;
  job: { reference: string } | null;
  organisation: { slug: string; name: string } | null;
  thread: EnquiryThreadEntry[];
  history: ChangeHistoryEntry[];
}

/** One reply or note under an enquiry. */
export interface EnquiryThreadEntry {
  id: string;
  kind: EnquiryEntryKind;
  authorName: string;
  body: string;
  at: string;
  atLabel: string;
  /** Where a reply's e-mail stands; null for a note. */
  delivery: { sent: boolean; label: string } | null;
}

/** One row of /admin/contacts as the page shows it. */
export interface EnquiryListItem {
  id: string;
  kindLabel: "General" | "Property";
  statusLabel: string;
  name: string;
  companyName: string | null;
  email: string;
  postcode: string;
  excerpt: string;
  received: string;
  receivedAt: string;
  unread: boolean;
}

export interface EnquiryFormReply {
  form: EnquiryIntent;
  result: SubmissionResult<string[]>;
}

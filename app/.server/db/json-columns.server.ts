/**
 * The shapes of the JSON columns, which the database only knows as `jsonb`. The generated
 * types (generated-types.server.ts) use them through scripts/lib/database-types.ts: these
 * columns are written as JSON text and read back parsed.
 */

/** auth.users.raw_user_meta_data: what sign-up stores about the person. */
export interface UserMetaData {
  full_name?: string;
  company_name?: string | null;
}

/** business_settings.opening_hours: the structured data's `openingHoursSpecification`. */
export interface OpeningHoursSpecification {
  days: string[];
  opens: string;
  closes: string;
}

/** email_outbox.attachments: a file sent with an e-mail. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** A binary file (an invoice's PDF) is kept as base64 text. */
  encoding?: "base64";
}

import type { ColumnType } from "kysely";

/**
 * Tables of the office's clients (issue 11), joined into the one `Database` interface of
 * schema.server.ts. Columns added to existing tables stay beside those tables there.
 */

/** The office's notes about one client, keyed by the client's lower-case e-mail address. */
export interface ClientNotesTable {
  email: string;
  body: string;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OfficeClientsTables {
  client_notes: ClientNotesTable;
}

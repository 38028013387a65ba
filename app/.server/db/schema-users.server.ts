import type { ColumnType, Generated } from "kysely";
import type { AppRole } from "./schema.server";

/**
 * Tables of the office's users (issue 11), joined into the one `Database` interface of
 * schema.server.ts. Columns added to existing tables stay beside those tables there.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** The roles a staff invitation can give. */
export type StaffRole = Extract<AppRole, "admin" | "engineer">;

/** An invitation to join the staff: its link (the SHA-256 stored) works once, for 7 days. */
export interface StaffInvitationsTable {
  id: Generated<string>;
  email: string;
  full_name: string;
  role: StaffRole;
  token_hash: string;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: string | null;
  revoked_at: NullableTimestamp;
}

export interface OfficeUsersTables {
  staff_invitations: StaffInvitationsTable;
}

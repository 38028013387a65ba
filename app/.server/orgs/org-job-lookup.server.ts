import type { Kysely, Transaction } from "kysely";
import type { ApprovalState, Database, JobPriority, JobStatus } from "../db/schema.server";
import type { OrgScope } from "./scope.server";

type Executor = Kysely<Database> | Transaction<Database>;

export interface OrgJobRef {
  id: string;
  reference: string;
  status: JobStatus;
  priority: JobPriority | null;
  approval: ApprovalState | null;
  propertyId: string | null;
}

/**
 * One job of the scope's organisation by its reference; a job of any other organisation (or
 * none) is null, so every caller answers the same 404 (decision 19).
 */
export async function findOrgJob(
  db: Executor,
  scope: Pick<OrgScope, "organisationId">,
  reference: string,
): Promise<OrgJobRef | null> {
  const row = await db
    .selectFrom("jobs")
    .select(["id", "reference", "status", "priority", "approval", "property_id"])
    .where("reference", "=", reference)
    .where("organisation_id", "=", scope.organisationId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        reference: row.reference,
        status: row.status,
        priority: row.priority,
        approval: row.approval,
        propertyId: row.property_id,
      }
    : null;
}

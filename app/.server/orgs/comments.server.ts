import type { Kysely } from "kysely";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { findOrgJob } from "./org-job-lookup.server";
import type { OrgScope } from "./scope.server";

export interface JobComment {
  id: string;
  side: "organisation" | "office";
  authorName: string;
  body: string;
  at: Date;
}

/** The comments of one job, oldest first. The caller has already checked the job is theirs. */
export async function listJobComments(db: Kysely<Database>, jobId: string): Promise<JobComment[]> {
  const rows = await db
    .selectFrom("job_comments")
    .select(["id", "author_side", "author_name", "body", "created_at"])
    .where("job_id", "=", jobId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    side: row.author_side,
    authorName: row.author_name,
    body: row.body,
    at: row.created_at,
  }));
}

/** A comment from the organisation on one of its own jobs; any other reference is not found. */
export async function addOrgJobComment(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { reference: string; body: string; now?: Date },
): Promise<{ ok: true } | { ok: false; reason: "not-found" }> {
  const job = await findOrgJob(db, scope, input.reference);
  if (!job) return { ok: false, reason: "not-found" };
  const at = input.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const side = scope.isOffice ? "office" : "organisation";
    const comment = await trx
      .insertInto("job_comments")
      .values({
        job_id: job.id,
        author_id: scope.userId,
        author_side: side,
        author_name: scope.actorName,
        body: input.body,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await logChange(trx, {
      actor: { id: scope.userId, role: scope.isOffice ? "admin" : "organisation" },
      entity: "job-comment",
      entityId: comment.id,
      action: "create",
      after: { jobId: job.id, side },
    });
  });
  return { ok: true };
}

/** A comment from the office on an organisation's job, from the admin job page. */
export async function addOfficeJobComment(
  db: Kysely<Database>,
  actor: StaffActor & { name: string },
  input: { jobId: string; body: string; now?: Date },
): Promise<{ ok: true } | { ok: false; reason: "not-found" }> {
  const job = await db
    .selectFrom("jobs")
    .select("id")
    .where("id", "=", input.jobId)
    .where("organisation_id", "is not", null)
    .executeTakeFirst();
  if (!job) return { ok: false, reason: "not-found" };
  const at = input.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const comment = await trx
      .insertInto("job_comments")
      .values({
        job_id: job.id,
        author_id: actor.id,
        author_side: "office",
        author_name: actor.name,
        body: input.body,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await logChange(trx, {
      actor,
      entity: "job-comment",
      entityId: comment.id,
      action: "create",
      after: { jobId: job.id, side: "office" },
    });
  });
  return { ok: true };
}

import type { Kysely } from "kysely";
import type { Database } from "../../../app/.server/db/schema.server";
import { transitionJob } from "../../../app/.server/jobs/status.server";
import { queueFinishedMessages } from "../../../app/.server/messages/job-messages.server";

const SUMMARY = "Replaced the tap washer and the worn seal; no more drips.";

/**
 * Finishes an assigned job as its engineer's area does (the status moves, the outcome, the
 * "visit finished" e-mail) and returns the path of the single-use review link that e-mail
 * carries to `siteOrigin`.
 */
export async function finishVisitForReview(
  db: Kysely<Database>,
  job: { id: string; engineerId: string },
  siteOrigin: string,
): Promise<string> {
  await db.transaction().execute(async (trx) => {
    for (const status of ["en_route", "on_site", "completed"] as const) {
      await transitionJob(trx, job.id, status, { role: "engineer", actorId: job.engineerId });
    }
    await trx
      .updateTable("jobs")
      .set({ outcome: "completed", summary: SUMMARY })
      .where("id", "=", job.id)
      .execute();
    await queueFinishedMessages(
      trx,
      job.id,
      { summary: SUMMARY, outcome: "completed" },
      { siteOrigin },
    );
  });
  const mail = await db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("job_id", "=", job.id)
    .where("kind", "=", "job.finished")
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/review\/[A-Za-z0-9_-]{43}/.exec(mail.text_body)?.[0];
  if (!link?.startsWith(`${siteOrigin}/review/`)) {
    throw new Error(`No review link to ${siteOrigin} in:\n${mail.text_body}`);
  }
  return new URL(link).pathname;
}

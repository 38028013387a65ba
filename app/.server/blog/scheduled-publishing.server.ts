import { sql, type Kysely } from "kysely";
import { formatLondonDateTime } from "~/lib/booking-rules";
import { logChange } from "../audit/change-log.server";
import { dropLocalCaches, raiseSettingsVersion } from "../cache/settings-version.server";
import type { Database } from "../db/schema.server";
import { startPeriodicSweep, type SweepOptions } from "../jobs/periodic-sweep.server";
import { BLOG_POST_ENTITY } from "./post-save.server";

export const SCHEDULED_POSTS_INTERVAL_MS = 30_000;

/**
 * Publishes every scheduled post whose time has come, once, however many processes sweep at
 * the same time: one conditional UPDATE … RETURNING flips them, and Postgres makes a second
 * sweep wait on the row and then find it no longer scheduled, so only the process whose
 * update returned a post logs it and raises the settings version. A post appears dated at
 * its scheduled time, not at the moment the sweep came round.
 */
export async function publishDueScheduledPosts(
  db: Kysely<Database>,
  options: { now?: Date } = {},
): Promise<{ id: string; slug: string; title: string }[]> {
  const now = options.now ?? new Date();
  const published = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("blog_posts")
      .set({
        status: "published",
        published_at: sql<Date>`scheduled_for`,
        scheduled_for: null,
        updated_at: now,
      })
      .where("status", "=", "scheduled")
      .where("scheduled_for", "<=", now)
      .returning(["id", "slug", "title", "published_at"])
      .execute();
    for (const row of rows) {
      await logChange(trx, {
        actor: { id: null, role: "system" },
        entity: BLOG_POST_ENTITY,
        entityId: row.id,
        action: "Published the post at its scheduled time",
        before: { status: "scheduled" },
        after: {
          status: "published",
          publishedAt: row.published_at ? formatLondonDateTime(row.published_at) : null,
        },
      });
    }
    if (rows.length > 0) await raiseSettingsVersion(trx);
    return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title }));
  });
  if (published.length > 0) dropLocalCaches();
  return published;
}

export function startScheduledPostsSweep(
  db: Kysely<Database>,
  options: SweepOptions = {},
): () => void {
  return startPeriodicSweep(
    "Scheduled blog posts",
    options.intervalMs ?? SCHEDULED_POSTS_INTERVAL_MS,
    async () => {
      const published = await publishDueScheduledPosts(db);
      return published.length > 0
        ? `Blog: published ${published.map((post) => `/blog/${post.slug}`).join(", ")} at the scheduled time`
        : null;
    },
    options.log,
  );
}

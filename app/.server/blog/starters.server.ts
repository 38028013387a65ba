import type { Kysely, Transaction } from "kysely";
import {
  countBodyWords,
  findStarterArticle,
  STARTER_THEMES,
  starterArticles,
  type StarterArticle,
} from "~/content/blog-starters";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { renderMarkdown } from "../content/markdown.server";
import type { Database } from "../db/schema.server";

/** The words that begin the change-log action of a draft made from a starter. */
const ACTION_PREFIX = "Made a draft from the starter";

/** The byline when the business has no name stored yet. */
const FALLBACK_AUTHOR = "The team";

export type MakeDraftResult =
  | { ok: true; postId: string; slug: string }
  | { ok: false; reason: "unknown-starter"; message: string };

/** A draft the office made from a starter and still has. */
export interface StarterDraft {
  postId: string;
  slug: string;
  title: string;
}

/**
 * The first of `base`, `base-2`, `base-3`… that no post uses. A slug taken between this read
 * and the insert makes the insert do nothing, and the caller asks again.
 */
async function freeSlug(trx: Transaction<Database>, base: string): Promise<string> {
  const taken = await trx
    .selectFrom("blog_posts")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** Seeded posts are signed with the business's name, so drafts are too. */
async function authorName(trx: Transaction<Database>): Promise<string> {
  const row = await trx.selectFrom("business_settings").select("name").executeTakeFirst();
  return row?.name.trim() || FALLBACK_AUTHOR;
}

async function insertDraft(
  trx: Transaction<Database>,
  starter: StarterArticle,
): Promise<{ id: string; slug: string }> {
  const author = await authorName(trx);
  for (;;) {
    const slug = await freeSlug(trx, starter.slug);
    const inserted = await trx
      .insertInto("blog_posts")
      .values({
        slug,
        title: starter.title,
        excerpt: starter.description,
        body: starter.body,
        author_name: author,
        tags: [...starter.tags],
        published_at: null,
      })
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .returning(["id", "slug"])
      .executeTakeFirst();
    if (inserted) return { id: String(inserted.id), slug: inserted.slug };
  }
}

/**
 * Copies a starter article into `blog_posts` as a draft under a slug nobody uses, and logs
 * it in the same transaction. The log row names the starter, which is how the library knows
 * which starters already have a draft (decision 0046). A draft is not public, so no public
 * cache has to be dropped.
 */
export async function makeDraftFromStarter(
  db: Kysely<Database>,
  actor: StaffActor,
  starterSlug: string,
): Promise<MakeDraftResult> {
  const starter = findStarterArticle(starterSlug);
  if (!starter) {
    return {
      ok: false,
      reason: "unknown-starter",
      message: "This starter article is not in the library. Please choose one on the page.",
    };
  }
  const draft = await db.transaction().execute(async (trx) => {
    const inserted = await insertDraft(trx, starter);
    await logChange(trx, {
      actor,
      entity: "blog-post",
      entityId: inserted.id,
      action: `${ACTION_PREFIX} “${starter.title}”`,
      after: { starter: starter.slug, slug: inserted.slug, title: starter.title, status: "draft" },
    });
    return inserted;
  });
  return { ok: true, postId: draft.id, slug: draft.slug };
}

function starterOf(after: unknown): string | null {
  if (after === null || typeof after !== "object" || !("starter" in after)) return null;
  return typeof after.starter === "string" ? after.starter : null;
}

/**
 * For each starter with drafts made from it that still exist, those posts, newest first.
 * Read from the change log: `blog_posts` has no column saying where a post came from.
 */
export async function listStarterDrafts(
  db: Kysely<Database>,
): Promise<Record<string, StarterDraft[]>> {
  const rows = await db
    .selectFrom("change_log")
    .innerJoin("blog_posts", (join) =>
      join.on((eb) => eb(eb.cast("blog_posts.id", "text"), "=", eb.ref("change_log.entity_id"))),
    )
    .select(["change_log.after", "blog_posts.id", "blog_posts.slug", "blog_posts.title"])
    .where("change_log.entity", "=", "blog-post")
    .where("change_log.action", "like", `${ACTION_PREFIX}%`)
    .orderBy("change_log.at", "desc")
    .orderBy("change_log.id", "desc")
    .execute();
  const drafts: Record<string, StarterDraft[]> = {};
  for (const row of rows) {
    const starter = starterOf(row.after);
    if (!starter) continue;
    (drafts[starter] ??= []).push({ postId: String(row.id), slug: row.slug, title: row.title });
  }
  return drafts;
}

/**
 * The read-through sits under the article's own h3 on /blog/starter: its h2–h4 become
 * h4–h6 so the page's headings stay in order. The pipeline's output has no raw "<h" in text.
 */
function underArticleHeading(html: string): string {
  return html.replace(/<(\/?)h([2-4])\b/g, (_, slash: string, level: string) => {
    return `<${slash}h${Number(level) + 2}`;
  });
}

/** The library grouped by theme, each article rendered as its post page would show it. */
export async function loadStarterLibrary(db: Kysely<Database>) {
  const drafts = await listStarterDrafts(db);
  return STARTER_THEMES.map((theme) => ({
    id: theme.id,
    label: theme.label,
    articles: starterArticles
      .filter((article) => article.theme === theme.id)
      .map((article) => ({
        slug: article.slug,
        title: article.title,
        description: article.description,
        tags: article.tags,
        wordCount: countBodyWords(article.body),
        html: underArticleHeading(
          renderMarkdown(article.body, {
            currentPath: `/blog/${article.slug}`,
            fallbackAlt: article.title,
          }).html,
        ),
        drafts: drafts[article.slug] ?? [],
      })),
  }));
}

import type { Kysely } from "kysely";
import {
  BLOG_POST_STATUS_LABELS,
  BLOG_POST_STATUSES,
  isBlogPostStatus,
  type BlogPostStatus,
} from "~/lib/blog-post-status";
import { instantToLondonDateTime } from "~/lib/blog-schedule";
import { formatLondonDateTime } from "~/lib/booking-rules";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { listChangeHistory } from "../audit/change-history.server";
import type { Database } from "../db/schema.server";
import { previewPost } from "./post-checks.server";
import { BLOG_POST_ENTITY } from "./post-save.server";

export const OFFICE_BLOG_PAGE_SIZE = 50;
const POST_ID = /^[1-9][0-9]{0,17}$/;

/** Post ids are bigint identities: anything else from a URL or form is not one. */
export function isBlogPostId(value: string): boolean {
  return POST_ID.test(value);
}

export interface OfficeBlogPostRow {
  id: string;
  title: string;
  slug: string;
  status: BlogPostStatus;
  statusLabel: string;
  /** When it was published, or is scheduled for, in London time; null for a draft. */
  when: string | null;
  updatedLabel: string;
}

/**
 * One page of every post (or of one status) for the office, newest first, after the post
 * `after` (keyset on the id, read from the (status, id) index or the primary key).
 */
export async function listOfficeBlogPosts(
  db: Kysely<Database>,
  options: { status: BlogPostStatus | null; after: string | null; pageSize?: number },
): Promise<{ posts: OfficeBlogPostRow[]; nextAfter: string | null }> {
  const pageSize = options.pageSize ?? OFFICE_BLOG_PAGE_SIZE;
  let query = db
    .selectFrom("blog_posts")
    .select(["id", "title", "slug", "status", "published_at", "scheduled_for", "updated_at"])
    .orderBy("id", "desc")
    .limit(pageSize + 1);
  if (options.status) query = query.where("status", "=", options.status);
  // Compared as bigint: a string would compare digit by digit.
  if (options.after) query = query.where("id", "<", options.after);
  const rows = await query.execute();
  const shown = rows.slice(0, pageSize);
  return {
    posts: shown.map((row) => {
      const when = row.status === "scheduled" ? row.scheduled_for : row.published_at;
      return {
        id: row.id,
        title: row.title,
        slug: row.slug,
        status: row.status,
        statusLabel: BLOG_POST_STATUS_LABELS[row.status],
        when: row.status !== "draft" && when ? formatLondonDateTime(when) : null,
        updatedLabel: formatLondonDateTime(row.updated_at),
      };
    }),
    nextAfter: rows.length > pageSize ? (shown[shown.length - 1]?.id ?? null) : null,
  };
}

/** /blog/admin: the status tabs with their counts and one page of posts. */
export async function officeBlogListPage(db: Kysely<Database>, params: URLSearchParams) {
  const statusParameter = params.get("status") ?? "";
  const status = isBlogPostStatus(statusParameter) ? statusParameter : null;
  const afterParameter = params.get("after") ?? "";
  const after = isBlogPostId(afterParameter) ? afterParameter : null;
  const [page, counts] = await Promise.all([
    listOfficeBlogPosts(db, { status, after }),
    db
      .selectFrom("blog_posts")
      .select(["status", (eb) => eb.fn.countAll<string>().as("count")])
      .groupBy("status")
      .execute(),
  ]);
  const countOf = (wanted: BlogPostStatus | null) =>
    counts
      .filter((row) => wanted === null || row.status === wanted)
      .reduce((sum, row) => sum + Number(row.count), 0);
  const hrefFor = (wanted: BlogPostStatus | null, next: string | null = null) => {
    const search = new URLSearchParams();
    if (wanted) search.set("status", wanted);
    if (next) search.set("after", next);
    const query = search.toString();
    return query === "" ? "/blog/admin" : `/blog/admin?${query}`;
  };
  return {
    status,
    tabs: [null, ...BLOG_POST_STATUSES].map((tab) => ({
      status: tab ?? "all",
      label: tab ? BLOG_POST_STATUS_LABELS[tab] : "All",
      count: countOf(tab),
      href: hrefFor(tab),
      current: tab === status,
    })),
    posts: page.posts,
    nextHref: page.nextAfter ? hrefFor(status, page.nextAfter) : null,
    firstHref: after ? hrefFor(status) : null,
  };
}

export interface EditorPost {
  id: string;
  title: string;
  slug: string;
  description: string;
  body: string;
  tags: string;
  status: BlogPostStatus;
  statusLabel: string;
  /** The datetime-local value of the scheduled time (London), or "". */
  scheduledFor: string;
  scheduledLabel: string | null;
  publishedLabel: string | null;
  cover: ResponsiveImage | null;
  coverAlt: string;
}

/** A post as the editor opens it (drafts from the starter library included), or null. */
export async function loadEditorPost(
  db: Kysely<Database>,
  postId: string,
): Promise<EditorPost | null> {
  if (!isBlogPostId(postId)) return null;
  const row = await db
    .selectFrom("blog_posts")
    .selectAll()
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!row) return null;
  const { cover_image_key: key, cover_image_widths: widths } = row;
  const { cover_image_width: width, cover_image_height: height } = row;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.excerpt,
    body: row.body,
    tags: row.tags.join(", "),
    status: row.status,
    statusLabel: BLOG_POST_STATUS_LABELS[row.status],
    scheduledFor: row.scheduled_for ? instantToLondonDateTime(row.scheduled_for) : "",
    scheduledLabel: row.scheduled_for ? formatLondonDateTime(row.scheduled_for) : null,
    publishedLabel:
      row.status === "published" && row.published_at
        ? formatLondonDateTime(row.published_at)
        : null,
    cover:
      key !== null && widths !== null && width !== null && height !== null
        ? { key, widths, width, height }
        : null,
    coverAlt: row.cover_image_alt,
  };
}

/** The editor page: the post, the preview and checks of what is saved, and its history. */
export async function editorPage(db: Kysely<Database>, postId: string) {
  const post = await loadEditorPost(db, postId);
  if (!post) return null;
  const [history, oldSlugs] = await Promise.all([
    listChangeHistory(db, { entity: BLOG_POST_ENTITY, entityId: post.id }),
    db
      .selectFrom("blog_slug_redirects")
      .select("old_slug")
      .where("post_id", "=", post.id)
      .orderBy("created_at", "desc")
      .execute(),
  ]);
  const preview = previewPost({
    title: post.title,
    description: post.description,
    body: post.body,
    slug: post.slug,
    coverAlt: post.cover ? post.coverAlt : null,
  });
  return { post, preview, history, oldSlugs: oldSlugs.map((row) => row.old_slug) };
}

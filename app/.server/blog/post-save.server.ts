import type { Kysely, Transaction } from "kysely";
import type { BlogPostStatus } from "~/lib/blog-post-status";
import { formatLondonDateTime } from "~/lib/booking-rules";
import type { ResponsiveImage } from "~/lib/responsive-image";
import type { StaffActor } from "../audit/change-log.server";
import { logChange } from "../audit/change-log.server";
import { dropLocalCaches, raiseSettingsVersion } from "../cache/settings-version.server";
import type { Database } from "../db/schema.server";
import { deleteResponsiveImage, storeResponsiveImage } from "../storage/responsive-images.server";
import { storage, type FileStorage } from "../storage/storage.server";

export const BLOG_POST_ENTITY = "blog-post";

/** What the editor asks to happen to the post's status with this save. */
export type StatusChange =
  { to: "keep" } | { to: "draft" } | { to: "published" } | { to: "scheduled"; at: Date };

export interface PostFields {
  title: string;
  slug: string;
  description: string;
  body: string;
  tags: string[];
  coverAlt: string;
}

export interface CoverChange {
  /** A newly chosen picture, replacing any cover. */
  upload: Buffer | null;
  remove: boolean;
}

export type SavePostResult =
  | { ok: true; postId: string; slug: string; status: BlogPostStatus; created: boolean }
  | { ok: false; reason: "not-found" }
  | {
      ok: false;
      reason: "field";
      field: "slug" | "scheduledFor" | "cover" | "coverAlt";
      message: string;
    };

export const SAVE_MESSAGES = {
  slugTaken: "Another post already has this address: choose another slug",
  slugRedirects:
    "This address used to belong to another post and still leads to it: choose another slug",
  schedulePast: "Choose a time in the future: the post appears at this time",
  schedulePublished: "This post is already published: unpublish it first to schedule it again",
  coverAlt: "Describe the cover picture for people who cannot see it",
} as const;

const DEFAULT_AUTHOR = "We Fix Coventry";

type PostRow = Awaited<ReturnType<typeof lockPost>>;

function lockPost(trx: Transaction<Database>, postId: string) {
  return trx
    .selectFrom("blog_posts")
    .selectAll()
    .where("id", "=", postId)
    .forUpdate()
    .executeTakeFirst();
}

function coverOf(row: NonNullable<PostRow>): ResponsiveImage | null {
  if (
    row.cover_image_key === null ||
    row.cover_image_widths === null ||
    row.cover_image_width === null ||
    row.cover_image_height === null
  ) {
    return null;
  }
  return {
    key: row.cover_image_key,
    widths: row.cover_image_widths,
    width: row.cover_image_width,
    height: row.cover_image_height,
  };
}

function statusFields(
  change: StatusChange,
  current: { status: BlogPostStatus; published_at: Date | null } | null,
  now: Date,
) {
  switch (change.to) {
    case "keep":
      return {};
    case "draft":
      return { status: "draft" as const, scheduled_for: null };
    case "scheduled":
      return { status: "scheduled" as const, scheduled_for: change.at };
    case "published":
      return current?.status === "published"
        ? {}
        : { status: "published" as const, scheduled_for: null, published_at: now };
  }
}

function describeAction(
  created: boolean,
  before: BlogPostStatus | null,
  after: BlogPostStatus,
  change: StatusChange,
): string {
  if (change.to === "scheduled") {
    return `${created ? "Wrote and scheduled" : "Scheduled"} the post for ${formatLondonDateTime(change.at)}`;
  }
  if (after === "published" && before !== "published") {
    return created ? "Wrote and published the post" : "Published the post";
  }
  if (after === "draft" && before !== null && before !== "draft") return "Unpublished the post";
  return created ? "Wrote a draft" : "Saved the post";
}

/** The fields the change log keeps, before and after. */
function loggedFields(row: {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string[];
  status: BlogPostStatus;
  scheduled_for: Date | null;
  cover_image_key: string | null;
  cover_image_alt: string;
}) {
  return {
    title: row.title,
    slug: row.slug,
    description: row.excerpt,
    // The whole body would swamp the history: its length says that it changed.
    body: `${row.body.length} characters`,
    tags: row.tags.join(", "),
    status: row.status,
    scheduledFor: row.scheduled_for ? formatLondonDateTime(row.scheduled_for) : null,
    cover: row.cover_image_key ? "a picture" : null,
    coverAlt: row.cover_image_alt,
  };
}

/** Another post holds this slug, as its own or as an old address that still leads to it. */
async function slugConflict(
  trx: Transaction<Database>,
  slug: string,
  postId: string | null,
): Promise<string | null> {
  const owner = await trx
    .selectFrom("blog_posts")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (owner && owner.id !== postId) return SAVE_MESSAGES.slugTaken;
  const redirect = await trx
    .selectFrom("blog_slug_redirects")
    .select("post_id")
    .where("old_slug", "=", slug)
    .executeTakeFirst();
  if (redirect && redirect.post_id !== postId) return SAVE_MESSAGES.slugRedirects;
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "23505";
}

type Refused = Extract<SavePostResult, { reason: "field" }>;

class RefusedInTransaction extends Error {
  constructor(readonly refusal: Refused) {
    super(refusal.message);
  }
}

/**
 * Writes a post (a new one when `postId` is null) and moves its status, in one transaction
 * with its change-log row. A slug change of a post that has been public keeps the old address
 * as a redirect to the post (never to the next slug, so chains collapse); a post taking back
 * an old slug of its own drops that redirect. Anything the public site shows raises the
 * settings version, and this process's caches are dropped after commit.
 */
export async function savePost(
  db: Kysely<Database>,
  actor: StaffActor,
  postId: string | null,
  fields: PostFields,
  cover: CoverChange,
  change: StatusChange,
  options: { now?: Date; fileStorage?: FileStorage } = {},
): Promise<SavePostResult> {
  const now = options.now ?? new Date();
  const fileStorage = options.fileStorage ?? storage();
  if (change.to === "scheduled" && change.at.getTime() <= now.getTime()) {
    return {
      ok: false,
      reason: "field",
      field: "scheduledFor",
      message: SAVE_MESSAGES.schedulePast,
    };
  }
  let uploaded: ResponsiveImage | null = null;
  if (cover.upload) {
    const stored = await storeResponsiveImage(fileStorage, "blog", cover.upload);
    if (!stored.ok) return { ok: false, reason: "field", field: "cover", message: stored.error };
    uploaded = stored.image;
  }
  let replaced: ResponsiveImage | null = null;
  try {
    const result = await db.transaction().execute(async (trx): Promise<SavePostResult> => {
      const current = postId === null ? null : await lockPost(trx, postId);
      if (postId !== null && !current) return { ok: false, reason: "not-found" };
      if (current?.status === "published" && change.to === "scheduled") {
        throw new RefusedInTransaction({
          ok: false,
          reason: "field",
          field: "scheduledFor",
          message: SAVE_MESSAGES.schedulePublished,
        });
      }
      const conflict = await slugConflict(trx, fields.slug, postId);
      if (conflict) {
        throw new RefusedInTransaction({
          ok: false,
          reason: "field",
          field: "slug",
          message: conflict,
        });
      }
      const oldCover = current ? coverOf(current) : null;
      const keepsCover = uploaded !== null || (oldCover !== null && !cover.remove);
      if (keepsCover && fields.coverAlt === "") {
        throw new RefusedInTransaction({
          ok: false,
          reason: "field",
          field: "coverAlt",
          message: SAVE_MESSAGES.coverAlt,
        });
      }
      if (oldCover && (uploaded !== null || cover.remove)) replaced = oldCover;
      const coverColumns = uploaded
        ? {
            cover_image_key: uploaded.key,
            cover_image_widths: uploaded.widths,
            cover_image_width: uploaded.width,
            cover_image_height: uploaded.height,
          }
        : cover.remove
          ? {
              cover_image_key: null,
              cover_image_widths: null,
              cover_image_width: null,
              cover_image_height: null,
            }
          : {};
      const values = {
        title: fields.title,
        slug: fields.slug,
        excerpt: fields.description,
        body: fields.body,
        tags: fields.tags,
        cover_image_alt: keepsCover ? fields.coverAlt : "",
        ...coverColumns,
        ...statusFields(change, current ?? null, now),
        updated_at: now,
      };
      const saved = current
        ? await trx
            .updateTable("blog_posts")
            .set(values)
            .where("id", "=", current.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto("blog_posts")
            .values({ ...values, author_name: await authorName(trx, actor), created_at: now })
            .returningAll()
            .executeTakeFirstOrThrow();

      if (current && current.slug !== saved.slug && current.published_at !== null) {
        await trx
          .insertInto("blog_slug_redirects")
          .values({ old_slug: current.slug, post_id: saved.id })
          .onConflict((conflict) => conflict.column("old_slug").doUpdateSet({ post_id: saved.id }))
          .execute();
      }
      await trx
        .deleteFrom("blog_slug_redirects")
        .where("old_slug", "=", saved.slug)
        .where("post_id", "=", saved.id)
        .execute();

      await logChange(trx, {
        actor,
        entity: BLOG_POST_ENTITY,
        entityId: saved.id,
        action: describeAction(current === null, current?.status ?? null, saved.status, change),
        before: current ? loggedFields(current) : undefined,
        after: loggedFields(saved),
      });
      if (current?.status === "published" || saved.status === "published") {
        await raiseSettingsVersion(trx);
      }
      return {
        ok: true,
        postId: saved.id,
        slug: saved.slug,
        status: saved.status,
        created: current === null,
      };
    });
    if (!result.ok) {
      if (uploaded) await deleteResponsiveImage(fileStorage, uploaded);
      return result;
    }
    dropLocalCaches();
    if (replaced) await deleteResponsiveImage(fileStorage, replaced);
    return result;
  } catch (error) {
    if (uploaded) await deleteResponsiveImage(fileStorage, uploaded);
    if (error instanceof RefusedInTransaction) return error.refusal;
    // Another post took the slug between the check and the write.
    if (isUniqueViolation(error)) {
      return { ok: false, reason: "field", field: "slug", message: SAVE_MESSAGES.slugTaken };
    }
    throw error;
  }
}

async function authorName(trx: Transaction<Database>, actor: StaffActor): Promise<string> {
  const profile = await trx
    .selectFrom("profiles")
    .select("full_name")
    .where("id", "=", actor.id)
    .executeTakeFirst();
  const name = profile?.full_name.trim() ?? "";
  return name === "" ? DEFAULT_AUTHOR : name;
}

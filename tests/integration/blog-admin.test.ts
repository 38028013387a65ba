import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { listChangeHistory } from "../../app/.server/audit/change-history.server";
import {
  editorPage,
  listOfficeBlogPosts,
  loadEditorPost,
} from "../../app/.server/blog/post-records.server";
import {
  BLOG_POST_ENTITY,
  SAVE_MESSAGES,
  savePost,
  type PostFields,
  type StatusChange,
} from "../../app/.server/blog/post-save.server";
import { publishDueScheduledPosts } from "../../app/.server/blog/scheduled-publishing.server";
import { openDatabase, type DatabaseHandle } from "../../app/.server/db/connection.server";
import {
  queryMovedPostSlug,
  queryPublishedBlogSlugs,
  queryPublishedPost,
  queryPublishedPosts,
} from "../../app/.server/public-content/blog.server";
import { LocalDiskStorage } from "../../app/.server/storage/storage.server";
import { withDatabase } from "../setup/template";
import { createTestDatabase } from "./support/database";
import { addUser } from "./support/organisations";

let handle: DatabaseHandle;
let office: { id: string; role: "admin" };
let storageDir: string;
let fileStorage: LocalDiskStorage;
let counter = 0;

const LOCAL_BODY =
  "Frozen pipes keep us busy in Coventry every January, from Earlsdon to Tile Hill.\n\n## What to do\n\nTurn off the stopcock.";

function fields(overrides: Partial<PostFields> = {}): PostFields {
  counter += 1;
  return {
    title: `Frozen pipes ${counter}`,
    slug: `frozen-pipes-${counter}`,
    description: "What to do when a pipe freezes.",
    body: LOCAL_BODY,
    tags: ["winter"],
    coverAlt: "",
    ...overrides,
  };
}

const NO_COVER = { upload: null, remove: false };

async function save(
  postId: string | null,
  values: PostFields,
  change: StatusChange = { to: "keep" },
  now?: Date,
) {
  return savePost(handle.db, office, postId, values, NO_COVER, change, { now, fileStorage });
}

async function created(values: PostFields, change: StatusChange = { to: "keep" }) {
  const result = await save(null, values, change);
  if (!result.ok) throw new Error(`Not saved: ${JSON.stringify(result)}`);
  return result.postId;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await addUser(handle.db, "editor@example.com", "Eddie Editor", ["admin"]);
  office = { id: admin.user.id, role: "admin" };
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), "blog-admin-"));
  fileStorage = new LocalDiskStorage(storageDir);
});
afterAll(async () => {
  await handle?.close();
  await fs.rm(storageDir, { recursive: true, force: true });
});

describe("writing and publishing", () => {
  it("keeps a new post as a draft, out of every public read, and logs it", async () => {
    const values = fields();
    const postId = await created(values);
    const post = await loadEditorPost(handle.db, postId);
    expect(post).toMatchObject({ status: "draft", title: values.title, tags: "winter" });
    expect(await queryPublishedPost(handle.db, values.slug)).toBeNull();
    const slugs = (await queryPublishedBlogSlugs(handle.db)).map((entry) => entry.slug);
    expect(slugs).not.toContain(values.slug);
    const history = await listChangeHistory(handle.db, {
      entity: BLOG_POST_ENTITY,
      entityId: postId,
    });
    expect(history.map((entry) => entry.action)).toEqual(["Wrote a draft"]);
  });

  it("edits, publishes (on /blog and in the sitemap at once) and unpublishes", async () => {
    const values = fields();
    const postId = await created(values);
    const edited = { ...values, title: `${values.title} (edited)` };
    expect(await save(postId, edited)).toMatchObject({ ok: true, status: "draft" });
    expect(await save(postId, edited, { to: "published" })).toMatchObject({
      ok: true,
      status: "published",
    });
    expect(await queryPublishedPost(handle.db, values.slug)).toMatchObject({ title: edited.title });
    const listed = await queryPublishedPosts(handle.db, 1, 100);
    expect(listed.posts.map((post) => post.slug)).toContain(values.slug);
    const slugs = (await queryPublishedBlogSlugs(handle.db)).map((entry) => entry.slug);
    expect(slugs).toContain(values.slug);

    expect(await save(postId, edited, { to: "draft" })).toMatchObject({
      ok: true,
      status: "draft",
    });
    expect(await queryPublishedPost(handle.db, values.slug)).toBeNull();
    const history = await listChangeHistory(handle.db, {
      entity: BLOG_POST_ENTITY,
      entityId: postId,
    });
    expect(history.map((entry) => entry.action)).toEqual([
      "Unpublished the post",
      "Published the post",
      "Saved the post",
      "Wrote a draft",
    ]);
  });

  it("refuses a slug another post has", async () => {
    const first = fields();
    await created(first);
    expect(await save(null, fields({ slug: first.slug }))).toEqual({
      ok: false,
      reason: "field",
      field: "slug",
      message: SAVE_MESSAGES.slugTaken,
    });
  });

  it("answers not-found for an unknown post and null for malformed ids", async () => {
    expect(await save("999999999", fields())).toEqual({ ok: false, reason: "not-found" });
    for (const id of ["abc", "0", "-1", "1e3", "99999999999999999999999", ""]) {
      expect(await loadEditorPost(handle.db, id)).toBeNull();
      expect(await editorPage(handle.db, id)).toBeNull();
    }
  });

  it("opens a draft written with the original columns only (the starter library)", async () => {
    const row = await handle.db
      .insertInto("blog_posts")
      .values({
        slug: `starter-draft-${Date.now()}`,
        title: "Starter",
        excerpt: "A starter.",
        body: "Text.",
        author_name: "We Fix Coventry",
        tags: ["starter"],
        published_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const page = await editorPage(handle.db, row.id);
    expect(page?.post).toMatchObject({
      status: "draft",
      cover: null,
      coverAlt: "",
      scheduledFor: "",
    });
  });

  it("stores a cover picture, needs its alt text, and shows it on the public post", async () => {
    const picture = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#336699" },
    })
      .png()
      .toBuffer();
    const values = fields();
    const withoutAlt = await savePost(
      handle.db,
      office,
      null,
      values,
      { upload: picture, remove: false },
      { to: "keep" },
      { fileStorage },
    );
    expect(withoutAlt).toMatchObject({ ok: false, field: "coverAlt" });
    expect(await fs.readdir(path.join(storageDir, "site", "blog")).catch(() => [])).toEqual([]);
    const saved = await savePost(
      handle.db,
      office,
      null,
      { ...values, coverAlt: "A frozen pipe" },
      { upload: picture, remove: false },
      { to: "published" },
      { fileStorage },
    );
    expect(saved.ok).toBe(true);
    const post = await queryPublishedPost(handle.db, values.slug);
    expect(post?.cover).toMatchObject({
      alt: "A frozen pipe",
      image: { width: 1200, height: 800 },
    });
  });
});

describe("slug changes", () => {
  it("keeps every old address of a published post pointing at it (chains collapse)", async () => {
    const values = fields();
    const postId = await created(values, { to: "published" });
    const second = `${values.slug}-second`;
    const third = `${values.slug}-third`;
    await save(postId, { ...values, slug: second });
    await save(postId, { ...values, slug: third });
    expect(await queryMovedPostSlug(handle.db, values.slug)).toBe(third);
    expect(await queryMovedPostSlug(handle.db, second)).toBe(third);
    expect(await queryMovedPostSlug(handle.db, third)).toBeNull();

    // Taking back an old slug drops that redirect; the others now lead to it.
    await save(postId, { ...values, slug: values.slug });
    expect(await queryMovedPostSlug(handle.db, values.slug)).toBeNull();
    expect(await queryMovedPostSlug(handle.db, third)).toBe(values.slug);
    expect(await queryPublishedPost(handle.db, values.slug)).toMatchObject({ id: postId });

    // Another post may not take an address that still leads to this one.
    expect(await save(null, fields({ slug: second }))).toMatchObject({
      ok: false,
      field: "slug",
      message: SAVE_MESSAGES.slugRedirects,
    });

    // An unpublished post's old addresses lead nowhere until it is published again.
    await save(postId, { ...values, slug: values.slug }, { to: "draft" });
    expect(await queryMovedPostSlug(handle.db, second)).toBeNull();
  });

  it("keeps no redirect for a draft that was never public", async () => {
    const values = fields();
    const postId = await created(values);
    await save(postId, { ...values, slug: `${values.slug}-renamed` });
    const redirects = await handle.db
      .selectFrom("blog_slug_redirects")
      .selectAll()
      .where("post_id", "=", postId)
      .execute();
    expect(redirects).toEqual([]);
  });
});

describe("scheduling", () => {
  it("refuses a time in the past", async () => {
    expect(
      await save(null, fields(), { to: "scheduled", at: new Date(Date.now() - 60_000) }),
    ).toEqual({
      ok: false,
      reason: "field",
      field: "scheduledFor",
      message: SAVE_MESSAGES.schedulePast,
    });
  });

  it("publishes a scheduled post at its time exactly once, with two sweeps at the same time", async () => {
    const at = new Date(Date.now() + 60 * 60_000);
    const values = fields();
    const postId = await created(values, { to: "scheduled", at });
    expect(await queryPublishedPost(handle.db, values.slug)).toBeNull();
    expect(await publishDueScheduledPosts(handle.db, { now: new Date() })).toEqual([]);

    const later = new Date(at.getTime() + 1_000);
    let results: { id: string }[][];
    if (handle.kind === "postgres") {
      // A second process: its own pool on the same database.
      const name = await sql<{ name: string }>`select current_database() as name`.execute(
        handle.db,
      );
      const url = process.env.DATABASE_URL ?? "";
      const other = await openDatabase({
        kind: "postgres",
        url: withDatabase(url, name.rows[0]?.name ?? ""),
      });
      try {
        results = await Promise.all([
          publishDueScheduledPosts(handle.db, { now: later }),
          publishDueScheduledPosts(other.db, { now: later }),
        ]);
      } finally {
        await other.close();
      }
    } else {
      results = [
        await publishDueScheduledPosts(handle.db, { now: later }),
        await publishDueScheduledPosts(handle.db, { now: later }),
      ];
    }
    const published = results.flat().filter((post) => post.id === postId);
    expect(published).toHaveLength(1);
    const history = await listChangeHistory(handle.db, {
      entity: BLOG_POST_ENTITY,
      entityId: postId,
    });
    expect(history.filter((entry) => entry.action.includes("scheduled time"))).toHaveLength(1);
    // Dated at its scheduled time, which is in the future of the real clock here.
    const row = await handle.db
      .selectFrom("blog_posts")
      .select(["status", "published_at", "scheduled_for"])
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "published", published_at: at, scheduled_for: null });
  });

  it("shows a scheduled post publicly once the sweep published it", async () => {
    const now = new Date();
    const values = fields();
    const postId = await created(values, { to: "scheduled", at: new Date(now.getTime() + 1_000) });
    await publishDueScheduledPosts(handle.db, { now: new Date(now.getTime() + 2_000) });
    await handle.db
      .updateTable("blog_posts")
      .set({ published_at: new Date(now.getTime() - 1_000) })
      .where("id", "=", postId)
      .execute();
    expect(await queryPublishedPost(handle.db, values.slug)).toMatchObject({ id: postId });
  });
});

describe("the office's list", () => {
  it("pages through posts newest first, filtered by status", async () => {
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push(await created(fields()));
    const first = await listOfficeBlogPosts(handle.db, {
      status: "draft",
      after: null,
      pageSize: 2,
    });
    expect(first.posts.every((post) => post.status === "draft")).toBe(true);
    expect(first.posts.map((post) => post.id)).toEqual([ids[2], ids[1]]);
    const second = await listOfficeBlogPosts(handle.db, {
      status: "draft",
      after: first.nextAfter,
      pageSize: 2,
    });
    expect(second.posts[0]?.id).toBe(ids[0]);
    const published = await listOfficeBlogPosts(handle.db, { status: "published", after: null });
    expect(published.posts.every((post) => post.status === "published")).toBe(true);
  });
});

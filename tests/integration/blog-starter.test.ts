import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  listStarterDrafts,
  loadStarterLibrary,
  makeDraftFromStarter,
} from "../../app/.server/blog/starters.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { starterArticles, type StarterArticle } from "../../app/content/blog-starters";
import { createTestDatabase } from "./support/database";
import { addUser } from "./support/organisations";

function starterAt(index: number): StarterArticle {
  const article = starterArticles[index];
  if (!article) throw new Error(`The library has no article ${index}`);
  return article;
}

let handle: DatabaseHandle;
let office: { id: string; role: "admin" };
const starter = starterAt(0);

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await addUser(handle.db, "starter-owner@example.com", "Olivia Owner", ["admin"]);
  office = { id: admin.user.id, role: "admin" };
});
afterAll(async () => {
  await handle.close();
});

describe("making a draft from a starter article", () => {
  it("gives each draft a free slug, publishes nothing and logs who made it", async () => {
    const { db } = handle;
    const publishedBefore = await db
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("published_at", "is not", null)
      .executeTakeFirstOrThrow();

    const first = await makeDraftFromStarter(db, office, starter.slug);
    const second = await makeDraftFromStarter(db, office, starter.slug);
    if (!first.ok || !second.ok) throw new Error("a known starter was refused");

    expect(first.postId).toMatch(/^\d+$/);
    expect(second.postId).not.toBe(first.postId);
    expect(first.slug).toBe(starter.slug);
    expect(second.slug).toBe(`${starter.slug}-2`);

    const drafts = await db
      .selectFrom("blog_posts")
      .selectAll()
      .where("id", "in", [first.postId, second.postId])
      .orderBy("id")
      .execute();
    expect(drafts).toHaveLength(2);
    for (const draft of drafts) {
      expect(draft.published_at).toBeNull();
      expect(draft.title).toBe(starter.title);
      expect(draft.excerpt).toBe(starter.description);
      expect(draft.body).toBe(starter.body);
      expect(draft.tags).toEqual(starter.tags);
      expect(draft.author_name).toBe("We Fix Coventry");
    }

    const publishedAfter = await db
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("published_at", "is not", null)
      .executeTakeFirstOrThrow();
    expect(Number(publishedAfter.count)).toBe(Number(publishedBefore.count));

    const log = await db
      .selectFrom("change_log")
      .selectAll()
      .where("entity", "=", "blog-post")
      .where("entity_id", "in", [first.postId, second.postId])
      .orderBy("id")
      .execute();
    expect(log).toHaveLength(2);
    for (const row of log) {
      expect(row.actor_id).toBe(office.id);
      expect(row.actor_role).toBe("admin");
      expect(row.action).toBe(`Made a draft from the starter “${starter.title}”`);
      expect(row.after).toMatchObject({ starter: starter.slug, status: "draft" });
    }
  });

  it("finds a free slug past a gap and past a post someone else wrote", async () => {
    const { db } = handle;
    const other = starterAt(1);
    await db
      .insertInto("blog_posts")
      .values({
        slug: other.slug,
        title: "Written by hand",
        excerpt: "A post the office wrote itself.",
        body: "Body",
        author_name: "Office",
        tags: [],
      })
      .execute();
    const made = await makeDraftFromStarter(db, office, other.slug);
    if (!made.ok) throw new Error("a known starter was refused");
    expect(made.slug).toBe(`${other.slug}-2`);
  });

  it("shows which starters have drafts, newest first, and forgets deleted drafts", async () => {
    const { db } = handle;
    const drafts = await listStarterDrafts(db);
    const ofFirst = drafts[starter.slug] ?? [];
    expect(ofFirst.map((draft) => draft.slug)).toEqual([`${starter.slug}-2`, starter.slug]);
    // The hand-written post with the second starter's slug is not a draft made from it.
    expect((drafts[starterAt(1).slug] ?? []).map((draft) => draft.slug)).toEqual([
      `${starterAt(1).slug}-2`,
    ]);

    await db.deleteFrom("blog_posts").where("slug", "=", `${starter.slug}-2`).execute();
    const after = await listStarterDrafts(db);
    expect((after[starter.slug] ?? []).map((draft) => draft.slug)).toEqual([starter.slug]);

    const library = await loadStarterLibrary(db);
    const shown = library.flatMap((theme) => theme.articles);
    expect(shown).toHaveLength(starterArticles.length);
    const first = shown.find((article) => article.slug === starter.slug);
    expect(first?.drafts).toHaveLength(1);
    expect(first?.html).toContain("<h4");
    expect(first?.html).not.toMatch(/<h[123]\b/);
  });

  it("refuses a starter that is not in the library and writes nothing", async () => {
    const { db } = handle;
    const before = await db
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    const refused = await makeDraftFromStarter(db, office, "no-such-starter");
    expect(refused).toMatchObject({ ok: false, reason: "unknown-starter" });
    const after = await db
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });
});

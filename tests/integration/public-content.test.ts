import { sql, type KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBlogPosts } from "../../app/content/blog-seed";
import { seedPortfolio, seedTestimonials } from "../../app/content/reviews-seed";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { seedPublicContent } from "../../app/.server/db/seed-content.server";
import {
  queryPublishedBlogSlugs,
  queryPublishedPost,
  queryPublishedPosts,
} from "../../app/.server/public-content/blog.server";
import { queryPublishedProjects } from "../../app/.server/public-content/portfolio.server";
import { queryPublishedTestimonials } from "../../app/.server/public-content/testimonials.server";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function countOf(table: "testimonials" | "portfolio_projects" | "blog_posts") {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const newestSeedPosts = [...seedBlogPosts]
  .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
  .map((post) => post.slug);

describe("seedPublicContent", () => {
  it("fills the template database with every seeded testimonial, project and post", async () => {
    expect(await countOf("testimonials")).toBe(seedTestimonials.length);
    expect(await countOf("portfolio_projects")).toBe(seedPortfolio.length);
    expect(await countOf("blog_posts")).toBe(seedBlogPosts.length);
  });

  it("publishes each seeded post at 09:00 London time on its day, in GMT and in BST", async () => {
    const rows = await handle.db
      .selectFrom("blog_posts")
      .select(["slug", "published_at", "updated_at"])
      .execute();
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const londonTime = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const post of seedBlogPosts) {
      const row = bySlug.get(post.slug);
      if (!row?.published_at) throw new Error(`${post.slug} was not published`);
      expect(londonTime.format(row.published_at)).toBe(`${post.publishedOn}, 09:00`);
      expect(row.updated_at).toEqual(row.published_at);
    }
    expect(bySlug.get("when-to-repaint-exterior-woodwork-midlands")?.published_at).toEqual(
      new Date("2026-06-09T08:00:00Z"),
    );
    expect(bySlug.get("preparing-coventry-home-for-winter")?.published_at).toEqual(
      new Date("2026-11-03T09:00:00Z"),
    );
  });

  it("adds nothing when run again, alone or twice at once", async () => {
    await seedPublicContent(handle.db);
    await Promise.all([seedPublicContent(handle.db), seedPublicContent(handle.db)]);
    expect(await countOf("testimonials")).toBe(seedTestimonials.length);
    expect(await countOf("portfolio_projects")).toBe(seedPortfolio.length);
    expect(await countOf("blog_posts")).toBe(seedBlogPosts.length);
  });

  it("does not bring back what the owner deleted or overwrite what they changed", async () => {
    const [first] = seedPortfolio;
    if (!first) throw new Error("The portfolio seed is empty");
    await handle.db.deleteFrom("portfolio_projects").where("slug", "=", first.slug).execute();
    await handle.db
      .updateTable("testimonials")
      .set({ body: "Edited by the owner." })
      .where("author_name", "=", "Sarah M.")
      .execute();
    await seedPublicContent(handle.db);
    expect(await countOf("portfolio_projects")).toBe(seedPortfolio.length - 1);
    const edited = await handle.db
      .selectFrom("testimonials")
      .select("body")
      .where("author_name", "=", "Sarah M.")
      .execute();
    expect(edited).toEqual([{ body: "Edited by the owner." }]);
    await seedPublicContent(handle.db);
    expect(await countOf("portfolio_projects")).toBe(seedPortfolio.length - 1);
  });

  it("seeds a table again only once it is empty, even when two starts race", async () => {
    await handle.db.deleteFrom("testimonials").execute();
    await Promise.all([seedPublicContent(handle.db), seedPublicContent(handle.db)]);
    expect(await countOf("testimonials")).toBe(seedTestimonials.length);
  });
});

describe("queryPublishedTestimonials", () => {
  it("lists published testimonials newest first, with ISO dates", async () => {
    const testimonials = await queryPublishedTestimonials(handle.db);
    expect(testimonials).toHaveLength(seedTestimonials.length);
    const dates = testimonials.map((t) => t.receivedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const newestSeed = [...seedTestimonials].sort((a, b) =>
      b.receivedOn.localeCompare(a.receivedOn),
    )[0];
    expect(testimonials[0]).toMatchObject({
      authorName: newestSeed?.authorName,
      location: newestSeed?.location,
      rating: newestSeed?.rating,
      body: newestSeed?.body,
      serviceSlug: newestSeed?.serviceSlug,
      receivedOn: newestSeed?.receivedOn,
    });
    expect(typeof testimonials[0]?.id).toBe("string");
  });

  it("hides unpublished testimonials and puts the later entry first on the same day", async () => {
    const base = {
      location: "Earlsdon, Coventry",
      rating: 5,
      body: "Prompt and tidy.",
      service_slug: "general-repairs",
      received_on: "2026-11-20",
    };
    await handle.db
      .insertInto("testimonials")
      .values([
        {
          ...base,
          author_name: "Earlier entry",
          moderation_state: "approved",
          decided_at: new Date(),
        },
        {
          ...base,
          author_name: "Later entry",
          moderation_state: "approved",
          decided_at: new Date(),
        },
        { ...base, author_name: "Hidden", received_on: "2026-11-21", moderation_state: "waiting" },
      ])
      .execute();
    const names = (await queryPublishedTestimonials(handle.db)).map((t) => t.authorName);
    expect(names.slice(0, 2)).toEqual(["Later entry", "Earlier entry"]);
    expect(names).not.toContain("Hidden");
  });
});

describe("queryPublishedProjects", () => {
  it("lists published projects in the office's order (at first most recently completed first), with ISO dates", async () => {
    await handle.db
      .insertInto("portfolio_projects")
      .values({
        slug: "unpublished-draft-project",
        title: "Draft project",
        location: "Coventry",
        service_slug: "general-repairs",
        summary: "Not ready.",
        body: "Not ready.",
        completed_on: "2026-11-21",
        before_alt: "Before",
        after_alt: "After",
        published: false,
      })
      .execute();
    const projects = await queryPublishedProjects(handle.db);
    const slugs = projects.map((project) => project.slug);
    expect(slugs).not.toContain("unpublished-draft-project");
    const dates = projects.map((project) => project.completedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const seeded = seedPortfolio.find((project) => project.slug === projects[0]?.slug);
    expect(projects[0]).toMatchObject({
      title: seeded?.title,
      serviceSlug: seeded?.serviceSlug,
      completedOn: seeded?.completedOn,
      before: [],
      after: [],
    });
  });
});

describe("blog queries", () => {
  beforeAll(async () => {
    const post = {
      title: "Not public",
      excerpt: "Not public.",
      body: "Not public.",
      author_name: "We Fix Coventry",
      tags: ["draft"],
    };
    await handle.db
      .insertInto("blog_posts")
      .values([
        { ...post, slug: "a-draft-post", published_at: null },
        { ...post, slug: "a-future-post", published_at: sql<Date>`now() + interval '1 day'` },
      ])
      .execute();
  });

  it("pages through published posts newest first", async () => {
    const first = await queryPublishedPosts(handle.db, 1, 2);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: seedBlogPosts.length });
    expect(first.posts.map((post) => post.slug)).toEqual(newestSeedPosts.slice(0, 2));
    const second = await queryPublishedPosts(handle.db, 2, 2);
    expect(second.posts.map((post) => post.slug)).toEqual(newestSeedPosts.slice(2, 4));
    const last = await queryPublishedPosts(handle.db, 3, 2);
    expect(last.posts.map((post) => post.slug)).toEqual(newestSeedPosts.slice(4));
  });

  it("gives summaries without the body, with ISO timestamps and tags", async () => {
    const { posts } = await queryPublishedPosts(handle.db, 1);
    const seeded = seedBlogPosts.find((post) => post.slug === posts[0]?.slug);
    expect(posts[0]).toEqual({
      id: expect.any(String),
      slug: seeded?.slug,
      title: seeded?.title,
      excerpt: seeded?.excerpt,
      authorName: seeded?.author,
      tags: seeded?.tags,
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it("uses 6 posts a page by default", async () => {
    const page = await queryPublishedPosts(handle.db, 1);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: seedBlogPosts.length });
    expect(page.posts).toHaveLength(Math.min(6, seedBlogPosts.length));
  });

  it("clamps a page below 1 (or not a finite number) to the first page", async () => {
    for (const requested of [0, -4, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const page = await queryPublishedPosts(handle.db, requested, 2);
      expect(page.page).toBe(1);
      expect(page.posts.map((post) => post.slug)).toEqual(newestSeedPosts.slice(0, 2));
    }
  });

  it("returns no posts past the end, with the real page count", async () => {
    for (const requested of [4, 1_000_000, 1e300]) {
      const page = await queryPublishedPosts(handle.db, requested, 2);
      expect(page.posts).toEqual([]);
      expect(page.pageCount).toBe(3);
      expect(page.total).toBe(seedBlogPosts.length);
    }
  });

  it("hides drafts and future posts from the list, the slugs and the post itself", async () => {
    const everything = await queryPublishedPosts(handle.db, 1, 100);
    const listed = everything.posts.map((post) => post.slug);
    const slugs = (await queryPublishedBlogSlugs(handle.db)).map((entry) => entry.slug);
    for (const hidden of ["a-draft-post", "a-future-post"]) {
      expect(listed).not.toContain(hidden);
      expect(slugs).not.toContain(hidden);
      expect(await queryPublishedPost(handle.db, hidden)).toBeNull();
    }
    expect(everything.total).toBe(seedBlogPosts.length);
  });

  it("shows a post once it is published and its time has come", async () => {
    await handle.db
      .updateTable("blog_posts")
      .set({ status: "published", published_at: sql<Date>`now() - interval '1 minute'` })
      .where("slug", "=", "a-future-post")
      .execute();
    expect(await queryPublishedPost(handle.db, "a-future-post")).toMatchObject({
      slug: "a-future-post",
    });
    await handle.db
      .updateTable("blog_posts")
      .set({ status: "draft", published_at: sql<Date>`now() + interval '1 day'` })
      .where("slug", "=", "a-future-post")
      .execute();
  });

  it("returns a published post with its body", async () => {
    const [seeded] = seedBlogPosts;
    if (!seeded) throw new Error("The blog seed is empty");
    const post = await queryPublishedPost(handle.db, seeded.slug);
    expect(post).toMatchObject({
      slug: seeded.slug,
      title: seeded.title,
      body: seeded.body,
      authorName: seeded.author,
      tags: seeded.tags,
    });
    expect(await queryPublishedPost(handle.db, "no-such-post")).toBeNull();
  });

  it("answers a malformed slug with null without asking the database", async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery(args) {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = handle.db.withPlugin(counting);
    for (const slug of ["", "../secret", "Upper-Case", "two--hyphens", "a".repeat(500)]) {
      expect(await queryPublishedPost(db, slug)).toBeNull();
    }
    expect(queries).toBe(0);
    await queryPublishedPost(db, "a-draft-post");
    expect(queries).toBe(1);
  });

  it("lists every published slug with its last change, newest first, for the sitemap", async () => {
    const entries = await queryPublishedBlogSlugs(handle.db);
    expect(entries.map((entry) => entry.slug)).toEqual(newestSeedPosts);
    for (const entry of entries) expect(entry.updatedAt).toBeInstanceOf(Date);
  });

  it("refuses a malformed slug at the database too", async () => {
    await expect(
      handle.db
        .insertInto("blog_posts")
        .values({
          slug: "Bad Slug",
          title: "x",
          excerpt: "x",
          body: "x",
          author_name: "x",
        })
        .execute(),
    ).rejects.toThrow(/blog_posts_slug_check/);
  });
});

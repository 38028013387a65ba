import { sql, type Kysely, type Transaction } from "kysely";
import { seedBlogPosts } from "~/content/blog-seed";
import { seedPortfolio, seedTestimonials } from "~/content/reviews-seed";
import type { Database } from "./schema.server";

const SEED_LOCK_KEY = 7_461_133_902;

type ContentTable = "testimonials" | "portfolio_projects" | "blog_posts";

/**
 * Fills the testimonials, portfolio and blog the first time, and only into an empty table,
 * so an item deleted from the database does not come back at the next start. A transaction-level advisory lock keeps two processes starting at
 * once from both seeding.
 */
export async function seedPublicContent(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);

    if (await isEmpty(trx, "testimonials")) {
      await trx
        .insertInto("testimonials")
        .values(
          seedTestimonials.map((testimonial) => ({
            author_name: testimonial.authorName,
            location: testimonial.location,
            rating: testimonial.rating,
            body: testimonial.body,
            service_slug: testimonial.serviceSlug,
            received_on: testimonial.receivedOn,
            moderation_state: "approved",
            decided_at: new Date(),
          })),
        )
        .execute();
    }

    if (await isEmpty(trx, "portfolio_projects")) {
      await trx
        .insertInto("portfolio_projects")
        .values(
          seedPortfolio.map((project) => ({
            slug: project.slug,
            title: project.title,
            location: project.location,
            service_slug: project.serviceSlug,
            summary: project.summary,
            body: project.body,
            completed_on: project.completedOn,
            before_alt: project.beforeAlt,
            after_alt: project.afterAlt,
          })),
        )
        .onConflict((conflict) => conflict.column("slug").doNothing())
        .execute();
    }

    if (await isEmpty(trx, "blog_posts")) {
      await trx
        .insertInto("blog_posts")
        .values(
          seedBlogPosts.map((post) => {
            const publishedAt = londonMorning(post.publishedOn);
            return {
              slug: post.slug,
              title: post.title,
              excerpt: post.excerpt,
              body: post.body,
              author_name: post.author,
              tags: post.tags,
              status: "published",
              published_at: publishedAt,
              // The sitemap's lastmod: a seeded post was last changed when it was published.
              created_at: publishedAt,
              updated_at: publishedAt,
            };
          }),
        )
        .onConflict((conflict) => conflict.column("slug").doNothing())
        .execute();
    }
  });
}

/** 09:00 on that day in Europe/London, whether it falls in GMT or BST. */
function londonMorning(isoDate: string) {
  return sql<Date>`(${isoDate}::date + time '09:00') at time zone 'Europe/London'`;
}

async function isEmpty(trx: Transaction<Database>, table: ContentTable): Promise<boolean> {
  const row = await trx.selectFrom(table).select("id").limit(1).executeTakeFirst();
  return row === undefined;
}

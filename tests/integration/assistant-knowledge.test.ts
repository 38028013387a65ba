import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { answerQuestion } from "../../app/.server/assistant/answer.server";
import { dropLocalCaches } from "../../app/.server/cache/settings-version.server";
import { createTestDatabase } from "./support/database";

const NOW = new Date("2026-11-24T09:00:00Z");
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  dropLocalCaches();
});

afterAll(async () => {
  dropLocalCaches();
  await handle.close();
});

const ask = (question: string) =>
  answerQuestion(handle.db, { question, history: [] }, { now: NOW, payOnline: true });

describe("the assistant's knowledge follows the content", () => {
  it("finds a blog post once it is published, not while it is a draft", async () => {
    const question = "What do I do about condensation on a Crittall window frame?";
    await handle.db
      .insertInto("blog_posts")
      .values({
        slug: "crittall-window-condensation-coventry",
        title: "Condensation on Crittall window frames",
        excerpt: "Why steel Crittall frames run wet in winter and what helps.",
        body: "## Why Crittall frames run wet\n\nSteel Crittall frames are cold bridges, so condensation gathers on them first. Wipe them dry each morning and keep trickle vents open.",
        author_name: "The team",
      })
      .execute();
    dropLocalCaches();
    const draft = await ask(question);
    expect(draft.citations.map((citation) => citation.href)).not.toContain(
      "/blog/crittall-window-condensation-coventry",
    );

    await handle.db
      .updateTable("blog_posts")
      .set({ status: "published", published_at: new Date(Date.now() - 60_000) })
      .where("slug", "=", "crittall-window-condensation-coventry")
      .execute();
    dropLocalCaches();
    const published = await ask(question);
    expect(published.citations.map((citation) => citation.href)).toContain(
      "/blog/crittall-window-condensation-coventry",
    );
    expect(published.text).toContain("Crittall");
  });

  it("states an edited price at once, never the old one", async () => {
    await handle.db
      .updateTable("price_list")
      .set({ price_pence: 5_250 })
      .where("key", "=", "callout.standard")
      .execute();
    dropLocalCaches();
    const answer = await ask("How much is your call-out?");
    expect(answer.facts).toContainEqual({
      label: "Price",
      value: "Call-out including the first hour: £52.50",
    });
  });

  it("says a postcode is covered or not from the booking settings", async () => {
    expect((await ask("Do you cover CV8 1AA?")).facts).toContainEqual({
      label: "Area",
      value: "Yes, we cover CV8 1AA (Kenilworth).",
    });
    const outside = await ask("Do you cover CV21 2AA?");
    expect(outside.facts.find((fact) => fact.label === "Area")?.value).toMatch(/^No, CV21 2AA/);
    expect(outside.book).toBeNull();
  });
});

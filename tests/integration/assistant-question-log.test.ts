import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logAssistantQuestion } from "../../app/.server/assistant/question-log.server";
import type { AssistantAnswer } from "../../app/.server/assistant/types";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import type { Database } from "../../app/.server/db/schema.server";
import { assistantUnansweredQuestions } from "../../app/.server/reports/assistant-questions.server";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;
let db: Kysely<Database>;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle.close();
});

function answer(overrides: Partial<AssistantAnswer>): AssistantAnswer {
  return {
    kind: "answered",
    text: "We fix dripping taps from £65.",
    facts: [{ label: "Price", value: "£65.00 (from)" }],
    citations: [{ href: "/services/plumbing/leaky-tap-repairs", title: "Leaky tap repairs" }],
    book: null,
    confidence: "high",
    wording: "composed",
    ...overrides,
  };
}

const declined = (reason: "off-topic" | "not-found") =>
  answer({ kind: "declined", reason, facts: [], citations: [], text: "Sorry, I cannot help." });

async function keptQuestions() {
  return db
    .selectFrom("assistant_questions")
    .select(["question", "outcome", "top_citation_href"])
    .orderBy("asked_at")
    .execute();
}

describe("logAssistantQuestion", () => {
  it("keeps declined and low-confidence questions only, without e-mails or phone numbers", async () => {
    const at = (minute: number) => new Date(`2026-11-20T10:${minute}:00Z`);
    await logAssistantQuestion(db, {
      question: "How much to fix a dripping tap? jo@example.com",
      answer: answer({}),
      now: at(10),
    });
    await logAssistantQuestion(db, {
      question: "Can you service my gas boiler? Call 07700 900123 or jo.smith@example.co.uk",
      answer: declined("off-topic"),
      now: at(11),
    });
    await logAssistantQuestion(db, {
      question: "  Do you fit 2 loft hatches in CV3 5AB? +44 (0)24 7699 0123  ",
      answer: declined("not-found"),
      now: at(12),
    });
    await logAssistantQuestion(db, {
      question: "Something about taps\u0000 and washers, ring 01926 123456",
      answer: answer({ confidence: "low" }),
      now: at(13),
    });
    expect(await keptQuestions()).toEqual([
      {
        question: "Can you service my gas boiler? Call [phone] or [e-mail]",
        outcome: "declined-off-topic",
        top_citation_href: null,
      },
      {
        question: "Do you fit 2 loft hatches in CV3 5AB? [phone]",
        outcome: "declined-not-found",
        top_citation_href: null,
      },
      {
        question: "Something about taps and washers, ring [phone]",
        outcome: "low-confidence",
        top_citation_href: "/services/plumbing/leaky-tap-repairs",
      },
    ]);
  });

  it("keeps at most 500 characters and nothing for a blank question", async () => {
    await sql`delete from public.assistant_questions`.execute(db);
    await logAssistantQuestion(db, {
      question: `${"a".repeat(495)} jo@example.com`,
      answer: declined("not-found"),
    });
    await logAssistantQuestion(db, { question: " \u0000 ", answer: declined("not-found") });
    const kept = await keptQuestions();
    expect(kept.map((row) => row.question)).toEqual([`${"a".repeat(495)} [e-m`]);
  });

  it("never throws when the database fails: the visitor still gets the answer", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await sql`alter table assistant_questions rename to assistant_questions_away`.execute(db);
    try {
      await expect(
        logAssistantQuestion(db, {
          question: "Do you clean ovens?",
          answer: declined("not-found"),
        }),
      ).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      await sql`alter table assistant_questions_away rename to assistant_questions`.execute(db);
      warn.mockRestore();
    }
  });
});

describe("the owner's report of kept questions", () => {
  it("counts and lists the questions of the range only, newest first", async () => {
    await sql`delete from public.assistant_questions`.execute(db);
    const ask = (question: string, reply: AssistantAnswer, iso: string) =>
      logAssistantQuestion(db, { question, answer: reply, now: new Date(iso) });
    // London midnight starting 1 November is 00:00 UTC (winter time).
    await ask("Before the range", declined("not-found"), "2026-10-31T23:59:59Z");
    await ask("Do you fix cars?", declined("off-topic"), "2026-11-01T00:00:00Z");
    await ask("Do you clean ovens?", declined("not-found"), "2026-11-10T09:00:00Z");
    await ask("Taps and washers?", answer({ confidence: "low" }), "2026-11-15T18:30:00Z");
    await ask("Answered well", answer({}), "2026-11-16T10:00:00Z");
    await ask("After the range", declined("not-found"), "2026-12-01T00:00:00Z");

    const figure = await assistantUnansweredQuestions(db, { from: "2026-11-01", to: "2026-11-30" });
    expect(figure.total).toBe(3);
    expect(figure.byOutcome.map((row) => row.questions)).toEqual([1, 1, 1]);
    expect(figure.recent.map((row) => [row.askedAt, row.question])).toEqual([
      ["Sun 15 Nov 2026, 18:30", "Taps and washers?"],
      ["Tue 10 Nov 2026, 09:00", "Do you clean ovens?"],
      ["Sun 1 Nov 2026, 00:00", "Do you fix cars?"],
    ]);

    const empty = await assistantUnansweredQuestions(db, { from: "2026-06-01", to: "2026-06-30" });
    expect(empty.total).toBe(0);
    expect(empty.recent).toEqual([]);
    expect(empty.summary).toBe("No question went unanswered in the range.");
  });

  it("lists the newest 50 and says how many more there are", async () => {
    await sql`delete from public.assistant_questions`.execute(db);
    await sql`insert into public.assistant_questions (asked_at, outcome, question)
      select timestamptz '2026-11-02T08:00:00Z' + make_interval(mins => n), 'declined-not-found',
        'Question ' || n
      from generate_series(1, 60) as n`.execute(db);
    const figure = await assistantUnansweredQuestions(db, { from: "2026-11-01", to: "2026-11-30" });
    expect(figure.total).toBe(60);
    expect(figure.recent).toHaveLength(50);
    expect(figure.recent[0]?.question).toBe("Question 60");
    expect(figure.recent.at(-1)?.question).toBe("Question 11");
    expect(figure.summary).toBe("60 questions to look at; the newest 50 are listed.");
  });
});

import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { sql, type Kysely } from "kysely";
import { LONDON } from "~/lib/booking-rules";
import { csvLine } from "../admin-jobs/job-export.server";
import type { AssistantQuestionOutcome, Database } from "../db/schema.server";
import { rangeEnd, rangeStart } from "./job-figures.server";
import type { ReportRange } from "./range.server";
import type { AssistantQuestionsFigure } from "~/lib/views/admin";
export type { AssistantQuestionRow, AssistantQuestionsFigure } from "~/lib/views/admin";

/** The section's anchor on /admin/reports and its CSV's `figure=` value. */
export const ASSISTANT_QUESTIONS_ID = "assistant-questions";
/** The newest questions the page lists; the CSV carries the range's questions up to the cap. */
export const ASSISTANT_QUESTIONS_SHOWN = 50;
export const ASSISTANT_QUESTIONS_CSV_CAP = 5000;

export const ASSISTANT_OUTCOME_LABELS: Readonly<Record<AssistantQuestionOutcome, string>> = {
  "declined-not-found": "Declined: nothing on the site",
  "declined-off-topic": "Declined: not our work",
  "low-confidence": "Answered on a loose match",
};

const OUTCOMES: readonly AssistantQuestionOutcome[] = [
  "declined-not-found",
  "low-confidence",
  "declined-off-topic",
];

const inLondon = tz(LONDON);

// Up to the CSV's cap of rows: Intl's cached formatter, as the job export does.
const LONDON_CSV_ASKED_AT = new Intl.DateTimeFormat("sv-SE", {
  timeZone: LONDON,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

async function questionsIn(db: Kysely<Database>, range: ReportRange, limit: number) {
  return db
    .selectFrom("assistant_questions")
    .select(["asked_at", "outcome", "question", "top_citation_href"])
    .where(sql<boolean>`asked_at >= ${rangeStart(range)} and asked_at < ${rangeEnd(range)}`)
    .orderBy("asked_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/**
 * The questions the assistant declined or answered on a loose match within the range
 * (issue 13 §3): how many of each, and the newest ones, so the missing content gets written.
 */
export async function assistantUnansweredQuestions(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<AssistantQuestionsFigure> {
  const [counts, newest] = await Promise.all([
    db
      .selectFrom("assistant_questions")
      .select(["outcome", sql<number>`count(*)::integer`.as("questions")])
      .where(sql<boolean>`asked_at >= ${rangeStart(range)} and asked_at < ${rangeEnd(range)}`)
      .groupBy("outcome")
      .execute(),
    questionsIn(db, range, ASSISTANT_QUESTIONS_SHOWN),
  ]);
  const byOutcome = OUTCOMES.map((outcome) => ({
    label: ASSISTANT_OUTCOME_LABELS[outcome],
    questions: counts.find((row) => row.outcome === outcome)?.questions ?? 0,
  }));
  const total = byOutcome.reduce((sum, row) => sum + row.questions, 0);
  return {
    id: ASSISTANT_QUESTIONS_ID,
    title: "Questions the assistant could not answer well",
    summary:
      total === 0
        ? "No question went unanswered in the range."
        : `${total.toLocaleString("en-GB")} ${total === 1 ? "question" : "questions"} to look at${total > newest.length ? `; the newest ${newest.length.toLocaleString("en-GB")} are listed` : ""}.`,
    definition:
      "Questions asked on /ai-assistant in the range that it declined (nothing on the site matched, or not work we do) or answered from a loose match. E-mail addresses and phone numbers were removed before they were kept.",
    total,
    byOutcome,
    recent: newest.map((row) => ({
      askedAt: format(row.asked_at, "EEE d MMM yyyy, HH:mm", { in: inLondon }),
      outcome: ASSISTANT_OUTCOME_LABELS[row.outcome],
      question: row.question,
      closestPage: row.top_citation_href,
    })),
  };
}

/** The range's questions as CSV (newest first, up to the cap), like the figures' CSVs. */
export async function assistantQuestionsCsvBody(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<string> {
  const rows = await questionsIn(db, range, ASSISTANT_QUESTIONS_CSV_CAP);
  const lines = rows.map((row) =>
    csvLine([
      LONDON_CSV_ASKED_AT.format(row.asked_at),
      ASSISTANT_OUTCOME_LABELS[row.outcome],
      row.question,
      row.top_citation_href,
    ]),
  );
  return `\uFEFF${csvLine(["Asked at (London)", "Outcome", "Question", "Closest page"])}${lines.join("")}`;
}

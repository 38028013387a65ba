import type { Kysely } from "kysely";
import { redactPersonalData } from "~/lib/redact";
import type { AssistantQuestionOutcome, Database } from "../db/schema.server";
import { QUESTION_MAX_LENGTH, type AssistantAnswer } from "./types";

/** Control characters other than line breaks and tabs: Postgres text refuses NUL. */
const CONTROL_CHARACTERS = /(?![\n\r\t])\p{Cc}/gu;

/** The table keeps site paths only ("/services/plumbing"), as its check says. */
function sitePath(href: string | undefined): string | null {
  return href !== undefined && href.startsWith("/") && href.length <= 300 ? href : null;
}

/** Why the answer is worth the owner's attention, or null when it answered well. */
export function questionLogOutcome(answer: AssistantAnswer): AssistantQuestionOutcome | null {
  if (answer.kind === "declined") {
    return answer.reason === "off-topic" ? "declined-off-topic" : "declined-not-found";
  }
  return answer.confidence === "low" ? "low-confidence" : null;
}

/**
 * Keeps a question the assistant declined or answered with low confidence, its personal data
 * removed (decision 20: the owner sees what the site does not say). Never throws: the
 * visitor's answer matters more than the log, so a failed write is only a warning.
 */
export async function logAssistantQuestion(
  db: Kysely<Database>,
  entry: { question: string; answer: AssistantAnswer; now?: Date },
): Promise<void> {
  try {
    const outcome = questionLogOutcome(entry.answer);
    if (outcome === null) return;
    const question = redactPersonalData(entry.question.replace(CONTROL_CHARACTERS, "").trim())
      .slice(0, QUESTION_MAX_LENGTH)
      .trim();
    if (question === "") return;
    await db
      .insertInto("assistant_questions")
      .values({
        question,
        outcome,
        top_citation_href: sitePath(entry.answer.citations[0]?.href),
        ...(entry.now ? { asked_at: entry.now } : {}),
      })
      .execute();
  } catch (error) {
    console.warn("The assistant's question could not be logged", error);
  }
}

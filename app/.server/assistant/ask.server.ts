import type { AssistantInput } from "~/lib/schemas/assistant";
import { CARRIED_ANSWER_MAX_LENGTH } from "~/lib/schemas/assistant";
import { unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import type { AppServices } from "../services.server";
import { composeAnswer, type ComposedAnswer } from "./answer.server";
import { modelConfigFromEnv, rewordWithModel } from "./model.server";
import { logAssistantQuestion } from "./question-log.server";
import type { AssistantAnswer, AssistantTurn } from "./types";

/**
 * A visitor's question from the page: counted against the address's limit, answered from
 * the site (the draft, at once), then reworded by the optional model and logged for the
 * owner when it was declined or loosely matched (`finish`). The page streams the draft's
 * facts while `finish` runs; without JavaScript it waits for both.
 */
export type AskResult =
  { ok: true; draft: AssistantAnswer; finish: () => Promise<AssistantAnswer> } | Refusal;

/** The earlier turns the page carried, paired up; a lone or blank one is dropped. */
export function turnsFrom(input: AssistantInput): AssistantTurn[] {
  return input.previousQuestion
    .map((question, index) => ({
      question: question.trim(),
      answer: (input.previousAnswer[index] ?? "").trim().slice(0, CARRIED_ANSWER_MAX_LENGTH),
    }))
    .filter((turn) => turn.question !== "");
}

export async function askAssistant(
  services: Pick<AppServices, "db" | "stripe">,
  input: AssistantInput,
  visitor: { ip: string },
): Promise<AskResult> {
  const { db } = services;
  const refusal = await attemptAllowed(db, "assistant", { ip: visitor.ip });
  if (refusal) return refusal;
  let composed: ComposedAnswer;
  try {
    composed = await composeAnswer(
      db,
      { question: input.question, history: turnsFrom(input) },
      { payOnline: Boolean(services.stripe) },
    );
  } catch (error) {
    return unavailable(error);
  }
  const finish = async () => {
    const model = modelConfigFromEnv();
    const answer = model
      ? await rewordWithModel(model, {
          question: input.question,
          draft: composed.answer,
          passages: composed.passages,
        })
      : composed.answer;
    await logAssistantQuestion(db, { question: input.question, answer });
    return answer;
  };
  return { ok: true, draft: composed.answer, finish };
}

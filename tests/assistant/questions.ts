/**
 * The assistant's question set (issue 13, section 4): questions written for this business
 * from what its pages, price list and booking rules say, each with what the answer must hold.
 * Run by tests/integration/assistant-questions.test.ts and `npm run eval:assistant`.
 */
import type { QuestionCase } from "./question-case";
import {
  adversarialQuestions,
  followUpQuestions,
  generalQuestions,
} from "./questions-conversation";
import { availabilityQuestions, bookingQuestions } from "./questions-booking";
import { areaInQuestions, areaOutQuestions, priceQuestions } from "./questions-facts";
import { emergencyQuestions, notOfferedQuestions, serviceQuestions } from "./questions-services";

export type { QuestionCase } from "./question-case";

export const questionSet: readonly QuestionCase[] = [
  ...priceQuestions,
  ...areaInQuestions,
  ...areaOutQuestions,
  ...serviceQuestions,
  ...notOfferedQuestions,
  ...emergencyQuestions,
  ...bookingQuestions,
  ...availabilityQuestions,
  ...followUpQuestions,
  ...adversarialQuestions,
  ...generalQuestions,
];

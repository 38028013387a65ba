// npm run eval:assistant — the assistant's measured quality (issue 13, section 4): the question
// set of tests/assistant run without a model on a freshly migrated and seeded in-memory PGlite,
// at a fixed Tuesday morning so the free windows do not move. Prints how many answers were
// correct, cited the right page, declined when they should, were wrong or invented (must be
// 0: the exit code is 1 otherwise) and the p50/p95 answer time, then each failing case
// (`-- --verbose` adds what was answered; `-- --all` prints every answer).
// The conversations (issue 28) are scored in two parts: the tuning part with the question set,
// and the held-out part apart, its failures printed only with `-- --held-out-details`, so the
// rules are not fitted to it.
import { performance } from "node:perf_hooks";
import { answerQuestion } from "../app/.server/assistant/answer.server";
import { openDatabase } from "../app/.server/db/connection.server";
import { prepareDatabase } from "../app/.server/db/setup.server";
import { heldOutConversations, tuningConversations } from "../tests/assistant/conversations";
import { questionSet } from "../tests/assistant/questions";
import { runConversations, type ConversationRun } from "../tests/assistant/run-conversations";
import { runQuestionSet, type QuestionResult } from "../tests/assistant/run-question-set";

const NOW = new Date("2026-11-24T09:00:00Z");
const P95_BUDGET_MS = 50;

function share(part: number, whole: number): string {
  const percent = whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10;
  return `${part}/${whole} (${percent}%)`;
}

const preparing = performance.now();
const handle = await openDatabase({ kind: "pglite-memory" });
try {
  await prepareDatabase(handle.db, { localAuth: true, seedDemo: false });
  console.log(`Database migrated and seeded in ${Math.round(performance.now() - preparing)} ms`);

  // The first answer builds the search index; the figures are about the answers after it.
  const warming = performance.now();
  await answerQuestion(
    handle.db,
    { question: "How much is a call-out?", history: [] },
    { now: NOW, payOnline: true },
  );
  console.log(`Warm-up (index built) in ${Math.round(performance.now() - warming)} ms\n`);

  const { results, summary } = await runQuestionSet(handle.db, NOW, questionSet);
  const rows: [string, string][] = [
    ["Questions", String(summary.questions)],
    ["Answered correctly", share(summary.correct, summary.questions)],
    ["Cited the right page", share(summary.citedRight, summary.citesExpected)],
    ["Declined when it should", share(summary.declinedRight, summary.declinesExpected)],
    ["Declined when it should not", String(summary.declinedWrongly)],
    ["Wrong or invented (must be 0)", String(summary.wrong)],
    [
      "Answer time without a model",
      `p50 ${summary.p50Ms} ms, p95 ${summary.p95Ms} ms (budget p95 ≤ ${P95_BUDGET_MS} ms)`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);

  console.log("\nBy category (correct/questions):");
  for (const [category, tally] of Object.entries(summary.byCategory)) {
    console.log(`  ${category.padEnd(width - 2)}  ${share(tally.correct, tally.questions)}`);
  }

  const tuning = await runConversations(handle.db, NOW, tuningConversations);
  const heldOut = await runConversations(handle.db, NOW, heldOutConversations);
  const turnsAndConversations = (run: ConversationRun) =>
    `turns ${share(run.summary.correct, run.summary.questions)}, conversations ${share(run.conversationsPassed, run.conversations)}, wrong ${run.summary.wrong}`;
  console.log("\nConversations:");
  console.log(`  tuning    ${turnsAndConversations(tuning)}`);
  console.log(`  held out  ${turnsAndConversations(heldOut)}`);
  const tuningCorrect = summary.correct + tuning.summary.correct;
  const tuningItems = summary.questions + tuning.summary.questions;
  console.log(`\nTuning score (questions and tuning turns)  ${share(tuningCorrect, tuningItems)}`);
  console.log(
    `Held-out score (turns)                    ${share(heldOut.summary.correct, heldOut.summary.questions)}`,
  );

  const printFailures = (title: string, failing: readonly QuestionResult[]) => {
    if (failing.length === 0) return;
    console.log(`\n${title} (${failing.length}):`);
    for (const result of failing) {
      console.log(`- ${result.id} — "${result.question}"`);
      for (const failure of result.failures) console.log(`    ${failure}`);
      if (process.argv.includes("--verbose")) {
        console.log(`    answered: ${result.answered.replace(/\n/g, "\n      ")}`);
      }
    }
  };
  const tuned = [...results, ...tuning.results];
  if (process.argv.includes("--all")) {
    console.log("\nEvery answer:");
    for (const result of tuned) {
      console.log(
        `- ${result.ok ? "ok  " : "FAIL"} ${result.id} — "${result.question}" (${result.ms.toFixed(1)} ms)`,
      );
      console.log(`    ${result.answered.replace(/\n/g, "\n    ")}`);
    }
  }
  printFailures(
    "Failing",
    tuned.filter((result) => !result.ok),
  );
  if (process.argv.includes("--held-out-details")) {
    printFailures(
      "Failing, held out",
      heldOut.results.filter((result) => !result.ok),
    );
  }
  if (summary.p95Ms > P95_BUDGET_MS) {
    console.log(`\nThe p95 answer time is over its budget of ${P95_BUDGET_MS} ms.`);
  }
  const wrong = summary.wrong + tuning.summary.wrong + heldOut.summary.wrong;
  process.exitCode = wrong > 0 ? 1 : 0;
} finally {
  await handle.close();
}

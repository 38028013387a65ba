// npm run eval:assistant — the assistant's measured quality (issue 13, section 4): the question
// set of tests/assistant run without a model on a freshly migrated and seeded in-memory PGlite,
// at a fixed Tuesday morning so the free windows do not move. Prints how many answers were
// correct, cited the right page, declined when they should, were wrong or invented (must be
// 0: the exit code is 1 otherwise) and the p50/p95 answer time, then each failing case
// (`-- --verbose` adds what was answered; `-- --all` prints every answer).
import { performance } from "node:perf_hooks";
import { answerQuestion } from "../app/.server/assistant/answer.server";
import { openDatabase } from "../app/.server/db/connection.server";
import { prepareDatabase } from "../app/.server/db/setup.server";
import { questionSet } from "../tests/assistant/questions";
import { runQuestionSet } from "../tests/assistant/run-question-set";

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

  const failing = results.filter((result) => !result.ok);
  if (process.argv.includes("--all")) {
    console.log("\nEvery answer:");
    for (const result of results) {
      console.log(
        `- ${result.ok ? "ok  " : "FAIL"} ${result.id} — "${result.question}" (${result.ms.toFixed(1)} ms)`,
      );
      console.log(`    ${result.answered.replace(/\n/g, "\n    ")}`);
    }
  }
  if (failing.length > 0) {
    console.log(`\nFailing (${failing.length}):`);
    for (const result of failing) {
      console.log(`- ${result.id} — "${result.question}"`);
      for (const failure of result.failures) console.log(`    ${failure}`);
      if (process.argv.includes("--verbose")) {
        console.log(`    answered: ${result.answered.replace(/\n/g, "\n      ")}`);
      }
    }
  }
  if (summary.p95Ms > P95_BUDGET_MS) {
    console.log(`\nThe p95 answer time is over its budget of ${P95_BUDGET_MS} ms.`);
  }
  process.exitCode = summary.wrong > 0 ? 1 : 0;
} finally {
  await handle.close();
}

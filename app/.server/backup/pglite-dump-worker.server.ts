import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { z } from "zod";

/**
 * Runs pg_dump (WebAssembly, from @electric-sql/pglite-tools) over a copy of the embedded
 * database in a worker thread. pg_dump's WebAssembly runs synchronously from start to end, so
 * in the server's own thread it would stop every request for the whole dump (a minute at
 * 100,000 jobs on a busy machine); in a worker only the copy of the data directory holds the
 * database (decision 0080).
 *
 * The worker is a script given as text: the server is one bundle, with no file of its own to
 * start a worker from. It loads PGlite and the tools by the paths this module resolves.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.pglitePath);
const { pgDump } = require(workerData.pgDumpPath);
(async () => {
  const pg = await PGlite.create({ loadDataDir: new Blob([workerData.dataDir]) });
  try {
    const file = await pgDump({ pg, args: workerData.args });
    parentPort.postMessage({ sql: await file.text() });
  } finally {
    await pg.close();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

const answerSchema = z.union([z.object({ sql: z.string() }), z.object({ error: z.string() })]);

export async function pgDumpInWorker(dataDir: Blob, args: string[]): Promise<string> {
  const require = createRequire(import.meta.url);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      pglitePath: require.resolve("@electric-sql/pglite"),
      pgDumpPath: require.resolve("@electric-sql/pglite-tools/pg_dump"),
      dataDir: await dataDir.arrayBuffer(),
      args,
    },
  });
  try {
    const message = await new Promise<unknown>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) =>
        reject(new Error(`The pg_dump worker stopped (exit ${code}) before it answered`)),
      );
    });
    const answer = answerSchema.parse(message);
    if ("error" in answer) throw new Error(`pg_dump failed: ${answer.error}`);
    return answer.sql;
  } finally {
    await worker.terminate();
  }
}

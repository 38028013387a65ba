// An event stream held open through HAProxy for the whole run, from the moment the cluster is
// up: proof that the shipped timeouts let a live page's stream sit quiet between pings (30–35 s
// apart) where HAProxy's default server timeout (30 s) would cut it. Read by 06-operations.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";

export interface LongStreamReport {
  status: number | null;
  openedAt: number;
  /** When each chunk (the first "job" event, then pings) arrived, ms since the epoch. */
  chunks: number[];
  endedAt: number | null;
}

/** Mints a tracking link for a demo job and opens its events through `origin`, pinned to `pin`. */
export async function openLongStream(
  origin: string,
  databaseUrl: string,
  pin: { header: string; name: string },
): Promise<{ report: () => LongStreamReport; close: () => void }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const token = randomBytes(32).toString("base64url");
  try {
    const { rows } = await client.query<{ id: string }>(
      `select id from jobs where status not in ('completed', 'cancelled') order by created_at limit 1`,
    );
    const jobId = rows[0]?.id;
    if (!jobId) throw new Error("No demo job to follow");
    await client.query(`insert into job_tracking_links (token_hash, job_id) values ($1, $2)`, [
      createHash("sha256").update(token).digest("hex"),
      jobId,
    ]);
  } finally {
    await client.end();
  }
  const report: LongStreamReport = {
    status: null,
    openedAt: Date.now(),
    chunks: [],
    endedAt: null,
  };
  const request = http.get(`${origin}/track/${token}/events`, {
    headers: { accept: "text/event-stream", [pin.header]: pin.name },
  });
  request.on("response", (response) => {
    report.status = response.statusCode ?? null;
    response.on("data", () => report.chunks.push(Date.now()));
    response.on("close", () => (report.endedAt ??= Date.now()));
  });
  request.on("error", () => (report.endedAt ??= Date.now()));
  return {
    report: () => ({ ...report, chunks: [...report.chunks] }),
    close: () => request.destroy(),
  };
}

import type { Kysely } from "kysely";
import { eventStream } from "remix-utils/sse/server";
import type { Database } from "../db/schema.server";
import { readJobVersion } from "./job-version.server";

const POLL_INTERVAL_MS = 5_000;
/** Streams end after this; the browser's EventSource reconnects by itself. */
const STREAM_LIFETIME_MS = 30 * 60_000;
/** A quiet connection still sends this often, so proxies do not close it as idle. */
const HEARTBEAT_INTERVAL_MS = 30_000;

export interface JobWatchOptions {
  readVersion: () => Promise<string | null>;
  /** The version on connecting, then each new one. */
  onVersion: (version: string) => void;
  onHeartbeat: () => void;
  /** The watch has ended (lifetime over, job gone, or the database failed). */
  onEnd: () => void;
  pollIntervalMs?: number;
  lifetimeMs?: number;
  heartbeatIntervalMs?: number;
}

/**
 * Polls the job's version and reports each change. Polling an indexed row every few seconds
 * works the same on the embedded database and on any number of app processes sharing one
 * Postgres server, with no LISTEN connection held per process and nothing for the code that
 * changes jobs to remember to announce. Returns the stop function; it never calls back after.
 */
export function watchJobVersion(options: JobWatchOptions): () => void {
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
  let stopped = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let lastVersion: string | null = null;
  let lastSentAt = Date.now();

  const stop = () => {
    stopped = true;
    clearTimeout(pollTimer);
    clearTimeout(lifetimeTimer);
  };
  const end = () => {
    if (stopped) return;
    stop();
    try {
      options.onEnd();
    } catch {
      // The connection is over either way; a timer must not take the server down with it.
    }
  };
  const poll = async () => {
    try {
      const version = await options.readVersion();
      if (stopped) return;
      if (version === null) return end();
      if (version !== lastVersion) {
        lastVersion = version;
        lastSentAt = Date.now();
        options.onVersion(version);
      } else if (Date.now() - lastSentAt >= heartbeatIntervalMs) {
        lastSentAt = Date.now();
        options.onHeartbeat();
      }
      // Scheduled after the read finishes, so slow reads never pile up.
      if (!stopped) pollTimer = setTimeout(poll, pollIntervalMs);
    } catch {
      // A failed read or write (database gone, browser gone): end, and let the browser reconnect.
      end();
    }
  };
  // Declared last, after `end`; `stop` only runs once this exists.
  const lifetimeTimer = setTimeout(end, options.lifetimeMs ?? STREAM_LIFETIME_MS);
  void poll();
  return stop;
}

/**
 * Server-sent events of one name carrying a version (anything polled with watchJobVersion: a
 * job, the dispatch board's day): on connecting and whenever it changes, with a "ping" when
 * quiet, until the browser goes away or the stream's lifetime ends. `headers` go on the
 * response (a refreshed session cookie).
 */
export function versionEvents(
  signal: AbortSignal,
  event: string,
  readVersion: () => Promise<string | null>,
  headers?: HeadersInit,
): Response {
  return eventStream(
    signal,
    (send, close) =>
      watchJobVersion({
        readVersion,
        onVersion: (version) => send({ event, data: version }),
        onHeartbeat: () => send({ event: "ping", data: "" }),
        onEnd: close,
      }),
    { headers },
  );
}

/**
 * The server-sent events behind /track/{token}: a "job" event carrying the job's version on
 * connecting and whenever it changes, until the browser goes away or the stream's lifetime ends.
 */
export function jobVersionEvents(
  signal: AbortSignal,
  db: Kysely<Database>,
  jobId: string,
): Response {
  return versionEvents(signal, "job", () => readJobVersion(db, jobId));
}

import { env } from "../env.server";
import { sweepFinished, sweepStarted } from "../observability/sweep-runs.server";

const DEFAULT_SITE_ORIGIN = "http://localhost:3000";

export interface SweepOptions {
  intervalMs?: number;
  /** Defaults to SITE_URL, or http://localhost:3000. */
  siteOrigin?: string;
  log?: (message: string) => void;
}

/** The origin for the links a sweep writes into messages, without a trailing slash. */
export function sweepSiteOrigin(siteOrigin: string | undefined): string {
  return (siteOrigin ?? env().SITE_URL ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, "");
}

/**
 * Runs `sweep` at start and every `intervalMs` inside the server process, one run at a time
 * (a run still going when the timer fires is not doubled), logging what a run reports and why
 * a run failed; returns the stop function. Each sweep claims its rows itself (SKIP LOCKED or a
 * conditional update), so several processes may run the same sweep.
 */
export function startPeriodicSweep(
  name: string,
  intervalMs: number,
  sweep: () => Promise<string | null>,
  log?: (message: string) => void,
): () => void {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const report = await sweep();
      sweepFinished(name);
      if (report) log?.(report);
    } catch (error) {
      log?.(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  sweepStarted(name);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  void run();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

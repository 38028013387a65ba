import type { MessageChannel } from "../db/schema.server";
import { onOutboxWrite } from "../email/outbox.server";
import { sweepFinished, sweepStarted } from "../observability/sweep-runs.server";
import { errorText } from "./outbox-claim.server";

export interface OutboxWorkerOptions {
  channel: MessageChannel;
  intervalMs: number;
  /** Sends one batch of due messages; the worker calls it again while more were written meanwhile. */
  deliver: () => Promise<unknown>;
  log?: (message: string) => void;
  /** Called once when stopped, after the timer is cleared. */
  close?: () => void;
}

/**
 * Sweeps one channel of the outbox in this process: every intervalMs, and at once when a
 * message of the channel is written. One sweep at a time; a write during a sweep runs another.
 * Returns a stop function.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): () => void {
  const sweepName = `Outbox ${options.channel}`;
  let running = false;
  let again = false;
  let stopped = false;
  const sweep = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await options.deliver();
      } while (again && !stopped);
      sweepFinished(sweepName);
    } catch (error) {
      options.log?.(`${options.channel} sweep failed: ${errorText(error)}`);
    } finally {
      running = false;
    }
  };
  sweepStarted(sweepName);
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  onOutboxWrite(() => setTimeout(sweep, 10), options.channel);
  void sweep();
  return () => {
    stopped = true;
    clearInterval(timer);
    onOutboxWrite(undefined, options.channel);
    options.close?.();
  };
}

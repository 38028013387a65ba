/**
 * When each background sweep of this process last finished a run, for the sweep-lag gauge of
 * /metrics: a sweep that stopped running (stuck on a lock, failing every time) shows as a lag
 * that keeps growing. Kept on globalThis so a rebuilt bundle in development keeps the record.
 */
interface SweepClock {
  lastFinished: Map<string, number>;
}

const holder = globalThis as typeof globalThis & { __wfcSweepClock?: SweepClock };
const clock = (holder.__wfcSweepClock ??= { lastFinished: new Map() });

/** A sweep has started: until its first run finishes, its lag counts from now. */
export function sweepStarted(name: string, at: number = Date.now()) {
  if (!clock.lastFinished.has(name)) clock.lastFinished.set(name, at);
}

/** A run of the sweep finished without an error. */
export function sweepFinished(name: string, at: number = Date.now()) {
  clock.lastFinished.set(name, at);
}

/** Seconds since each sweep last finished a run (or started, if it never has). */
export function sweepLagSeconds(
  now: number = Date.now(),
): Array<{ sweep: string; seconds: number }> {
  return [...clock.lastFinished].map(([sweep, at]) => ({
    sweep,
    seconds: Math.max(0, (now - at) / 1000),
  }));
}

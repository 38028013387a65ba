/**
 * Whether this process should be sent visitors (GET /readyz, what the load balancer checks):
 * its services are open, the database answers, every migration of this build is applied, the
 * file storage answers, and it is not stopping. Each check has a deadline, and one answer
 * serves every caller for a second, so a flood of checks costs the database one query a second.
 */

export interface ReadinessProbe {
  name: string;
  /** Resolves when the dependency is usable; rejects (or outlives the deadline) when not. */
  check(): Promise<void>;
}

export type Readiness =
  | { ready: true; checks: Record<string, "ok"> }
  | { ready: false; reason: string; checks: Record<string, string> };

interface ReadinessState {
  probes: readonly ReadinessProbe[] | null;
  stopping: boolean;
  latest: { at: number; answer: Promise<Readiness> } | null;
  wasReady: boolean | null;
}

const holder = globalThis as typeof globalThis & { __wfcReadiness?: ReadinessState };
const state = (holder.__wfcReadiness ??= {
  probes: null,
  stopping: false,
  latest: null,
  wasReady: null,
});

const CHECK_DEADLINE_MS = 2_000;
const ANSWER_KEPT_MS = 1_000;

/** Called once the services are open: from then on the probes decide. */
export function setReadinessProbes(probes: readonly ReadinessProbe[]) {
  state.probes = probes;
  state.latest = null;
}

/** A stop has begun: from now on the process answers "not ready", so the balancer moves on. */
export function markStopping() {
  state.stopping = true;
  state.latest = null;
}

export function isStopping(): boolean {
  return state.stopping;
}

function withDeadline(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function runProbes(
  probes: readonly ReadinessProbe[],
  deadlineMs: number,
): Promise<Readiness> {
  const outcomes = await Promise.all(
    probes.map(async (probe) => {
      try {
        await withDeadline(probe.check(), deadlineMs);
        return [probe.name, "ok"] as const;
      } catch (error) {
        return [probe.name, error instanceof Error ? error.message : String(error)] as const;
      }
    }),
  );
  const checks = Object.fromEntries(outcomes);
  const failing = outcomes.filter(([, outcome]) => outcome !== "ok").map(([name]) => name);
  if (failing.length === 0)
    return {
      ready: true,
      checks: Object.fromEntries(outcomes.map(([name]) => [name, "ok" as const])),
    };
  return { ready: false, reason: `${failing.join(", ")} failing`, checks };
}

/** The process's readiness now, or as found within the last second. */
export function readiness(
  options: { now?: number; deadlineMs?: number; onChange?: (answer: Readiness) => void } = {},
): Promise<Readiness> {
  const now = options.now ?? Date.now();
  if (state.stopping) return Promise.resolve({ ready: false, reason: "stopping", checks: {} });
  if (!state.probes) return Promise.resolve({ ready: false, reason: "starting", checks: {} });
  if (state.latest && now - state.latest.at < ANSWER_KEPT_MS) return state.latest.answer;
  const answer = runProbes(state.probes, options.deadlineMs ?? CHECK_DEADLINE_MS).then((found) => {
    if (state.wasReady !== found.ready) {
      state.wasReady = found.ready;
      options.onChange?.(found);
    }
    return found;
  });
  state.latest = { at: now, answer };
  return answer;
}

/** For tests: forget the probes, the stop and the kept answer. */
export function resetReadiness() {
  state.probes = null;
  state.stopping = false;
  state.latest = null;
  state.wasReady = null;
}

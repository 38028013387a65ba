// One place that turns Ctrl-C (or SIGTERM) into an orderly stop: every registered clean-up
// runs, newest first, before the process exits, so no server, browser or temporary directory
// outlives the script.

const cleanups = [];
let interrupted = false;

async function runCleanups(signal) {
  if (interrupted) return;
  interrupted = true;
  console.error(`\n${signal}: stopping`);
  for (const cleanup of [...cleanups].reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }
  process.exit(130);
}

process.once("SIGINT", () => runCleanups("SIGINT"));
process.once("SIGTERM", () => runCleanups("SIGTERM"));

/** True once Ctrl-C has started the clean-ups; errors after that are their side effects. */
export function isInterrupted() {
  return interrupted;
}

/** Registers a clean-up for an interrupt; call the returned function once it is no longer needed. */
export function onInterrupt(cleanup) {
  cleanups.push(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index !== -1) cleanups.splice(index, 1);
  };
}

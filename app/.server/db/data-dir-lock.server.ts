import fs from "node:fs";
import path from "node:path";

export class DataDirectoryInUseError extends Error {
  constructor(directory: string, pid: number) {
    super(
      `The data directory ${directory} is already in use by process ${pid}. ` +
        "Two processes on one embedded database would lose data: stop the other process, " +
        "or give this one its own DATA_DIR, or use a Postgres server with DATABASE_URL.",
    );
    this.name = "DataDirectoryInUseError";
  }
}

// Directories this process holds now; on globalThis so a rebuilt bundle in development knows.
const HELD = Symbol.for("wfc.data-dir-locks");
const processState = globalThis as typeof globalThis & { [HELD]?: Set<string> };
const held = (processState[HELD] ??= new Set<string>());

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat): with
 * the pid it names one process for good, since a recycled pid starts later.
 */
export function processStartTime(pid: number): string | undefined {
  const stat = readProc(pid, "stat");
  // The command name (field 2) is in parentheses and may hold spaces: count after it.
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  const startTime = fields?.[19];
  return startTime && /^\d+$/.test(startTime) ? startTime : undefined;
}

/** Whether the process runs Node.js, as every process that opens the database does. */
function runsNode(pid: number): boolean | undefined {
  const cmdline = readProc(pid, "cmdline");
  if (cmdline === undefined) return undefined;
  const program = path.basename(cmdline.split("\0")[0] ?? "");
  return program.startsWith("node") || program === path.basename(process.execPath);
}

interface LockHolder {
  pid: number;
  startTime?: string;
}

function parseLock(content: string): LockHolder | undefined {
  const match = /^(\d+)(?: (\d+))?\s*$/.exec(content);
  const pid = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return { pid, startTime: match[2] };
}

/**
 * A lock is stale when its process cannot be holding the database now: it has ended; it is
 * this process, which has not taken the lock (the same pid in a previous life: a container's
 * PID 1 after a restart); or its pid has been given to another program or another process
 * since (told by /proc where there is one).
 */
function isStale(directory: string, holder: LockHolder | undefined): boolean {
  if (!holder) return true;
  if (holder.pid === process.pid) return !held.has(directory);
  if (!isRunning(holder.pid)) return true;
  if (runsNode(holder.pid) === false) return true;
  const startTime = processStartTime(holder.pid);
  return (
    holder.startTime !== undefined && startTime !== undefined && startTime !== holder.startTime
  );
}

function lockContent(): string {
  const startTime = processStartTime(process.pid);
  return startTime ? `${process.pid} ${startTime}` : String(process.pid);
}

/**
 * Takes an exclusive lock on a data directory by creating `<dir>/.lock` holding our pid (and
 * our start time, where /proc tells it). A stale lock is taken over. Returns the function that
 * releases it.
 */
export function lockDataDirectory(dataDirectory: string): () => void {
  const directory = path.resolve(dataDirectory);
  fs.mkdirSync(directory, { recursive: true });
  const lockFile = path.join(directory, ".lock");
  const content = lockContent();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = fs.openSync(lockFile, "wx");
      fs.writeSync(handle, content);
      fs.closeSync(handle);
      held.add(directory);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(directory);
        try {
          if (fs.readFileSync(lockFile, "utf8") === content) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      const holder = parseLock(fs.readFileSync(lockFile, "utf8"));
      if (holder && !isStale(directory, holder)) {
        throw new DataDirectoryInUseError(dataDirectory, holder.pid);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDirectory}.`);
}

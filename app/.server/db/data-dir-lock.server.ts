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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on a data directory by creating `<dir>/.lock` holding our pid.
 * A lock left by a process that no longer runs is taken over.
 * Returns the function that releases it.
 */
export function lockDataDirectory(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true });
  const lockFile = path.join(directory, ".lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = fs.openSync(lockFile, "wx");
      fs.writeSync(handle, String(process.pid));
      fs.closeSync(handle);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new DataDirectoryInUseError(directory, holder);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${directory}.`);
}

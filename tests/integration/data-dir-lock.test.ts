import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  DataDirectoryInUseError,
  lockDataDirectory,
  processStartTime,
} from "../../app/.server/db/data-dir-lock.server";

const PROJECT_ROOT = process.cwd();
const CONNECTION_MODULE = pathToFileURL(
  path.resolve(PROJECT_ROOT, "app/.server/db/connection.server.ts"),
).href;
const LOCK_MODULE = pathToFileURL(
  path.resolve(PROJECT_ROOT, "app/.server/db/data-dir-lock.server.ts"),
).href;
const SLOW = 150_000;

const directories: string[] = [];
const children: ChildProcess[] = [];
const releases: Array<() => void> = [];

function tempDir(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "wfc-lock-"));
  directories.push(directory);
  return directory;
}

function lock(directory: string): () => void {
  const release = lockDataDirectory(directory);
  releases.push(release);
  return release;
}

/** The pid a lock file names (it may be followed by the holder's start time). */
function lockHolder(directory: string): string {
  return fs.readFileSync(path.join(directory, ".lock"), "utf8").split(" ")[0] ?? "";
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A pid that no process has right now, 999999 if free. */
function deadPid(): number {
  let pid = 999_999;
  while (isRunning(pid)) pid++;
  return pid;
}

afterEach(() => {
  for (const release of releases.splice(0)) release();
});

afterAll(() => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
});

describe("lockDataDirectory", () => {
  it("creates the directory and a lock file holding our pid", () => {
    const directory = path.join(tempDir(), "nested", "data");
    lock(directory);
    expect(lockHolder(directory)).toBe(String(process.pid));
  });

  it("refuses a second lock on the same directory, naming the directory and the holder", () => {
    const directory = tempDir();
    lock(directory);
    let caught: unknown;
    try {
      lock(directory);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirectoryInUseError);
    expect(caught).toBeInstanceOf(Error);
    if (!(caught instanceof Error)) throw new Error("Expected an error");
    expect(caught.name).toBe("DataDirectoryInUseError");
    expect(caught.message).toContain(
      `The data directory ${directory} is already in use by process ${process.pid}.`,
    );
    expect(caught.message).toContain("DATABASE_URL");
  });

  it("lets a released lock be taken again", () => {
    const directory = tempDir();
    const release = lock(directory);
    release();
    expect(fs.existsSync(path.join(directory, ".lock"))).toBe(false);
    const again = lock(directory);
    expect(lockHolder(directory)).toBe(String(process.pid));
    again();
    expect(fs.existsSync(path.join(directory, ".lock"))).toBe(false);
  });

  it("releases only once: an old release function does not remove a newer lock", () => {
    const directory = tempDir();
    const first = lock(directory);
    first();
    lock(directory);
    first();
    expect(fs.existsSync(path.join(directory, ".lock"))).toBe(true);
    expect(() => lock(directory)).toThrow(DataDirectoryInUseError);
  });

  it("does not remove a lock file that another process has since taken over", () => {
    const directory = tempDir();
    const release = lock(directory);
    fs.writeFileSync(path.join(directory, ".lock"), String(process.ppid));
    release();
    expect(lockHolder(directory)).toBe(String(process.ppid));
  });

  it("takes over a stale lock left by a process that is not running", () => {
    const directory = tempDir();
    const stale = deadPid();
    fs.writeFileSync(path.join(directory, ".lock"), String(stale));
    lock(directory);
    expect(lockHolder(directory)).toBe(String(process.pid));
  });

  it("takes over a lock file with unreadable content", () => {
    for (const content of ["", "not a pid", "-5", "0"]) {
      const directory = tempDir();
      fs.writeFileSync(path.join(directory, ".lock"), content);
      const release = lock(directory);
      expect(lockHolder(directory)).toBe(String(process.pid));
      release();
    }
  });

  it("records its start time next to its pid, so a recycled pid can be told apart", () => {
    const directory = tempDir();
    lock(directory);
    expect(fs.readFileSync(path.join(directory, ".lock"), "utf8")).toBe(
      `${process.pid} ${processStartTime(process.pid)}`,
    );
  });

  it("takes over a lock naming this very process when it does not hold it (PID 1 after a container restart)", () => {
    const directory = tempDir();
    fs.writeFileSync(path.join(directory, ".lock"), String(process.pid));
    lock(directory);
    expect(lockHolder(directory)).toBe(String(process.pid));
  });

  it("takes over a lock whose pid now belongs to a program that is not this app", async () => {
    const directory = tempDir();
    const other = spawn("sleep", ["60"], { stdio: "ignore" });
    children.push(other);
    await new Promise((resolve) => other.once("spawn", resolve));
    const pid = other.pid ?? 0;
    expect(isRunning(pid)).toBe(true);
    fs.writeFileSync(path.join(directory, ".lock"), String(pid));
    lock(directory);
    expect(lockHolder(directory)).toBe(String(process.pid));
    other.kill("SIGKILL");
  });

  it("takes over a lock whose pid was given to another Node process since, and refuses the real holder", async () => {
    const other = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
      stdio: "ignore",
    });
    children.push(other);
    await new Promise((resolve) => other.once("spawn", resolve));
    const pid = other.pid ?? 0;
    const started = processStartTime(pid);
    expect(started).toMatch(/^\d+$/);

    const recycled = tempDir();
    fs.writeFileSync(path.join(recycled, ".lock"), `${pid} ${Number(started) - 1}`);
    lock(recycled);
    expect(lockHolder(recycled)).toBe(String(process.pid));

    const held = tempDir();
    fs.writeFileSync(path.join(held, ".lock"), `${pid} ${started}`);
    expect(() => lock(held)).toThrow(`is already in use by process ${pid}`);
    other.kill("SIGKILL");
  });

  it("refuses a lock held by another running process", () => {
    const directory = tempDir();
    fs.writeFileSync(path.join(directory, ".lock"), String(process.ppid));
    expect(() => lock(directory)).toThrow(`is already in use by process ${process.ppid}`);
    // The other process's lock file is left alone.
    expect(lockHolder(directory)).toBe(String(process.ppid));
  });
});

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

interface Running {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<Exit>;
}

/** Runs TypeScript in a separate Node process, the way the app runs (tsx loads the .ts modules). */
function runNode(code: string): Running {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_OPTIONS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, output: () => ({ stdout, stderr }), exited };
}

async function waitForLine(running: Running, line: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void running.exited.then(() => (exited = true));
  while (!running.output().stdout.split("\n").includes(line)) {
    if (exited || Date.now() > deadline) {
      const { stdout, stderr } = running.output();
      throw new Error(`The child did not print ${line}.\nstdout: ${stdout}\nstderr: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("two processes on one embedded database", () => {
  it(
    "refuses the second process while the first runs, and lets a new one in after the first stops",
    async () => {
      const dataDir = path.join(tempDir(), "data");
      // Like the app: open the database, and close it on SIGTERM.
      const holder = runNode(`
        import { openDatabase } from ${JSON.stringify(CONNECTION_MODULE)};
        const handle = await openDatabase({ kind: "pglite", dataDir: ${JSON.stringify(dataDir)} });
        process.once("SIGTERM", () => handle.close().then(() => process.exit(0)));
        setInterval(() => {}, 1000);
        console.log("READY");
      `);
      await waitForLine(holder, "READY", 120_000);
      const holderPid = holder.child.pid;
      expect(lockHolder(dataDir)).toBe(String(holderPid));

      const second = runNode(`
        import { openDatabase } from ${JSON.stringify(CONNECTION_MODULE)};
        await openDatabase({ kind: "pglite", dataDir: ${JSON.stringify(dataDir)} });
        console.log("OPENED");
      `);
      const refused = await second.exited;
      expect(refused.code).not.toBe(0);
      expect(refused.code).not.toBeNull();
      expect(refused.stdout).not.toContain("OPENED");
      expect(refused.stderr).toContain(
        `The data directory ${dataDir} is already in use by process ${holderPid}`,
      );
      expect(refused.stderr).toContain("DataDirectoryInUseError");
      // The refused process leaves the holder's lock alone.
      expect(lockHolder(dataDir)).toBe(String(holderPid));

      holder.child.kill("SIGTERM");
      const stopped = await holder.exited;
      expect(stopped.code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(false);

      // The directory is free again.
      lock(dataDir);
    },
    SLOW,
  );

  it(
    "takes over the lock of a process that was killed without releasing it",
    async () => {
      const dataDir = tempDir();
      const holder = runNode(`
        import { lockDataDirectory } from ${JSON.stringify(LOCK_MODULE)};
        lockDataDirectory(${JSON.stringify(dataDir)});
        setInterval(() => {}, 1000);
        console.log("READY");
      `);
      await waitForLine(holder, "READY", 120_000);
      const holderPid = holder.child.pid;
      expect(() => lock(dataDir)).toThrow(`already in use by process ${holderPid}`);

      holder.child.kill("SIGKILL");
      const killed = await holder.exited;
      expect(killed.signal).toBe("SIGKILL");
      // The killed process left its lock file behind...
      expect(lockHolder(dataDir)).toBe(String(holderPid));
      // ...which is stale now, so it is taken over.
      lock(dataDir);
      expect(lockHolder(dataDir)).toBe(String(process.pid));
    },
    SLOW,
  );
});

import fs from "node:fs";

/**
 * The memory of the server under test, read from Linux's /proc (the CI machine's and this
 * one's): whatever the start command is, the server is the process holding the listening
 * socket of its port. The kernel lists listening sockets in /proc/net/tcp{,6} with their
 * inode; a process's open sockets are links "socket:[inode]" in /proc/<pid>/fd.
 */

const LISTEN = "0A";

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const portHex = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      const [localAddress, state, inode] = [columns[1], columns[3], columns[9]];
      if (localAddress?.endsWith(`:${portHex}`) && state === LISTEN && inode) inodes.add(inode);
    }
  }
  return inodes;
}

/** The process ids holding the port's listening socket (several if the server forks). */
export function serverProcessIds(port: number): number[] {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) throw new Error(`Nothing listens on port ${port} (read /proc/net/tcp)`);
  const links = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let descriptors: string[];
    try {
      descriptors = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    const holds = descriptors.some((fd) => {
      try {
        return links.has(fs.readlinkSync(`/proc/${entry}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (holds) pids.push(Number(entry));
  }
  if (pids.length === 0) throw new Error(`No process of this user holds port ${port}`);
  return pids;
}

export interface MemoryReading {
  /** Resident set now, in bytes, summed over the server's processes. */
  rss: number;
  /** Highest resident set since each process started (VmHWM), in bytes, summed. */
  peakRss: number;
}

function statusKilobytes(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status);
  if (!match?.[1]) throw new Error(`No ${field} in /proc/<pid>/status`);
  return Number(match[1]) * 1024;
}

export function readServerMemory(pids: readonly number[]): MemoryReading {
  let rss = 0;
  let peakRss = 0;
  for (const pid of pids) {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    rss += statusKilobytes(status, "VmRSS");
    peakRss += statusKilobytes(status, "VmHWM");
  }
  return { rss, peakRss };
}

export const MB = 1024 * 1024;

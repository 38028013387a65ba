import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { z } from "zod";

/**
 * The running server's door for `npm run backup` on the embedded database (decision 0080):
 * only the process holding PGlite can read it, so the command asks that process. It is a
 * Unix socket inside DATA_DIR, readable and writable by its owner only: whoever may open it
 * may read the data directory anyway, so it needs no token, and nothing of it is reachable
 * over the network.
 */
export const BACKUP_SOCKET_FILE = "backup.sock";
/** Linux's limit on a socket's path (108 bytes with the final NUL). */
const MAX_SOCKET_PATH = 107;

export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), BACKUP_SOCKET_FILE);
}

const requestSchema = z.object({ destination: z.string().min(1) });
const answerSchema = z.union([
  z.object({ path: z.string(), files: z.number(), tables: z.number() }),
  z.object({ error: z.string() }),
]);
export type BackupAnswer = z.infer<typeof answerSchema>;

export interface BackupDone {
  path: string;
  files: number;
  tables: number;
}

/**
 * Listens on DATA_DIR/backup.sock; each request takes one backup into the folder it names,
 * one at a time. Returns the function that closes it, or null when the path is too long for
 * a socket (logged: `npm run backup` then says the server cannot be asked).
 */
export async function openBackupSocket(
  dataDir: string,
  takeBackup: (destination: string) => Promise<BackupDone>,
  log: (message: string) => void,
): Promise<(() => void) | null> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log(`Backups of the running server are unavailable: ${socketPath} is too long for a socket.`);
    return null;
  }
  // Left by a process that died: this one holds the data directory's lock, so it is ours.
  fs.rmSync(socketPath, { force: true });
  let running: Promise<unknown> = Promise.resolve();
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: BackupAnswer) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "POST" || request.url !== "/backup") {
      answer(404, { error: "POST /backup is the only request here" });
      return;
    }
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      text += chunk;
    });
    request.on("end", () => {
      let destination: string;
      try {
        destination = requestSchema.parse(JSON.parse(text)).destination;
      } catch {
        answer(400, { error: 'send {"destination": "<folder>"}' });
        return;
      }
      const backup = running.then(() => takeBackup(destination));
      running = backup.catch(() => {});
      backup.then(
        (done) => answer(200, done),
        (error: unknown) => {
          log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
          answer(500, { error: error instanceof Error ? error.message : String(error) });
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  server.unref();
  return () => {
    server.close();
    fs.rmSync(socketPath, { force: true });
  };
}

/** Asks the server holding DATA_DIR for a backup into `destination` (an absolute folder). */
export function requestBackup(dataDir: string, destination: string): Promise<BackupDone> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: backupSocketPath(dataDir),
        method: "POST",
        path: "/backup",
        headers: { "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          try {
            const answer = answerSchema.parse(JSON.parse(text));
            if ("error" in answer) reject(new Error(answer.error));
            else resolve(answer);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify({ destination }));
  });
}

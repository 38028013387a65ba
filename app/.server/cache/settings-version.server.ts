import { sql, type Kysely, type Transaction } from "kysely";
import { forgetPages } from "../http/page-cache.server";
import type { Database } from "../db/schema.server";
import { forget } from "./memo.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Every process caches what the owner edits (business profile, booking rules, prices) and the
 * rendered public pages. An edit raises one counter in its own transaction; this process drops
 * its caches at once and every other process within one poll (decision 0036).
 */
export const SETTINGS_POLL_MS = 1_000;

/** Drops every cached value and page of this process: call it after committing an edit. */
export function dropLocalCaches(): void {
  forget("");
  forgetPages();
}

/**
 * Raises the settings version inside the caller's transaction. Call it with every edit of
 * something public pages or bookings read from a cache, then `dropLocalCaches()` after commit.
 */
export async function raiseSettingsVersion(db: Executor): Promise<void> {
  await db
    .updateTable("settings_version")
    .set({ version: sql<string>`version + 1`, changed_at: new Date() })
    .execute();
}

export interface SettingsWatch {
  /** Reads the version once; calls `onChange` when it moved since the last read. */
  check(): Promise<boolean>;
  stop(): void;
}

/**
 * Polls the version every `intervalMs` for the life of the process: when another process
 * raised it, `onChange` (by default `dropLocalCaches`) runs once.
 */
export function startSettingsWatch(
  db: Kysely<Database>,
  options: {
    intervalMs?: number;
    onChange?: () => void;
    log?: (message: string) => void;
  } = {},
): SettingsWatch {
  const onChange = options.onChange ?? dropLocalCaches;
  let seen: string | null = null;
  let running = false;
  let stopped = false;
  const check = async () => {
    const row = await db.selectFrom("settings_version").select("version").executeTakeFirst();
    if (!row) return false;
    const version = String(row.version);
    const changed = seen !== null && seen !== version;
    seen = version;
    if (changed) onChange();
    return changed;
  };
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await check();
    } catch (error) {
      options.log?.(
        `settings check failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, options.intervalMs ?? SETTINGS_POLL_MS);
  timer.unref();
  void run();
  return {
    check,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

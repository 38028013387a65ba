import { LRUCache } from "lru-cache";

/**
 * A small cache in the process for data that may be a few seconds stale (public pages).
 * Several server processes each keep their own copy: the TTL bounds how stale a copy gets,
 * and `forget` drops this process's copy at once, for code that changes the data.
 */

interface Entry {
  value: Promise<unknown>;
}

/** Keys can come from visitors (page numbers, slugs), so the cache must not grow without bound. */
export const MAX_MEMO_ENTRIES = 1_000;

const entries = new LRUCache<string, Entry>({
  max: MAX_MEMO_ENTRIES,
  // The wall clock, read on every check: tests move it, and a TTL of seconds needs no more.
  perf: { now: () => Date.now() },
  ttlResolution: 0,
});

/**
 * The value cached under `key`, loading it when missing or older than `ttlMs`. Concurrent
 * callers share one pending load; a failed load is not cached, so the next call retries.
 * One key must always be used with loaders of the same type.
 */
export function memo<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const cached = entries.get(key);
  if (cached) {
    // The entry under this key was stored by a loader of T (see the rule above).
    return cached.value as Promise<T>;
  }

  let value: Promise<T>;
  try {
    value = load();
  } catch (error) {
    return Promise.reject(error);
  }
  const entry: Entry = { value };
  // A full cache drops expired values before the least recently used fresh one.
  if (entries.size >= MAX_MEMO_ENTRIES) entries.purgeStale();
  // No TTL while pending: a pending load is shared, never expired.
  entries.set(key, entry);
  value.then(
    () => {
      // Only the entry we stored: `forget` may have dropped it, or a newer load replaced it.
      if (entries.peek(key) === entry) entries.set(key, entry, { ttl: ttlMs });
    },
    () => {
      if (entries.peek(key) === entry) entries.delete(key);
    },
  );
  return value;
}

/** Drops every cached value whose key starts with `prefix` ("" drops everything). */
export function forget(prefix: string): void {
  // `keys()` skips expired values; drop those first so nothing under the prefix is left.
  entries.purgeStale();
  for (const key of [...entries.keys()]) {
    if (key.startsWith(prefix)) entries.delete(key);
  }
}

/** How many values are cached; for tests. */
export function memoSize(): number {
  return entries.size;
}

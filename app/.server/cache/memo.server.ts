/**
 * A small cache in the process for data that may be a few seconds stale (public pages).
 * Several server processes each keep their own copy: the TTL bounds how stale a copy gets,
 * and `forget` drops this process's copy at once when an admin changes the data.
 */

interface Entry {
  value: Promise<unknown>;
  /** Infinity while the load is pending: a pending load is shared, never expired. */
  expiresAt: number;
}

/** Keys can come from visitors (page numbers, slugs), so the cache must not grow without bound. */
export const MAX_MEMO_ENTRIES = 1_000;

const entries = new Map<string, Entry>();

/**
 * The value cached under `key`, loading it when missing or older than `ttlMs`. Concurrent
 * callers share one pending load; a failed load is not cached, so the next call retries.
 * One key must always be used with loaders of the same type.
 */
export function memo<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const cached = entries.get(key);
  if (cached && cached.expiresAt > now) {
    // The entry under this key was stored by a loader of T (see the rule above).
    return cached.value as Promise<T>;
  }
  if (cached) entries.delete(key);

  let value: Promise<T>;
  try {
    value = load();
  } catch (error) {
    return Promise.reject(error);
  }
  const entry: Entry = { value, expiresAt: Number.POSITIVE_INFINITY };
  entries.set(key, entry);
  evictOverflow(now);
  value.then(
    () => {
      // Only the entry we stored: `forget` may have dropped it, or a newer load replaced it.
      if (entries.get(key) === entry) entry.expiresAt = Date.now() + ttlMs;
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return value;
}

/** Drops every cached value whose key starts with `prefix` ("" drops everything). */
export function forget(prefix: string): void {
  for (const key of [...entries.keys()]) {
    if (key.startsWith(prefix)) entries.delete(key);
  }
}

/** How many values are cached; for tests and diagnostics. */
export function memoSize(): number {
  return entries.size;
}

function evictOverflow(now: number) {
  if (entries.size <= MAX_MEMO_ENTRIES) return;
  for (const [key, entry] of entries) {
    if (entry.expiresAt <= now) entries.delete(key);
  }
  // Map keeps insertion order, so the first keys are the oldest loads.
  for (const key of entries.keys()) {
    if (entries.size <= MAX_MEMO_ENTRIES) break;
    entries.delete(key);
  }
}

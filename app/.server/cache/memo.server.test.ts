import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_MEMO_ENTRIES, forget, memo, memoSize } from "./memo.server";

/** A loader that counts its calls and resolves with the call number. */
function countingLoader() {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    return calls;
  });
  return load;
}

/** A promise the test settles by hand, to hold a load pending. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  forget("");
});
afterEach(() => {
  forget("");
  vi.useRealTimers();
});

describe("memo", () => {
  it("loads once and serves the cached value within the TTL", async () => {
    const load = countingLoader();
    expect(await memo("a", 60_000, load)).toBe(1);
    vi.setSystemTime(Date.now() + 59_000);
    expect(await memo("a", 60_000, load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again once the TTL has passed", async () => {
    const load = countingLoader();
    expect(await memo("a", 60_000, load)).toBe(1);
    vi.setSystemTime(Date.now() + 60_001);
    expect(await memo("a", 60_000, load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps keys apart", async () => {
    expect(await memo("a", 60_000, async () => "first")).toBe("first");
    expect(await memo("b", 60_000, async () => "second")).toBe("second");
    expect(await memo("a", 60_000, async () => "other")).toBe("first");
  });

  it("shares one pending load between concurrent callers", async () => {
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const first = memo("shared", 60_000, load);
    const second = memo("shared", 60_000, load);
    expect(load).toHaveBeenCalledTimes(1);
    pending.resolve("value");
    expect(await Promise.all([first, second])).toEqual(["value", "value"]);
  });

  it("does not expire a load that is still pending, however long it takes", async () => {
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const first = memo("slow", 1_000, load);
    vi.setSystemTime(Date.now() + 5_000);
    const second = memo("slow", 1_000, load);
    expect(load).toHaveBeenCalledTimes(1);
    pending.resolve("done");
    expect(await second).toBe("done");
    expect(await first).toBe("done");
  });

  it("counts the TTL from when the load finished", async () => {
    const pending = deferred<string>();
    const first = memo("timed", 10_000, () => pending.promise);
    vi.setSystemTime(Date.now() + 8_000);
    pending.resolve("value");
    await first;
    vi.setSystemTime(Date.now() + 9_000);
    const load = countingLoader();
    expect(await memo("timed", 10_000, load)).toBe("value");
    expect(load).not.toHaveBeenCalled();
  });

  it("does not cache a failed load: every waiting caller sees the error, the next call retries", async () => {
    const pending = deferred<string>();
    const first = memo("flaky", 60_000, () => pending.promise);
    const second = memo("flaky", 60_000, () => Promise.resolve("unused"));
    pending.reject(new Error("database down"));
    await expect(first).rejects.toThrow("database down");
    await expect(second).rejects.toThrow("database down");
    expect(await memo("flaky", 60_000, async () => "recovered")).toBe("recovered");
    expect(await memo("flaky", 60_000, async () => "unused")).toBe("recovered");
  });

  it("turns a loader that throws before returning a promise into a rejection, not cached", async () => {
    const throwing = () => {
      throw new Error("bad query");
    };
    await expect(memo("throws", 60_000, throwing)).rejects.toThrow("bad query");
    await expect(
      memo("rejects", 60_000, () => Promise.reject(new Error("bad query"))),
    ).rejects.toThrow("bad query");
    expect(memoSize()).toBe(0);
  });
});

describe("forget", () => {
  it("drops every key with the prefix and keeps the others", async () => {
    await memo("blog:page:1", 60_000, async () => "page 1");
    await memo("blog:post:a", 60_000, async () => "post a");
    await memo("testimonials:list", 60_000, async () => "list");
    forget("blog:");
    expect(await memo("blog:page:1", 60_000, async () => "page 1 new")).toBe("page 1 new");
    expect(await memo("blog:post:a", 60_000, async () => "post a new")).toBe("post a new");
    expect(await memo("testimonials:list", 60_000, async () => "list new")).toBe("list");
  });

  it("drops everything with an empty prefix, expired values too", async () => {
    await memo("a", 60_000, async () => 1);
    await memo("b", 1_000, async () => 2);
    vi.setSystemTime(Date.now() + 2_000);
    forget("");
    expect(memoSize()).toBe(0);
  });

  it("keeps a load that was pending during forget from filling the cache with old data", async () => {
    const pending = deferred<string>();
    const stale = memo("blog:slugs", 60_000, () => pending.promise);
    forget("blog:");
    const fresh = memo("blog:slugs", 60_000, async () => "fresh");
    pending.resolve("stale");
    expect(await stale).toBe("stale");
    expect(await fresh).toBe("fresh");
    expect(await memo("blog:slugs", 60_000, async () => "unused")).toBe("fresh");
  });

  it("does nothing when no key matches", async () => {
    await memo("portfolio:list", 60_000, async () => "kept");
    forget("nothing:");
    expect(memoSize()).toBe(1);
  });
});

describe("size bound", () => {
  it(`keeps at most ${MAX_MEMO_ENTRIES} values, dropping the oldest first`, async () => {
    for (let i = 0; i <= MAX_MEMO_ENTRIES; i++) {
      await memo(`key:${i}`, 60_000, async () => i);
    }
    expect(memoSize()).toBe(MAX_MEMO_ENTRIES);
    expect(await memo("key:0", 60_000, async () => -1)).toBe(-1);
    expect(await memo(`key:${MAX_MEMO_ENTRIES}`, 60_000, async () => -1)).toBe(MAX_MEMO_ENTRIES);
  });

  it("drops expired values before fresh ones when full, whatever their age", async () => {
    await memo("long:first", 60_000, async () => "first");
    await memo("short", 1_000, async () => "short-lived");
    for (let i = 0; i < MAX_MEMO_ENTRIES - 2; i++) {
      await memo(`long:${i}`, 60_000, async () => i);
    }
    vi.setSystemTime(Date.now() + 2_000);
    await memo("newest", 60_000, async () => "newest");
    expect(memoSize()).toBe(MAX_MEMO_ENTRIES);
    expect(await memo("long:first", 60_000, async () => "reloaded")).toBe("first");
  });

  it("keeps a value read recently over one read long ago", async () => {
    for (let i = 0; i < MAX_MEMO_ENTRIES; i++) {
      await memo(`key:${i}`, 60_000, async () => i);
    }
    expect(await memo("key:0", 60_000, async () => -1)).toBe(0);
    await memo("one-more", 60_000, async () => "new");
    expect(await memo("key:0", 60_000, async () => -1)).toBe(0);
    expect(await memo("key:1", 60_000, async () => -1)).toBe(-1);
  });
});

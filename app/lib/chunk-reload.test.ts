import { afterEach, describe, expect, it, vi } from "vitest";
import { isModuleLoadError, reloadOncePerSession } from "./chunk-reload";

describe("isModuleLoadError", () => {
  it("recognises the messages browsers give for a route module that failed to load", () => {
    // Chrome
    expect(
      isModuleLoadError(
        new TypeError(
          "Failed to fetch dynamically imported module: https://x/build/routes/a-123.js",
        ),
      ),
    ).toBe(true);
    // Safari
    expect(isModuleLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    // Firefox
    expect(
      isModuleLoadError(new TypeError("error loading dynamically imported module: https://x/a.js")),
    ).toBe(true);
    // A dropped connection while fetching the chunk
    expect(isModuleLoadError(new TypeError("Failed to fetch"))).toBe(true);
  });

  it("matches regardless of letter case", () => {
    expect(isModuleLoadError(new Error("FAILED TO FETCH DYNAMICALLY IMPORTED MODULE"))).toBe(true);
  });

  it("accepts a plain string as the error", () => {
    expect(isModuleLoadError("Importing a module script failed.")).toBe(true);
    expect(isModuleLoadError("Something else went wrong")).toBe(false);
  });

  it("ignores ordinary errors", () => {
    expect(isModuleLoadError(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isModuleLoadError(new TypeError("x is not a function"))).toBe(false);
    expect(isModuleLoadError(new Error(""))).toBe(false);
  });

  it("ignores values that are neither errors nor strings", () => {
    expect(isModuleLoadError(undefined)).toBe(false);
    expect(isModuleLoadError(null)).toBe(false);
    expect(isModuleLoadError(42)).toBe(false);
    expect(isModuleLoadError({ message: "Failed to fetch" })).toBe(false);
  });
});

class FakeStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

function fakeWindow() {
  const reload = vi.fn();
  vi.stubGlobal("window", { location: { reload } });
  return reload;
}

describe("reloadOncePerSession", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reloads the first time and remembers it for the session", () => {
    const storage = new FakeStorage();
    vi.stubGlobal("sessionStorage", storage);
    const reload = fakeWindow();

    expect(reloadOncePerSession()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.size).toBe(1);

    expect(reloadOncePerSession()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload when session storage is unavailable", () => {
    vi.stubGlobal("sessionStorage", {
      getItem() {
        throw new Error("SecurityError: access denied");
      },
      setItem() {
        throw new Error("SecurityError: access denied");
      },
    });
    const reload = fakeWindow();

    expect(reloadOncePerSession()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload when the flag cannot be written", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => null,
      setItem() {
        throw new Error("QuotaExceededError");
      },
    });
    const reload = fakeWindow();

    expect(reloadOncePerSession()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

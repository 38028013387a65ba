import { describe, expect, it } from "vitest";
import { READING_PAGE_HANDLE } from "./page-hydration";
import { pageHydrates } from "./page-hydrates";

describe("pageHydrates", () => {
  it("leaves the scripts out of a reading page for a signed-out visitor", () => {
    expect(pageHydrates([undefined, READING_PAGE_HANDLE], false)).toBe(false);
  });

  it("hydrates every route that says nothing, so a new form page keeps its JavaScript", () => {
    expect(pageHydrates([undefined, undefined], false)).toBe(true);
    expect(pageHydrates([undefined, { cache: "public" }], false)).toBe(true);
    expect(pageHydrates([undefined, { hydrate: "no" }], false)).toBe(true);
  });

  it("lets the deepest route that says decide", () => {
    expect(pageHydrates([undefined, { hydrate: false }, { hydrate: true }], false)).toBe(true);
    expect(pageHydrates([undefined, { hydrate: true }, { hydrate: false }], false)).toBe(false);
    expect(pageHydrates([undefined, { hydrate: false }, { title: "child" }], false)).toBe(false);
  });

  it("always hydrates for a signed-in visitor or with HYDRATE_EVERY_PAGE", () => {
    expect(pageHydrates([undefined, READING_PAGE_HANDLE], true)).toBe(true);
  });
});

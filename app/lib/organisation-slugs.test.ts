import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isFixedAddressSlug, isReservedSlug, SLUG_PATTERN } from "./organisation-slugs";

/** The first URL segment of a flat route file: "admin.jobs.$reference.tsx" → "admin". */
function firstSegment(file: string): string {
  const name = file.replace(/\.tsx?$/, "");
  const head = name.split(/\.(?![^[]*\])/)[0] ?? "";
  return head.replace(/_$/, "").replace(/\[(.*?)\]/g, "$1");
}

describe("reserved organisation slugs", () => {
  it("hold the first segment of every route of the site", () => {
    // The same files remix.config.js leaves out of the route tree: tests and the HTTP glue.
    const routes = fs
      .readdirSync(path.resolve("app/routes"))
      .filter((file) => !/\.(test\.tsx?|server\.ts)$/.test(file));
    const segments = [...new Set(routes.map(firstSegment))].filter(
      (segment) => SLUG_PATTERN.test(segment) && !isFixedAddressSlug(segment),
    );
    expect(segments.length).toBeGreaterThan(10);
    expect(segments.filter((segment) => !isReservedSlug(segment))).toEqual([]);
  });

  it("hold the name of every file and folder at the top of public/", () => {
    const names = fs
      .readdirSync(path.resolve("public"))
      .map((entry) => entry.replace(/\..*$/, ""))
      .filter((name) => SLUG_PATTERN.test(name));
    expect(names.length).toBeGreaterThan(2);
    expect(names.filter((name) => !isReservedSlug(name))).toEqual([]);
  });

  it("hold the server's own addresses for the operator: health, readiness and metrics", () => {
    for (const slug of ["healthz", "readyz", "metrics"])
      expect(isReservedSlug(slug), slug).toBe(true);
  });

  it("keep the organisations' own fixed addresses out, and 'new' in", () => {
    expect(isReservedSlug("moathouse")).toBe(false);
    expect(isFixedAddressSlug("moathouse")).toBe(true);
    expect(isReservedSlug("new")).toBe(true);
    expect(isReservedSlug("coventry-lets")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  contentPublicPaths,
  publicSitemapEntries,
  STATIC_PUBLIC_PATHS,
} from "./public-paths.server";

describe("public paths", () => {
  const contentPaths = contentPublicPaths();

  it("lists the fixed public pages", () => {
    expect(STATIC_PUBLIC_PATHS).toHaveLength(17);
    expect(STATIC_PUBLIC_PATHS).toEqual(expect.arrayContaining(["/", "/book", "/engineer-mobile"]));
  });

  it("lists 15 service pages, 29 sub-pages and 5 location pages", () => {
    const serviceDepth = (path: string) => path.split("/").length;
    const underServices = contentPaths.filter((path) => path.startsWith("/services/"));
    expect(underServices.filter((path) => serviceDepth(path) === 3)).toHaveLength(15);
    expect(underServices.filter((path) => serviceDepth(path) === 4)).toHaveLength(29);
    expect(contentPaths.filter((path) => path.startsWith("/locations/"))).toHaveLength(5);
    expect(contentPaths).toEqual(
      expect.arrayContaining([
        "/services/pat-testing",
        "/services/plumbing/leaky-tap-repairs",
        "/services/pat-testing/office-pat-testing",
        "/locations/handyman-cv1",
        "/guides/how-to-fix-leaky-tap-coventry",
      ]),
    );
  });

  it("adds published blog posts with their last change, each path once", () => {
    const updatedAt = new Date("2026-02-01T10:00:00Z");
    const entries = publicSitemapEntries([{ slug: "winter-boiler-checks", updatedAt }]);
    expect(entries).toContainEqual({ path: "/blog/winter-boiler-checks", lastModified: updatedAt });
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(STATIC_PUBLIC_PATHS.length + contentPaths.length + 1);
  });
});

import { describe, expect, it } from "vitest";
import { sitemapDate, sitemapXml } from "./sitemap.server";

describe("sitemapXml", () => {
  it("lists absolute URLs in a sitemaps.org urlset", () => {
    expect(sitemapXml("https://wefixcoventry.co.uk/", [{ path: "/" }, { path: "/services" }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url>",
        "    <loc>https://wefixcoventry.co.uk/</loc>",
        "  </url>",
        "  <url>",
        "    <loc>https://wefixcoventry.co.uk/services</loc>",
        "  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes XML special characters", () => {
    expect(sitemapXml("https://example.com", [{ path: `/blog/a&b<c>"d'` }])).toContain(
      "<loc>https://example.com/blog/a&amp;b&lt;c&gt;&quot;d&apos;</loc>",
    );
  });

  it("gives lastmod as YYYY-MM-DD", () => {
    const xml = sitemapXml("https://example.com", [
      { path: "/blog/boilers", lastModified: new Date("2026-03-07T23:30:00Z") },
    ]);
    expect(xml).toContain(
      "    <loc>https://example.com/blog/boilers</loc>\n    <lastmod>2026-03-07</lastmod>\n",
    );
  });

  it("pads months and days", () => {
    expect(sitemapDate(new Date(Date.UTC(2026, 0, 5, 12)))).toBe("2026-01-05");
  });
});

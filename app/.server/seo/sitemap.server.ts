export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** W3C date (YYYY-MM-DD, UTC), the precision the sitemap protocol asks for. */
export function sitemapDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A sitemaps.org urlset with absolute URLs; `origin` may end with a slash. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, "");
  const urls = entries.map((entry) => {
    const location = `    <loc>${escapeXml(`${base}${entry.path}`)}</loc>`;
    const lastModified = entry.lastModified
      ? `\n    <lastmod>${sitemapDate(entry.lastModified)}</lastmod>`
      : "";
    return `  <url>\n${location}${lastModified}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Private areas: signed-in pages and the per-customer token links. */
const DISALLOWED_PATHS = [
  "/admin",
  "/dashboard",
  "/auth",
  "/client",
  "/engineer",
  "/portal/",
  "/track/",
  "/org/",
  "/moathouse",
  "/empire",
  "/handylot",
] as const;

/**
 * robots.txt rules match by prefix, so "/engineer" would also hide the public
 * "/engineer-mobile" page; the longer Allow rule wins for it.
 */
const ALLOWED_PATHS = ["/", "/engineer-mobile"] as const;

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, "");
  return [
    "User-agent: *",
    ...ALLOWED_PATHS.map((path) => `Allow: ${path}`),
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}

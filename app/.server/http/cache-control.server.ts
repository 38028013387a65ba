/** Route handles opt in to shared caching with `export const handle = { cache: "public" }`. */
export function isPublicCacheHandle(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && "cache" in handle && handle.cache === "public"
  );
}

const PERSONAL_COOKIES = /(?:^|;\s*)(?:wfc_token|wfc_toast)=/;

/**
 * Public pages may be kept by a CDN for a few minutes and served stale while it refreshes;
 * a response for someone signed in, or carrying a toast, is theirs alone.
 */
export function cacheControlFor(request: Request, status: number, publicRoute: boolean): string {
  const personal = PERSONAL_COOKIES.test(request.headers.get("Cookie") ?? "");
  if (publicRoute && status === 200 && !personal) {
    return "public, max-age=60, s-maxage=600, stale-while-revalidate=86400";
  }
  return "private, no-cache";
}

/** Route handles opt in to shared caching with `export const handle = { cache: "public" }`. */
export function isPublicCacheHandle(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && "cache" in handle && handle.cache === "public"
  );
}

// The session cookie, or a chunk of it (Supabase's session splits into wfc_token.0, .1...).
const PERSONAL_COOKIES = /(?:^|;\s*)(?:wfc_token(?:\.\d+)?|wfc_toast)=/;

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

/** For responses that carry someone's data: neither the browser nor any proxy keeps a copy. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * A `.data` response holds the loader data of every route on the page, the signed-in user's
 * included, and a shared cache cannot tell whose it is (Vary: Cookie is not honoured by every
 * CDN). Public pages stay cacheable as HTML; their client-side navigations cost one request.
 */
export function withDataCacheControl(response: Response): Response {
  try {
    response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    return response;
  } catch {
    // Headers of some responses (Response.redirect) are immutable: copy them.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}

/** Reads one request header by name: a fetch `Request`'s headers or Node's incoming message. */
export type HeaderReader = (name: string) => string | null | undefined;

/**
 * The host this request was addressed to: the first X-Forwarded-Host entry, else Host. The
 * same choice as Remix's own check, so nothing passes ours and then trips Remix's (a 500).
 */
function addressedHost(header: HeaderReader): string | undefined {
  const forwarded = header("X-Forwarded-Host")?.split(",")[0]?.trim();
  return forwarded || header("Host") || undefined;
}

/**
 * A mutation must come from a page of this site. Browsers send Origin on every POST;
 * a request without Origin or Referer comes from a non-browser client, where a
 * cross-site forgery is not possible, so it passes. The opaque origin "null" and a
 * source that is not a URL never pass.
 */
export function sameOriginHeaders(header: HeaderReader, fallbackHost?: string): boolean {
  const source = header("Origin") ?? header("Referer");
  if (source === null || source === undefined) return true;
  const host = addressedHost(header) ?? fallbackHost;
  if (!host || source === "null") return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

export function isSameOrigin(request: Request): boolean {
  return sameOriginHeaders((name) => request.headers.get(name), new URL(request.url).host);
}

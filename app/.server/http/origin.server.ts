/**
 * A mutation must come from a page of this site. Browsers send Origin on every POST;
 * a request without Origin or Referer comes from a non-browser client, where a
 * cross-site forgery is not possible, so it passes.
 */
export function isSameOrigin(request: Request): boolean {
  const source = request.headers.get("Origin") ?? request.headers.get("Referer");
  if (!source || source === "null") return source === null;
  const host =
    request.headers.get("X-Forwarded-Host") ??
    request.headers.get("Host") ??
    new URL(request.url).host;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

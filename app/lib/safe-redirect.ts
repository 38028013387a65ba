import { hasControlCharacter } from "./schemas/text";

const BASE = "http://same-origin.invalid";
// Browsers drop tabs and line breaks from URLs and read "\" as "/", so "/\t/evil.example"
// and "/\evil.example" lead to another site: refuse them, raw or percent-encoded.
function isSafePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    !hasControlCharacter(path)
  );
}

/** The path and its percent-decoded form are both paths of this site. */
function isSafeInEveryForm(path: string): boolean {
  if (!isSafePath(path)) return false;
  try {
    return isSafePath(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/**
 * Where to send someone after a form, from a value the request carried: only a path of this
 * site comes back; anything else (another origin, "//host", control characters, backslashes,
 * their encoded forms) gives the fallback.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length > 2_000 || !isSafeInEveryForm(to)) return fallback;
  const url = new URL(to, BASE);
  if (url.origin !== BASE) return fallback;
  // Resolving dot segments can make "//host" out of a safe-looking path ("/.//evil.example"),
  // so the path that is actually sent is checked again.
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return isSafeInEveryForm(resolved) ? resolved : fallback;
}

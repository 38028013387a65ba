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

/**
 * Where to send someone after a form, from a value the request carried: only a path of this
 * site comes back; anything else (another origin, "//host", control characters, backslashes,
 * their encoded forms) gives the fallback.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length > 2_000 || !isSafePath(to)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return fallback;
  }
  if (!isSafePath(decoded)) return fallback;
  const url = new URL(to, BASE);
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

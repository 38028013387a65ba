import { PERSONAL_CACHE_CONTROL } from "./cache-control.server";
import {
  markSocketAddressTrusted,
  SOCKET_ADDRESS_HEADER,
  warnWhenProxySettingDisagrees,
} from "./client-ip.server";
import { env } from "../env.server";
import { originSettings, sameOriginHeaders, type HeaderReader } from "./origin.server";

/**
 * What server.mjs does before Remix sees a request (docs/decisions/0016). Exported through
 * entry.server so the server and the app share one copy of these rules.
 */
export interface GuardRefusal {
  status: 400 | 403;
  message: string;
}

export const CROSS_SITE_MESSAGE = "This form was sent from another site and has been refused.";
const BAD_HOST_MESSAGE = "The Host header of this request is not a valid host name.";
const BAD_PATH_MESSAGE = "This address is not valid: it has a broken %-escape.";

/**
 * Remix checks the Origin of every POST/PUT/PATCH/DELETE document request and of every
 * non-GET `.data` request, and answers a mismatch with a 500; these get our 403 first.
 */
function checkedByRemix(method: string, path: string): boolean {
  if (path.endsWith(".data")) return method !== "GET";
  return ["POST", "PUT", "PATCH", "DELETE"].includes(method);
}

function validHost(host: string): boolean {
  try {
    return new URL(`http://${host}/`).host !== "";
  } catch {
    return false;
  }
}

function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer for a request that must not reach Remix, or undefined to let it through. `path`
 * is the path as sent, still percent-encoded; `scheme` is the connection's ("http" under
 * server.mjs, which has no TLS of its own).
 */
export function refusalBeforeRemix(
  method: string,
  path: string,
  header: HeaderReader,
  scheme = "http",
): GuardRefusal | undefined {
  const host = header("Host");
  // The adapter builds the request URL from Host; an unparsable one would be a 500.
  if (host !== undefined && host !== null && !validHost(host)) {
    return { status: 400, message: BAD_HOST_MESSAGE };
  }
  warnWhenProxySettingDisagrees(header("X-Forwarded-For"), env().TRUST_PROXY_HOPS);
  // Route parameters are decoded when routes are matched; a broken escape would throw there.
  if (!decodablePath(path)) return { status: 400, message: BAD_PATH_MESSAGE };
  if (
    checkedByRemix(method.toUpperCase(), path) &&
    !sameOriginHeaders(header, scheme, originSettings())
  ) {
    return { status: 403, message: CROSS_SITE_MESSAGE };
  }
  return undefined;
}

/**
 * The policy for responses that are not pages (static files, the sitemap, the service worker,
 * CSV and photos): same-origin only, never framed. The service worker takes its own policy
 * from this header, so it must still reach the site ('self').
 */
export const NON_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'";

/**
 * Headers the server adds to a response that does not set them itself. Every response, static
 * files included, forbids content sniffing and framing and carries a content security policy
 * (pages set their own, with a nonce). A response from the app that says nothing about
 * caching (a resource route) is treated as personal: not kept anywhere.
 */
export function missingResponseHeaders(
  fromApp: boolean,
  has: (name: string) => boolean,
): Array<[string, string]> {
  const missing: Array<[string, string]> = [];
  if (!has("X-Content-Type-Options")) missing.push(["X-Content-Type-Options", "nosniff"]);
  if (!has("Content-Security-Policy")) {
    missing.push(["Content-Security-Policy", NON_PAGE_CONTENT_SECURITY_POLICY]);
  }
  if (!has("X-Frame-Options")) missing.push(["X-Frame-Options", "DENY"]);
  if (!has("Referrer-Policy")) missing.push(["Referrer-Policy", "strict-origin-when-cross-origin"]);
  if (fromApp && !has("Cache-Control")) missing.push(["Cache-Control", PERSONAL_CACHE_CONTROL]);
  return missing;
}

export const serverGuard = {
  refusalBeforeRemix,
  missingResponseHeaders,
  socketAddressHeader: SOCKET_ADDRESS_HEADER,
  /** Called once by server.mjs, which always overwrites the socket address header. */
  trustSocketAddressHeader: markSocketAddressTrusted,
};

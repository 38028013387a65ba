import { PERSONAL_CACHE_CONTROL } from "./cache-control.server";
import { markSocketAddressTrusted, SOCKET_ADDRESS_HEADER } from "./client-ip.server";
import { sameOriginHeaders, type HeaderReader } from "./origin.server";

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

/** The answer for a request that must not reach Remix, or undefined to let it through. */
export function refusalBeforeRemix(
  method: string,
  path: string,
  header: HeaderReader,
): GuardRefusal | undefined {
  const host = header("Host");
  // The adapter builds the request URL from Host; an unparsable one would be a 500.
  if (host !== undefined && host !== null && !validHost(host)) {
    return { status: 400, message: BAD_HOST_MESSAGE };
  }
  if (checkedByRemix(method.toUpperCase(), path) && !sameOriginHeaders(header)) {
    return { status: 403, message: CROSS_SITE_MESSAGE };
  }
  return undefined;
}

/**
 * Headers the server adds to a response that does not set them itself. Every response, static
 * files included, forbids content sniffing. A response from the app that says nothing about
 * caching (a resource route) is treated as personal: not kept anywhere.
 */
export function missingResponseHeaders(
  fromApp: boolean,
  has: (name: string) => boolean,
): Array<[string, string]> {
  const missing: Array<[string, string]> = [];
  if (!has("X-Content-Type-Options")) missing.push(["X-Content-Type-Options", "nosniff"]);
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

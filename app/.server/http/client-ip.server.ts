import { getClientIPAddress } from "remix-utils/get-client-ip-address";

/**
 * The visitor's address as reported by the proxy in front of the app (X-Forwarded-For and
 * friends). remix-serve does not expose the socket, so without a proxy every request shares
 * one bucket; the per-e-mail limits still apply.
 */
export function clientAddress(request: Request): string {
  return getClientIPAddress(request) ?? "unknown";
}

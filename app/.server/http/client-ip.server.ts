import { isIP, isIPv4 } from "is-ip";
import { env } from "../env.server";

/** Set by server.mjs from the TCP socket, after it deleted any copy the client sent. */
export const SOCKET_ADDRESS_HEADER = "X-Wfc-Socket-Address";

/** The bucket every request shares when its address cannot be known. */
export const UNKNOWN_ADDRESS = "unknown";

// On globalThis: server.mjs and the server build are one process but separate module graphs.
const SOCKET_HEADER_TRUSTED = Symbol.for("wfc.socket-address-header-trusted");
const processState = globalThis as typeof globalThis & { [SOCKET_HEADER_TRUSTED]?: boolean };

/**
 * Only our own server in front (server.mjs) writes the socket address header; under any other
 * server (the tests' in-process app) a client could write it, so it is read only after this call.
 */
export function markSocketAddressTrusted(): void {
  processState[SOCKET_HEADER_TRUSTED] = true;
}

export interface ClientAddressOptions {
  /** How many proxies of ours stand in front of the app (TRUST_PROXY_HOPS). */
  hops: number;
  /** Whether the socket address header was written by our server; see markSocketAddressTrusted. */
  socketHeaderTrusted: boolean;
}

/** An address as proxies write it ("[::1]:443", "1.2.3.4:5678", "::ffff:1.2.3.4"), or undefined. */
export function normalizedAddress(raw: string | null | undefined): string | undefined {
  let address = raw?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (v4WithPort?.[1]) address = v4WithPort[1];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  if (!isIP(address)) return undefined;
  return isIPv4(address) ? address : address.toLowerCase();
}

/**
 * The visitor's address as the nearest trusted proxy saw it. Each proxy appends the address
 * it was connected from to X-Forwarded-For, so with `hops` proxies of ours the entry `hops`
 * from the right is the last one no client could write; everything left of it is the
 * client's own claim. With no proxy (hops 0) only the socket address counts.
 */
export function clientAddressFrom(headers: Headers, options: ClientAddressOptions): string {
  if (options.hops === 0) {
    if (!options.socketHeaderTrusted) return UNKNOWN_ADDRESS;
    return normalizedAddress(headers.get(SOCKET_ADDRESS_HEADER)) ?? UNKNOWN_ADDRESS;
  }
  const forwardedFor = headers.get("X-Forwarded-For");
  const entries = forwardedFor ? forwardedFor.split(",").map((entry) => entry.trim()) : [];
  // Fewer entries than proxies: the request did not come through them, so no entry is theirs.
  if (entries.length < options.hops) return UNKNOWN_ADDRESS;
  return normalizedAddress(entries[entries.length - options.hops]) ?? UNKNOWN_ADDRESS;
}

/** The address per-IP rate limits count by (see TRUST_PROXY_HOPS in the README). */
export function clientAddress(request: Request): string {
  return clientAddressFrom(request.headers, {
    hops: env().TRUST_PROXY_HOPS,
    socketHeaderTrusted: processState[SOCKET_HEADER_TRUSTED] === true,
  });
}

/** How many of the first requests are compared with TRUST_PROXY_HOPS. */
const REQUESTS_CHECKED_AT_START = 50;
let requestsChecked = 0;
const warned = new Set<"unexpected-header" | "missing-proxy">();

/**
 * Says once, in the log, when the first requests disagree with TRUST_PROXY_HOPS: with 0, a
 * request carrying X-Forwarded-For suggests a proxy nobody declared (every visitor behind it
 * then shares one address); with N, a request with fewer than N entries did not come through
 * the N proxies (such requests share one address, so one visitor can lock out the others).
 */
export function warnWhenProxySettingDisagrees(
  forwardedFor: string | null | undefined,
  hops: number,
  warn: (message: string) => void = console.warn,
): void {
  if (requestsChecked >= REQUESTS_CHECKED_AT_START) return;
  requestsChecked += 1;
  const entries = forwardedFor ? forwardedFor.split(",").filter((entry) => entry.trim()).length : 0;
  if (hops === 0 && entries > 0 && !warned.has("unexpected-header")) {
    warned.add("unexpected-header");
    warn(
      "[server] Requests arrive with X-Forwarded-For but TRUST_PROXY_HOPS is 0: if a proxy or load balancer stands in front, set TRUST_PROXY_HOPS to the number of proxies, or every visitor behind it shares one address for the rate limits.",
    );
  }
  if (hops > 0 && entries < hops && !warned.has("missing-proxy")) {
    warned.add("missing-proxy");
    warn(
      `[server] TRUST_PROXY_HOPS is ${hops} but a request arrived with ${entries} X-Forwarded-For ${entries === 1 ? "entry" : "entries"}: it did not come through ${hops === 1 ? "the proxy" : `${hops} proxies`}. If nothing stands in front, set TRUST_PROXY_HOPS=0; such requests share one address for the rate limits.`,
    );
  }
}

/** For tests: the start-up check begins again. */
export function resetProxySettingCheck(): void {
  requestsChecked = 0;
  warned.clear();
}

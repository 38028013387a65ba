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
 * server (`remix dev`) a client could write it, so it is read only after this call.
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

import { env } from "../env.server";

/** Reads one request header by name: a fetch `Request`'s headers or Node's incoming message. */
export type HeaderReader = (name: string) => string | null | undefined;

export interface OriginSettings {
  /** The site's public address (SITE_URL), if configured. */
  siteUrl?: string;
  /** Proxies of ours in front (TRUST_PROXY_HOPS); only then is X-Forwarded-Proto believed. */
  trustedProxyHops: number;
}

/**
 * The host this request was addressed to: the first X-Forwarded-Host entry, else Host. The
 * same choice as Remix's own check, so nothing passes ours and then trips Remix's (a 500).
 */
function addressedHost(header: HeaderReader): string | undefined {
  const forwarded = header("X-Forwarded-Host")?.split(",")[0]?.trim();
  return forwarded || header("Host") || undefined;
}

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === "null" ? undefined : parsed.origin;
  } catch {
    return undefined;
  }
}

/**
 * The scheme the visitor used: what a trusted proxy reports, else the site's configured scheme
 * when the request is addressed to the site's host (a TLS proxy that does not say so), else
 * the scheme of the connection itself.
 */
function addressedScheme(
  header: HeaderReader,
  host: string,
  connectionScheme: string,
  settings: OriginSettings,
): string {
  if (settings.trustedProxyHops > 0) {
    const forwarded = header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
    if (forwarded === "http" || forwarded === "https") return forwarded;
  }
  if (settings.siteUrl) {
    const site = new URL(settings.siteUrl);
    if (site.host.toLowerCase() === host.toLowerCase()) return site.protocol.replace(":", "");
  }
  return connectionScheme.replace(":", "");
}

/**
 * A mutation must come from a page of this site: the Origin (or, without one, the Referer's
 * origin) must be exactly this site's scheme, host and port. Browsers send Origin on every
 * POST; a request without Origin or Referer comes from a non-browser client, where a
 * cross-site forgery is not possible, so it passes. The opaque origin "null", a source that is
 * not a URL and a Referer with user information never pass.
 */
export function sameOriginHeaders(
  header: HeaderReader,
  connectionScheme: string,
  settings: OriginSettings,
  fallbackHost?: string,
): boolean {
  const origin = header("Origin");
  const referer = origin === null || origin === undefined ? header("Referer") : undefined;
  if ((origin === null || origin === undefined) && (referer === null || referer === undefined)) {
    return true;
  }
  const host = addressedHost(header) ?? fallbackHost;
  if (!host) return false;
  const expected = originOf(
    `${addressedScheme(header, host, connectionScheme, settings)}://${host}`,
  );
  if (!expected) return false;
  if (origin !== null && origin !== undefined) return origin.toLowerCase() === expected;
  try {
    const url = new URL(referer ?? "");
    return url.username === "" && url.password === "" && url.origin === expected;
  } catch {
    return false;
  }
}

export function originSettings(): OriginSettings {
  const config = env();
  return { siteUrl: config.SITE_URL, trustedProxyHops: config.TRUST_PROXY_HOPS };
}

export function isSameOrigin(request: Request): boolean {
  const url = new URL(request.url);
  return sameOriginHeaders(
    (name) => request.headers.get(name),
    url.protocol,
    originSettings(),
    url.host,
  );
}

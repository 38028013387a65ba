export interface SecurityHeaderOptions {
  nonce: string;
  https: boolean;
  /** Remix dev's live reload connects over a WebSocket on its own port. */
  liveReloadOrigin?: string;
  /** Where else a form's submission may end up: Stripe's Checkout, after a pay button's redirect. */
  formActionOrigins?: readonly string[];
}

/** The headers every page carries; the CSP allows only our own scripts and this response's nonce. */
export function securityHeaders({
  nonce,
  https,
  liveReloadOrigin,
  formActionOrigins = [],
}: SecurityHeaderOptions): Headers {
  const connect = ["'self'", ...(liveReloadOrigin ? [liveReloadOrigin] : [])];
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Style attributes (the honeypot wrapper) need 'unsafe-inline'; stylesheets are ours.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    ["form-action 'self'", ...formActionOrigins].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  const headers = new Headers({
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(self), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  });
  if (https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return headers;
}

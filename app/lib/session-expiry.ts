/** A stored token counts as expired this long before its real expiry. */
export const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

export function isTokenExpired(expiresAtMs: number, nowMs: number = Date.now()): boolean {
  return nowMs >= expiresAtMs - EXPIRY_MARGIN_MS;
}

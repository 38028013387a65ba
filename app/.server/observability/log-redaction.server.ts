/**
 * What the logs must never hold (DESIGN decision 24, docs/decisions/0083): the secret in a
 * link (tracking, portal, quote, invoice, payment, approval, invitation and review tokens),
 * e-mail addresses, phone numbers, postcodes, and whatever a query string carries (searches
 * by name or e-mail, reset tokens). Paths keep their shape, so a line still says which page
 * was asked for.
 */

export const REDACTED = "[redacted]";

/**
 * First segments (or two) of the addresses whose next segment is a secret link token.
 * app/.server/observability/log-redaction.server.test.ts fails when a route file takes a
 * `$token` that is not under one of these.
 */
export const TOKEN_PATH_PREFIXES: readonly string[] = [
  "/approval/",
  "/invoice/",
  "/org-invite/",
  "/pay/invoice/",
  "/pay/quote/",
  "/portal/",
  "/quote/",
  "/review/",
  "/staff-invite/",
  "/track/",
];

/** Fixed pages beside a token under the same prefix: /portal/new-link is no token. */
const NOT_TOKENS: ReadonlySet<string> = new Set(["new-link"]);

/**
 * Link tokens are 32 random bytes in base64url (43 characters): a run that long mixing digits,
 * capitals and small letters is hidden wherever it stands. Slugs and constraint names, as long
 * but lower case, stay.
 */
const TOKEN_LIKE =
  "(?=[A-Za-z0-9_-]*\\d)(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])[A-Za-z0-9_-]{32,}";
const TOKEN_LIKE_SEGMENT = new RegExp(`^${TOKEN_LIKE}$`);

function redactSegment(segment: string, afterTokenPrefix: boolean): string {
  if (afterTokenPrefix && segment !== "" && !NOT_TOKENS.has(segment)) {
    // The invoice's PDF is /invoice/{token}.pdf: the extension says which page it was.
    const extension = /\.[a-z]{2,4}$/.exec(segment)?.[0] ?? "";
    return `${REDACTED}${extension}`;
  }
  return TOKEN_LIKE_SEGMENT.test(segment) ? REDACTED : segment;
}

/** A request's path and query as the logs may show it: tokens hidden, every query value hidden. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? null : url.slice(queryStart + 1);
  const prefix = TOKEN_PATH_PREFIXES.find((candidate) => path.startsWith(candidate));
  const tokenIndex = prefix ? prefix.split("/").length - 1 : -1;
  const redactedPath = path
    .split("/")
    .map((segment, index) => redactSegment(segment, index === tokenIndex))
    .join("/");
  if (query === null) return redactedPath;
  const names = query
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      return pair.includes("=") ? `${name}=${REDACTED}` : name;
    });
  return `${redactedPath}?${names.join("&")}`;
}

const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// UK numbers as people and E.164 write them: +44 7400 123456, 07400 123456, (024) 7612 3456.
const PHONE = /(?:\+\d{1,3}[\s-]?|\b0|\(0)\d[\d\s()-]{7,14}\d\b/g;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi;
const TOKEN_PATH = new RegExp(
  `(${TOKEN_PATH_PREFIXES.map((prefix) => prefix.replace(/[/-]/g, "\\$&")).join("|")})([A-Za-z0-9_-]+)`,
  "g",
);
const LONG_TOKEN = new RegExp(`(?<![A-Za-z0-9_-])${TOKEN_LIKE}`, "g");
const QUERY_VALUE = /([?&][A-Za-z0-9_.[\]-]+=)[^&\s#"']+/g;

/**
 * Free text on its way to the log (a message, an error, a stack) with the personal data and
 * secrets it may quote replaced: link tokens, query values, e-mail addresses, phone numbers
 * and postcodes. Line numbers in stacks survive: the patterns need more digits than they have.
 */
export function scrubText(text: string): string {
  return text
    .replace(TOKEN_PATH, (_match, prefix: string, segment: string) =>
      NOT_TOKENS.has(segment) ? `${prefix}${segment}` : `${prefix}${REDACTED}`,
    )
    .replace(QUERY_VALUE, `$1${REDACTED}`)
    .replace(EMAIL, "[email]")
    .replace(LONG_TOKEN, REDACTED)
    .replace(PHONE, "[phone]")
    .replace(POSTCODE, "[postcode]");
}

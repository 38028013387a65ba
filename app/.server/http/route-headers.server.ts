import type { HeadersFunction } from "@remix-run/node";

// Remix sets these itself for the page or the single-fetch stream it sends.
const SET_BY_REMIX = new Set(["set-cookie", "content-type", "content-length", "location"]);

/**
 * The `headers` export of every route whose loader or action answers with headers of its own
 * (a 429's Retry-After, a 503's). Without a `headers` export Remix keeps only the Set-Cookie of
 * a route's answer, for a document request and for single fetch's `.data` request alike
 * (`getDocumentHeaders` in @remix-run/server-runtime), so those headers never reached the
 * client. Later sources win: parent, then loader, then action, then the error boundary's.
 */
export const routeHeaders: HeadersFunction = ({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}) => {
  const headers = new Headers();
  for (const source of [parentHeaders, loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, key) => {
      if (!SET_BY_REMIX.has(key)) headers.set(key, value);
    });
  }
  return headers;
};

import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import type { EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { openServices } from "./.server/app.server";
import { env } from "./.server/env.server";
import {
  cacheControlFor,
  isPublicCacheHandle,
  withDataCacheControl,
} from "./.server/http/cache-control.server";
import { cachedPage, storePage } from "./.server/http/page-cache.server";
import { securityHeaders } from "./.server/http/security-headers.server";
import { checkoutOrigin, stripeConfigFrom } from "./.server/payments/stripe.server";
import { withoutNulBytes } from "./.server/http/without-nul-bytes.server";
import { auditPage } from "./.server/seo/audit.server";

const ABORT_DELAY = 5_000;

// Open the database at start, not at the first request, so start-up problems (and the demo
// accounts) show at once; a data directory held by another process stops this one.
openServices().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const handleRequest: HandleDocumentRequestFunction = (
  request,
  responseStatusCode,
  responseHeaders,
  remixContext: EntryContext,
) => {
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  const publicRoute = leaf
    ? isPublicCacheHandle(remixContext.routeModules[leaf.route.id]?.handle)
    : false;
  const cacheControl = cacheControlFor(request, responseStatusCode, publicRoute);
  const shareable = request.method === "GET" && cacheControl.startsWith("public");
  // Fresh for every response, cached HTML included: a nonce that repeats protects nothing.
  const nonce = randomBytes(16).toString("base64");
  const hit = shareable ? cachedPage(request.url, nonce) : undefined;
  const { NODE_ENV, https } = env();
  const liveReloadOrigin =
    NODE_ENV === "development"
      ? `ws://${new URL(request.url).hostname}:${process.env.REMIX_DEV_ORIGIN ? new URL(process.env.REMIX_DEV_ORIGIN).port : "3001"}`
      : undefined;
  // The pay buttons' answer is a redirect to Stripe's Checkout page (decision 0071).
  const stripe = stripeConfigFrom(env());
  const formActionOrigins = stripe ? [checkoutOrigin(stripe)] : [];
  securityHeaders({ nonce, https, liveReloadOrigin, formActionOrigins }).forEach((value, key) =>
    responseHeaders.set(key, value),
  );
  responseHeaders.set("Cache-Control", cacheControl);
  responseHeaders.append("Vary", "Cookie");
  if (hit) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(hit, { status: responseStatusCode, headers: responseHeaders });
  }

  const waitForAll = isbot(request.headers.get("user-agent")) || remixContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // React 18 can stream stray NUL bytes (see withoutNulBytes): dropped on the way out.
          const body = withoutNulBytes();
          if (NODE_ENV === "development" && responseStatusCode === 200)
            auditWhenRendered(body, request);
          if (shareable) keepWhenRendered(body, request.url, nonce);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
};

export default handleRequest;

/** Every `.data` response (single fetch) carries route data: never kept by a shared cache. */
export function handleDataRequest(response: Response): Response {
  return withDataCacheControl(response);
}

export { serverGuard } from "./.server/http/server-guard.server";
export { precompressedAsset } from "./.server/http/precompressed.server";
export { claimStopSignals, stopApp } from "./.server/app.server";
export { getLoadContext } from "./.server/http/load-context.server";
export { createOperations } from "./.server/http/operations.server";

function collect(body: Readable, done: (html: string) => void) {
  const chunks: Buffer[] = [];
  body.on("data", (chunk: Buffer) => chunks.push(chunk));
  body.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
}

function keepWhenRendered(body: Readable, url: string, nonce: string) {
  collect(body, (html) => storePage(url, html, nonce));
}

/** The spec's search helpers, in development: warn about a page's SEO problems in the console. */
function auditWhenRendered(body: Readable, request: Request) {
  collect(body, (html) => {
    const path = new URL(request.url).pathname;
    for (const warning of auditPage(html)) console.warn(`[search helpers] ${path}: ${warning}`);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A method or address the app does not serve (an OPTIONS probe, a POST to a page without a
  // form) is the caller's mistake, answered with its 4xx: not worth a stack trace in the log.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}

import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Route } from "@playwright/test";
import { createRequestHandler, installGlobals, type ServerBuild } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { Database } from "../../../app/.server/db/schema.server";
import type { getLoadContext } from "../../../app/.server/http/load-context.server";

/**
 * The app's production build (`npm run build`) answering a browser from inside the test
 * process, on a database of its own. A spec that must prepare what no page can make yet (a
 * completed job with its review link, made by domain functions) cannot write into the shared
 * e2e server's embedded database, which that process holds alone (docs/decisions/0001). So
 * the spec opens the same build here, with its own DATA_DIR, and Playwright hands every request
 * of ORIGIN to it: the real loaders, actions, HTML, assets and database, without a socket (no
 * port of its own) and without server.mjs in front.
 */
export const ORIGIN = "http://in-process.test";

const PUBLIC_DIR = path.resolve("public");

export interface InProcessApp {
  db: Kysely<Database>;
  /** Routes ORIGIN's requests of a browser context to the app. */
  serve(context: BrowserContext): Promise<void>;
  /** One request straight to the app, as a client other than a browser sends it. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /**
   * The same app behind a socket on 127.0.0.1 (started once), for flows through redirects:
   * Playwright does not route the request a fulfilled 3xx sends the browser on to (signing
   * in, every form that answers with a redirect), so those go to this origin instead.
   */
  listen(): Promise<string>;
}

let started: Promise<InProcessApp> | undefined;

/** Starts the build once per worker on `dataDir` (emptied first). */
export function startInProcessApp(dataDir: string): Promise<InProcessApp> {
  started ??= start(dataDir);
  return started;
}

async function start(dataDir: string): Promise<InProcessApp> {
  await fs.rm(dataDir, { recursive: true, force: true });
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SESSION_SECRET: "in-process-session-secret-0123456789",
    NODE_ENV: "production",
    SITE_URL: ORIGIN,
    TRUST_PROXY_HOPS: "1",
  });
  delete process.env.SMTP_URL;
  delete process.env.DATABASE_URL;
  const build: ServerBuild = await import(pathToFileURL(path.resolve("build/index.js")).href);
  installGlobals({ nativeFetch: true });
  const entry = build.entry.module;
  const openContext = "getLoadContext" in entry ? entry.getLoadContext : undefined;
  if (!isLoadContextOpener(openContext)) throw new Error("The build's entry has no getLoadContext");
  // The load context opens (and migrates) the database, as server.mjs's first request does.
  const context = await openContext();
  const { db } = context.services;
  const remixHandler = createRequestHandler(build, "production");
  const handler = (request: Request) => remixHandler(request, context);

  const answer = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const file = path.join(PUBLIC_DIR, decodeURIComponent(url.pathname));
    if (url.pathname !== "/" && file.startsWith(`${PUBLIC_DIR}/`)) {
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile()) return route.fulfill({ path: file });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(await request.allHeaders())) {
      if (!name.startsWith(":")) headers.set(name, value);
    }
    // What a socket's request line carries; Remix's own check of actions compares it to Origin.
    if (!headers.has("host")) headers.set("host", url.host);
    const method = request.method();
    const sent = request.postDataBuffer();
    const response = await handler(
      new Request(url, {
        method,
        headers,
        body: method === "GET" || method === "HEAD" || !sent ? undefined : new Uint8Array(sent),
      }),
    );
    const answered: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") answered[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) answered["set-cookie"] = cookies.join("\n");
    // Chromium sends the request after a fulfilled redirect to the network, past this route,
    // where ORIGIN does not resolve: a page's redirect (after a sign-in or a form's POST)
    // becomes a page that navigates there itself, a new request this route answers.
    const location = response.headers.get("location");
    if (
      request.isNavigationRequest() &&
      response.status >= 300 &&
      response.status < 400 &&
      location
    ) {
      const target = new URL(location, url);
      if (target.origin === ORIGIN) {
        delete answered.location;
        answered["content-type"] = "text/html; charset=utf-8";
        await route.fulfill({
          status: 200,
          headers: answered,
          body: `<!doctype html><title>Redirecting</title><meta http-equiv="refresh" content="0;url=${target.pathname}${target.search}">`,
        });
        return;
      }
    }
    await route.fulfill({
      status: response.status,
      headers: answered,
      body: Buffer.from(await response.arrayBuffer()),
    });
  };
  let listening: Promise<string> | undefined;
  const listen = () => {
    listening ??= new Promise<string>((resolve, reject) => {
      const server = http.createServer((incoming, outgoing) => {
        void serveOverSocket(handler, incoming, outgoing);
      });
      server.on("error", reject);
      server.listen(0, "127.0.0.1", () => {
        server.unref();
        const address = server.address();
        if (address === null || typeof address === "string") {
          reject(new Error("The in-process app's socket has no port"));
        } else {
          resolve(`http://127.0.0.1:${address.port}`);
        }
      });
    });
    return listening;
  };
  return {
    db,
    listen,
    fetch: (requestPath, init) => {
      const headers = new Headers(init?.headers);
      headers.set("host", new URL(ORIGIN).host);
      return handler(new Request(`${ORIGIN}${requestPath}`, { ...init, headers }));
    },
    serve: async (context) => {
      await context.route(`${ORIGIN}/**`, answer);
    },
  };
}

function isLoadContextOpener(value: unknown): value is typeof getLoadContext {
  return typeof value === "function";
}

/** One request of the socket `listen()` opens: a public file, or the app's answer. */
async function serveOverSocket(
  handler: (request: Request) => Promise<Response>,
  incoming: http.IncomingMessage,
  outgoing: http.ServerResponse,
) {
  try {
    const url = new URL(incoming.url ?? "/", `http://${incoming.headers.host ?? "127.0.0.1"}`);
    const file = path.join(PUBLIC_DIR, decodeURIComponent(url.pathname));
    if (url.pathname !== "/" && file.startsWith(`${PUBLIC_DIR}/`)) {
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile()) {
        outgoing.writeHead(200, { "content-type": contentTypeOf(file) });
        outgoing.end(await fs.readFile(file));
        return;
      }
    }
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(Buffer.from(chunk));
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    }
    const method = incoming.method ?? "GET";
    const response = await handler(
      new Request(url, {
        method,
        headers,
        body:
          method === "GET" || method === "HEAD" || chunks.length === 0
            ? undefined
            : Buffer.concat(chunks),
      }),
    );
    const answered: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") answered[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) answered["set-cookie"] = cookies;
    outgoing.writeHead(response.status, answered);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    outgoing.writeHead(500, { "content-type": "text/plain" });
    outgoing.end(String(error));
  }
}

const CONTENT_TYPES: Record<string, string> = {
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
}

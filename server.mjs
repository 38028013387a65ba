// The production server: remix-serve's own set-up (express, compression, the build's assets
// cached for a year, public/ for an hour, PORT and HOST) with a guard in
// front that remix-serve has no place for (docs/decisions/0016-server-with-a-guard.md):
// - a POST/PUT/PATCH/DELETE (or non-GET `.data`) from a foreign, "null" or malformed Origin
//   gets a plain 403 before Remix's own check turns it into a 500;
// - every response, static files included, carries X-Content-Type-Options: nosniff, and an
//   app response that says nothing about caching is not cached;
// - the socket's address reaches the app in a header no client can set (TRUST_PROXY_HOPS=0).
// The operator's side (JSON logs with request ids, /healthz, /readyz, /metrics, the drain on
// SIGTERM) comes from the build too: app/.server/http/operations.server.ts, decision 0083.
// Every request gets the build's load context: the services opened once per process
// (docs/decisions/0058). `npm run dev` runs this file too (remix dev --manual): in development
// it re-imports the build whenever the compiler rewrites it and tells remix dev it is ready.
import { AsyncResource } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
process.setSourceMapsEnabled(true);

const root = path.dirname(fileURLToPath(import.meta.url));
const buildPath = path.join(root, "build", "index.js");
const development = process.env.NODE_ENV === "development";

// The compiler rewrites the bundle in place: a query of its time makes import load it again.
const importBuild = () =>
  import(`${pathToFileURL(buildPath).href}?t=${fs.statSync(buildPath).mtimeMs}`);

let build = await importBuild();
installGlobals({ nativeFetch: build.future.v3_singleFetch });
const { serverGuard } = build.entry.module;
serverGuard.trustSocketAddressHeader();

const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
const host = process.env.HOST || undefined;

const operations = build.entry.module.createOperations({ routes: () => build.routes });

const app = express();
app.disable("x-powered-by");
app.use(operations.observeRequests);

app.use((req, res, next) => {
  // Headers are added at the last moment, so a value the app or the static server chose wins.
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithDefaults(...args) {
    for (const [name, value] of serverGuard.missingResponseHeaders(
      res.locals.fromApp === true,
      (header) => res.hasHeader(header),
    )) {
      res.setHeader(name, value);
    }
    // An answer sent before the body arrived (a 413, a refusal, a redirect by a guard) ends
    // the connection: kept alive, the next request on it would wait behind the unread bytes.
    if (!req.complete) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };

  const socketHeader = serverGuard.socketAddressHeader.toLowerCase();
  delete req.headers[socketHeader];
  if (req.socket.remoteAddress) req.headers[socketHeader] = req.socket.remoteAddress;

  const refusal = serverGuard.refusalBeforeRemix(
    req.method,
    req.path,
    (name) => req.get(name),
    req.protocol,
  );
  if (!refusal) return next();
  res.status(refusal.status).type("text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.send(refusal.message);
});
app.use(operations.endpoints);

const assetsDirectory = path.resolve(root, build.assetsBuildDirectory);
const assetCaching = { immutable: true, maxAge: "1y" };
// The build's own compressed copies first (decision 0078); compression() for everything else.
app.use(build.publicPath, (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const asset = build.entry.module.precompressedAsset(
    req.get("Accept-Encoding"),
    req.path,
    assetsDirectory,
  );
  res.vary("Accept-Encoding");
  if (!asset) return next();
  res.setHeader("Content-Encoding", asset.encoding);
  res.setHeader("Content-Type", asset.contentType);
  res.sendFile(asset.file, assetCaching, (error) => {
    if (!error) return;
    if (res.headersSent) return next(error);
    // Gone since it was found (a build replacing the files): the file as it is, below.
    res.removeHeader("Content-Encoding");
    res.removeHeader("Content-Type");
    next();
  });
});
app.use(compression());
app.use(build.publicPath, express.static(assetsDirectory, assetCaching));
// The service worker is checked for a new version on every page opened: never kept by a cache.
app.get("/sw.js", (req, res, next) => {
  res.setHeader("Cache-Control", "no-cache");
  next();
});
app.use(express.static(path.join(root, "public"), { maxAge: "1h" }));
app.all(
  "*",
  (req, res, next) => {
    res.locals.fromApp = true;
    next();
  },
  createRequestHandler({
    // In development each request takes the latest bundle; it keeps the open services.
    build: development ? async () => build : build,
    mode: process.env.NODE_ENV,
    getLoadContext: () => build.entry.module.getLoadContext(),
  }),
);
// Express would answer with its own HTML page (a stack trace outside production).
app.use((error, req, res, next) => {
  console.error(error);
  if (res.headersSent) return next(error);
  res.status(500).type("text/plain; charset=utf-8").send("Something went wrong on our side.");
});

const onListen = () => {
  console.log(`[server] http://${host ?? "localhost"}:${port}`);
  if (development) void broadcastDevReady(build);
};
if (development) {
  // remix dev writes version.txt beside the bundle after each rebuild.
  fs.watch(path.dirname(buildPath), (event, file) => {
    if (file !== "version.txt") return;
    importBuild().then(
      (rebuilt) => {
        build = rebuilt;
        return broadcastDevReady(build);
      },
      (error) => console.error(error),
    );
  });
}
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);

// A stop first fails /readyz and keeps taking requests for STOP_DRAIN_MS, until the load
// balancer has moved on; then it lets the requests under way finish (live tracking streams and
// slow clients get STOP_GRACE_MS), closes the database, flushing the embedded one, and exits.
const STOP_GRACE_MS = 10_000;
build.entry.module.claimStopSignals();
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    await operations.drain(signal);
    // Bound here, so its lines are not taken for those of the request that happened to end last.
    const stop = AsyncResource.bind(() => build.entry.module.stopApp(signal));
    // A kept-alive connection is closed as soon as its last answer is out, not left to time out.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.close((error) => {
      clearInterval(closeIdle);
      if (error) console.error(error);
      stop();
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      stop();
    }, STOP_GRACE_MS).unref();
  });
}

// The JavaScript each page of the build loads on a first visit, worked out from the build
// itself, for every page route at once (signed-in pages included, which no anonymous request
// could reach). Remix's <Scripts> writes one modulepreload per file: the entry chunk and its
// imports, then each matched route's module and its imports, root first (with lazy route
// discovery on, no manifest file). The first-load part of `npm run bench` fetches some of the
// same pages over HTTP and checks this model against the tags in their HTML.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { projectRoot } from "./app-server.mjs";

const BUILD_DIRECTORY = path.join(projectRoot, "build");
const PUBLIC_DIRECTORY = path.join(projectRoot, "public");

/** The browser manifest the server build was made with (public/build may hold older ones). */
function readManifest() {
  const serverBundle = fs.readFileSync(path.join(BUILD_DIRECTORY, "index.js"), "utf8");
  const name = /manifest-[0-9A-Z]+\.js/i.exec(serverBundle)?.[0];
  if (!name) throw new Error("build/index.js names no browser manifest: run `npm run build`.");
  const source = fs.readFileSync(path.join(PUBLIC_DIRECTORY, "build", name), "utf8");
  return JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/** esbuild's account of the browser build, which Remix writes beside the server bundle. */
function readMetafile() {
  return JSON.parse(fs.readFileSync(path.join(BUILD_DIRECTORY, "metafile.js.json"), "utf8"));
}

/** The route's chain from the root down to it. */
function chainOf(manifest, routeId) {
  const chain = [];
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) {
    chain.unshift(route);
  }
  return chain;
}

/** "/admin/jobs/:reference" from the paths along the chain. */
function urlPattern(chain) {
  const segments = chain.map((route) => route.path ?? "").filter(Boolean);
  return `/${segments.join("/")}`;
}

/**
 * Whether a route's handle marks it a reading page (decision 0050): it then hydrates only for
 * a signed-in visitor. Read from the source: `handle = READING_PAGE_HANDLE` or `hydrate: false`.
 */
function isReadingRoute(routeId) {
  const file = ["tsx", "ts", "jsx", "js"]
    .map((extension) => path.join(projectRoot, "app", `${routeId}.${extension}`))
    .find((candidate) => fs.existsSync(candidate));
  if (!file) return false;
  const handle = /export\s+const\s+handle\b[^;]*;/.exec(fs.readFileSync(file, "utf8"))?.[0] ?? "";
  return /READING_PAGE_HANDLE|hydrate:\s*false/.test(handle);
}

/**
 * Routes that can be the deepest match of a page: they render something (a default export)
 * and are an index route, or have a path and no index route under them. Resource routes and
 * layouts that always render a child are left out.
 */
function pageRoutes(manifest, metafile) {
  // A resource route's browser module is a stub of Remix's that bundles nothing of the file.
  const withComponent = new Set();
  for (const output of Object.values(metafile.outputs)) {
    const routeFile = /^browser-route-module:(.+)\?browser$/.exec(output.entryPoint ?? "")?.[1];
    if (routeFile && output.exports.includes("default") && output.inputs[`app/${routeFile}`]) {
      withComponent.add(routeFile.replace(/\.[jt]sx?$/, ""));
    }
  }
  const routes = Object.values(manifest.routes);
  const hasIndexChild = new Set(routes.filter((route) => route.index).map((r) => r.parentId));
  return routes.filter(
    (route) =>
      route.id !== "root" &&
      withComponent.has(route.id) &&
      (route.index || (route.path !== undefined && !hasIndexChild.has(route.id))),
  );
}

/** The package (or our own folder) a bundled input belongs to. */
function ownerOf(input) {
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
  if (packageName) return packageName;
  return input.replace(/^.*?\bapp\//, "app/");
}

/**
 * Every page route of the build with the script files a first visit loads, their gzip sizes
 * (each file alone, as the server sends it) and the heaviest inputs beyond what every page
 * loads (raw bytes in the bundle, by package).
 */
export function measurePageScripts() {
  const manifest = readManifest();
  const metafile = readMetafile();
  const gzipped = new Map();
  // As the server sends it to a browser that takes gzip: the build's own copy (decision 0078),
  // or what gzip makes of the file when the build made none (a build without that step).
  const gzipSize = (url) => {
    if (!gzipped.has(url)) {
      const file = path.join(PUBLIC_DIRECTORY, url.replace(/^\//, ""));
      const size = fs.existsSync(`${file}.gz`)
        ? fs.statSync(`${file}.gz`).size
        : zlib.gzipSync(fs.readFileSync(file)).length;
      gzipped.set(url, size);
    }
    return gzipped.get(url);
  };
  const scriptsOf = (routeId) => {
    const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const route of chainOf(manifest, routeId)) {
      for (const url of route.imports ?? []) urls.add(url);
      urls.add(route.module);
    }
    return [...urls];
  };
  const shared = new Set(scriptsOf("root"));
  const sharedBytes = [...shared].reduce((sum, url) => sum + gzipSize(url), 0);
  const pages = pageRoutes(manifest, metafile).map((route) => {
    const scripts = scriptsOf(route.id);
    const bytesByOwner = new Map();
    for (const url of scripts.filter((script) => !shared.has(script))) {
      const output = metafile.outputs[`public${url}`];
      for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
        if (bytesInOutput === 0 || input.startsWith("browser-route-module:")) continue;
        const owner = ownerOf(input);
        bytesByOwner.set(owner, (bytesByOwner.get(owner) ?? 0) + bytesInOutput);
      }
    }
    return {
      routeId: route.id,
      pattern: urlPattern(chainOf(manifest, route.id)),
      signedInOnly: isReadingRoute(route.id),
      scripts,
      scriptBytes: scripts.reduce((sum, url) => sum + gzipSize(url), 0),
      heaviestExtras: [...bytesByOwner]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([owner, bytes]) => ({ owner, bytes })),
    };
  });
  return { shared: { scripts: [...shared], scriptBytes: sharedBytes }, pages };
}

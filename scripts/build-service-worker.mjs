// Bundles the service worker to public/sw.js after `remix build` (decision 0049). Its version is
// the build's manifest hash, so every build that changes the site makes a new worker, which
// takes over on the next page opened. SERVICE_WORKER=off builds the kill switch instead: a
// worker that deletes this site's caches and unregisters itself.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The server build names the manifest it serves; public/build may also hold older ones.
const serverBuild = path.join(root, "build", "index.js");
const manifest = fs.existsSync(serverBuild)
  ? fs.readFileSync(serverBuild, "utf8").match(/manifest-[0-9A-F]+\.js/i)?.[0]
  : undefined;
if (!manifest) throw new Error("Run `remix build` first: build/index.js names no manifest.");
const version = manifest.replace(/^manifest-|\.js$/g, "").toLowerCase();
const retire = process.env.SERVICE_WORKER === "off";

await esbuild.build({
  entryPoints: [
    path.join(root, "app", "service-worker", retire ? "retire.ts" : "service-worker.ts"),
  ],
  bundle: true,
  format: "iife",
  minify: true,
  target: "es2020",
  outfile: path.join(root, "public", "sw.js"),
  define: { SERVICE_WORKER_VERSION: JSON.stringify(version) },
  logLevel: "warning",
});
console.log(
  `public/sw.js: ${retire ? "kill switch" : `version ${version}`}, ${fs.statSync(path.join(root, "public", "sw.js")).size} bytes`,
);

import fs from "node:fs";
import path from "node:path";

const ROUTES_DIR = path.resolve("app/routes");
const ROUTE_EXTENSIONS = /\.(tsx?|jsx?)$/;
// The same files remix.config.js ignores: they are not routes.
const IGNORED = /(^\.)|(\.test\.(ts|tsx)$)|(\.server\.ts$)/;
// A folder route (`app/routes/name/route.tsx`) is the route; other files in it are its own.
const FOLDER_ROUTE_FILE = /^route\.(tsx?|jsx?)$/;

export interface RouteModule {
  /** The name the role × route table is keyed by: the file (or folder) in app/routes. */
  name: string;
  source: string;
}

/** Every route module of the app, read from app/routes as the Remix compiler finds them. */
export function routeModules(): RouteModule[] {
  const modules: RouteModule[] = [];
  for (const entry of fs.readdirSync(ROUTES_DIR, { withFileTypes: true })) {
    if (IGNORED.test(entry.name)) continue;
    const full = path.join(ROUTES_DIR, entry.name);
    if (entry.isFile() && ROUTE_EXTENSIONS.test(entry.name)) {
      modules.push({ name: entry.name, source: fs.readFileSync(full, "utf8") });
    } else if (entry.isDirectory()) {
      const routeFile = fs.readdirSync(full).find((file) => FOLDER_ROUTE_FILE.test(file));
      if (routeFile) {
        modules.push({
          name: entry.name,
          source: fs.readFileSync(path.join(full, routeFile), "utf8"),
        });
      }
    }
  }
  return modules.sort((a, b) => a.name.localeCompare(b.name));
}

const EXPORTS_ACTION =
  /export\s+(async\s+)?function\s+action\b|export\s+(const|let|var)\s+action\b|export\s*\{[^}]*\baction\b[^}]*\}/;

/** The route modules that answer POST: each exports an `action`. */
export function actionRouteModules(): RouteModule[] {
  return routeModules().filter((module) => EXPORTS_ACTION.test(module.source));
}

/** An index route's action is posted to `?index` (the path alone posts to its parent). */
export function actionUrl(module: RouteModule, examplePath: string): string {
  const stem = module.name.replace(ROUTE_EXTENSIONS, "");
  if (!/(^|\.)_index$/.test(stem)) return examplePath;
  return `${examplePath}${examplePath.includes("?") ? "&" : "?"}index`;
}

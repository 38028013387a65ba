import { matchRoutes } from "@remix-run/react";
import { LRUCache } from "lru-cache";

/** What the route namer reads of each entry of a build's `routes` (ServerBuild["routes"]). */
export type RouteManifest = Readonly<
  Record<
    string,
    | {
        id: string;
        parentId?: string;
        path?: string;
        index?: boolean;
        caseSensitive?: boolean;
      }
    | undefined
  >
>;

interface RouteShape {
  id: string;
  path?: string;
  caseSensitive?: boolean;
}

/** react-router's route objects: an index route has no children. */
type MatchableRoute =
  (RouteShape & { index: true }) | (RouteShape & { index?: false; children: MatchableRoute[] });

function treeOf(manifest: RouteManifest, parentId: string | undefined): MatchableRoute[] {
  return Object.values(manifest).flatMap((route): MatchableRoute[] => {
    if (!route || route.parentId !== parentId) return [];
    const shape = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    return route.index
      ? [{ ...shape, index: true }]
      : [{ ...shape, children: treeOf(manifest, route.id) }];
  });
}

/** Single fetch asks for a page's data at {path}.data, and for the home page's at /_root.data. */
function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * The id of the Remix route that answers a path ("routes/track.$token"), as Remix matches it:
 * what /metrics labels a request with, so a label never holds a token or an id from the URL
 * and their number stays that of the route files. "unmatched" when no route takes the path.
 */
export function createRouteNamer(manifest: () => RouteManifest): (pathname: string) => string {
  let routes: MatchableRoute[] = [];
  let builtFrom: RouteManifest | undefined;
  const named = new LRUCache<string, string>({ max: 5_000 });
  return (pathname) => {
    const current = manifest();
    if (current !== builtFrom) {
      // Development swaps the build when it recompiles.
      routes = treeOf(current, undefined);
      builtFrom = current;
      named.clear();
    }
    const cached = named.get(pathname);
    if (cached) return cached;
    const id = matchRoutes(routes, pagePathOf(pathname))?.at(-1)?.route.id ?? "unmatched";
    named.set(pathname, id);
    return id;
  };
}

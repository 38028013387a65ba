import { ROUTE_ACCESS } from "./route-access";
import { routeModules } from "./route-modules";

/**
 * Example paths of the routes a prefetch must leave alone, and of those it may fetch, from the
 * route files and the role × route table, so a route added later is sorted without a list:
 * - never: no page (POST-only or a resource), a token link (every GET is counted and logged),
 *   or anything a signed-out visitor cannot simply open (signed-in areas, organisation pages);
 * - may: every other page a signed-out visitor opens with a 200, but /portal/new-link: it
 *   sits under the portal's token links (speculation rules take no regular expressions to
 *   tell a token from it) and is reached from an expired link, not from a reading page.
 */
export function prefetchExamples(): { never: string[]; may: string[] } {
  const never: string[] = [];
  const may: string[] = [];
  for (const module of routeModules()) {
    // The 404 page has no address of its own: its example is any unknown path.
    if (module.name === "$.tsx") continue;
    const row = ROUTE_ACCESS[module.name];
    if (!row) throw new Error(`${module.name} has no row in route-access.ts`);
    const path = row.path.split("?")[0]!;
    const page = /export default|as default\b/.test(module.source);
    const tokenLink = module.name.includes("$token");
    if (!page || tokenLink || row.expect.anonymous !== 200) never.push(path);
    else if (path !== "/portal/new-link") may.push(path);
  }
  return { never, may };
}

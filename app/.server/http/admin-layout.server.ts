import { data } from "@remix-run/node";
import { requireRole } from "~/.server/http/guards.server";
import { loadAdminNavCounts } from "~/.server/admin/nav.server";
import type { AppServices } from "~/.server/services.server";

/**
 * The loader of every layout of the office's pages (/admin and /blog/admin): the office only,
 * with the navigation's counts.
 */
export async function loadAdminLayout(services: AppServices, request: Request) {
  const { headers } = await requireRole(services, request, ["admin"]);
  return data({ counts: await loadAdminNavCounts(services.db) }, { headers });
}

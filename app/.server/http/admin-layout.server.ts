import { data } from "@remix-run/node";
import { app } from "~/.server/app.server";
import { requireRole } from "~/.server/http/guards.server";
import { loadAdminNavCounts } from "~/.server/admin/nav.server";

/**
 * The loader of every layout of the office's pages (/admin and /blog/admin): the office only,
 * with the navigation's counts.
 */
export async function loadAdminLayout(request: Request) {
  const { headers } = await requireRole(request, ["admin"]);
  const { db } = await app();
  return data({ counts: await loadAdminNavCounts(db) }, { headers });
}

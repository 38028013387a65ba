import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/.server/auth/guards.server";
import { storedPhotoResponse } from "~/.server/storage/media.server";

/**
 * Stored uploads, e.g. /media/jobs/<job id>/<file>.webp. Job photos show someone's home, so
 * for now only staff see them; customers will see theirs through their token-scoped pages.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { headers } = await requireRole(request, ["admin", "engineer"]);
  return storedPhotoResponse(params["*"] ?? "", { headers });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/.server/auth/guards.server";
import { requestedPhotoSize, storedPhotoResponse } from "~/.server/storage/media.server";

/**
 * Stored uploads for staff, e.g. /media/jobs/<job id>/<file>.webp. Job photos show someone's
 * home: customers see theirs through /portal/<token>/photos/<id> and /client/photos/<id>.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { headers } = await requireRole(request, ["admin", "engineer"]);
  return storedPhotoResponse(params["*"] ?? "", { headers, size: requestedPhotoSize(request) });
}

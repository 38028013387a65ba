import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/.server/http/guards.server";
import { engineerMayOpenStoredKey } from "~/.server/engineer/photos.server";
import {
  photoNotFoundResponse,
  requestedPhotoSize,
  storedPhotoResponse,
} from "~/.server/storage/media.server";

/**
 * Stored uploads for staff, e.g. /media/jobs/<job id>/<file>.webp: the office sees all, an
 * engineer only the photos of jobs given to them (anything else is the same 404). Job photos
 * show someone's home: customers see theirs through /portal/<token>/photos/<id> and
 * /client/photos/<id>.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin", "engineer"]);
  const key = params["*"] ?? "";
  if (!account.roles.includes("admin")) {
    const { db } = context.services;
    if (!(await engineerMayOpenStoredKey(db, account.user.id, key))) {
      return photoNotFoundResponse(headers);
    }
  }
  return storedPhotoResponse(key, { headers, size: requestedPhotoSize(request) });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/.server/http/guards.server";
import { findEngineerPhotoKey } from "~/.server/engineer/photos.server";
import { staffActor } from "~/.server/engineer/staff.server";
import {
  photoNotFoundResponse,
  requestedPhotoSize,
  storedPhotoResponse,
} from "~/.server/storage/media.server";

/** One photo of a job given to the signed-in engineer; any other id is the same 404. `?size=thumbnail` for the small copy. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["engineer", "admin"]);
  const { db } = context.services;
  const key = await findEngineerPhotoKey(db, staffActor(account).id, params.photoId ?? "");
  if (!key) return photoNotFoundResponse(headers);
  return storedPhotoResponse(key, { headers, size: requestedPhotoSize(request) });
}

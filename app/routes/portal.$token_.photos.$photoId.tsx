import type { LoaderFunctionArgs } from "@remix-run/node";
import { findPortalPhotoKey } from "~/.server/portal/portal-access.server";
import {
  photoNotFoundResponse,
  requestedPhotoSize,
  storedPhotoResponse,
} from "~/.server/storage/media.server";

/** One photo of a portal link's job; `?size=thumbnail` for the small copy. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const key = await findPortalPhotoKey(db, params.token ?? "", params.photoId ?? "");
  if (!key) return photoNotFoundResponse();
  return storedPhotoResponse(key, { size: requestedPhotoSize(request) });
}

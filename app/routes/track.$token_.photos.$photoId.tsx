import type { LoaderFunctionArgs } from "@remix-run/node";
import { findTrackedPhotoKey } from "~/.server/tracking/tracking.server";
import {
  photoNotFoundResponse,
  requestedPhotoSize,
  storedPhotoResponse,
} from "~/.server/storage/media.server";

/** One of the engineer's photos of a tracking link's job; `?size=thumbnail` for the small copy. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const key = await findTrackedPhotoKey(db, params.token ?? "", params.photoId ?? "");
  if (!key) return photoNotFoundResponse();
  return storedPhotoResponse(key, { size: requestedPhotoSize(request) });
}

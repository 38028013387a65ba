import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireOrganisation } from "~/.server/http/org-guard.server";
import { findOrgPhotoKey } from "~/.server/orgs/org-job-detail.server";
import {
  photoNotFoundResponse,
  requestedPhotoSize,
  storedPhotoResponse,
} from "~/.server/storage/media.server";

/**
 * One photo of a job of the organisation; a photo of another organisation's job (or none)
 * is the same 404. `?size=thumbnail` for the small copy.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const { db } = context.services;
  const key = await findOrgPhotoKey(db, scope, params.photoId ?? "");
  if (!key) return photoNotFoundResponse(headers);
  return storedPhotoResponse(key, { headers, size: requestedPhotoSize(request) });
}

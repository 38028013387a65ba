import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/.server/http/guards.server";
import { findCustomerPhotoKey } from "~/.server/jobs/customer-photos.server";
import { accountScope } from "~/.server/portal/portal-access.server";
import {
  photoNotFoundResponse,
  requestedPhotoSize,
  storedPhotoResponse,
} from "~/.server/storage/media.server";

/** One photo of the signed-in client's job; any other id is the same 404. `?size=thumbnail` for the small copy. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["client", "admin"]);
  const { db } = context.services;
  const key = await findCustomerPhotoKey(db, accountScope(account), params.photoId ?? "");
  if (!key) return photoNotFoundResponse(headers);
  return storedPhotoResponse(key, { headers, size: requestedPhotoSize(request) });
}

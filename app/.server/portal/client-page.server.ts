import { data } from "@remix-run/node";
import { siteOrigin } from "../auth/auth.server";
import { requireRole } from "../auth/guards.server";
import { app } from "../app.server";
import { readForm } from "../http/form.server";
import { JOB_FORM_SCHEMAS } from "./forms.server";
import type { CustomerScope } from "../jobs/customer-jobs.server";
import { findCustomerPhotoKey } from "../jobs/customer-photos.server";
import {
  photoNotFoundResponse,
  requestedPhotoSize,
  storedPhotoResponse,
} from "../storage/media.server";
import { JOB_PHOTO_LIMITS } from "../storage/photo-uploads.server";
import { runJobAction } from "./job-actions.server";
import { jobListFacts } from "./job-list.server";

/** Signed-in clients (and admins, who hold every area) see the jobs of their account. */
async function clientScope(request: Request) {
  const { account, headers } = await requireRole(request, ["client", "admin"]);
  const scope: CustomerScope = {
    kind: "account",
    userId: account.user.id,
    verifiedEmail: account.user.emailConfirmed ? account.user.email : null,
  };
  return { account, headers, scope };
}

export async function loadClientPage(request: Request) {
  const { account, headers, scope } = await clientScope(request);
  const facts = await jobListFacts(scope, "/client/photos");
  const name = account.profile?.full_name || account.user.fullName || account.user.email;
  return data({ name, ...facts }, { headers });
}

export async function clientAction(request: Request) {
  const { headers, scope } = await clientScope(request);
  const { formData, refusedFiles } = await readForm(request, {
    schema: JOB_FORM_SCHEMAS,
    fields: ["intent", "photos"],
    files: JOB_PHOTO_LIMITS,
  });
  const origin = siteOrigin(request);
  return runJobAction(formData, refusedFiles, {
    scope,
    actor: "client",
    pagePath: "/client",
    bookingsUrl: `${origin}/client`,
    siteOrigin: origin,
    headers,
  });
}

/** One photo of one of the signed-in client's jobs; any other id is the same 404. */
export async function clientPhoto(request: Request, photoId: string) {
  const { headers, scope } = await clientScope(request);
  const { db } = await app();
  const key = await findCustomerPhotoKey(db, scope, photoId);
  if (!key) return photoNotFoundResponse(headers);
  return storedPhotoResponse(key, { headers, size: requestedPhotoSize(request) });
}

import { data } from "@remix-run/node";
import { isWellFormedToken } from "../auth/crypto.server";
import { app } from "../app.server";
import { siteOrigin } from "../auth/auth.server";
import { clientAddress } from "../http/client-ip.server";
import { readForm } from "../http/form.server";
import { JOB_FORM_SCHEMAS } from "./forms.server";
import { findCustomerPhotoKey } from "../jobs/customer-photos.server";
import { findCustomerByPortalToken, type PortalCustomer } from "../jobs/portal-link.server";
import { notFound } from "../pages/not-found.server";
import { checkRateLimits, rateLimitMessage } from "../rate-limit/rate-limit.server";
import {
  photoNotFoundResponse,
  requestedPhotoSize,
  storedPhotoResponse,
} from "../storage/media.server";
import { JOB_PHOTO_LIMITS } from "../storage/photo-uploads.server";
import { runJobAction } from "./job-actions.server";
import { jobListFacts } from "./job-list.server";

/**
 * The customer a portal link belongs to. A malformed token is a 404 without a query; a
 * well-formed one counts against the visitor's token-link limit (so tokens cannot be
 * guessed at speed) and an unknown one is the same 404.
 */
async function portalCustomer(request: Request, token: string): Promise<PortalCustomer> {
  if (!isWellFormedToken(token)) notFound();
  const { db } = await app();
  const verdict = await checkRateLimits(db, "token-link", { ip: clientAddress(request) });
  if (!verdict.allowed) {
    throw data(
      { message: rateLimitMessage(verdict.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  const customer = await findCustomerByPortalToken(db, token);
  if (!customer) notFound();
  return customer;
}

export async function loadPortalPage(request: Request, token: string) {
  const customer = await portalCustomer(request, token);
  const facts = await jobListFacts(
    { kind: "portal", customerId: customer.id },
    `/portal/${token}/photos`,
  );
  return { customer: { name: customer.name, email: customer.email }, ...facts };
}

export async function portalAction(request: Request, token: string) {
  const customer = await portalCustomer(request, token);
  const { formData, refusedFiles } = await readForm(request, {
    schema: JOB_FORM_SCHEMAS,
    fields: ["intent", "photos"],
    files: JOB_PHOTO_LIMITS,
  });
  const origin = siteOrigin(request);
  return runJobAction(formData, refusedFiles, {
    scope: { kind: "portal", customerId: customer.id },
    actor: "customer-link",
    pagePath: `/portal/${token}`,
    bookingsUrl: `${origin}/portal/${token}`,
    siteOrigin: origin,
  });
}

/**
 * One photo of one of the link's jobs. Not rate limited like the page: the answer is the same
 * 404 for an unknown link and for a photo that is not the link's, so guessing here tells
 * nothing unless one already holds both a link and one of its photos' ids.
 */
export async function portalPhoto(request: Request, token: string, photoId: string) {
  if (!isWellFormedToken(token)) return photoNotFoundResponse();
  const { db } = await app();
  const customer = await findCustomerByPortalToken(db, token);
  const key = customer
    ? await findCustomerPhotoKey(db, { kind: "portal", customerId: customer.id }, photoId)
    : null;
  if (!key) return photoNotFoundResponse();
  return storedPhotoResponse(key, { size: requestedPhotoSize(request) });
}

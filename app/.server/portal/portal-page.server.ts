import { data } from "@remix-run/node";
import { isWellFormedToken } from "../auth/crypto.server";
import { app } from "../app.server";
import { siteOrigin } from "../auth/auth.server";
import { clientAddress } from "../http/client-ip.server";
import { readSubmission } from "../http/form.server";
import { findCustomerByPortalToken, type PortalCustomer } from "../jobs/portal-link.server";
import { notFound } from "../pages/not-found.server";
import { checkRateLimits, rateLimitMessage } from "../rate-limit/rate-limit.server";
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
  const facts = await jobListFacts({ kind: "portal", customerId: customer.id });
  return { customer: { name: customer.name, email: customer.email }, ...facts };
}

export async function portalAction(request: Request, token: string) {
  const formData = await readSubmission(request);
  const customer = await portalCustomer(request, token);
  const origin = siteOrigin(request);
  return runJobAction(formData, {
    scope: { kind: "portal", customerId: customer.id },
    actor: "customer-link",
    pagePath: `/portal/${token}`,
    bookingsUrl: `${origin}/portal/${token}`,
    siteOrigin: origin,
  });
}

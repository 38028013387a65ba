import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { app } from "../app.server";
import { siteOrigin } from "../auth/auth.server";
import { clientAddress } from "../http/client-ip.server";
import { redirectWithToast } from "../http/toast.server";
import { issueNewPortalLink } from "../jobs/portal-link.server";
import { checkRateLimits, rateLimitMessage } from "../rate-limit/rate-limit.server";
import { NEW_LINK_ANSWER, newPortalLinkSchema } from "./forms.server";

/**
 * "E-mail me a new link": within the portal-link limits, replaces the customer's portal
 * token and e-mails the new link. The answer is the same whether or not the address has
 * bookings, so the form tells nobody who our customers are.
 */
export async function requestNewPortalLink(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: newPortalLinkSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { db } = await app();
  const verdict = await checkRateLimits(db, "portal-link", {
    ip: clientAddress(request),
    email: submission.value.email,
  });
  if (!verdict.allowed) {
    return data(submission.reply({ formErrors: [rateLimitMessage(verdict.retryAfterSeconds)] }), {
      status: 429,
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    });
  }
  await issueNewPortalLink(db, submission.value.email, { siteOrigin: siteOrigin(request) });
  throw await redirectWithToast("/portal/new-link", {
    type: "success",
    title: "Check your e-mail",
    description: NEW_LINK_ANSWER,
  });
}

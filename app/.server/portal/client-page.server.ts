import { data } from "@remix-run/node";
import { siteOrigin } from "../auth/auth.server";
import { requireRole } from "../auth/guards.server";
import { readSubmission } from "../http/form.server";
import type { CustomerScope } from "../jobs/customer-jobs.server";
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
  const facts = await jobListFacts(scope);
  const name = account.profile?.full_name || account.user.fullName || account.user.email;
  return data({ name, ...facts }, { headers });
}

export async function clientAction(request: Request) {
  const formData = await readSubmission(request);
  const { headers, scope } = await clientScope(request);
  const origin = siteOrigin(request);
  return runJobAction(formData, {
    scope,
    actor: "client",
    pagePath: "/client",
    bookingsUrl: `${origin}/client`,
    siteOrigin: origin,
    headers,
  });
}

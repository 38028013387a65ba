import { data } from "@remix-run/node";
import type { MemberRole } from "~/lib/organisations";
import { MEMBER_ROLE_LABELS } from "~/lib/organisations";
import { requireUser } from "~/.server/http/guards.server";
import { notFound } from "~/.server/http/not-found.server";
import { findOrgScope, scopeMay, type OrgScope } from "~/.server/orgs/scope.server";
import type { AppServices } from "~/.server/services.server";

/**
 * The one guard of every organisation page (decision 19): signed out → /auth and back; an
 * organisation that is not the account's (or does not exist) → the site's 404, the same
 * answer whatever the slug, so nobody learns which organisations exist; a member whose role
 * is below `needs` → 403 with the reason. Admins pass as the office.
 */
export async function requireOrganisation(
  services: AppServices,
  request: Request,
  slug: string | undefined,
  options: { needs?: MemberRole } = {},
): Promise<{ scope: OrgScope; headers: Headers }> {
  const { account, headers } = await requireUser(services, request);
  const scope = slug ? await findOrgScope(services.db, account, slug) : null;
  if (!scope) notFound();
  if (options.needs && !scopeMay(scope, options.needs)) {
    throw data(
      {
        message: `Only ${options.needs === "owner" ? "owners" : "managers and owners"} of ${scope.name} can do this. Ask an ${MEMBER_ROLE_LABELS.owner.toLowerCase()} of your organisation.`,
      },
      { status: 403, headers },
    );
  }
  return { scope, headers };
}

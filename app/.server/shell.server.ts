import type { HeaderAccount } from "~/components/site-header";
import { organisationLink, profilePath } from "~/lib/member-home";
import { localBusiness } from "~/lib/structured-data";
import { siteOrigin } from "./auth/auth.server";
import { reviewSample } from "./public-content/testimonials.server";
import { getCurrentAccount } from "./auth/session.server";
import { getBusiness } from "./business/business.server";
import { env } from "./env.server";
import { combineHeaders } from "./http/headers.server";
import { honeypotInputProps } from "./http/honeypot.server";
import { readToast } from "./http/toast.server";
import { membershipsOf } from "./orgs/scope.server";
import type { AppServices } from "./services.server";

/** What every page's frame needs: the business, who is signed in, and a pending toast. */
export async function loadShell(services: AppServices, request: Request) {
  const { db } = services;
  const [business, reviews, current, flash, honeypot] = await Promise.all([
    getBusiness(db),
    reviewSample(db, 3),
    getCurrentAccount(services, request),
    readToast(request),
    honeypotInputProps(),
  ]);
  const memberships = current.account ? await membershipsOf(db, current.account.user.id) : [];
  const account: HeaderAccount | null = current.account
    ? {
        id: current.account.user.id,
        name: current.account.profile?.full_name || current.account.user.email,
        role: current.account.role,
        profilePath: profilePath(current.account.role, memberships),
        organisation: organisationLink(current.account.role, memberships),
      }
    : null;
  const siteUrl = siteOrigin(request);
  return {
    business,
    siteUrl,
    // Built here, so the builders stay on the server: every public page's meta emits it.
    businessStructuredData: localBusiness(business, siteUrl, reviews),
    account,
    hydrateEveryPage: env().HYDRATE_EVERY_PAGE,
    toast: flash.toast,
    honeypot,
    headers: combineHeaders(current.headers, flash.headers),
  };
}

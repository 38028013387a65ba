import type { HeaderAccount } from "~/components/site-header";
import { organisationLink, profilePath } from "~/lib/member-home";
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
  return {
    business,
    siteUrl: siteOrigin(request),
    reviews: reviews.map((review) => ({
      authorName: review.authorName,
      body: review.body,
      rating: review.rating,
    })),
    account,
    hydrateEveryPage: env().HYDRATE_EVERY_PAGE,
    toast: flash.toast,
    honeypot,
    headers: combineHeaders(current.headers, flash.headers),
  };
}

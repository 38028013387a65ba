import { organisationPath } from "./organisations";
import { STAFF_HOME, type Role } from "./roles";

export interface MembershipLink {
  slug: string;
  name: string;
}

/**
 * Where /dashboard sends a signed-in account that is not staff: a member of exactly one
 * organisation goes to its overview; with none or several it stays (the dashboard lists them).
 */
export function organisationHome(
  role: Role,
  memberships: readonly MembershipLink[],
): string | null {
  if (STAFF_HOME[role] || memberships.length !== 1) return null;
  const [only] = memberships;
  return only ? organisationPath(only.slug) : null;
}

/** The profile page ("My account"): /dashboard?account wherever /dashboard sends them on. */
export function profilePath(role: Role, memberships: readonly MembershipLink[]): string {
  return STAFF_HOME[role] || organisationHome(role, memberships)
    ? "/dashboard?account"
    : "/dashboard";
}

export interface OrganisationLink {
  to: string;
  label: string;
  /** Where the header's main button ("Report a repair") goes instead of the consumer booking. */
  reportTo: string;
}

/** The header's link to the member's organisation, or to the list of them. */
export function organisationLink(
  role: Role,
  memberships: readonly MembershipLink[],
): OrganisationLink | null {
  const [first] = memberships;
  if (!first) return null;
  if (memberships.length === 1) {
    return {
      to: organisationPath(first.slug),
      label: first.name,
      reportTo: organisationPath(first.slug, "/report"),
    };
  }
  const list = STAFF_HOME[role] ? "/dashboard?account" : "/dashboard";
  return { to: list, label: "Your organisations", reportTo: list };
}

export const ROLES = ["admin", "engineer", "client"] as const;
export type Role = (typeof ROLES)[number];

/** A user with no role is a client. */
export const DEFAULT_ROLE: Role = "client";

/** Earlier wins: admin, then engineer, then client. */
export function primaryRole(roles: readonly Role[]): Role {
  return ROLES.find((role) => roles.includes(role)) ?? DEFAULT_ROLE;
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  engineer: "Engineer",
  client: "Client",
};

/**
 * Where staff land from /dashboard (after signing in, too): their own area. The dashboard
 * stays their profile page at /dashboard?account (docs/decisions/0028).
 */
export const STAFF_HOME: Readonly<Partial<Record<Role, string>>> = {
  admin: "/admin",
  engineer: "/engineer",
};

/** The profile page ("My account") of an account whose highest role is this one. */
export function accountPagePath(role: Role): string {
  return STAFF_HOME[role] ? "/dashboard?account" : "/dashboard";
}

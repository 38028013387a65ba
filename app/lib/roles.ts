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

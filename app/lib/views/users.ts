/** What /admin/users can be narrowed to: a role (or the disabled accounts). */
export const USER_ROLE_FILTERS = ["admin", "engineer", "client", "disabled"] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

export interface UserListFilters {
  /** The start of an e-mail address, or of the words of a name. */
  q?: string;
  role?: UserRoleFilter;
}

export type UserFilterName = keyof UserListFilters;

/** One account in the /admin/users list. */
export interface UserListRow {
  id: string;
  name: string;
  email: string;
  roles: string[];
  organisations: string[];
  verified: boolean;
  lastSignIn: string | null;
  created: string;
  disabled: boolean;
}

/** A staff invitation not yet accepted. */
export interface PendingStaffInvitation {
  id: string;
  email: string;
  fullName: string;
  roleLabel: string;
  expired: boolean;
  expiresLabel: string;
}

/** Everything /admin/users shows: a page of accounts, the filters, the pending invitations. */
export interface UserListPageFacts {
  users: UserListRow[];
  /** What the form sent, to show again in its fields. */
  values: Partial<Record<UserFilterName, string>>;
  /** Fields whose value was not understood (and so not applied), with the message to show. */
  problems: Partial<Record<UserFilterName, string>>;
  filtered: boolean;
  firstPageQuery: string | null;
  nextPageQuery: string | null;
  roleOptions: { value: UserRoleFilter; label: string }[];
  invitations: PendingStaffInvitation[];
}

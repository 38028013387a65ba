import { text } from "~/lib/schemas/text";

import {
  USER_ROLE_FILTERS,
  type UserFilterName,
  type UserListFilters,
  type UserRoleFilter,
} from "~/lib/views/users";

export { USER_ROLE_FILTERS };
export type { UserFilterName, UserListFilters, UserRoleFilter } from "~/lib/views/users";

export const USER_ROLE_FILTER_LABELS: Readonly<Record<UserRoleFilter, string>> = {
  admin: "Administrators",
  engineer: "Engineers",
  client: "Clients",
  disabled: "Disabled accounts",
};

export const USER_FILTER_MESSAGES: Readonly<Record<UserFilterName, string>> = {
  q: "Search with at most 100 characters, without control characters",
  role: "Choose a role from the list",
};

export interface ParsedUserFilters {
  filters: UserListFilters;
  /** What the form sent, to show again in its fields. */
  values: Partial<Record<UserFilterName, string>>;
  /** Fields whose value was not understood (and so not applied), with the message. */
  problems: Partial<Record<UserFilterName, string>>;
  /** The cursor of the page asked for, as sent (listUsers reads it, or starts again). */
  after: string | null;
}

function isRoleFilter(value: string): value is UserRoleFilter {
  const filters: readonly string[] = USER_ROLE_FILTERS;
  return filters.includes(value);
}

const SEARCH = text().max(100);

/**
 * Reads the filters from the query string (the GET form or a shared link). A value that is
 * not understood narrows nothing and comes back as a problem for its field.
 */
export function parseUserFilters(params: URLSearchParams): ParsedUserFilters {
  const values: ParsedUserFilters["values"] = {};
  const problems: ParsedUserFilters["problems"] = {};
  const filters: UserListFilters = {};
  const q = params.get("q");
  if (q !== null && q.trim() !== "") {
    values.q = q.slice(0, 200);
    const parsed = SEARCH.safeParse(q);
    if (parsed.success) filters.q = parsed.data;
    else problems.q = USER_FILTER_MESSAGES.q;
  }
  const role = params.get("role");
  if (role !== null && role !== "") {
    values.role = role.slice(0, 50);
    if (isRoleFilter(role)) filters.role = role;
    else problems.role = USER_FILTER_MESSAGES.role;
  }
  return { filters, values, problems, after: params.get("after") };
}

/** The filters as a query string, for the page links. */
export function userFilterQuery(filters: UserListFilters, after?: string): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.role) params.set("role", filters.role);
  if (after) params.set("after", after);
  return params.toString();
}

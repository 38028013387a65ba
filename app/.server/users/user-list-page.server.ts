import type { Kysely } from "kysely";
import { formatLondonDateTime } from "~/lib/booking-rules";
import { ROLE_LABELS } from "~/lib/roles";
import type { Database } from "../db/schema.server";
import {
  parseUserFilters,
  USER_ROLE_FILTER_LABELS,
  USER_ROLE_FILTERS,
  userFilterQuery,
  type ParsedUserFilters,
} from "./user-filters.server";
import { listUsers } from "./user-list.server";
import { listPendingStaffInvitations } from "./staff-invitations.server";
import type { UserListPageFacts } from "~/lib/views/users";

export type { UserListPageFacts } from "~/lib/views/users";

/** Everything /admin/users shows, as plain data for the page. */
export async function userListPage(
  db: Kysely<Database>,
  params: URLSearchParams,
): Promise<UserListPageFacts> {
  const parsed: ParsedUserFilters = parseUserFilters(params);
  const now = new Date();
  const [page, invitations] = await Promise.all([
    listUsers(db, parsed.filters, parsed.after),
    listPendingStaffInvitations(db, now),
  ]);
  const filterQuery = userFilterQuery(parsed.filters);
  return {
    users: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      roles: row.roles.map((role) => ROLE_LABELS[role]),
      organisations: row.organisations,
      verified: row.verified,
      lastSignIn: row.lastSignInAt ? formatLondonDateTime(row.lastSignInAt) : null,
      created: formatLondonDateTime(row.createdAt),
      disabled: row.disabled,
    })),
    values: parsed.values,
    problems: parsed.problems,
    filtered: Boolean(parsed.filters.q || parsed.filters.role),
    firstPageQuery: parsed.after ? filterQuery : null,
    nextPageQuery: page.next ? userFilterQuery(parsed.filters, page.next) : null,
    roleOptions: USER_ROLE_FILTERS.map((value) => ({
      value,
      label: USER_ROLE_FILTER_LABELS[value],
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      fullName: invitation.fullName,
      roleLabel: ROLE_LABELS[invitation.role],
      expired: invitation.expired,
      expiresLabel: formatLondonDateTime(invitation.expiresAt),
    })),
  };
}

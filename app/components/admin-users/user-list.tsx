import { Form, Link, useNavigation } from "@remix-run/react";
import type { UserListPageFacts } from "~/lib/views/users";
import { JobCell, JobTable, JobTableRow } from "~/components/jobs/job-table";
import { SearchFilter, SelectFilter } from "~/components/jobs/list-filter-fields";

/** Search and role as a GET form: the result's address is a link to share, with or without JS. */
export function UserFiltersForm({ facts }: { facts: UserListPageFacts }) {
  const navigation = useNavigation();
  const filtering =
    navigation.state === "loading" &&
    navigation.location.pathname === "/admin/users" &&
    navigation.formMethod === "GET";
  return (
    <Form method="get" action="/admin/users" className="card space-y-4" aria-label="Find accounts">
      <div className="grid gap-4 md:grid-cols-3">
        <div className="md:col-span-2">
          <SearchFilter name="q" hint="A name, or the start of an e-mail address." state={facts} />
        </div>
        <SelectFilter
          name="role"
          label="Role"
          anyLabel="Every account"
          options={facts.roleOptions}
          state={facts}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={filtering}>
          {filtering ? "Finding…" : "Show accounts"}
        </button>
        {facts.filtered ? (
          <Link to="/admin/users" className="btn-secondary">
            Clear the filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

const HEADINGS = [
  { label: "Name" },
  { label: "E-mail" },
  { label: "Roles" },
  { label: "Organisations" },
  { label: "Verified" },
  { label: "Last sign-in" },
  { label: "Created" },
] as const;

/** One page of accounts: a table on a wide screen, stacked rows on a phone. */
export function UserTable({ users }: { users: UserListPageFacts["users"] }) {
  return (
    <JobTable caption="Accounts, newest first" headings={HEADINGS}>
      {users.map((user) => (
        <JobTableRow key={user.id}>
          <th scope="row" className="block px-3 py-1 text-left md:table-cell md:py-3 md:align-top">
            <Link
              to={`/admin/users/${user.id}`}
              className="inline-flex min-h-11 items-center md:min-h-0"
            >
              {user.name || "No name given"}
            </Link>
            {user.disabled ? (
              <span className="ml-2 inline-block rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 md:ml-0 md:mt-1 md:block md:w-fit">
                Disabled
              </span>
            ) : null}
          </th>
          <JobCell label="E-mail" className="break-words">
            {user.email}
          </JobCell>
          <JobCell label="Roles">{user.roles.length ? user.roles.join(", ") : "Client"}</JobCell>
          <JobCell label="Organisations">
            {user.organisations.length ? (
              user.organisations.join(", ")
            ) : (
              <span className="text-slate-700">None</span>
            )}
          </JobCell>
          <JobCell label="Verified">{user.verified ? "Yes" : "Not yet"}</JobCell>
          <JobCell label="Last sign-in">
            {user.lastSignIn ?? <span className="text-slate-700">Never</span>}
          </JobCell>
          <JobCell label="Created">{user.created}</JobCell>
        </JobTableRow>
      ))}
    </JobTable>
  );
}

export function UserPageLinks({ first, next }: { first: string | null; next: string | null }) {
  if (first === null && next === null) return null;
  return (
    <nav aria-label="Pages of accounts" className="mt-4 flex flex-wrap justify-between gap-3">
      {first !== null ? (
        <Link to={`/admin/users${first ? `?${first}` : ""}`} className="btn-secondary" rel="first">
          ← First page
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={`/admin/users?${next}`} className="btn-secondary" rel="next">
          Next page →
        </Link>
      ) : null}
    </nav>
  );
}

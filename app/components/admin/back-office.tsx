import { Link } from "@remix-run/react";
import type { AdminOverview } from "~/lib/views/admin";
import { OutboxList } from "./outbox-list";

/**
 * Below the board: the accounts at a glance, the organisations and every message the site
 * sent or keeps waiting (readable here when there is no SMTP server), folded away.
 */
export function BackOffice({ overview }: { overview: AdminOverview }) {
  const { counts, emails, organisations } = overview;
  const stats = [
    ["Accounts", counts.users],
    ["Admins", counts.admins],
    ["Engineers", counts.engineers],
    ["Clients", counts.clients],
    ["Organisations", counts.organisations],
    ["E-mails waiting", counts.emailsPending],
  ] as const;
  return (
    <section aria-labelledby="office-heading" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="office-heading" className="text-xl font-bold text-slate-900">
        Accounts, organisations and e-mail
      </h2>
      <details className="mt-3 rounded-lg border border-slate-200 p-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
          At a glance: {counts.users} account{counts.users === 1 ? "" : "s"}, {counts.engineers}{" "}
          engineer{counts.engineers === 1 ? "" : "s"}
        </summary>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {stats.map(([label, value]) => (
            <div key={label} className="card p-4">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="text-2xl font-extrabold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details className="mt-3 rounded-lg border border-slate-200 p-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
          Organisations ({organisations.length})
        </summary>
        <p className="mt-2">
          <Link to="/admin/organizations" className="font-semibold">
            Manage organisations
          </Link>{" "}
          · <Link to="/admin/organizations/new">New organisation</Link>
        </p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {organisations.map((organisation) => (
            <li key={organisation.slug} className="card p-4">
              <p className="font-semibold">
                <Link to={`/admin/organizations/${organisation.slug}`}>{organisation.name}</Link>
              </p>
              <p className="text-sm text-slate-700">
                /{organisation.slug} · {organisation.members} member
                {organisation.members === 1 ? "" : "s"}
              </p>
            </li>
          ))}
        </ul>
      </details>
      <details className="mt-3 rounded-lg border border-slate-200 p-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
          Latest messages ({emails.length}
          {counts.emailsPending > 0 ? `, ${counts.emailsPending} waiting` : ""})
        </summary>
        <p className="mt-2 text-slate-700">
          Every e-mail and text message the site sends is kept here; without an SMTP server (or an
          SMS provider) it waits here to be read.
        </p>
        <OutboxList items={emails} />
      </details>
    </section>
  );
}

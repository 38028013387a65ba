import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadAdminOverview } from "~/.server/admin/overview.server";
import { requireRole } from "~/.server/auth/guards.server";

export const meta: MetaFunction = () => [
  { title: "Admin | We Fix Coventry" },
  {
    name: "description",
    content: "Run We Fix Coventry: accounts, organisations and outgoing e-mail.",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await requireRole(request, ["admin"]);
  return data(await loadAdminOverview(), { headers });
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

export default function AdminPage() {
  const { counts, emails, organisations } = useLoaderData<typeof loader>();
  const stats = [
    ["Accounts", counts.users],
    ["Admins", counts.admins],
    ["Engineers", counts.engineers],
    ["Clients", counts.clients],
    ["Organisations", counts.organisations],
    ["E-mails waiting", counts.emailsPending],
  ] as const;
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Admin</h1>
      <section aria-labelledby="counts-heading" className="mt-6">
        <h2 id="counts-heading" className="text-xl font-bold">
          At a glance
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {stats.map(([label, value]) => (
            <div key={label} className="card">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="text-3xl font-extrabold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="organisations-heading" className="mt-10">
        <h2 id="organisations-heading" className="text-xl font-bold">
          Organisations
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {organisations.map((organisation) => (
            <li key={organisation.slug} className="card">
              <p className="font-semibold">{organisation.name}</p>
              <p className="text-sm text-slate-700">
                /{organisation.slug} · {organisation.members} member
                {organisation.members === 1 ? "" : "s"}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="outbox-heading" className="mt-10">
        <h2 id="outbox-heading" className="text-xl font-bold">
          Latest e-mails
        </h2>
        <p className="mt-1 text-slate-700">
          Every e-mail the site sends is kept here; without an SMTP server it waits here to be read.
        </p>
        {emails.length === 0 ? (
          <p className="mt-3">No e-mails yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {emails.map((email) => (
              <li key={email.id} className="card">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-semibold">{email.subject}</span> to {email.to} ·{" "}
                    {dateTime.format(new Date(email.createdAt))} ·{" "}
                    {email.sentAt
                      ? "sent"
                      : email.lastError
                        ? `not sent yet: ${email.lastError}`
                        : "waiting"}
                  </summary>
                  <pre className="mt-3 whitespace-pre-wrap break-words text-sm">{email.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

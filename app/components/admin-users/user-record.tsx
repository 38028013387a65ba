import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { ROLE_LABELS, ROLES, type Role } from "~/lib/roles";
import { PhoneLink } from "~/components/ui/phone-link";

export interface UserRecordFacts {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  roles: Role[];
  organisations: { name: string; slug: string; memberRoleLabel: string }[];
  verified: boolean;
  lastSignIn: string | null;
  created: string;
  disabled: string | null;
  disabledBy: string | null;
  futureJobs: number;
  isYou: boolean;
}

/** A confirmation the action asked for before taking the engineer role away. */
export interface RoleConfirmation {
  role: Role;
  futureJobs: number;
  message: string;
}

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function UserFacts({ user }: { user: UserRecordFacts }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact term="E-mail address">
        <span className="break-all">{user.email}</span>
      </Fact>
      <Fact term="E-mail confirmed">{user.verified ? "Yes" : "Not yet"}</Fact>
      <Fact term="Phone">{user.phone ? <PhoneLink phone={user.phone} /> : "Not given"}</Fact>
      <Fact term="Company">{user.companyName ?? "None"}</Fact>
      <Fact term="Created">{user.created}</Fact>
      <Fact term="Last sign-in">{user.lastSignIn ?? "Never"}</Fact>
      <Fact term="Organisations">
        {user.organisations.length === 0 ? (
          "None"
        ) : (
          <ul>
            {user.organisations.map((organisation) => (
              <li key={organisation.slug}>
                <Link to={`/admin/organizations/${organisation.slug}`}>{organisation.name}</Link> (
                {organisation.memberRoleLabel.toLowerCase()})
              </li>
            ))}
          </ul>
        )}
      </Fact>
      <Fact term="Access">
        {user.disabled
          ? `Disabled ${user.disabled}${user.disabledBy ? ` by ${user.disabledBy}` : ""}`
          : "Can sign in"}
      </Fact>
    </dl>
  );
}

const GIVE_LABELS: Readonly<Record<Role, string>> = {
  admin: "an administrator",
  engineer: "an engineer",
  client: "a client",
};

function RoleRow({ user, role }: { user: UserRecordFacts; role: Role }) {
  const held = user.roles.includes(role);
  const label = ROLE_LABELS[role];
  if (!held) {
    return (
      <Form method="post" className="flex flex-wrap items-center justify-between gap-2">
        <input type="hidden" name="intent" value="give-role" />
        <input type="hidden" name="role" value={role} />
        <p>
          <span className="font-semibold">{label}</span>: no
        </p>
        <SubmitButton intent="give-role" pendingLabel="Saving…" className="btn-secondary">
          Make them {GIVE_LABELS[role]}
        </SubmitButton>
      </Form>
    );
  }
  const ownAdmin = role === "admin" && user.isYou;
  return (
    <Form method="post" className="flex flex-wrap items-center justify-between gap-2">
      <input type="hidden" name="intent" value="take-role" />
      <input type="hidden" name="role" value={role} />
      <p>
        <span className="font-semibold">{label}</span>: yes
        {role === "engineer" ? (
          <span className="block text-sm text-slate-700">
            {user.futureJobs === 1 ? "1 future job" : `${user.futureJobs} future jobs`} assigned
          </span>
        ) : null}
        {ownAdmin ? (
          <span className="block text-sm text-slate-700">
            Your own admin role: another administrator can take it away.
          </span>
        ) : null}
      </p>
      {ownAdmin ? null : (
        <SubmitButton intent="take-role" pendingLabel="Saving…" className="btn-secondary">
          Take the {label.toLowerCase()} role away
        </SubmitButton>
      )}
    </Form>
  );
}

export function RoleForms({
  user,
  confirmation,
  error,
}: {
  user: UserRecordFacts;
  confirmation: RoleConfirmation | null;
  error: string | null;
}) {
  return (
    <>
      <FormError title="Not changed" message={error} />
      {confirmation ? (
        <Form
          method="post"
          className="space-y-3 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4"
          aria-labelledby="confirm-heading"
        >
          <h3 id="confirm-heading" className="font-semibold text-slate-900">
            {confirmation.message}
          </h3>
          <p className="text-sm text-slate-800">
            Their jobs keep their arrival windows and wait on the dispatch board for another
            engineer.
          </p>
          <input type="hidden" name="intent" value="take-role" />
          <input type="hidden" name="role" value={confirmation.role} />
          <input type="hidden" name="confirmedJobs" value={confirmation.futureJobs} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton intent="take-role" pendingLabel="Saving…" className="btn-primary">
              Take the role away and unassign{" "}
              {confirmation.futureJobs === 1 ? "1 job" : `${confirmation.futureJobs} jobs`}
            </SubmitButton>
            <Link to={`/admin/users/${user.id}`} className="btn-secondary">
              Keep the role
            </Link>
          </div>
        </Form>
      ) : null}
      <div className="divide-y divide-slate-200">
        {ROLES.map((role) => (
          <div key={role} className="py-2">
            <RoleRow user={user} role={role} />
          </div>
        ))}
      </div>
    </>
  );
}

export function EmailForms({ user, error }: { user: UserRecordFacts; error: string | null }) {
  return (
    <>
      <FormError title="Not sent" message={error} />
      <p className="text-sm text-slate-700">
        The office never sees or sets a password: the account holder chooses one from the e-mail.
      </p>
      <div className="flex flex-wrap gap-2">
        {user.verified ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="send-verification" />
            <SubmitButton
              intent="send-verification"
              pendingLabel="Sending…"
              className="btn-secondary"
            >
              Send a new verification e-mail
            </SubmitButton>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="send-password-reset" />
          <SubmitButton
            intent="send-password-reset"
            pendingLabel="Sending…"
            className="btn-secondary"
          >
            Send a password-reset e-mail
          </SubmitButton>
        </Form>
      </div>
    </>
  );
}

export function AccessForm({ user, error }: { user: UserRecordFacts; error: string | null }) {
  if (user.isYou) {
    return <p>This is your own account: another administrator can disable it.</p>;
  }
  return (
    <Form method="post" className="space-y-3">
      <FormError title="Not changed" message={error} />
      <input type="hidden" name="intent" value={user.disabled ? "enable" : "disable"} />
      <p>
        {user.disabled
          ? "They cannot sign in. Enabling the account lets them sign in again with their password."
          : "Disabling refuses their sign-in and ends every session of theirs at once."}
      </p>
      <SubmitButton
        intent={user.disabled ? "enable" : "disable"}
        pendingLabel="Saving…"
        className={user.disabled ? "btn-primary" : "btn-secondary text-red-800"}
      >
        {user.disabled ? "Enable the account" : "Disable the account"}
      </SubmitButton>
    </Form>
  );
}

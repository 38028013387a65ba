import { ErrorSummary } from "~/components/ui/error-summary";
import type { z } from "zod";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, SubmitButton } from "~/components/ui/fields";
import { SignOutButton } from "~/components/site-header";
import { Toast } from "~/components/toast";
import { organisationHome } from "~/lib/member-home";
import { MEMBER_ROLE_LABELS, organisationPath } from "~/lib/organisations";
import { formatUkPhone } from "~/lib/formatting.server";
import { accountPagePath, ROLE_LABELS, STAFF_HOME, type Role } from "~/lib/roles";
import { updateProfile } from "~/.server/auth/auth.server";
import { requireUser } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { membershipsOf } from "~/.server/orgs/scope.server";
import { profileConstraint } from "~/lib/form-constraints/auth";
import { parseWithZod, profileSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "My account | We Fix Coventry" },
  {
    name: "description",
    content: "Your We Fix Coventry account: your details and the areas of the site open to you.",
  },
  { name: "robots", content: "noindex" },
];

const AREAS: Record<Role, { to: string; label: string; description: string }[]> = {
  admin: [
    {
      to: "/admin",
      label: "Admin",
      description: "Run the business: users, organisations, settings and reports.",
    },
    {
      to: "/engineer",
      label: "Engineer area",
      description: "Today's jobs and status updates from site.",
    },
  ],
  engineer: [
    {
      to: "/engineer",
      label: "Engineer area",
      description: "Today's jobs and status updates from site.",
    },
  ],
  client: [
    {
      to: "/client",
      label: "My jobs",
      description: "Follow, reschedule or cancel your bookings and book again.",
    },
    {
      to: "/book",
      label: "Book a job",
      description: "Choose a free arrival window in a couple of minutes.",
    },
  ],
};

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, headers } = await requireUser(context.services, request);
  const { db } = context.services;
  const memberships = await membershipsOf(db, account.user.id);
  // Staff land in their own area, and a member of one organisation in its portal; this page
  // stays their profile at /dashboard?account.
  const home = STAFF_HOME[account.role] ?? organisationHome(account.role, memberships);
  if (home && !new URL(request.url).searchParams.has("account")) throw redirect(home, { headers });
  return data(
    {
      memberships: memberships.map((membership) => ({
        to: organisationPath(membership.slug),
        name: membership.name,
        role: MEMBER_ROLE_LABELS[membership.memberRole],
      })),
      email: account.user.email,
      role: account.role,
      roles: account.roles,
      profile: {
        fullName: account.profile?.full_name ?? account.user.fullName,
        companyName: account.profile?.company_name ?? "",
        phone: account.profile?.phone ? formatUkPhone(account.profile.phone) : "",
      },
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireUser(context.services, request, {
    // The session ended while the form was open: say so where they can sign in again.
    signedOut: { type: "error", title: "Profile update failed", description: "No user logged in" },
  });
  const { formData } = await readForm(request, { schema: profileSchema });
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400, headers });
  const updated = await updateProfile(context.services.db, account, submission.value);
  if (!updated.ok) {
    return data(submission.reply({ formErrors: [updated.message] }), refusalInit(updated, headers));
  }
  // Back to the page the form was on: the profile stays at /dashboard?account for those
  // whom /dashboard sends on.
  const onProfilePage = new URL(request.url).searchParams.has("account");
  return redirectWithToast(
    onProfilePage ? "/dashboard?account" : accountPagePath(account.role),
    {
      type: "success",
      title: "Profile updated",
      description: "Your profile has been updated successfully.",
    },
    { headers },
  );
}

export default function DashboardPage() {
  const { email, role, roles, profile, memberships } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<z.input<typeof profileSchema>>({
    id: "profile",
    lastResult,
    defaultValue: profile,
    constraint: profileConstraint,
  });
  const areas = [
    ...new Map(roles.flatMap((r) => AREAS[r]).map((area) => [area.to, area])).values(),
  ];
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Hello, {profile.fullName || email}</h1>
      <p className="mt-2 text-slate-700">
        Signed in as {email} · <span className="font-semibold">{ROLE_LABELS[role]}</span>
      </p>

      {memberships.length > 0 ? (
        <section aria-labelledby="organisations-heading" className="mt-8">
          <h2 id="organisations-heading" className="text-xl font-bold">
            Your organisations
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {memberships.map((membership) => (
              <li key={membership.to} className="card">
                <Link to={membership.to} className="text-lg font-semibold">
                  {membership.name}
                </Link>
                <p className="mt-1 text-slate-700">
                  You are {membership.role.toLowerCase() === "owner" ? "an" : "a"}{" "}
                  {membership.role.toLowerCase()}. Report repairs and follow every job of the
                  organisation.
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="areas-heading" className="mt-8">
        <h2 id="areas-heading" className="text-xl font-bold">
          Your areas
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {areas.map((area) => (
            <li key={area.to} className="card">
              <Link to={area.to} className="text-lg font-semibold">
                {area.label}
              </Link>
              <p className="mt-1 text-slate-700">{area.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="profile-heading" className="mt-10 max-w-lg">
        <h2 id="profile-heading" className="text-xl font-bold">
          Your details
        </h2>
        <Form method="post" {...getFormProps(form)} className="card mt-3 space-y-4">
          <ErrorSummary form={form} />
          {form.errors?.length ? (
            <div id={form.errorId}>
              <Toast
                toast={{
                  type: "error",
                  title: "Profile update failed",
                  description: form.errors.join(" "),
                }}
              />
            </div>
          ) : null}
          <Field field={fields.fullName} label="Full name" autoComplete="name" />
          <Field
            field={fields.companyName}
            label="Company name"
            autoComplete="organization"
            optional
          />
          <Field
            field={fields.phone}
            label="Phone number"
            type="tel"
            autoComplete="tel"
            optional
            hint="So our engineer can call when on the way."
          />
          <SubmitButton pendingLabel="Saving…">Save my details</SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="device-heading" className="mt-10 flex flex-wrap items-center gap-4">
        <h2 id="device-heading" className="sr-only">
          This device
        </h2>
        <SignOutButton />
        <p className="text-sm text-slate-700">
          App misbehaving on this device? <Link to="/reset-app">Reset the app</Link>.
        </p>
      </section>
    </div>
  );
}

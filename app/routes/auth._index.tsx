import { getFormProps, useServerForm } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { HoneypotInputs } from "~/components/honeypot";
import type { z } from "zod";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { safeRedirect } from "~/lib/safe-redirect";
import { signIn, signUp, siteOrigin } from "~/.server/auth/auth.server";
import { requireAnonymous } from "~/.server/http/guards.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { signInConstraint, signUpConstraint } from "~/lib/form-constraints/auth";
import type { signInSchema } from "~/lib/schemas/auth";
import { authSchema, parseWithZod, signUpSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Sign in or create an account | We Fix Coventry" },
  {
    name: "description",
    content:
      "Sign in to follow your jobs, book again and manage your details, or create a free account.",
  },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireAnonymous(context.services, request);
  const url = new URL(request.url);
  const mode = url.searchParams.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  // Only a path of this site goes back into the form, so the page never carries another one.
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  // An invitation's sign-up link names the invited address; anything else is not shown.
  const invited = signUpSchema.shape.email.safeParse(url.searchParams.get("email"));
  const email = redirectTo && invited.success ? invited.data : "";
  return data({ mode, redirectTo, email } as const, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: authSchema, honeypot: true });
  const intent = formData.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const submission = parseWithZod(formData, { schema: authSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return data(
      { intent, result: submission.reply({ hideFields }), offerReset: false },
      { status: 400 },
    );
  }
  const requester = { ip: clientAddress(request), origin: siteOrigin(request) };
  if (submission.value.intent === "sign-in") {
    const signedIn = await signIn(context.services, request, submission.value, requester);
    if (signedIn.ok) {
      return redirectWithToast(
        safeRedirect(submission.value.redirectTo, "/dashboard"),
        { type: "success", title: "Signed in", description: `Welcome back, ${signedIn.name}.` },
        { headers: signedIn.headers },
      );
    }
    return data(
      {
        intent,
        result: submission.reply({ formErrors: [signedIn.message], hideFields }),
        offerReset: signedIn.offerReset,
      },
      refusalInit(signedIn),
    );
  }
  const signedUp = await signUp(context.services, submission.value, requester);
  if (signedUp.ok) {
    // Signing in from here goes back to where the sign-up began (an invitation, say).
    const back = safeRedirect(submission.value.redirectTo, "");
    return redirectWithToast(
      back ? `/auth?${new URLSearchParams({ redirectTo: back })}` : "/auth",
      {
        type: "success",
        title: "Account created",
        description: "Please check your email to verify your account.",
      },
    );
  }
  return data(
    {
      intent,
      result: submission.reply({ formErrors: [signedUp.message], hideFields }),
      offerReset: false,
    },
    refusalInit(signedUp),
  );
}

function SignInForm({
  redirectTo,
  lastResult,
  offerReset,
}: {
  redirectTo: string;
  lastResult: SubmissionResult<string[]> | undefined;
  offerReset: boolean;
}) {
  const [form, fields] = useServerForm<z.input<typeof signInSchema>>({
    id: "sign-in",
    lastResult,
    constraint: signInConstraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <HoneypotInputs />
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError id={form.errorId} title="Sign in failed" message={form.errors?.join(" ")} />
      {offerReset && form.errors?.length ? (
        <p>
          <Link to="/auth/forgot-password" className="font-semibold">
            Reset your password by e-mail
          </Link>
        </p>
      ) : null}
      <Field field={fields.email} label="E-mail address" type="email" autoComplete="email" />
      <Field
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton intent="sign-in" pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
      <p className="text-sm">
        <Link to="/auth/forgot-password">Forgotten your password?</Link>
      </p>
    </Form>
  );
}

function SignUpForm({
  redirectTo,
  email,
  lastResult,
}: {
  redirectTo: string;
  email: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useServerForm<z.input<typeof signUpSchema>>({
    id: "sign-up",
    lastResult,
    defaultValue: email ? { email } : undefined,
    constraint: signUpConstraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <HoneypotInputs />
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError id={form.errorId} title="Sign up failed" message={form.errors?.join(" ")} />
      <Field field={fields.fullName} label="Full name" autoComplete="name" />
      <Field field={fields.companyName} label="Company name" autoComplete="organization" optional />
      <Field
        field={fields.email}
        label="E-mail address"
        type="email"
        autoComplete="email"
        readOnly={email !== ""}
        hint={email ? "The address your invitation was sent to." : undefined}
      />
      <Field
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
      />
      <SubmitButton intent="sign-up" pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </Form>
  );
}

export default function AuthPage() {
  const { mode, redirectTo, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const showing =
    actionData?.intent === "sign-up" || actionData?.intent === "sign-in" ? actionData.intent : mode;
  const suffix = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  return (
    <div className="container-page max-w-lg py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">
        {showing === "sign-up" ? "Create your account" : "Sign in"}
      </h1>
      <p className="mt-2 text-slate-700">
        {showing === "sign-up"
          ? "An account lets you follow every job, book again in a few taps and keep your details in one place."
          : "Follow your jobs, book again and keep your details up to date."}
      </p>
      <div className="card mt-6">
        {showing === "sign-up" ? (
          <SignUpForm
            key="sign-up"
            redirectTo={redirectTo}
            email={email}
            lastResult={actionData?.intent === "sign-up" ? actionData.result : undefined}
          />
        ) : (
          <SignInForm
            key="sign-in"
            redirectTo={redirectTo}
            lastResult={actionData?.intent === "sign-in" ? actionData.result : undefined}
            offerReset={actionData?.intent === "sign-in" && actionData.offerReset}
          />
        )}
      </div>
      <p className="mt-6 text-slate-800">
        {showing === "sign-up" ? (
          <>
            Already have an account? <Link to={`/auth?mode=sign-in${suffix}`}>Sign in</Link>
          </>
        ) : (
          <>
            New here? <Link to={`/auth?mode=sign-up${suffix}`}>Create an account</Link>
          </>
        )}
      </p>
    </div>
  );
}

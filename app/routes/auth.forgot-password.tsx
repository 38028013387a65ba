import type { z } from "zod";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { HoneypotInputs } from "~/components/honeypot";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { requestPasswordReset, siteOrigin } from "~/.server/auth/auth.server";
import { requireAnonymous } from "~/.server/http/guards.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { forgotPasswordConstraint } from "~/lib/form-constraints/auth";
import { parseWithZod, forgotPasswordSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Forgotten password | We Fix Coventry" },
  {
    name: "description",
    content: "Ask for a link to choose a new password for your We Fix Coventry account.",
  },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireAnonymous(context.services, request);
  return data(null, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, {
    schema: forgotPasswordSchema,
    honeypot: true,
  });
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { email } = submission.value;
  const sent = await requestPasswordReset(context.services, email, {
    ip: clientAddress(request),
    origin: siteOrigin(request),
  });
  if (sent.ok) {
    return redirectWithToast("/auth", {
      type: "info",
      title: "Check your e-mail",
      description: `If an account exists for ${email}, we have sent it a link to choose a new password.`,
    });
  }
  return data(submission.reply({ formErrors: [sent.message] }), refusalInit(sent));
}

export default function ForgotPasswordPage() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<z.input<typeof forgotPasswordSchema>>({
    id: "forgot-password",
    lastResult,
    constraint: forgotPasswordConstraint,
  });
  return (
    <div className="container-page max-w-lg py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Forgotten your password?</h1>
      <p className="mt-2 text-slate-700">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <Form method="post" {...getFormProps(form)} className="card mt-6 space-y-4">
        <HoneypotInputs />
        <FormError id={form.errorId} title="Reset link not sent" message={form.errors?.join(" ")} />
        <Field field={fields.email} label="E-mail address" type="email" autoComplete="email" />
        <SubmitButton pendingLabel="Sending…">Send the reset link</SubmitButton>
      </Form>
      <p className="mt-6">
        <Link to="/auth">Back to sign in</Link>
      </p>
    </div>
  );
}

import type { z } from "zod";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { resetPassword } from "~/.server/auth/auth.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { resetPasswordConstraint } from "~/lib/form-constraints/auth";
import { parseWithZod, resetPasswordSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Choose a new password | We Fix Coventry" },
  { name: "description", content: "Choose a new password for your We Fix Coventry account." },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? url.searchParams.get("token_hash") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: resetPasswordSchema });
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields }), { status: 400 });
  }
  const changed = await resetPassword(context.services, submission.value, {
    ip: clientAddress(request),
  });
  if (changed.ok) {
    return redirectWithToast("/auth", {
      type: "success",
      title: "Password changed",
      description: "Your new password is set. Sign in with it now.",
    });
  }
  return data(
    submission.reply({ formErrors: [changed.message], hideFields }),
    refusalInit(changed),
  );
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<z.input<typeof resetPasswordSchema>>({
    id: "reset-password",
    lastResult,
    constraint: resetPasswordConstraint,
  });
  return (
    <div className="container-page max-w-lg py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Choose a new password</h1>
      {token ? (
        <Form method="post" {...getFormProps(form)} className="card mt-6 space-y-4">
          <input type="hidden" name="token" value={token} />
          <FormError
            id={form.errorId}
            title="Password not changed"
            message={form.errors?.join(" ")}
          />
          <Field
            field={fields.password}
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
          />
          <Field
            field={fields.confirmPassword}
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton pendingLabel="Saving…">Save the new password</SubmitButton>
        </Form>
      ) : (
        <p className="mt-4 text-slate-700">
          This page needs the link from the reset e-mail.{" "}
          <Link to="/auth/forgot-password">Ask for a new link</Link>.
        </p>
      )}
    </div>
  );
}

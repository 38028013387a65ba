import type { z } from "zod";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLocation } from "@remix-run/react";
import { HoneypotInputs } from "~/components/honeypot";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { PageHero } from "~/components/page-hero";
import { siteOrigin } from "~/.server/auth/auth.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { NEW_LINK_ANSWER, requestNewPortalLink } from "~/.server/portal/new-link.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { newPortalLinkConstraint } from "~/lib/form-constraints/portal";
import { parseWithZod, newPortalLinkSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Get a new link to your bookings | We Fix Coventry" },
  {
    name: "description",
    content:
      "Lost the link to your We Fix Coventry bookings? Enter your e-mail address and we will send a new one.",
  },
  { name: "robots", content: "noindex" },
];

// A refusal's Retry-After (429, 503) reaches the browser with the form it gets back.
export const headers = routeHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: newPortalLinkSchema, honeypot: true });
  const submission = parseWithZod(formData, { schema: newPortalLinkSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { db } = context.services;
  const outcome = await requestNewPortalLink(db, submission.value.email, {
    ip: clientAddress(request),
    siteOrigin: siteOrigin(request),
  });
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      refusalInit(outcome),
    );
  }
  return redirectWithToast("/portal/new-link", {
    type: "success",
    title: "Check your e-mail",
    description: NEW_LINK_ANSWER,
  });
}

function NewLinkForm() {
  const answer = useActionData<typeof action>();
  const [form, fields] = useServerForm<z.input<typeof newPortalLinkSchema>>({
    id: "portal-new-link",
    lastResult: answer?.result,
    constraint: newPortalLinkConstraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-4">
      <HoneypotInputs />
      <FormError
        id={form.errorId}
        title="We could not send a link"
        message={form.errors?.join(" ")}
      />
      <Field
        field={fields.email}
        label="E-mail address"
        type="email"
        autoComplete="email"
        hint="The address you booked with."
      />
      <SubmitButton pendingLabel="Sending…">E-mail me a new link</SubmitButton>
    </Form>
  );
}

export default function NewPortalLinkPage() {
  // A new location (after the redirect that follows a request) starts an empty form.
  const { key } = useLocation();
  return (
    <>
      <PageHero
        h1="Get a new link to your bookings"
        intro="We will e-mail a fresh link to every booking made with your address. Any link we sent before stops working."
      />
      <div className="container-page max-w-xl py-8">
        <NewLinkForm key={key} />
      </div>
    </>
  );
}

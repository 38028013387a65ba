import type { z } from "zod";
import { getFormProps, useServerForm, getValidInputProps } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, SubmitButton, TextareaField } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { notFound } from "~/.server/http/not-found.server";
import { submitReview, visitReviewLink } from "~/.server/reviews/reviews.server";
import { reviewConstraint } from "~/lib/form-constraints/review";
import { parseWithZod, reviewSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Review your visit | We Fix Coventry" },
  { name: "description", content: "Tell us, and other people in Coventry, how your visit went." },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

/** An unknown or malformed link is the site's ordinary 404; a used one says so. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const visit = await visitReviewLink(db, params.token ?? "", { ip: clientAddress(request) });
  if (!visit.ok && visit.reason === "not-found") notFound();
  if (!visit.ok) throw data({ message: visit.message }, refusalInit(visit));
  return data({ link: visit.link });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: reviewSchema });
  const submission = parseWithZod(formData, { schema: reviewSchema });
  if (submission.status !== "success") {
    return data({ answer: "form" as const, result: submission.reply() }, { status: 400 });
  }
  const { db } = context.services;
  const stored = await submitReview(db, params.token ?? "", submission.value, {
    ip: clientAddress(request),
  });
  if (stored.ok) return data({ answer: "thanks" as const, reference: stored.reference });
  if (stored.reason === "not-found") notFound();
  if (stored.reason === "used") {
    return data({ answer: "used" as const, reference: stored.reference }, { status: 409 });
  }
  return data(
    { answer: "form" as const, result: submission.reply({ formErrors: [stored.message] }) },
    refusalInit(stored),
  );
}

function UsedLink({ reference }: { reference: string }) {
  return (
    <div className="card space-y-3">
      <h2 className="text-xl font-bold text-slate-900">This review link has been used</h2>
      <p>
        A review of job {reference} has already been sent with this link, and each link takes one
        review. Thank you for it.
      </p>
      <p>
        <Link to="/reviews">Read what other customers say</Link>
      </p>
    </div>
  );
}

function Thanks({ reference }: { reference: string }) {
  return (
    <div className="card space-y-3" role="status">
      <h2 className="text-xl font-bold text-slate-900">Thank you for your review</h2>
      <p>
        We have your review of job {reference}. It will appear on our site once we have checked it.
      </p>
      <p>
        <Link to="/reviews">Read what other customers say</Link>
      </p>
    </div>
  );
}

export default function ReviewPage() {
  const { link } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const heading = link.state === "open" ? `How did we do?` : "Your review";
  let body: React.ReactNode;
  if (answer?.answer === "thanks") body = <Thanks reference={answer.reference} />;
  else if (answer?.answer === "used" || link.state === "used") {
    body = <UsedLink reference={answer?.answer === "used" ? answer.reference : link.reference} />;
  } else {
    body = (
      <ReviewForm
        reference={link.reference}
        serviceName={link.serviceName}
        defaults={link.defaults}
        lastResult={answer?.answer === "form" ? answer.result : undefined}
      />
    );
  }
  return (
    <div className="container-page max-w-2xl py-10 text-slate-800">
      <h1 className="text-3xl font-extrabold text-slate-900">{heading}</h1>
      <div className="mt-6">{body}</div>
    </div>
  );
}

const RATINGS = [
  { value: "5", label: "5 stars: excellent" },
  { value: "4", label: "4 stars: good" },
  { value: "3", label: "3 stars: all right" },
  { value: "2", label: "2 stars: poor" },
  { value: "1", label: "1 star: very poor" },
] as const;

function ReviewForm({
  reference,
  serviceName,
  defaults,
  lastResult,
}: {
  reference: string;
  serviceName: string;
  defaults: { name: string; area: string };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useServerForm<z.input<typeof reviewSchema>>({
    id: "review",
    lastResult,
    defaultValue: { name: defaults.name, area: defaults.area },
    constraint: reviewConstraint,
  });
  const ratingErrorId = fields.rating.errorId;
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5">
      <p>
        Your {serviceName.toLowerCase()} visit, job {reference}. Your review helps other people in
        Coventry find a tradesperson they can trust.
      </p>
      <FormError id={form.errorId} title="Review not sent" message={form.errors?.join(" ")} />
      <fieldset aria-describedby={fields.rating.errors ? ratingErrorId : undefined}>
        <legend className="field-label">Your rating</legend>
        <div className="mt-2 grid gap-2">
          {RATINGS.map((rating) => {
            const props = getValidInputProps(fields.rating, { type: "radio", value: rating.value });
            const id = `${fields.rating.id}-${rating.value}`;
            return (
              <div key={rating.value} className="flex min-h-11 items-center gap-3">
                <input {...props} key={fields.rating.key} id={id} className="h-5 w-5" />
                <label htmlFor={id}>{rating.label}</label>
              </div>
            );
          })}
        </div>
        <FieldError field={fields.rating} />
      </fieldset>
      <TextareaField
        field={fields.body}
        label="What went well, or what could have gone better?"
        hint={`A few sentences, at most ${reviewConstraint.body.maxLength.toLocaleString("en-GB")} characters.`}
      />
      <Field
        field={fields.name}
        label="The name to show with your review"
        autoComplete="given-name"
        hint="Your first name is enough."
      />
      <Field field={fields.area} label="Your town or area" optional />
      <SubmitButton pendingLabel="Sending…">Send my review</SubmitButton>
    </Form>
  );
}

import type { MetaFunction } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ContactForm } from "~/components/contact-form";
import { InfoPage } from "~/components/info-page";
import { infoPageMeta } from "~/lib/page-meta";
import { contactSchema } from "~/lib/schemas/contact";
import { useBusiness } from "~/lib/use-business";
import { app } from "~/.server/app.server";
import { CONTACT_SENT_DESCRIPTION, submitContact } from "~/.server/contacts/contacts.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { routeHeaders } from "~/.server/http/route-headers.server";

export const handle = { cache: "public" };

export async function loader() {
  return { page: await loadInfoPage("/contact") };
}

// A refusal's Retry-After (429, 503) reaches the browser with the form it gets back.
export const headers = routeHeaders;

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: contactSchema, honeypot: true });
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { db } = await app();
  const outcome = await submitContact(
    db,
    { kind: "contact", ...submission.value },
    { ip: clientAddress(request) },
  );
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      refusalInit(outcome),
    );
  }
  return redirectWithToast(new URL(request.url).pathname, {
    type: "success",
    title: "Message sent",
    description: CONTACT_SENT_DESCRIPTION,
  });
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/contact");

export default function ContactPage() {
  const { page } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const business = useBusiness();
  // A new location (after the redirect that follows success) starts an empty form.
  const { key } = useLocation();
  return (
    <InfoPage
      page={page}
      phone={business.phone}
      phoneDisplay={business.phoneDisplay}
      aside={
        <div className="card">
          <h2 className="text-xl font-bold text-slate-900">Talk to us</h2>
          <p className="mt-2">
            <a href={`tel:${business.phone}`}>{business.phoneDisplay}</a>
          </p>
          <p>
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </p>
          <p className="mt-2 text-slate-700">Every day 06:00–22:00.</p>
        </div>
      }
    >
      <section aria-labelledby="form-heading" className="mt-10">
        <h2 id="form-heading" className="text-2xl font-bold text-slate-900">
          Send us a message
        </h2>
        <div className="mt-4 max-w-xl">
          <ContactForm key={key} lastResult={answer?.result} />
        </div>
      </section>
    </InfoPage>
  );
}

import Clock from "lucide/dist/esm/icons/clock.mjs";
import Mail from "lucide/dist/esm/icons/mail.mjs";
import Phone from "lucide/dist/esm/icons/phone.mjs";
import { Icon } from "~/components/ui/icon";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ContactForm } from "~/components/contact-form";
import { InfoPage } from "~/components/info-page";
import { infoPageMeta } from "~/lib/content-page-meta";
import {
  answerEnquiryForm,
  contactSchema,
  loadInfoPage,
  readForm,
  routeHeaders,
} from "~/routes/contact.server-imports.server";
import { useBusiness } from "~/lib/use-business";
import { PhoneLink } from "~/components/ui/phone-link";

export const handle = { cache: "public" };

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadInfoPage(context.services, "/contact") };
}

// A refusal's Retry-After (429, 503) reaches the browser with the form it gets back.
export const headers = routeHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: contactSchema, honeypot: true });
  return answerEnquiryForm(context.services.db, request, formData, {
    schema: contactSchema,
    submission: (value) => ({ kind: "contact", ...value }),
    sentTitle: "Message sent",
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
          <p className="mt-3 flex items-center gap-2">
            <Icon icon={Phone} className="size-5 shrink-0 text-brand-700" />
            <PhoneLink phone={business.phone} className="text-lg font-semibold">
              {business.phoneDisplay}
            </PhoneLink>
          </p>
          <p className="mt-2 flex items-center gap-2">
            <Icon icon={Mail} className="size-5 shrink-0 text-brand-700" />
            <a href={`mailto:${business.email}`} className="break-all">
              {business.email}
            </a>
          </p>
          <p className="mt-2 flex gap-2 text-slate-700">
            <Icon icon={Clock} className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>Open {business.openingHoursSummary}.</span>
          </p>
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

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { PropertyEnquiryForm } from "~/components/contact-form";
import { InfoPage } from "~/components/info-page";
import { infoPageMeta } from "~/lib/content-page-meta";
import {
  answerEnquiryForm,
  loadInfoPage,
  propertyEnquirySchema,
  readForm,
  routeHeaders,
} from "~/routes/property-services.server-imports.server";
import { useBusiness } from "~/lib/use-business";

export const handle = { cache: "public" };

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadInfoPage(context.services, "/property-services") };
}

// A refusal's Retry-After (429, 503) reaches the browser with the form it gets back.
export const headers = routeHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: propertyEnquirySchema, honeypot: true });
  return answerEnquiryForm(context.services.db, request, formData, {
    schema: propertyEnquirySchema,
    submission: (value) => ({ kind: "property-enquiry", ...value }),
    sentTitle: "Enquiry sent",
  });
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/property-services");

export default function PropertyServicesPage() {
  const { page } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const business = useBusiness();
  // A new location (after the redirect that follows success) starts an empty form.
  const { key } = useLocation();
  return (
    <InfoPage page={page} phone={business.phone} phoneDisplay={business.phoneDisplay}>
      <section aria-labelledby="form-heading" className="mt-10">
        <h2 id="form-heading" className="text-2xl font-bold text-slate-900">
          Ask about an organisation account
        </h2>
        <div className="mt-4 max-w-xl">
          <PropertyEnquiryForm key={key} lastResult={answer?.result} />
        </div>
      </section>
    </InfoPage>
  );
}

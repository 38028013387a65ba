import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactStep } from "~/components/booking/contact-step";
import { DetailsStep } from "~/components/booking/details-step";
import { ReviewStep } from "~/components/booking/review-step";
import { SlotStep } from "~/components/booking/slot-step";
import { StepProgress } from "~/components/booking/step-progress";
import { PageHero } from "~/components/page-parts";
import { publicPageMeta } from "~/lib/page-meta";
import { rootMetaData } from "~/lib/root-data";
import { useBusiness } from "~/lib/use-business";
import { advanceBooking, startBooking } from "~/.server/booking/flow.server";
import { bookingPageFacts } from "~/.server/booking/page.server";
import { readForm } from "~/.server/http/form.server";
import { BOOKING_FORM_SCHEMAS } from "~/.server/booking/flow.server";
import { JOB_PHOTO_LIMITS } from "~/.server/storage/photo-uploads.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { state, headers } = await startBooking(request);
  return data({ state, ...bookingPageFacts() }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  // The review step sends photos (multipart); the other steps send plain forms.
  const { formData, refusedFiles } = await readForm(request, {
    schema: BOOKING_FORM_SCHEMAS,
    fields: ["intent", "photos"],
    honeypot: true,
    files: JOB_PHOTO_LIMITS,
  });
  const state = await advanceBooking(request, formData, refusedFiles);
  const failed =
    Boolean(state.result?.error && Object.keys(state.result.error).length > 0) ||
    Boolean(state.notice) ||
    Boolean(state.photos?.error);
  return data({ state }, { status: failed ? 400 : 200 });
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  publicPageMeta(rootMetaData(matches), {
    title: "Book a Handyman Online | Coventry, Warwick, Kenilworth",
    description:
      "Book a DBS-checked handyman in Coventry, Warwick, Kenilworth or Leamington Spa: choose a free two-hour arrival window any day 06:00–22:00.",
    path: "/book",
  });

const HEADINGS = {
  details: "What needs doing?",
  slot: "When should we come?",
  contact: "Where, and who to contact",
  review: "Check your booking",
} as const;

export default function BookPage() {
  const { state: initial, services, minDate, maxDate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const business = useBusiness();
  const state = actionData?.state ?? initial;
  return (
    <>
      <PageHero
        h1="Book a handyman online"
        intro="Four short steps on any phone. Free two-hour arrival windows every day from 06:00 to 22:00 in Coventry, Warwick, Kenilworth and Leamington Spa."
      />
      <div className="container-page max-w-3xl py-8">
        <StepProgress step={state.step} />
        <h2 className="mt-6 text-2xl font-bold text-slate-900">{HEADINGS[state.step]}</h2>
        <div className="mt-4">
          {state.step === "details" ? (
            <DetailsStep
              state={state}
              services={services}
              phone={business.phone}
              phoneDisplay={business.phoneDisplay}
            />
          ) : null}
          {state.step === "slot" ? (
            <SlotStep state={state} minDate={minDate} maxDate={maxDate} />
          ) : null}
          {state.step === "contact" ? <ContactStep state={state} /> : null}
          {state.step === "review" && state.summary ? (
            <ReviewStep state={state} {...state.summary} />
          ) : null}
        </div>
        <p className="mt-6 text-slate-700">
          Rather talk to someone? Call <a href={`tel:${business.phone}`}>{business.phoneDisplay}</a>
          , every day 06:00–22:00.
        </p>
      </div>
    </>
  );
}

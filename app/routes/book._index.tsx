import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { DetailsStep } from "~/components/booking/details-step";
import { StepProgress } from "~/components/booking/step-progress";
import { PageHero } from "~/components/page-hero";
import { publicPageMeta } from "~/lib/page-meta";
import { rootMetaData } from "~/lib/root-data";
import { useBusiness } from "~/lib/use-business";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { siteOrigin } from "~/.server/auth/auth.server";
import { getCurrentAccount } from "~/.server/auth/session.server";
import { confirmBooking } from "~/.server/booking/confirm.server";
import { confirmationCookie } from "~/routes/book.confirmation.server";
import {
  BOOKING_FORM_SCHEMAS,
  advanceStep,
  startBooking,
  type BookingState,
} from "~/.server/booking/flow.server";
import { bookingPageFacts } from "~/.server/booking/page.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { JOB_PHOTO_LIMITS } from "~/.server/storage/photo-uploads.server";
import * as renderedOnServer from "~/routes/book.later-steps.server";
import { PhoneLink } from "~/components/ui/phone-link";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, headers } = await getCurrentAccount(context.services, request);
  const url = new URL(request.url);
  const state = startBooking(
    {
      service: url.searchParams.get("service"),
      emergency: url.searchParams.get("emergency") === "1",
      description: url.searchParams.get("description"),
      postcode: url.searchParams.get("postcode"),
      date: url.searchParams.get("date"),
    },
    account,
  );
  const { db } = context.services;
  return data({ state, ...(await bookingPageFacts(db)) }, { headers });
}

/** A step shown again with messages (or a notice, or refused photos) is a 400. */
function stepFailed(state: BookingState): boolean {
  return (
    Boolean(state.result?.error && Object.keys(state.result.error).length > 0) ||
    Boolean(state.notice) ||
    Boolean(state.photos?.error)
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  // The review step sends photos (multipart); the other steps send plain forms.
  const { formData, refusedFiles } = await readForm(request, {
    schema: BOOKING_FORM_SCHEMAS,
    fields: ["intent", "photos"],
    honeypot: true,
    files: JOB_PHOTO_LIMITS,
  });
  const { account, headers } = await getCurrentAccount(context.services, request);
  const { db } = context.services;
  const intent = String(formData.get("intent") ?? "");
  if (intent !== "confirm") {
    const state = await advanceStep(db, intent, formData);
    return data({ state }, { status: stepFailed(state) ? 400 : 200, headers });
  }
  const answer = await confirmBooking(db, formData, refusedFiles, {
    account,
    address: clientAddress(request),
    siteOrigin: siteOrigin(request),
  });
  if (answer.kind === "booked") {
    headers.append("Set-Cookie", await confirmationCookie(answer.confirmation));
    return redirect("/book/confirmed", { headers });
  }
  const { state, refusal } = answer;
  return data(
    { state },
    refusal ? refusalInit(refusal, headers) : { status: stepFailed(state) ? 400 : 200, headers },
  );
}

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  publicPageMeta(rootMetaData(matches), {
    title: "Book a Handyman Online | Coventry, Warwick, Kenilworth",
    description:
      "Book a DBS-checked handyman in Coventry, Warwick, Kenilworth or Leamington Spa: choose a free two-hour arrival window and follow the engineer on the day.",
    path: "/book",
  });

const HEADINGS = {
  details: "What needs doing?",
  slot: "When should we come?",
  contact: "Where, and who to contact",
  review: "Check your booking",
} as const;

const loadSlotStep = () => import("~/components/booking/slot-step");
const loadContactStep = () => import("~/components/booking/contact-step");
const loadReviewStep = () => import("~/components/booking/review-step");

/**
 * A later step: the server renders it from its own import; the browser loads its code once the
 * page is up (asked for at once, so the step is ready when the booking reaches it) and, were a
 * page ever to open at it, hydrates it when the code arrives.
 */
function laterStep<Props extends object>(
  onServer: ComponentType<Props> | undefined,
  load: () => Promise<ComponentType<Props>>,
) {
  return onServer ?? lazy(() => load().then((component) => ({ default: component })));
}

const SlotStep = laterStep(renderedOnServer.SlotStep, () =>
  loadSlotStep().then((module) => module.SlotStep),
);
const ContactStep = laterStep(renderedOnServer.ContactStep, () =>
  loadContactStep().then((module) => module.ContactStep),
);
const ReviewStep = laterStep(renderedOnServer.ReviewStep, () =>
  loadReviewStep().then((module) => module.ReviewStep),
);

function useLaterStepsLoaded() {
  useEffect(() => {
    for (const load of [loadSlotStep, loadContactStep, loadReviewStep]) {
      void load().catch(() => undefined);
    }
  }, []);
}

export default function BookPage() {
  const {
    state: initial,
    services,
    minDate,
    maxDate,
    servedArea,
    windowsOffered,
    openingHours,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const business = useBusiness();
  const state = actionData?.state ?? initial;
  useLaterStepsLoaded();
  return (
    <>
      <PageHero
        h1="Book a handyman online"
        intro={`Four short steps on any phone. Free two-hour arrival windows ${windowsOffered} in Coventry, Warwick, Kenilworth and Leamington Spa.`}
      />
      <div className="container-page max-w-3xl py-8">
        <StepProgress step={state.step} />
        <h2 className="mt-6 text-2xl font-bold text-slate-900">{HEADINGS[state.step]}</h2>
        <div className="mt-4">
          <Suspense fallback={null}>
            {state.step === "details" ? (
              <DetailsStep
                state={state}
                services={services}
                servedArea={servedArea}
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
          </Suspense>
        </div>
        <p className="mt-6 text-slate-700">
          Rather talk to someone? Call{" "}
          <PhoneLink phone={business.phone}>{business.phoneDisplay}</PhoneLink>, {openingHours}.
        </p>
      </div>
    </>
  );
}

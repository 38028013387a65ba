import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { readConfirmation } from "~/routes/book.confirmation.server";
import { PhoneLink } from "~/components/ui/phone-link";

export const meta: MetaFunction = () => [
  { title: "Booking confirmed | We Fix Coventry" },
  { name: "description", content: "Your We Fix Coventry booking is confirmed." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { booking, headers } = await readConfirmation(request);
  return data({ booking }, { headers });
}

export default function BookingConfirmedPage() {
  const { booking } = useLoaderData<typeof loader>();
  if (!booking) {
    return (
      <>
        <PageHero
          h1="Your booking"
          intro="The details of a booking are shown once, straight after booking."
        />
        <div className="container-page max-w-3xl py-8 text-slate-800">
          <p>
            Your confirmation e-mail has the reference, the tracking link and the link to change or
            cancel the booking.
          </p>
          <p className="mt-4">
            <Link to="/book" className="btn-primary">
              Book another job
            </Link>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHero
        h1="Booking confirmed"
        intro={`Reference ${booking.reference}. We will see you ${booking.windowLabel}.`}
      />
      <div className="container-page max-w-3xl space-y-6 py-8 text-slate-800">
        <p className="text-lg">
          We have e-mailed you the details with a calendar file. The engineer calls before arriving.
        </p>
        <dl className="card space-y-3">
          <div>
            <dt className="font-semibold text-slate-900">Reference</dt>
            <dd className="text-2xl font-extrabold text-slate-900">{booking.reference}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Arrival window</dt>
            <dd>{booking.windowLabel}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Follow the job</dt>
            <dd>
              <a href={booking.trackingUrl}>Tracking page</a>: status, and the engineer&apos;s
              arrival time on the day.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Change or cancel</dt>
            <dd>
              <a href={booking.portalUrl}>Your bookings</a>. {booking.changeRule}
            </dd>
          </div>
        </dl>
        <p>
          Questions? Call <PhoneLink phone={booking.phoneDisplay} />.
        </p>
      </div>
    </>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CallerBookingForm } from "~/components/admin-jobs/caller-booking-form";
import { bookForCaller, callerBookingFacts } from "~/.server/admin-jobs/caller-booking.server";
import { siteOrigin } from "~/.server/auth/auth.server";
import { enquiryBookingPrefill } from "~/.server/contacts/enquiry-prefill.server";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { parseWithZod, callerBookingSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Book a job for a caller | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const [facts, enquiry] = await Promise.all([
    callerBookingFacts(db),
    enquiryBookingPrefill(db, new URL(request.url).searchParams.get("enquiry")),
  ]);
  return data({ ...facts, enquiry }, { headers });
}

export const headers = routeHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: callerBookingSchema });
  const submission = parseWithZod(formData, { schema: callerBookingSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400, headers });
  }
  const { db } = context.services;
  const booked = await bookForCaller(db, { id: account.user.id, role: "admin" }, submission.value, {
    siteOrigin: siteOrigin(request),
    // Booking from an enquiry: the form posts back to its own address, ?enquiry= and all.
    enquiryId: new URL(request.url).searchParams.get("enquiry"),
  });
  if (!booked.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { [booked.field]: [booked.message] } }) },
      { status: 400, headers },
    );
  }
  throw await redirectWithToast(
    `/admin/jobs/${booked.reference}`,
    booked.engineerProblem
      ? {
          type: "info",
          title: `Booked ${booked.reference}, without an engineer`,
          description: `${booked.windowLabel}. ${booked.engineerProblem} The confirmation e-mail is on its way to the customer.`,
        }
      : {
          type: "success",
          title: `Booked ${booked.reference}`,
          description: `${booked.windowLabel}. The confirmation e-mail is on its way to the customer.`,
        },
    { headers },
  );
}

export default function CallerBookingPage() {
  const facts = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="container-page max-w-3xl py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin">Dispatch board</Link> · <Link to="/admin/jobs">All jobs</Link>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">Book a job for a caller</h1>
      <p className="mt-2 text-slate-700">
        The same rules as the booking form, except that any window that has not started can be
        booked. The customer gets the confirmation e-mail with their tracking and portal links.
      </p>
      {facts.enquiry ? (
        <p className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-slate-900">
          From{" "}
          <Link to={`/admin/contacts/${facts.enquiry.enquiryId}`}>
            enquiry #{facts.enquiry.enquiryId}
          </Link>{" "}
          of {facts.enquiry.name}: their details are filled in. Once booked, the job is linked to
          the enquiry and the enquiry closed.
        </p>
      ) : null}
      <div className="mt-6">
        <CallerBookingForm
          facts={facts}
          lastResult={reply?.result}
          defaultValue={facts.enquiry ?? undefined}
        />
      </div>
    </div>
  );
}

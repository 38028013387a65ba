import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CustomerJobList } from "~/components/jobs/customer-job-list";
import { PageHero } from "~/components/page-parts";
import { clientAction, loadClientPage } from "~/.server/portal/client-page.server";

export const meta: MetaFunction = () => [
  { title: "My jobs | We Fix Coventry" },
  {
    name: "description",
    content: "Your We Fix Coventry jobs: follow them, move or cancel them, add a note, book again.",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadClientPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return clientAction(request);
}

export default function ClientJobsPage() {
  const { name, ...facts } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHero
        h1="My jobs"
        intro={`Hello ${name}. Your bookings with us: follow them, move or cancel them, add a note for the engineer, or book the same again.`}
      >
        <p className="mt-5 flex flex-wrap gap-3">
          <Link to="/book" className="btn-accent">
            Book a job
          </Link>
          <Link to="/dashboard" className="btn border border-white text-white hover:bg-brand-800">
            My account
          </Link>
        </p>
      </PageHero>
      <div className="container-page max-w-3xl py-8">
        <CustomerJobList facts={facts} reply={reply} bookAgain />
      </div>
    </>
  );
}

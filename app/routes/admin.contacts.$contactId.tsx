import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ChangeHistory } from "~/components/admin/change-history";
import { NoteForm, ReplyForm, StatusForm } from "~/components/admin-contacts/enquiry-forms";
import { EnquiryQuoteForm } from "~/components/admin-contacts/enquiry-quote-form";
import { EnquiryThread } from "~/components/admin-contacts/enquiry-thread";
import { requireRole } from "~/.server/http/guards.server";
import { answerEnquiryForm } from "~/routes/admin.contacts.form-answers.server";
import { openEnquiry, type EnquiryDetail } from "~/.server/contacts/enquiry-record.server";
import { quoteServiceOptions } from "~/.server/contacts/enquiry-quote.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { notFound } from "~/.server/http/not-found.server";
import { ENQUIRY_FORM_SCHEMAS } from "~/lib/schemas/validation.server";
import { PhoneLink } from "~/components/ui/phone-link";

export const meta: MetaFunction<typeof loader> = ({ data: enquiry }) => [
  {
    title: `${enquiry ? `Enquiry #${enquiry.id} from ${enquiry.name}` : "Enquiry"} | Admin | We Fix Coventry`,
  },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

/** Opening the enquiry marks it read (once, logged). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const enquiry = await openEnquiry(
    db,
    { id: account.user.id, role: "admin" },
    params.contactId ?? "",
  );
  if (!enquiry) notFound();
  return data({ ...enquiry, serviceOptions: quoteServiceOptions() }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: ENQUIRY_FORM_SCHEMAS });
  const { db } = context.services;
  return answerEnquiryForm(db, formData, {
    id: params.contactId ?? "",
    author: {
      id: account.user.id,
      role: "admin",
      name: account.profile?.full_name || account.user.fullName || account.user.email,
    },
    headers,
    now: new Date(),
  });
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function EnquiryFacts({ enquiry }: { enquiry: EnquiryDetail }) {
  return (
    <section aria-labelledby="enquiry-heading" className="card">
      <h2 id="enquiry-heading" className="text-xl font-bold text-slate-900">
        The enquiry
      </h2>
      <dl className="mt-3 space-y-2">
        <Fact term="Received">
          <time dateTime={enquiry.receivedAt}>{enquiry.received}</time>
        </Fact>
        <Fact term="From">{enquiry.sourceLabel}</Fact>
        {enquiry.companyName ? <Fact term="Company">{enquiry.companyName}</Fact> : null}
        {enquiry.propertiesCount !== null ? (
          <Fact term="Properties managed">{enquiry.propertiesCount.toLocaleString("en-GB")}</Fact>
        ) : null}
        <Fact term="E-mail">
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </Fact>
        <Fact term="Phone">
          <PhoneLink phone={enquiry.phone}>{enquiry.phoneLabel}</PhoneLink>
        </Fact>
        <Fact term="Postcode">{enquiry.postcode}</Fact>
        {enquiry.closed ? <Fact term="Closed">{enquiry.closed}</Fact> : null}
        {enquiry.job ? (
          <Fact term="Job">
            <Link to={`/admin/jobs/${enquiry.job.reference}`}>{enquiry.job.reference}</Link>
          </Fact>
        ) : null}
        {enquiry.organisation ? (
          <Fact term="Organisation">
            <Link to={`/admin/organizations/${enquiry.organisation.slug}`}>
              {enquiry.organisation.name}
            </Link>
          </Fact>
        ) : null}
      </dl>
      <h3 className="mt-4 font-semibold text-slate-900">Message</h3>
      <p className="mt-1 whitespace-pre-line break-words rounded-lg bg-slate-50 p-3 text-slate-900">
        {enquiry.message}
      </p>
    </section>
  );
}

export default function EnquiryPage() {
  const enquiry = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="container-page py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin/contacts">Enquiries</Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">
          Enquiry #{enquiry.id} from {enquiry.name}
        </h1>
        <span className="rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-900">
          {enquiry.statusLabel}
        </span>
      </div>
      <p className="mt-1 text-lg text-slate-800">
        {enquiry.kindLabel === "Property" ? "Property enquiry" : "General enquiry"}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <EnquiryFacts enquiry={enquiry} />
          {/* Keyed by the thread's length: after a reply or note the forms start empty again. */}
          <EnquiryThread entries={enquiry.thread} />
          <Panel id="reply-heading" title="Reply by e-mail">
            <ReplyForm key={enquiry.thread.length} enquiry={enquiry} reply={reply} />
          </Panel>
          <Panel id="note-heading" title="Add an internal note">
            <NoteForm key={enquiry.thread.length} reply={reply} />
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <Panel id="status-heading" title="Status">
            <p className="mb-3 text-slate-800">
              This enquiry is <strong>{enquiry.statusLabel.toLowerCase()}</strong>.
            </p>
            <StatusForm key={enquiry.status} enquiry={enquiry} reply={reply} />
          </Panel>
          <Panel id="turn-heading" title="Turn it into work">
            <ul className="space-y-2">
              <li>
                <Link to={`/admin/jobs/new?enquiry=${enquiry.id}`} className="btn-secondary w-full">
                  Book a job from this enquiry
                </Link>
              </li>
              {enquiry.kind === "property-enquiry" ? (
                <li>
                  <Link
                    to={`/admin/organizations/new?enquiry=${enquiry.id}`}
                    className="btn-secondary w-full"
                  >
                    Create an organisation from it
                  </Link>
                </li>
              ) : null}
            </ul>
            <p className="mt-3 text-sm text-slate-700">
              The form starts with the enquiry&apos;s details; once saved, the enquiry is linked to
              it and closed.
            </p>
          </Panel>
          <Panel id="quote-heading" title="Write a quote">
            {enquiry.job ? (
              <p className="mb-3 text-slate-800">
                The quote goes on the enquiry&apos;s job, {enquiry.job.reference}.
              </p>
            ) : (
              <p className="mb-3 text-slate-800">
                The work becomes a job waiting in the queue until the customer accepts the quote.
              </p>
            )}
            {enquiry.job ? (
              <Link
                to={`/admin/jobs/${enquiry.job.reference}/quote`}
                className="btn-secondary w-full"
              >
                Open the job&apos;s quote
              </Link>
            ) : (
              <EnquiryQuoteForm
                enquiry={enquiry}
                serviceOptions={enquiry.serviceOptions}
                reply={reply}
              />
            )}
          </Panel>
        </div>
      </div>
      <ChangeHistory entries={enquiry.history} />
    </div>
  );
}

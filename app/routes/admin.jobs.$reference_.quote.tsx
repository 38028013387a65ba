import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { QuoteLinesTable } from "~/components/quotes/quote-document";
import {
  AddLineForm,
  QuoteButton,
  QuoteDetailsForm,
  RemoveLineButton,
} from "~/components/quotes/quote-office-forms";
import { siteOrigin } from "~/.server/auth/auth.server";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { notFound } from "~/.server/http/not-found.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { loadQuoteOfficePage } from "~/.server/quotes/quote-office.server";
import { quoteStateWords } from "~/lib/quote-states";
import { answerQuoteOfficeForm } from "~/routes/admin.jobs.quote-answers.server";
import { QUOTE_OFFICE_SCHEMAS } from "~/lib/schemas/validation.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `Quote for ${page?.job.reference ?? "a job"} | Admin | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const page = await loadQuoteOfficePage(context.services.db, params.reference ?? "", new Date());
  if (!page) notFound();
  return data(page, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: Object.values(QUOTE_OFFICE_SCHEMAS) });
  return answerQuoteOfficeForm(context.services.db, formData, {
    reference: params.reference ?? "",
    actor: { id: account.user.id, role: "admin" },
    siteOrigin: siteOrigin(request),
    headers,
  });
}

export default function JobQuotePage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const answer = (form: string) => (reply?.form === form ? reply.result : undefined);
  const { job, current } = page;
  const draft = current?.status === "draft" ? current : null;
  const withdrawable = current && (current.state === "open" || current.state === "expired");
  return (
    <div className="container-page space-y-6 py-8">
      <p className="text-sm font-semibold">
        <Link to={`/admin/jobs/${job.reference}`}>Back to {job.reference}</Link>
      </p>
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900">Quote for {job.reference}</h1>
        <p className="mt-1 text-lg text-slate-800">
          {job.customerName}, {job.address} · job {job.statusLabel.toLowerCase()}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          Quotes are open for {page.validityDays} days from sending; deposit: {page.depositLabel};{" "}
          {page.vatRegistered ? "VAT-registered" : "not VAT-registered (no VAT shown)"}. These are
          the <Link to="/admin/settings#money-heading">money settings</Link>.
        </p>
      </div>
      {reply?.form === null ? (
        <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4">
          {reply.result.error?.[""]?.join(" ")}
        </p>
      ) : null}

      {current ? (
        <section aria-labelledby="quote-heading" className="card space-y-4">
          <h2 id="quote-heading" className="text-xl font-bold text-slate-900">
            {current.reference}: {quoteStateWords(current.state)}
          </h2>
          {current.sentAtLabel ? (
            <p>
              Sent {current.sentAtLabel} to {current.customerEmail}; open until{" "}
              {current.validUntilLabel}.
            </p>
          ) : null}
          {current.state === "accepted" ? (
            <p>
              Accepted by {current.acceptedName} on {current.decidedAtLabel}
              {current.consumer
                ? current.startWithinCancellationPeriod
                  ? ", who asked for the work to start within the 14-day cancellation period."
                  : ": a consumer who did not ask to start within the 14-day cancellation period."
                : "."}
            </p>
          ) : null}
          {current.state === "declined" ? (
            <p>
              Declined on {current.decidedAtLabel}
              {current.declineReason ? `: “${current.declineReason}”` : " without a reason"}.
            </p>
          ) : null}
          <QuoteLinesTable
            quote={current}
            lineAction={
              draft ? (line) => <RemoveLineButton quoteId={draft.id} line={line} /> : undefined
            }
          />
          {draft ? (
            <QuoteButton
              intent="send"
              quoteId={draft.id}
              label={`Send the quote to ${draft.customerEmail}`}
              pendingLabel="Sending…"
              lastResult={answer("send")}
            />
          ) : null}
          {withdrawable || draft ? (
            <QuoteButton
              intent="withdraw"
              quoteId={current.id}
              label="Withdraw the quote"
              pendingLabel="Withdrawing…"
              lastResult={answer("withdraw")}
              secondary
            />
          ) : null}
        </section>
      ) : (
        <p>This job has no quote yet.</p>
      )}

      {draft ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="add-line-heading" className="card">
            <h2 id="add-line-heading" className="text-xl font-bold text-slate-900">
              Add a line
            </h2>
            <div className="mt-3">
              <AddLineForm
                // A new line starts the form again, empty.
                key={draft.lines.length}
                quoteId={draft.id}
                priceOptions={page.priceOptions}
                vatRegistered={page.vatRegistered}
                lastResult={answer("add-line")}
              />
            </div>
          </section>
          <section aria-labelledby="details-heading" className="card">
            <h2 id="details-heading" className="text-xl font-bold text-slate-900">
              Customer and notes
            </h2>
            <div className="mt-3">
              <QuoteDetailsForm quote={draft} lastResult={answer("details")} />
            </div>
          </section>
        </div>
      ) : current?.state === "open" ? null : (
        <QuoteButton
          intent="start"
          label={current ? "Start a new quote" : "Start a quote"}
          pendingLabel="Starting…"
          lastResult={answer("start")}
        />
      )}

      {page.earlier.length > 0 ? (
        <section aria-labelledby="earlier-heading" className="card">
          <h2 id="earlier-heading" className="text-xl font-bold text-slate-900">
            Earlier quotes
          </h2>
          <ul className="mt-2 space-y-1">
            {page.earlier.map((quote) => (
              <li key={quote.id}>
                {quote.reference}: {quote.state}, {quote.total}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

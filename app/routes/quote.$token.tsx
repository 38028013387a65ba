import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import { AcceptQuoteForm, DeclineQuoteForm } from "~/components/quotes/quote-decision-forms";
import { QuoteLinesTable } from "~/components/quotes/quote-document";
import {
  DepositRequest,
  QuoteOutcome,
  QuoteParties,
  WhatHappensNext,
} from "~/components/quotes/quote-page-parts";
import { siteOrigin } from "~/.server/auth/auth.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { notFound } from "~/.server/http/not-found.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { acceptQuote, declineQuote, visitQuote } from "~/.server/quotes/quote-public.server";
import {
  acceptQuoteSchema,
  declineQuoteSchema,
  parseWithZod,
} from "~/lib/schemas/validation.server";
import { formatPence } from "~/lib/money";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded ? `Quote ${loaded.quote.reference}` : "Your quote"} | We Fix Coventry` },
  { name: "description", content: "Read, accept or decline your quote from We Fix Coventry." },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

/**
 * A quote's page for its customer, without signing in: an unknown token is the site's 404,
 * too many visits from one address a 429. Reading it decides nothing (e-mail scanners fetch
 * links); accepting and declining are POSTs.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const visit = await visitQuote(
    db,
    params.token ?? "",
    { ip: clientAddress(request) },
    new Date(),
  );
  if (!visit.ok && visit.reason === "not-found") notFound();
  if (!visit.ok) throw data({ message: visit.message }, refusalInit(visit));
  // Card and Direct Debit through Stripe's page when the site has Stripe (decision 0071).
  return data({ ...visit.found, payByCard: Boolean(context.services.stripe) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: [acceptQuoteSchema, declineQuoteSchema] });
  const { db } = context.services;
  const token = params.token ?? "";
  const visitor = { ip: clientAddress(request), now: new Date() };
  const accepting = formData.get("intent") === "accept";
  const submission = accepting
    ? parseWithZod(formData, { schema: acceptQuoteSchema })
    : parseWithZod(formData, { schema: declineQuoteSchema });
  if (submission.status !== "success") {
    return data(
      { form: accepting ? ("accept" as const) : ("decline" as const), result: submission.reply() },
      { status: 400 },
    );
  }
  const value = submission.value;
  const decision =
    value.intent === "accept"
      ? await acceptQuote(
          db,
          token,
          { name: value.name, startWithinCancellationPeriod: value.startEarly },
          { ...visitor, siteOrigin: siteOrigin(request) },
        )
      : await declineQuote(
          db,
          token,
          { reason: value.reason },
          { ...visitor, siteOrigin: siteOrigin(request) },
        );
  if (!decision.ok && decision.reason === "not-found") notFound();
  if (!decision.ok) {
    return data(
      { form: value.intent, result: submission.reply({ formErrors: [decision.message] }) },
      refusalInit(decision),
    );
  }
  // Decided now or before: the page's loader shows the quote as it is.
  return data({ form: null, result: null, done: decision.found.done });
}

export default function QuotePage() {
  const { quote, seller, cancellationLastDayLabel, depositDuePence, payByCard } =
    useLoaderData<typeof loader>();
  const { token = "" } = useParams();
  const answer = useActionData<typeof action>();
  const open = quote.state === "open";
  return (
    <div className="container-page max-w-4xl space-y-6 py-8 text-slate-800">
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900">Quote {quote.reference}</h1>
        <p className="mt-1 text-lg">
          From {seller.name} for {quote.customerName}
        </p>
      </div>
      <QuoteOutcome
        quote={quote}
        cancellationLastDayLabel={cancellationLastDayLabel}
        phone={seller.phone}
        justDecided={answer !== undefined && "done" in answer}
      />
      {quote.state === "accepted" && depositDuePence > 0 ? (
        <DepositRequest
          duePence={depositDuePence}
          payAction={payByCard ? `/pay/quote/${token}` : null}
          phone={seller.phone}
        />
      ) : null}
      <QuoteParties quote={quote} seller={seller} />
      <section aria-labelledby="lines-heading" className="card">
        <h2 id="lines-heading" className="text-xl font-bold text-slate-900">
          The work and its price
        </h2>
        <div className="mt-3">
          <QuoteLinesTable quote={quote} />
        </div>
        {quote.notes ? <p className="mt-4 whitespace-pre-line break-words">{quote.notes}</p> : null}
      </section>
      {open ? (
        <>
          <WhatHappensNext quote={quote} />
          <section aria-labelledby="accept-heading" className="card">
            <h2 id="accept-heading" className="text-xl font-bold text-slate-900">
              Accept the quote
            </h2>
            <div className="mt-3">
              <AcceptQuoteForm
                consumer={quote.consumer}
                total={formatPence(quote.grossPence)}
                lastResult={answer?.form === "accept" ? answer.result : undefined}
              />
            </div>
          </section>
          <section aria-labelledby="decline-heading" className="card">
            <h2 id="decline-heading" className="text-xl font-bold text-slate-900">
              Decline the quote
            </h2>
            <div className="mt-3">
              <DeclineQuoteForm
                lastResult={answer?.form === "decline" ? answer.result : undefined}
              />
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}

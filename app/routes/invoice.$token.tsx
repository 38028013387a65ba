import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { InvoiceDocumentView } from "~/components/invoices/invoice-document";
import { PageHero } from "~/components/page-hero";
import { documentTitle } from "~/lib/invoice-wording";
import { formatPence } from "~/lib/money";
import { clientAddress } from "~/.server/http/client-ip.server";
import { notFound } from "~/.server/http/not-found.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { visitInvoice } from "~/.server/invoices/public-invoice.server";

/** A page to read: the invoice, its status and how to pay, with JavaScript or without. */
export const handle = { hydrate: false };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  {
    title: `${loaded ? `${documentTitle(loaded.document)} ${loaded.document.number ?? ""}` : "Your invoice"} | We Fix Coventry`,
  },
  { name: "robots", content: "noindex" },
];

/**
 * Anyone with the link sees the invoice, without signing in. An unknown or malformed token is
 * the site's ordinary 404, so the answer never tells whether a token exists.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const visit = await visitInvoice(db, params.token ?? "", {
    ip: clientAddress(request),
    now: new Date(),
  });
  if (!visit.ok && visit.reason === "not-found") notFound();
  if (!visit.ok) throw data({ message: visit.message }, refusalInit(visit));
  // Card and Direct Debit through Stripe's page when the site has Stripe (decision 0071).
  const payByCard = Boolean(context.services.stripe);
  return data({ ...visit.found, payByCard }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function InvoicePage() {
  const { document, bank, reverseChargeVatPence, payByCard } = useLoaderData<typeof loader>();
  const { standing } = document;
  const owed =
    standing && standing.balancePence > 0 && standing.status !== "credited"
      ? standing.balancePence
      : 0;
  const { token = "" } = useParams();
  return (
    <>
      <PageHero
        h1={`${documentTitle(document)} ${document.number ?? ""}`}
        intro={`From ${document.sellerName} to ${document.buyerName}.`}
      />
      <div className="container-page max-w-4xl space-y-4 py-8 text-slate-800">
        <InvoiceDocumentView
          document={document}
          bank={bank}
          reverseChargeVatPence={reverseChargeVatPence}
        />
        {payByCard && owed > 0 ? (
          <form
            method="post"
            action={`/pay/invoice/${token}`}
            className="rounded-lg bg-brand-50 p-4"
          >
            <h2 className="font-bold text-slate-900">Pay by card or Direct Debit</h2>
            <p className="mt-1">
              On Stripe&rsquo;s secure page. We e-mail a receipt when the payment arrives.
            </p>
            <button type="submit" className="btn-primary mt-3">
              Pay {formatPence(owed)}
            </button>
          </form>
        ) : null}
        <p>
          <a href={`/invoice/${token}.pdf`} download>
            Download the PDF
          </a>
        </p>
      </div>
    </>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { InvoiceDocumentView } from "~/components/invoices/invoice-document";
import { PageHero } from "~/components/page-hero";
import { documentTitle } from "~/lib/invoice-wording";
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
  return data(visit.found, { headers: { "Cache-Control": "private, no-store" } });
}

export default function InvoicePage() {
  const { document, bank, reverseChargeVatPence } = useLoaderData<typeof loader>();
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
        <p>
          <a href={`/invoice/${token}.pdf`} download>
            Download the PDF
          </a>
        </p>
      </div>
    </>
  );
}

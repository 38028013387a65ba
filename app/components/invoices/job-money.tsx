import { Form, Link } from "@remix-run/react";
import { formatPence } from "~/lib/money";
import type { JobInvoiceRow } from "~/lib/views/invoices";

/**
 * The job page's money section: its invoices and credit notes, and making the draft. The
 * status comes in words from the server, so the page loads no more code for it.
 */
export function JobMoney({
  reference,
  finished,
  invoices,
}: {
  reference: string;
  finished: boolean;
  invoices: JobInvoiceRow[];
}) {
  const hasDraft = invoices.some((invoice) => invoice.draft && invoice.kind === "invoice");
  return (
    <section aria-labelledby="money-heading" className="card space-y-3">
      <h2 id="money-heading" className="text-xl font-bold text-slate-900">
        Money
      </h2>
      {invoices.length > 0 ? (
        <ul className="space-y-2">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Link to={`/admin/invoices/${invoice.id}`}>
                {invoice.kind === "credit_note" ? "Credit note " : "Invoice "}
                {invoice.number ?? "(draft)"}
              </Link>{" "}
              {formatPence(invoice.grossPence)}
              {invoice.statusLabel ? <strong> · {invoice.statusLabel}</strong> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No invoice yet.</p>
      )}
      {finished && !hasDraft ? (
        <Form method="post" action="/admin/invoices">
          <input type="hidden" name="reference" value={reference} />
          <button type="submit" className="btn-primary">
            {invoices.length > 0 ? "Make another invoice" : "Make the invoice"}
          </button>
        </Form>
      ) : null}
      {!finished && invoices.length === 0 ? (
        <p className="text-sm">The invoice is made once the job is finished.</p>
      ) : null}
    </section>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { RefundsToMake } from "~/components/invoices/refunds-to-make";
import {
  AmountCell,
  MoneyTableHead,
  StatusCell,
  type MoneyColumn,
} from "~/components/money/money-table";
import { londonDate } from "~/lib/calendar-date";
import { formatInvoiceDate } from "~/lib/invoice-wording";
import { formatPence } from "~/lib/money";
import { INVOICE_STATUS_LABELS, LIST_FILTERS } from "~/lib/views/invoices";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { agedDebt, listInvoices, parseListFilter } from "~/.server/invoices/office-list.server";
import { listRefundsToMake } from "~/.server/payments/refunds-list.server";
import { answerInvoiceListForm } from "~/routes/admin.invoices.list-answers.server";
import {
  makeDraftSchema,
  refundByHandSchema,
  stripeRefundSchema,
} from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Invoices | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const today = londonDate(new Date());
  const filter = parseListFilter(new URL(request.url).searchParams.get("status"));
  const [invoices, aged, refunds] = await Promise.all([
    listInvoices(db, today, filter),
    agedDebt(db, today),
    listRefundsToMake(db, { stripeConfigured: Boolean(context.services.stripe) }),
  ]);
  return data({ invoices, aged, filter, refunds, today }, { headers });
}

/** A refund of a flagged payment (by hand or through Stripe); "Make the invoice" on a job. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, {
    schema: [makeDraftSchema, refundByHandSchema, stripeRefundSchema],
    fields: ["intent"],
  });
  return answerInvoiceListForm(context.services.db, formData, {
    actor: { id: account.user.id, role: "admin" },
    stripe: context.services.stripe ?? null,
    headers: new Headers(headers),
    now: new Date(),
  });
}

const FILTER_LABELS = { ...INVOICE_STATUS_LABELS, all: "All", draft: "Drafts" };

const COLUMNS: MoneyColumn[] = [
  { label: "Number" },
  { label: "To" },
  { label: "Job" },
  { label: "Issued" },
  { label: "Due" },
  { label: "Total", amount: true },
  { label: "Status" },
];

export default function AdminInvoicesPage() {
  const { invoices, aged, filter, refunds, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const buckets = [
    ["Not yet due", aged.current],
    ["0–30 days overdue", aged.days0to30],
    ["31–60 days", aged.days31to60],
    ["61–90 days", aged.days61to90],
    ["Over 90 days", aged.over90],
    ["Total owed", aged.total],
  ] as const;
  const shownTotal = invoices.reduce((sum, invoice) => sum + invoice.grossPence, 0);
  const shownOwed = invoices.reduce(
    (sum, invoice) =>
      sum +
      (invoice.standing && invoice.standing.status !== "credited"
        ? Math.max(0, invoice.standing.balancePence)
        : 0),
    0,
  );
  return (
    <div className="container-page space-y-6 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">Invoices</h1>
        <a href="/admin/invoices.csv" download>
          Export for Xero (CSV)
        </a>
      </div>
      <section aria-labelledby="aged-heading" className="card">
        <h2 id="aged-heading" className="text-xl font-bold text-slate-900">
          Aged debt
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {buckets.map(([label, pence]) => (
            <div key={label}>
              <dt className="text-sm font-semibold">{label}</dt>
              <dd className="text-lg font-bold text-slate-900">{formatPence(pence)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <RefundsToMake refunds={refunds} today={today} reply={reply} />
      <nav aria-label="Invoice status" className="flex flex-wrap gap-3">
        {LIST_FILTERS.map((each) => (
          <Link
            key={each}
            to={each === "all" ? "/admin/invoices" : `/admin/invoices?status=${each}`}
            aria-current={each === filter ? "page" : undefined}
            className={each === filter ? "font-bold underline" : ""}
          >
            {FILTER_LABELS[each]}
          </Link>
        ))}
      </nav>
      {/* Relative: the badges' screen-reader words (absolute) stay inside the scrolling box. */}
      <div className="card relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Invoices</caption>
          <MoneyTableHead columns={COLUMNS} />
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="border-b border-slate-200">
                <td className="py-2 pr-2">
                  <Link to={`/admin/invoices/${invoice.id}`}>{invoice.number ?? "Draft"}</Link>
                </td>
                <td className="py-2 pr-2">{invoice.buyerName}</td>
                <td className="py-2 pr-2">{invoice.jobReference ?? ""}</td>
                <td className="py-2 pr-2">
                  {invoice.issueDate ? formatInvoiceDate(invoice.issueDate) : ""}
                </td>
                <td className="py-2 pr-2">
                  {invoice.dueDate ? formatInvoiceDate(invoice.dueDate) : ""}
                </td>
                <AmountCell pence={invoice.grossPence} />
                <StatusCell standing={invoice.standing} draft={invoice.draft} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5} className="py-2 pr-2 text-right">
                Shown: {invoices.length} invoice{invoices.length === 1 ? "" : "s"}, still owed{" "}
                {formatPence(shownOwed)}
              </th>
              <AmountCell pence={shownTotal} strong />
              <td />
            </tr>
          </tfoot>
        </table>
        {invoices.length === 0 ? <p className="mt-3">No invoices here yet.</p> : null}
      </div>
    </div>
  );
}

import { Form, Link } from "@remix-run/react";
import { JobCell, JobTable, JobTableRow } from "~/components/jobs/job-table";
import { organisationPath } from "~/lib/organisations";
import type { OrgInvoiceRow, OrgInvoicesPage } from "~/lib/views/org-money";
import type { OrgShellData } from "~/lib/views/organisations";
import { OrgShell } from "./org-shell";

const STATUS_STYLES: Record<NonNullable<OrgInvoiceRow["status"]>, string> = {
  due: "bg-amber-100 text-amber-950",
  overdue: "bg-red-100 text-red-950",
  paid: "bg-green-100 text-green-950",
  credited: "bg-slate-200 text-slate-900",
};

const HEADINGS = [
  { label: "Number" },
  { label: "Job" },
  { label: "Issued" },
  { label: "Due" },
  { label: "Status" },
  { label: "Total", end: true },
  { label: "To pay", end: true },
  { label: "Open" },
];

function InvoiceRows({
  slug,
  rows,
  caption,
}: {
  slug: string;
  rows: OrgInvoiceRow[];
  caption: string;
}) {
  return (
    <JobTable caption={caption} headings={HEADINGS}>
      {rows.map((row) => {
        const open = organisationPath(slug, `/invoices/${encodeURIComponent(row.number)}`);
        return (
          <JobTableRow key={row.number}>
            <th
              scope="row"
              className="block px-3 py-1 text-left font-semibold md:table-cell md:py-3"
            >
              {row.number}
              <span className="block text-sm font-normal text-slate-700">
                {row.kind === "credit_note"
                  ? `Credit note for ${row.creditsNumber ?? "an invoice"}`
                  : "Invoice"}
              </span>
            </th>
            <JobCell label="Job">
              {row.jobReference ? (
                <Link to={organisationPath(slug, `/jobs/${row.jobReference}`)}>
                  {row.jobReference}
                </Link>
              ) : (
                "—"
              )}
            </JobCell>
            <JobCell label="Issued">{row.issueDateLabel}</JobCell>
            <JobCell label="Due">{row.dueDateLabel ?? "—"}</JobCell>
            <JobCell label="Status">
              {row.status && row.statusLabel ? (
                <span
                  className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${STATUS_STYLES[row.status]}`}
                >
                  {row.statusLabel}
                </span>
              ) : (
                "—"
              )}
            </JobCell>
            <JobCell label="Total" className="tabular-nums md:text-right">
              {row.total}
            </JobCell>
            <JobCell label="To pay" className="tabular-nums md:text-right">
              {row.balance ?? "—"}
            </JobCell>
            <JobCell label="Open">
              {/* Each opening makes a new link (only its hash is kept): no prefetching. */}
              <a href={open} rel="nofollow" className="inline-flex min-h-11 items-center">
                View<span className="sr-only"> {row.number}</span>
              </a>
              {" · "}
              <a
                href={`${open}?format=pdf`}
                rel="nofollow"
                className="inline-flex min-h-11 items-center"
              >
                PDF<span className="sr-only"> of {row.number}</span>
              </a>
            </JobCell>
          </JobTableRow>
        );
      })}
    </JobTable>
  );
}

function StatementSection({ slug, page }: { slug: string; page: OrgInvoicesPage }) {
  const file = (format: "pdf" | "csv") =>
    `${organisationPath(slug, `/statement.${format}`)}?month=${page.month}`;
  const figures: [string, string][] = [
    ["Opening balance", page.statement.opening],
    ["Invoiced", page.statement.invoiced],
    ["Credited", page.statement.credited],
    ["Paid", page.statement.paid],
  ];
  return (
    <section aria-labelledby="statement-heading" className="card">
      <h2 id="statement-heading" className="text-xl font-bold text-slate-900">
        Statement for {page.monthLabel}
      </h2>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="statement-month" className="field-label">
            Month
          </label>
          <select
            id="statement-month"
            name="month"
            defaultValue={page.month}
            className="field-input min-h-11"
          >
            {page.months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary min-h-11">
          Show the month
        </button>
      </Form>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm font-semibold text-slate-700">Closing balance</dt>
          <dd className="text-lg font-extrabold tabular-nums text-slate-900">
            {page.statement.closing}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        Closing balance = opening balance + invoiced − credited − paid.
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <a href={file("pdf")} rel="nofollow" download className="btn-primary min-h-11">
          Download the statement (PDF)
        </a>
        <a href={file("csv")} rel="nofollow" download className="btn-secondary min-h-11">
          Download the statement (CSV)
        </a>
      </p>
    </section>
  );
}

/** /org/{slug}/invoices: billing, invoices still to pay, the month's invoices and statement. */
export function OrgInvoicesView({ org, page }: { org: OrgShellData; page: OrgInvoicesPage }) {
  return (
    <OrgShell org={org} title="Invoices and statements">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <StatementSection slug={org.slug} page={page} />
        </div>
        <section aria-labelledby="billing-heading" className="card">
          <h2 id="billing-heading" className="text-xl font-bold text-slate-900">
            Invoices are addressed to
          </h2>
          <p className="mt-2 font-semibold text-slate-900">{page.billing.name}</p>
          <p className="whitespace-pre-line break-words text-slate-800">
            {page.billing.address ?? "Each job's address (no billing address is set)."}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            Construction services: {page.billing.constructionRoleLabel}.
          </p>
          <p className="mt-2 text-sm text-slate-700">
            To change these, ask our office: they keep them for your invoices.
          </p>
        </section>
      </div>

      <section aria-labelledby="outstanding-heading" className="mt-8">
        <h2 id="outstanding-heading" className="text-xl font-bold text-slate-900">
          Still to pay: {page.outstandingTotal}
        </h2>
        {page.outstanding.length ? (
          <InvoiceRows slug={org.slug} rows={page.outstanding} caption="Invoices still to pay" />
        ) : (
          <p className="mt-2 text-slate-800">Nothing is owed. Thank you.</p>
        )}
      </section>

      <section aria-labelledby="issued-heading" className="mt-8">
        <h2 id="issued-heading" className="text-xl font-bold text-slate-900">
          Issued in {page.monthLabel}
        </h2>
        {page.issued.length ? (
          <InvoiceRows
            slug={org.slug}
            rows={page.issued}
            caption={`Invoices and credit notes issued in ${page.monthLabel}`}
          />
        ) : (
          <p className="mt-2 text-slate-800">No invoices or credit notes in {page.monthLabel}.</p>
        )}
      </section>
    </OrgShell>
  );
}

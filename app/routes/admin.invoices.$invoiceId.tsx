import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { SubmitButton } from "~/components/ui/fields";
import { InvoiceDocumentView } from "~/components/invoices/invoice-document";
import { replyFor } from "~/components/invoices/invoice-form-replies";
import { PaymentList } from "~/components/invoices/payment-list";
import { renderedOnServerOrLoaded } from "~/components/ui/loaded-once-up";
import * as renderedOnServer from "~/routes/admin.invoices.office-forms.server";
import { FormError } from "~/components/ui/form-messages";
import { documentTitle } from "~/lib/invoice-wording";
import { londonDate } from "~/lib/calendar-date";
import { formatPence } from "~/lib/money";
import { siteOrigin } from "~/.server/auth/auth.server";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { notFound } from "~/.server/http/not-found.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { officeInvoicePage } from "~/.server/invoices/office-page.server";
import { answerInvoiceForm } from "~/routes/admin.invoices.form-answers.server";
import {
  invoiceLinePositionSchema,
  invoiceLineSchema,
  manualPaymentSchema,
} from "~/lib/schemas/validation.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.document.number ?? "Draft invoice"} | Invoices | Admin | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const page = await officeInvoicePage(
    context.services.db,
    params.invoiceId ?? "",
    londonDate(new Date()),
  );
  if (!page) notFound();
  return data({ ...page, today: londonDate(new Date()) }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, {
    schema: [invoiceLineSchema, invoiceLinePositionSchema, manualPaymentSchema],
    fields: ["intent"],
  });
  return answerInvoiceForm(context.services.db, formData, {
    invoiceId: params.invoiceId ?? "",
    actor: { id: account.user.id, role: "admin" },
    siteOrigin: siteOrigin(request),
    headers: new Headers(headers),
    now: new Date(),
  });
}

const loadOfficeForms = () => import("~/components/invoices/office-invoice-forms-in-browser");
const DraftLineForms = renderedOnServerOrLoaded(renderedOnServer.DraftLineForms, () =>
  loadOfficeForms().then((forms) => forms.DraftLineForms),
);
const PaymentForm = renderedOnServerOrLoaded(renderedOnServer.PaymentForm, () =>
  loadOfficeForms().then((forms) => forms.PaymentForm),
);
const CreditForms = renderedOnServerOrLoaded(renderedOnServer.CreditForms, () =>
  loadOfficeForms().then((forms) => forms.CreditForms),
);

export default function AdminInvoicePage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { document } = page;
  const issuedInvoice = !document.draft && document.kind === "invoice";
  return (
    <div className="container-page space-y-6 py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin/invoices">All invoices</Link>
        {document.jobReference ? (
          <>
            {" · "}
            <Link to={`/admin/jobs/${document.jobReference}`}>Job {document.jobReference}</Link>
          </>
        ) : null}
      </p>
      <h1 className="text-3xl font-extrabold text-slate-900">
        {documentTitle(document)} {document.number ?? ""}
      </h1>
      {/* minmax(0, 1fr) tracks: the lines' table scrolls inside its box instead of the page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <InvoiceDocumentView
            document={document}
            bank={page.bank}
            reverseChargeVatPence={page.reverseChargeVatPence}
          />
        </div>
        <div className="space-y-6">
          {document.draft ? (
            <>
              <section aria-labelledby="issue-heading" className="card space-y-3">
                <h2 id="issue-heading" className="text-xl font-bold text-slate-900">
                  Issue
                </h2>
                <p>
                  Issuing gives it the next number and sends it to {document.buyerEmail} with its
                  PDF. It cannot be changed afterwards: corrections are credit notes.
                </p>
                <FormError
                  title="The invoice was not issued"
                  message={replyFor(reply, "issue")?.error?.[""]?.join(" ")}
                />
                <Form method="post">
                  <input type="hidden" name="intent" value="issue" />
                  <SubmitButton intent="issue" pendingLabel="Issuing…">
                    Issue {formatPence(document.grossPence)} invoice
                  </SubmitButton>
                </Form>
              </section>
              <Suspense fallback={null}>
                <DraftLineForms lines={document.lines} reply={reply} />
              </Suspense>
            </>
          ) : null}
          {issuedInvoice ? (
            <>
              <Suspense fallback={null}>
                <PaymentForm today={page.today} reply={reply} />
              </Suspense>
              <PaymentList payments={page.payments} />
              <Suspense fallback={null}>
                <CreditForms document={document} creditNotes={page.creditNotes} reply={reply} />
              </Suspense>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

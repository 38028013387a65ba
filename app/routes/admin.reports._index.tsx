import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FigureSection } from "~/components/charts/figure-section";
import { AssistantQuestionsSection } from "~/components/reports/assistant-questions-section";
import { requireRole } from "~/.server/http/guards.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { reportPage } from "~/.server/reports/report-page.server";
import { FieldError } from "~/components/ui/form-messages";

export const meta: MetaFunction = () => [
  { title: "Reports | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  return data(await reportPage(db, new URL(request.url).searchParams, new Date()), { headers });
}

function DateField({
  name,
  label,
  value,
  error,
}: {
  name: "from" | "to";
  label: string;
  value: string;
  error: string | undefined;
}) {
  const errorId = `range-${name}-error`;
  return (
    <div>
      <label htmlFor={`range-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`range-${name}`}
        type="date"
        name={name}
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="field-input min-h-11"
      />
      <FieldError id={errorId} errors={error} />
    </div>
  );
}

export default function ReportsPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Reports</h1>
      <p className="mt-2 text-slate-700">
        {page.rangeLabel}, in London time. Each chart has the table of its figures under it and a
        CSV to download.
      </p>

      <Form method="get" className="card mt-6" aria-labelledby="range-heading">
        <h2 id="range-heading" className="text-lg font-bold text-slate-900">
          Dates
        </h2>
        <div className="mt-3 flex flex-wrap items-start gap-4">
          <DateField
            name="from"
            label="First day"
            value={page.typed.from}
            error={page.errors.from}
          />
          <DateField name="to" label="Last day" value={page.typed.to} error={page.errors.to} />
          <button type="submit" className="btn-primary mt-7">
            Show these dates
          </button>
        </div>
        {page.errors.from || page.errors.to ? (
          <p className="mt-2 text-sm text-slate-800" role="status">
            Showing this month instead until the dates are corrected.
          </p>
        ) : null}
        <nav aria-label="Quick date ranges" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {page.presets.map((preset) => (
              <li key={preset.label}>
                <Link
                  to={preset.href}
                  aria-current={preset.current ? "page" : undefined}
                  className={preset.current ? "btn-primary" : "btn-secondary"}
                >
                  {preset.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Form>

      <nav aria-label="Figures on this page" className="mt-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {[...page.figures, page.assistant].map((figure) => (
            <li key={figure.id}>
              <a href={`#${figure.id}`}>{figure.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      {page.figures.map((figure) => (
        <FigureSection key={figure.id} figure={figure} csvHref={page.csvHrefs[figure.id] ?? ""} />
      ))}

      <AssistantQuestionsSection
        figure={page.assistant}
        csvHref={page.csvHrefs[page.assistant.id] ?? ""}
      />

      <section aria-labelledby="counting-heading" className="mt-8">
        <h2 id="counting-heading" className="text-xl font-bold text-slate-900">
          How these are counted
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>
            Dates are London calendar days, both days included; weeks run Monday to Sunday in London
            time, through the clock changes.
          </li>
          <li>
            Bookings and enquiries count by when they were made; jobs, lead time, arrivals,
            first-time fix, utilisation and revenue by the day of the visit window; cancellations by
            when they were made; money paid by the day it moved; quotes by when they were sent;
            outstanding invoices as they stand today; organisation targets by when the job was due;
            the assistant&apos;s questions by when they were asked.
          </li>
          {[...page.figures, page.assistant].map((figure) => (
            <li key={figure.id}>
              <strong>{figure.title}:</strong> {figure.definition}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

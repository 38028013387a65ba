import type { LoaderFunctionArgs } from "@remix-run/node";
import { isCalendarDate, londonDate } from "~/lib/calendar-date";
import { requireRole } from "~/.server/http/guards.server";
import { PERSONAL_CACHE_CONTROL } from "~/.server/http/cache-control.server";
import { combineHeaders } from "~/.server/http/headers.server";
import { xeroInvoicesCsv } from "~/.server/invoices/xero-csv.server";

/**
 * /admin/invoices.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the invoices issued in that range (all
 * of them by default), one row per line, in Xero's invoice-import layout.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const params = new URL(request.url).searchParams;
  const today = londonDate(new Date());
  const pick = (name: string, fallback: string) => {
    const value = params.get(name) ?? "";
    return isCalendarDate(value) ? value : fallback;
  };
  const body = await xeroInvoicesCsv(context.services.db, {
    from: pick("from", "2000-01-01"),
    to: pick("to", today),
  });
  return new Response(body, {
    headers: combineHeaders(headers, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="invoices-xero-${today}.csv"`,
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}

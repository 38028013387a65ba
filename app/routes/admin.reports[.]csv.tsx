import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/.server/http/guards.server";
import { PERSONAL_CACHE_CONTROL } from "~/.server/http/cache-control.server";
import { combineHeaders } from "~/.server/http/headers.server";
import { figureCsv } from "~/.server/reports/report-csv.server";

/** /admin/reports.csv?figure=…&from=…&to=…: one figure's table for the range, as CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const csv = await figureCsv(db, new URL(request.url).searchParams, new Date());
  if (!csv.ok) {
    return new Response(csv.message, {
      status: 400,
      headers: combineHeaders(headers, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": PERSONAL_CACHE_CONTROL,
      }),
    });
  }
  return new Response(csv.body, {
    headers: combineHeaders(headers, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename}"`,
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}

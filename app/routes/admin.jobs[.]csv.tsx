import type { LoaderFunctionArgs } from "@remix-run/node";
import { londonDate } from "~/lib/booking-rules";
import { jobsCsvStream } from "~/.server/admin-jobs/job-export.server";
import { parseJobFilters } from "~/.server/admin-jobs/job-filters.server";
import { requireRole } from "~/.server/http/guards.server";
import { PERSONAL_CACHE_CONTROL } from "~/.server/http/cache-control.server";
import { combineHeaders } from "~/.server/http/headers.server";

/** /admin/jobs.csv?<the list's filters>: every matching job, streamed as it is read. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  // Filters the list page would flag are left out here too: the export matches the list.
  const { filters } = parseJobFilters(new URL(request.url).searchParams);
  return new Response(jobsCsvStream(db, filters, request.signal), {
    headers: combineHeaders(headers, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="jobs-${londonDate(new Date())}.csv"`,
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { PERSONAL_CACHE_CONTROL } from "~/.server/http/cache-control.server";
import { combineHeaders } from "~/.server/http/headers.server";
import { requireOrganisation } from "~/.server/http/org-guard.server";
import { completedJobsCsv } from "~/.server/orgs/statement-export.server";
import { isStatementMonth, londonMonth, previousMonth } from "~/lib/statement-month";

/**
 * /org/{slug}/jobs.csv?month=2026-07: the organisation's jobs completed that month (London
 * time), for landlord statements. Without a month, last month's.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const asked = new URL(request.url).searchParams.get("month");
  const month = asked ?? previousMonth(londonMonth(new Date()));
  if (!isStatementMonth(month)) {
    return new Response("Choose a month like 2026-07.", {
      status: 400,
      headers: combineHeaders(headers, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": PERSONAL_CACHE_CONTROL,
      }),
    });
  }
  const { db } = context.services;
  const csv = await completedJobsCsv(db, scope, month);
  return new Response(csv, {
    headers: combineHeaders(headers, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${scope.slug}-completed-${month}.csv"`,
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}
